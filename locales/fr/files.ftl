# Fichiers (crates/tracker/src/words/files.rs). Les clés entre guillemets ("version", "format")
# et les noms de format (loadout-session) sont écrits tels quels dans le fichier : ne pas traduire.

file-utf16 = Ce fichier n'est pas du texte UTF-8 : il est enregistré en UTF-16. Enregistrez-le en UTF-8 (dans la plupart des éditeurs : Enregistrer sous, Encodage : UTF-8) et réessayez.
file-latin1 = Ce fichier n'est pas du texte UTF-8 : il semble être en Latin-1/Windows-1252 (le premier caractère de ce type est à la { $at }). Enregistrez-le en UTF-8 (dans la plupart des éditeurs : Enregistrer sous, Encodage : UTF-8) et réessayez.
file-binary = Ce fichier n'est pas du texte UTF-8 : ce n'est pas un fichier texte. Choisissez un fichier .json de séance ou de catalogue.
file-at = ligne { $line }, colonne { $column }
# $what : les mots du lecteur JSON (en anglais).
file-json-mistake = { $what } ({ $at })
version-missing = il n'a pas de nombre "{ $key }"
version-quoted = son "{ $key }" est écrit comme le texte "{ $text }" : écrivez-le comme un nombre, sans guillemets ("{ $key }": { $number })
version-not-whole = son "{ $key }" vaut { $number }, pas un nombre entier
level-out-of-range = la valeur de piste { $value } est hors de 0..={ $max }
file-step = étape { $index }
file-undone-step = étape annulée { $index }
unreadable-step-field = { $step }, champ "{ $path }" : { $why }
unreadable-step = { $step } : { $why }
unreadable-field = champ "{ $path }" : { $why }

## Un fichier de séance illisible : session-unreadable suivi de l'une des raisons.

session-unreadable = Ce fichier n'est pas une séance Loadout lisible : { $why }. Rien n'a été modifié ; ouvrez un autre fichier.
session-not-json = ce n'est pas du JSON valide : { $mistake }. S'il a été modifié à la main, cherchez à cet endroit une virgule, un guillemet ou un crochet manquant
session-is-catalog = son format est « { $catalog } », pas « { $session } » : c'est un catalogue de cartes, qui s'importe depuis l'écran des catalogues
session-other-format = son format est « { $format } », pas « { $session } »
session-no-format = il n'a pas de nom de format
session-version-zero = son numéro de version est 0
session-field-on-end-of-turn = l'{ $step } est une fin de tour avec un champ inconnu « { $field } »
session-meta-time = son champ "meta" "{ $key }" n'est pas une heure écrite en RFC 3339 (par exemple "2025-05-10T18:00:00Z") : l'application n'y écrit rien d'autre
session-no-setup-first = son journal ne commence pas par la mise en place
session-second-setup = l'étape { $index } est une seconde mise en place
session-setup-in-redo = sa liste à rétablir contient une mise en place
session-inserted-in-version-one = il liste des étapes insérées, que seuls les fichiers de version 2 ont, sous la version 1
session-label-before-version-three = sa mise en place a un libellé ou une date, que seuls les fichiers de version 3 ont, sous une version plus ancienne
session-printed-before-version-four = le catalogue de sa mise en place a une langue ou des termes imprimés, que seuls les fichiers de version 4 ont, sous une version plus ancienne
session-inserted-do-not-fit = sa liste d'étapes insérées ne correspond pas à son journal
session-newer = Cette séance a été enregistrée par une version plus récente de l'application (version de format { $version } ; cette application lit jusqu'à { $reads }). Mettez l'application à jour pour l'ouvrir.

## Un fichier de catalogue illisible

unreadable-card = La carte { $deck } numéro { $position } : { $why }
unreadable-card-id = La carte { $deck } numéro { $position } (id "{ $id }") : { $why }
catalog-file-not-json = Ce fichier de catalogue n'est pas du JSON valide : { $mistake }. S'il a été modifié à la main, cherchez à cet endroit une virgule, un guillemet ou un crochet manquant.
catalog-file-unreadable = Ce fichier de catalogue n'a pas pu être lu : { $what } ({ $at }). Corrigez cette entrée et réessayez (le guide du format de catalogue liste chaque champ).
catalog-file-not-an-object = Ce fichier n'est pas un catalogue Loadout : un catalogue est un objet JSON qui commence par "format": "loadout-catalog".
catalog-file-session = C'est une séance enregistrée, pas un catalogue : ouvrez-la plutôt depuis la liste des séances.
catalog-file-other-format = Ce fichier n'est pas un catalogue Loadout : son "format" est "{ $format }", un catalogue dit "{ $catalog }".
catalog-file-no-format = Ce fichier n'est pas un catalogue Loadout : il n'a pas de ligne "format": "{ $catalog }".
catalog-file-newer = Ce catalogue a été écrit par une version plus récente de { -app-name } (format de catalogue { $version } ; cette version lit le format { $reads }). Mettez l'application à jour pour l'utiliser.
catalog-file-version-zero = Ce fichier de catalogue n'a pas de "format_version" valide : il devrait indiquer "format_version": { $reads }.
catalog-file-version = Ce fichier de catalogue n'a pas de "format_version" valide : { $why }.
