# Cartes collées depuis un tableur (crates/tracker/src/words/paste.rs) : les noms des colonnes,
# chaque problème par ligne et colonne, et les mots qu'on peut écrire pour la portée d'un Tournant.

## Les colonnes, dans l'ordre d'une ligne collée

column-title = Titre
column-relief-1 = { -relief-approach } 1
column-relief-2 = { -relief-approach } 2
column-helpful-1 = { -helpful-approach } 1
column-helpful-2 = { -helpful-approach } 2
column-pressure = { -pressure }
column-tag = Approche
column-load = { -load }
column-connection = { -connection }
column-momentum = { -momentum }
column-shield = { -shield }
column-receiver-load = Receveur·euse : { -load }
column-receiver-connection = Receveur·euse : { -connection }
column-receiver-momentum = Receveur·euse : { -momentum }
column-receiver-shield = Receveur·euse : { -shield }
column-giver-load = Donneur·euse : { -load }
column-giver-connection = Donneur·euse : { -connection }
column-giver-momentum = Donneur·euse : { -momentum }
column-giver-shield = Donneur·euse : { -shield }
column-scope = Qui elle touche
column-copies = Exemplaires
column-id = Id

## Un problème d'une ligne entière

paste-not-text = ce n'est pas du texte brut
paste-row-unreadable = La ligne { $row } n'a pas pu être lue ({ $why }) : vérifiez ses guillemets, ou recopiez les cellules depuis le tableur.
paste-too-many = Ligne { $row } : un collage prend { $max } cartes au plus. Collez le reste séparément.
paste-row-card = Ligne { $row } : { $problem }
paste-no-rows = Il n'y a aucune ligne à ajouter : copiez les cellules des cartes depuis le tableur, une carte par ligne, dans les colonnes { $columns }.

## Un problème d'une cellule : paste-cell avec l'un des autres comme $what

paste-cell = Ligne { $row }, colonne { $letter } ({ $column }) : { $what }.
paste-extra-cell = cellule en trop
paste-number-change = un changement de
paste-number-copies = exemplaires
paste-number-pressure = { -pressure }
paste-id-used = l'identifiant « { $id } » est déjà utilisé par une autre carte : donnez à cette carte le sien, ou laissez la cellule vide
paste-extra-columns = { $card } a { $count } colonnes ({ $columns }) ; cette ligne en a plus : vérifiez que les colonnes sont dans cet ordre
paste-no-title = pas de titre : tapez le titre imprimé sur la carte
paste-no-tag = vide : tapez l'approche imprimée sur la carte
paste-tag-spelt = « { $text } » s'écrit « { $declared } » dans les approches du catalogue : utilisez cette orthographe
paste-undeclared-tag = « { $text } » ne fait pas partie des approches du catalogue ({ $tags }) : corrigez l'orthographe, ou ajoutez-la d'abord dans Approches
paste-out-of-range = { $what } { $n } : une carte imprime de { $min } à { $max }
paste-not-whole = « { $text } » n'est pas un nombre entier
paste-scope-empty = vide : écrivez l'une de ces portées : { $scopes }
paste-scope-unknown = « { $text } » n'est pas une portée connue de l'application : écrivez l'une de ces portées : { $scopes }
paste-no-pressure = vide : tapez la { -pressure } imprimée sur la carte

## Les mots qu'on peut écrire pour une portée, en plus de ceux de l'application (scope-… dans
## game.ftl), en minuscules, les variantes séparées par |. Les préfixes sont retirés avant de comparer.

scope-words-prefixes = la ou les personnes avec la|la ou les personnes avec le|la ou les personnes avec l'|les personnes avec la|les personnes avec le|la personne avec la|la personne avec le|la|le
scope-words-everyone = tout le monde|tous|toutes|tous les joueurs et joueuses
scope-words-highest-load = charge la plus haute|plus haute charge
scope-words-lowest-load = charge la plus basse|plus basse charge
scope-words-highest-connection = lien le plus fort|plus fort lien
scope-words-lowest-connection = lien le plus faible|plus faible lien
scope-words-highest-momentum = élan le plus fort|plus fort élan
scope-words-lowest-momentum = élan le plus faible|plus faible élan
scope-words-starting-player = premier joueur|première joueuse|personne qui commence la manche
