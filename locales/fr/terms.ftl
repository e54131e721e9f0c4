# Les termes du jeu (docs/glossary.md), en un seul endroit par langue. Les messages les
# emploient ainsi : { -load } ; un changement ici vaut partout où le terme est dit.

-load = Charge
-connection = Lien
-momentum = Élan
-shield = Bouclier
-pressure = Pression
-balance-score = Score d'équilibre
-life-happens = Aléas de la vie
-action = Action
-brotherhood = Fraternité
-turning-point = Tournant
-real-talk = Parler vrai
-helpful-approach = approche utile
-relief-approach = approche de soulagement
-sample-deck = Cartes d'exemple
-app-name = Loadout Companion
-game-name = The Loadout

# Termes des écrans (ui.ftl), ajoutés par la branche de l'UI : une carte de chaque pioche, avec un
# nombre ({ -load-card(count: 2) } donne « cartes Charge »), et l'affichage de table.
-load-card = { $count ->
    [other] cartes Charge
   *[one] carte Charge
}
-life-happens-card = { $count ->
    [other] cartes Aléas de la vie
   *[one] carte Aléas de la vie
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
