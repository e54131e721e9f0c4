# Les termes du jeu (docs/glossary.md), communs à tous les fichiers de messages de cette langue.
# Les termes de carte prennent un nombre : { -load-card(count: 2) } donne « cartes Charge ».

-load = Charge
-connection = Lien
-momentum = Élan
-shield = Bouclier
-pressure = Pression
-balance-score = Score d'équilibre
-life-happens = La vie arrive
-action = Action
-brotherhood = Fraternité
-turning-point = Tournant
-real-talk = Parler vrai
-helpful-approaches = approches utiles
-relief-approaches = approches de soulagement
-load-card = { $count ->
    [other] cartes Charge
   *[one] carte Charge
}
-life-happens-card = { $count ->
    [other] cartes La vie arrive
   *[one] carte La vie arrive
}
-action-card = { $count ->
    [other] cartes Action
   *[one] carte Action
}
-brotherhood-card = { $count ->
    [other] cartes Fraternité
   *[one] carte Fraternité
}
-turning-point-card = { $count ->
    [other] cartes Tournant
   *[one] carte Tournant
}
-table-display = affichage de table
-tablet = tablette
-session = séance
-round = manche
-turn = tour
-step = étape
-sample-deck = cartes d'exemple
