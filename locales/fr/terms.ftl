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
# Plural: the approaches a Life Happens card prints (match bonus).
-helpful-approach = { $count ->
    [other] Approches utiles
   *[one] Approche utile
}
-relief-approach = Approche de soulagement
-sample-deck = Cartes d'exemple
-app-name = Loadout Companion
-game-name = The Loadout

# Termes des écrans (ui.ftl), ajoutés par la branche de l'UI : une carte de chaque pioche, avec un
# nombre ({ -load-card(count: 2) } donne « cartes Charge »), et l'affichage de table.
# $cap : « yes » quand le mot de carte ouvre un libellé ou un titre (« Carte Charge »).
-load-card = { $count ->
    [other] { $cap ->
        [yes] Cartes Charge
       *[no] cartes Charge
    }
   *[one] { $cap ->
        [yes] Carte Charge
       *[no] carte Charge
    }
}
-life-happens-card = { $count ->
    [other] { $cap ->
        [yes] Cartes Aléas de la vie
       *[no] cartes Aléas de la vie
    }
   *[one] { $cap ->
        [yes] Carte Aléas de la vie
       *[no] carte Aléas de la vie
    }
}
-action-card = { $count ->
    [other] { $cap ->
        [yes] Cartes Action
       *[no] cartes Action
    }
   *[one] { $cap ->
        [yes] Carte Action
       *[no] carte Action
    }
}
-brotherhood-card = { $count ->
    [other] { $cap ->
        [yes] Cartes Fraternité
       *[no] cartes Fraternité
    }
   *[one] { $cap ->
        [yes] Carte Fraternité
       *[no] carte Fraternité
    }
}
-turning-point-card = { $count ->
    [other] { $cap ->
        [yes] Cartes Tournant
       *[no] cartes Tournant
    }
   *[one] { $cap ->
        [yes] Carte Tournant
       *[no] carte Tournant
    }
}
-table-display = affichage de table
