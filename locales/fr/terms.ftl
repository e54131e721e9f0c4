# Les termes du jeu (docs/glossary.md), en un seul endroit par langue. Les messages les
# emploient ainsi : { -load } ; un changement ici vaut partout où le terme est dit.

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
-helpful-approach = approche utile
-relief-approach = approche de soulagement
-sample-deck = Cartes d'exemple
-app-name = Loadout Companion
-game-name = The Loadout
