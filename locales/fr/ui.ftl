# Les mots des écrans (ui/src). Les phrases du jeu (consignes, lignes du journal, refus, notes)
# viennent des messages du backend (game.ftl et les autres) ; elles ne sont pas répétées ici.
# Les termes comme { -load } viennent de terms.ftl. On vouvoie l'animateur·rice.

## Éléments communs

back = Retour
close = Fermer
delete = Supprimer
keep-it = Garder
cancel = Annuler
damaged-files-title = Fichiers illisibles
damaged-files-hint = Ces fichiers restent intacts. Copiez-les en lieu sûr avant de les supprimer.
damaged-file = endommagé.
track-value = { $value } sur { $max }
stepper-minus = { $label } moins un
stepper-plus = { $label } plus un

## Cartes (les noms viennent de terms.ftl)

deck-title = { $deck ->
    [load] { -load }
    [life_happens] { -life-happens }
    [action] { -action }
    [brotherhood] { -brotherhood }
   *[turning_point] { -turning-point }
}
deck-a-card = { $deck ->
    [load] une { -load-card }
    [life_happens] une { -life-happens-card }
    [action] une { -action-card }
    [brotherhood] une { -brotherhood-card }
   *[turning_point] une { -turning-point-card }
}
deck-card = { $deck ->
    [load] { -load-card }
    [life_happens] { -life-happens-card }
    [action] { -action-card }
    [brotherhood] { -brotherhood-card }
   *[turning_point] { -turning-point-card }
}
deck-cards = { $deck ->
    [load] { -load-card(count: 2) }
    [life_happens] { -life-happens-card(count: 2) }
    [action] { -action-card(count: 2) }
    [brotherhood] { -brotherhood-card(count: 2) }
   *[turning_point] { -turning-point-card(count: 2) }
}
# Une carte de la pioche au début d'un libellé ou d'un titre.
deck-card-start = { $deck ->
    [load] { -load-card(cap: "yes") }
    [life_happens] { -life-happens-card(cap: "yes") }
    [action] { -action-card(cap: "yes") }
    [brotherhood] { -brotherhood-card(cap: "yes") }
   *[turning_point] { -turning-point-card(cap: "yes") }
}
stat-name = { $stat ->
    [load] { -load }
    [connection] { -connection }
    [momentum] { -momentum }
   *[shield] { -shield }
}
scope-words = { $scope ->
    [everyone] tous les joueurs et joueuses
    [highest_load] la ou les personnes qui ont la { -load } la plus haute
    [lowest_load] la ou les personnes qui ont la { -load } la plus basse
    [highest_connection] la ou les personnes qui ont le { -connection } le plus fort
    [lowest_connection] la ou les personnes qui ont le { -connection } le plus faible
    [highest_momentum] la ou les personnes qui ont le plus d'{ -momentum }
    [lowest_momentum] la ou les personnes qui ont le moins d'{ -momentum }
   *[starting_player] la personne qui commence la manche
}
list-separator = {", "}
effect-part = { stat-name } { $value }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
effect-none = aucun changement
card-values-load = Soulagement : { $relief }
card-values-life-happens = { -pressure } { $pressure } · Utiles : { $helpful }
card-values-action = { $tag } · { $effect }
card-values-brotherhood = { $giver ->
    [none] Receveur·euse : { $receiver }
   *[other] Receveur·euse : { $receiver } · Donneur·euse : { $giver }
}
card-values-turning-point = { $effect } pour { scope-words }
discard-mark-all = Tous les exemplaires défaussés
discard-mark-some = { $count } exemplaire(s) sur { $copies } dans la défausse

## Choix d'une carte et carte saisie

choose = Choisir…
picker-search = Chercher des { deck-cards } par titre
# Length reviewed: the usual word for this control; wraps where its place is narrow.
picker-recorded-now = Enregistrée maintenant
# A Life Happens card's printed values on its tile ($helpful: its two Helpful Approaches).
picker-values-life-happens = { -pressure } { $pressure } · { $helpful }
# The filter chips above the cards: one tap shows only the cards with that Pressure or approach.
picker-filter-pressure = { -pressure }
picker-filter-pressure-value = { -pressure } { $pressure }
picker-filter-tags = Approches
picker-no-match = Aucune { deck-card } n'a de titre contenant « { $query } ».
picker-empty = Aucune { deck-card } à choisir : saisissez la carte piochée.
picker-type-in = Carte absente de la liste ? Saisissez-la
adhoc-heading = Saisir { $card }
adhoc-title = Titre tel qu'imprimé
adhoc-relief = { -relief-approach } { $n }
adhoc-helpful = { -helpful-approach } { $n }
adhoc-tag = Approche
adhoc-missing-title = Saisissez le titre imprimé sur la carte.
adhoc-missing = Choisissez : { $field }.
adhoc-pressure = { -pressure }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
adhoc-receiver = Pour la personne qui reçoit
adhoc-changes = Changements imprimés
adhoc-giver = Pour la personne qui donne (si la carte le dit)
# Length reviewed: the usual word for this control; wraps where its place is narrow.
adhoc-giver-stat = Donneur·euse : { stat-name }
adhoc-scope = Qui elle touche
adhoc-add-to-catalog = Ajouter aussi cette carte à « { $catalog } »
adhoc-record = Enregistrer cette carte

## L'écran de jeu

back-to-start = Retour à l'écran d'accueil
undo = Annuler
redo = Rétablir
sample-deck-note = { -sample-deck }, pas les cartes imprimées
play-not-opened = Cette séance n'a pas pu être ouverte
play-leave = Quitter
play-leave-label = Quitter la partie (elle est enregistrée)
# Length reviewed: the usual word for this control; wraps where its place is narrow.
play-setup = Mise en place
play-round = Manche { $round } sur { $rounds }
play-tools = Outils de jeu
play-history = Historique
play-adjust = Ajuster
play-load-card = { -load-card(cap: "yes") }
play-decks = Pioches
play-chart = Graphique
play-share = Partager
play-share-label = Partager avec la table
play-chart-title = Pistes jusqu'ici
play-chart-caption = Après la mise en place et après chaque manche
play-not-added-to-catalog = La carte a été enregistrée, mais pas ajoutée à « { $catalog } » : { $problem }
play-catalog-problem = { $problem } Saisissez les cartes à mesure qu'elles sont piochées.
seat-label = Siège { $n }

## Le tour

play-unsaved = Cette séance n'a pas pu être enregistrée sur le disque : elle est gardée en mémoire tant que l'application est ouverte.
play-retry-save = Réessayer d'enregistrer
play-status = Ce qui vient de se passer
play-held = Ce toucher est arrivé pendant l'enregistrement de l'étape précédente ; il n'a donc pas été pris en compte. Vérifiez l'étape affichée maintenant et touchez à nouveau si c'est encore nécessaire.
play-reshuffle-needed = { $count ->
    [one] Vide : { $decks }. Remélangez sa défausse dans la pioche.
   *[other] Vides : { $decks }. Remélangez leurs défausses dans les pioches.
}
play-record-reshuffle = Enregistrer le remélange de la pioche { deck-title }
play-undone = Annulé
play-turning-point = { -turning-point }
play-load-cards = { -load-card(count: 2, cap: "yes") }
play-whose-load-card = { -load-card(cap: "yes") } de { $name }
play-whose-load-card-group = { -load-card(cap: "yes") } de qui
play-steps = Étapes du tour de { $name }
play-step-done = (fait)
play-step-skipped = (sautée)
play-whose-life-happens-card = { -life-happens-card(cap: "yes") } de { $name }
play-whose-action-card = { -action-card(cap: "yes") } de { $name }
play-steps-range = Étapes { $from } à { $to }
play-reasons = Ce qu'a donné l'{ -action }
play-warning = { $note } Si c'était une erreur, touchez « { undo } ».
play-brotherhood-optional = { -brotherhood } (facultatif)
play-brotherhood-givers = Qui donne la { -brotherhood }
play-brotherhood-from = De { $name }
play-brotherhood-card-from = { -brotherhood-card(cap: "yes") } de { $name }
play-end-turn = Finir le tour de { $name }
play-round-turning-point = { -turning-point } de la manche { $round }
play-game-over = La partie est terminée
play-see-results = Voir les résultats
play-correct-hint = Une étape mal enregistrée ? Dans l'historique, changez sa carte ou insérez une étape oubliée : tous les nombres sont recalculés.
play-correct-open = Corriger une étape dans l'historique
# Length reviewed: the usual word for this control; wraps where its place is narrow.
play-just-recorded = Vient d'être enregistré
heading-colon = { $heading } :

## Parler vrai

real-talk-answer = Répondre
real-talk-pass = Passer
real-talk-open = Ouvrir à la table
real-talk-done = { -real-talk } terminé. Rien n'en est enregistré.

## Dialogues de l'écran de jeu

load-dialog-title = { -load-card(cap: "yes") } pour une personne
load-dialog-who = Qui pioche la { -load-card }
decks-left = sur { $size } restent à piocher
decks-not-counted = Non compté (le catalogue ne donne pas la taille des pioches)
decks-discarded = { $count } dans la défausse
decks-empty = Vide : remélangez la défausse dans la pioche, puis enregistrez-le.
decks-record-reshuffle = Enregistrer un remélange de la pioche { deck-title }
adjust-title = Ajustement manuel
# Length reviewed: the usual word for this control; wraps where its place is narrow.
adjust-player = Joueur·euse
adjust-changes = Changements
adjust-reason = Motif
adjust-reason-name = { $reason ->
    [card_effect] Effet d'une carte
    [correction] Correction
   *[house_rule] Règle maison
}
adjust-choose-player = Choisissez la personne.
adjust-set-change = Indiquez au moins un changement.
adjust-choose-reason = Choisissez le motif.
adjust-summary = { $name } : { $effect } ({ adjust-reason-name }).
adjust-record = Enregistrer l'ajustement
history-amended = Étape { $step } modifiée : tous les nombres ont été recalculés.
history-inserted = Étape { $step } insérée : les étapes suivantes ont avancé d'un rang et tous les nombres ont été recalculés.
history-round = Manche { $round }
history-insert-label = Insérer avant l'étape { $step } : { $label }
history-insert-nothing-label = Ne rien insérer avant l'étape { $step } : { $label }
history-insert-before = Insérer avant
history-insert-nothing = Ne rien insérer
history-change-label = Changer la carte de l'étape { $step } : { $label }
history-change = Changer la carte
history-keep = Garder
history-replacement = Carte de remplacement ({ deck-title }) pour l'étape { $step }
history-show-step = Montrer l'étape { $step }
insert-who-gave = Qui l'a donnée
insert-who-drew = Qui l'a piochée
insert-what = Ce qui a été oublié avant l'étape { $step }
insert-kind = { $kind ->
    [brotherhood] { -brotherhood-card(cap: "yes") }
    [load] { -load-card(cap: "yes") }
    [turning_point] { -turning-point }
    [life_happens] { -life-happens-card(cap: "yes") }
    [action] { -action-card(cap: "yes") }
   *[end_turn] Fin du tour
}
insert-end-turn = Insérer une fin de tour avant l'étape { $step }
insert-forgotten = { deck-card-start } oubliée avant l'étape { $step }

## Le tableau des scores

# Length reviewed: the usual word for this control; wraps where its place is narrow.
scoreboard = Tableau des scores
scoreboard-plays-next = Joue ensuite
scoreboard-next = Ensuite
scoreboard-their-turn = À son tour
scoreboard-starts-round = Commence la manche
scoreboard-starts = Commence
scoreboard-overloaded = Surchargé·e
scoreboard-score = Score
scoreboard-load-short = { -load }
scoreboard-connection-short = { -connection }
scoreboard-momentum-short = { -momentum }
scoreboard-brotherhood-held = { -brotherhood } : en main
scoreboard-brotherhood-used = { -brotherhood } : utilisée
scoreboard-brotherhood-this-round = cette manche
scoreboard-load-cards = { -load-card(count: 2, cap: "yes") } de { $name } :
scoreboard-no-load-card = Aucune { -load-card }
scoreboard-order-legend = Dans un cercle : l'ordre de jeu de cette manche (1 joue en premier).

## L'écran d'accueil

start-title = { -app-name }
start-tagline = Enregistrez les cartes piochées à la table ; l'application tient chaque piste et chaque score.
start-nav = Accueil
start-resume = Reprendre la partie en cours
start-resume-detail = { $players } · manche { $round } sur { $rounds }
start-new = Nouvelle séance
start-damaged = { $count ->
    [one] { $count } fichier de séance enregistré est endommagé et reste intact : voir « { sessions-title } ».
   *[other] { $count } fichiers de séance enregistrés sont endommagés et restent intacts : voir « { sessions-title } ».
}
start-version = Version
start-rules = Règles
start-rules-edition = { -game-name } { $edition }
start-cards = Cartes
start-room = Espace libre
# The web app, when the browser may clear its storage (it refused to keep it, or cannot be asked).
start-storage-may-clear = Ce navigateur peut effacer les séances et catalogues gardés ici s'il manque de place. Pour l'éviter, ajoutez { -app-name } à l'écran d'accueil (sur un iPad : Partager, puis « Sur l'écran d'accueil ») ou installez l'application depuis le menu du navigateur. Après une partie, téléchargez son fichier de séance pour en garder une copie.

## Séances passées

sessions-title = Séances passées
sessions-import = Importer un fichier de séance
sessions-none = Aucune séance pour l'instant. Les parties sont gardées ici dès qu'elles commencent.
sessions-date-unknown = Date inconnue
sessions-not-started = Non commencée
sessions-not-finished = Manche { $round } sur { $rounds }, non terminée
sessions-shared-win = Terminée · Victoire partagée : { $names }
sessions-winner = Terminée · Gagnant·e : { $name }
sessions-finished = Terminée
sessions-named = { $label }, { $players }
sessions-delete-label = Supprimer : { $who }
sessions-delete-question = Supprimer la séance de { $players } du { $date } ? C'est définitif.
sessions-delete-question-labelled = Supprimer la séance « { $label } » de { $players } du { $date } ? C'est définitif.
sessions-results = Résultats
sessions-results-label = Résultats : { $who }
sessions-correct = Corriger une étape
sessions-correct-label = Corriger une étape : { $who }
sessions-resume = Reprendre
sessions-resume-label = Reprendre : { $who }
catalogs-title = Catalogues
settings-title = Réglages

## Nouvelle séance

new-players = Joueur·euses ({ $count } sur { $min } à { $max }), dans l'ordre des sièges
new-players-hint = Des pseudos uniquement. On joue autour de la table dans cet ordre.
new-seat-nickname = Pseudo du siège { $n }
new-seat-up = Monter le siège { $n }
new-seat-down = Descendre le siège { $n }
new-seat-remove = Retirer
new-seat-remove-label = Retirer le siège { $n }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
new-add-player = Ajouter une personne
new-table = Une table accueille de { $min } à { $max } personnes.
new-table-full = Une table accueille de { $min } à { $max } personnes : les { $max } sièges sont occupés.
new-this-session = Cette séance
new-label = Intitulé (facultatif)
new-label-hint = Quelques mots, p. ex. « Groupe du jeudi ». Avec la date du jour, ils distinguent cette partie dans « { sessions-title } », sur la feuille imprimée et dans le nom des fichiers exportés.
new-starter = Qui commence la manche 1
new-starter-random = Tirer au sort
new-catalog-version = (version { $version })
new-catalog-problems = { $count ->
    [one] { $count } problème : corrigez-le d'abord dans « { catalogs-title } »
   *[other] { $count } problèmes : corrigez-les d'abord dans « { catalogs-title } »
}
new-real-talk = Mode { -real-talk }
new-real-talk-on = Mode { -real-talk } activé
new-real-talk-hint = Facultatif : une invitation à parler après chaque { -action }. L'application n'en enregistre rien : ni ce qui est dit, ni qui répond ou passe son tour.
new-start = Commencer la séance

## Résultats

try-again = Réessayer
# Length reviewed: the usual word for this control; wraps where its place is narrow.
results-standings = Classement provisoire
results-catalog-version = v{ $version }
ranking-place = Place
ranking-decided = Comment la place a été décidée
ledger-title = Pourquoi chaque nombre a bougé
ledger-whose = Afficher le journal de
# Length reviewed: the usual word for this control; wraps where its place is narrow.
ledger-everyone = Tout le monde
ledger-everyone-heading = Tout le monde, étape par étape
ledger-player-heading = { $name }, tour par tour
ledger-empty = Rien n'a encore été enregistré.
ledger-change-of = { $name } : { $change }

## Emporter les résultats, et la feuille imprimée

share-title = Emporter les résultats
share-qr-label = Code QR des résultats. Son contenu est indiqué dessous.
share-qr-hint = Pointez l'appareil photo d'un téléphone vers le code : il se lit comme du texte, sans app.
share-qr-not-final = La partie n'est pas terminée : le code contient le classement provisoire.
share-qr-text = Ce que dit le code QR
share-names = Noms dans le code et les fichiers
export-names = { $names ->
    [as_entered] Pseudos tels que saisis
    [initials] Initiales
   *[seat_numbers] Numéros de siège seulement
}
share-date = Mettre la date de la partie dans le code
share-save = { $file ->
    [png] Enregistrer le code en PNG
    [svg] Enregistrer le code en SVG
    [csv-results] Enregistrer les résultats en CSV
    [csv-ledger] Enregistrer le journal en CSV
   *[session] Enregistrer le fichier de séance complet
}
share-download = { $file ->
    [png] Télécharger le code en PNG
    [svg] Télécharger le code en SVG
    [csv-results] Télécharger les résultats en CSV
    [csv-ledger] Télécharger le journal en CSV
   *[session] Télécharger le fichier de séance complet
}
share-saved = { $file ->
    [png] Le code a été enregistré en image PNG.
    [svg] Le code a été enregistré en image SVG.
    [csv-results] Les résultats ont été enregistrés en fichier CSV.
    [csv-ledger] Le journal a été enregistré en fichier CSV.
   *[session] Le fichier de séance a été enregistré.
} Il se trouve ici : { $path }
share-not-saved = { $file ->
    [png] L'image PNG n'a pas été enregistrée.
    [svg] L'image SVG n'a pas été enregistrée.
    [csv-results] Le CSV des résultats n'a pas été enregistré.
    [csv-ledger] Le CSV du journal n'a pas été enregistré.
   *[session] Le fichier de séance n'a pas été enregistré.
} { $problem }
share-downloaded = { $file } téléchargé.
share-png-failed = Ce navigateur n'a pas pu dessiner le code en image PNG : téléchargez-le plutôt en SVG.
share-print = Imprimer la feuille de résultats
share-print-failed = La fenêtre d'impression ne s'est pas ouverte ({ $problem }). Enregistrez le code en PNG et les résultats en CSV, puis imprimez-les.
print-title = { -game-name } · Résultats
print-session = { $label } · { $date }
print-qr-hint = À scanner avec l'appareil photo d'un téléphone : les résultats en texte.
print-tracks-final = Les pistes de chaque personne à la fin
print-tracks-so-far = Les pistes de chaque personne jusqu'ici

## Réglages

settings-language = Langue
# Length reviewed: the usual word for this control; wraps where its place is narrow.
settings-language-name = { $lang ->
    [en] English
    [de] Deutsch
    [fr] Français
    [es] Español
   *[system] Comme le système
}
settings-theme = Thème
settings-theme-name = { $theme ->
    [light] Clair
    [dark] Sombre
   *[system] Comme le système
}
# Length reviewed: the usual word for this control; wraps where its place is narrow.
settings-text-size = Taille du texte
settings-text-size-name = { $size ->
    [large] Grande
    [larger] Plus grande
   *[normal] Normale
}
settings-text-size-hint = L'app suit aussi la taille du texte réglée dans le système.
settings-exports = Exports : code QR, CSV et impression
settings-exports-hint = Le choix habituel ; chaque export peut encore le changer.
settings-exports-date = Mettre la date de la partie dans les exports

## Catalogues

catalogs-page-title = Catalogues de cartes
catalogs-add = Ajouter un catalogue
catalogs-new-blank = Nouveau catalogue vide
catalogs-new-copy = Nouveau catalogue à partir d'une copie des { -sample-deck }
catalogs-import = Importer un fichier de catalogue
catalogs-imported = « { $name } » importé.
catalogs-exported = Le fichier du catalogue a été enregistré.
catalogs-drafts = Brouillons
catalogs-drafts-hint = Catalogues en cours de saisie, gardés tels qu'ils ont été laissés. Reprenez-en un pour le terminer et l'enregistrer comme catalogue.
catalogs-unnamed = Catalogue sans nom
catalogs-draft-delete-label = Supprimer le brouillon { $name }
catalogs-draft-delete-question = Supprimer le brouillon « { $name } » ? Ce qui y a été saisi sera perdu.
catalogs-draft-delete-question-changes = Supprimer le brouillon « { $name } » ? Ce qui y a été saisi sera perdu ; le catalogue enregistré « { $catalog } » reste tel quel.
catalogs-draft = Brouillon
catalogs-draft-changes = Modifications de « { $catalog } », pas encore enregistrées
catalogs-draft-typed = { $count ->
    [one] { $count } carte saisie
   *[other] { $count } cartes saisies
}{ $kept ->
    [none] {""}
   *[other] , gardé le { $kept }
}
catalogs-draft-problems = { $count ->
    [one] { $count } problème à corriger avant de pouvoir l'enregistrer
   *[other] { $count } problèmes à corriger avant de pouvoir l'enregistrer
}
catalogs-continue = Reprendre
catalogs-continue-label = Reprendre le brouillon { $name }
catalogs-delete-label = Supprimer { $name }
catalogs-delete-question = Supprimer « { $name } » ? Les séances passées gardent leurs cartes ; les nouvelles parties ne pourront plus l'utiliser.
catalogs-sizes = { $total } cartes : { -load } { $load }, { -life-happens } { $life_happens }, { -action } { $action }, { -brotherhood } { $brotherhood }, { -turning-point } { $turning_point }
catalogs-language = Cartes en { $language }
catalogs-problems = { $count ->
    [one] { $count } problème : ouvrez-le pour corriger
   *[other] { $count } problèmes : ouvrez-le pour corriger
}
# Length reviewed: the usual word for this control; wraps where its place is narrow.
catalogs-copy = Copier pour modifier
catalogs-copy-label = Copier pour modifier : { $name }
catalogs-edit = Modifier
catalogs-edit-label = Modifier { $name }
catalogs-export = Exporter
catalogs-export-label = Exporter { $name }
catalogs-copy-name = Copie des { -sample-deck }

## L'éditeur de catalogue

editor-new = Nouveau catalogue
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-edit = Modifier le catalogue
editor-back = Retour aux catalogues
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-save = Enregistrer le catalogue
editor-name = Nom
editor-saved = Enregistré.
editor-saving = Enregistrement…
editor-problems = { $count ->
    [one] { $count } problème à corriger avant d'enregistrer.
   *[other] { $count } problèmes à corriger avant d'enregistrer.
}
editor-not-saved = Pas encore enregistré.
editor-kept = Gardé comme brouillon pendant la saisie : il est dans « { catalogs-page-title } », sous « { catalogs-drafts } », si vous fermez l'éditeur ou l'application.
editor-not-kept = Votre saisie n'a pas pu être gardée comme brouillon : { $problem }
editor-not-checked = Les cartes n'ont pas pu être vérifiées : { $problem }
editor-leave-question = Ce catalogue a des modifications non enregistrées, qui n'ont pas pu être gardées comme brouillon. Quitter sans elles ?
editor-leave = Quitter sans enregistrer
editor-keep-editing = Continuer
# Langue et termes imprimés d'un catalogue : ce que l'application dit au lieu de ses propres mots (terms.ftl)
# pour des cartes imprimées dans une autre langue ou avec d'autres mots.
editor-printed = Langue et termes imprimés
editor-printed-hint = Si vos cartes sont imprimées dans une autre langue ou nomment autrement les termes du jeu, indiquez-le ici : l'application utilise alors les mots de vos cartes.
editor-printed-language = Langue des cartes
editor-printed-language-none = Non précisée
# L'étiquette du champ d'un terme tel qu'imprimé sur les cartes, et son texte indicatif : le mot
# de l'application. $term: load, connection, momentum, shield, pressure, life_happens, action,
# brotherhood, turning_point.
editor-printed-term = { $term ->
    [load] { -load }
    [connection] { -connection }
    [momentum] { -momentum }
    [shield] { -shield }
    [pressure] { -pressure }
    [life_happens] { -life-happens }
    [action] { -action }
    [brotherhood] { -brotherhood }
   *[turning_point] { -turning-point }
}
editor-printed-term-hint = Saisissez chaque terme tel qu'il est imprimé sur vos cartes. Laissé vide, c'est le mot de l'application qui s'applique.
editor-tags = Approches
editor-tags-hint = Chaque approche que nomment les cartes, écrite comme imprimée. Renommer une approche la renomme sur chaque carte.
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-tag-n = Approche { $n }
editor-cards = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
editor-remove-tag = Retirer l'approche { $tag }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-new-tag = Nouvelle approche
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-add-tag = Ajouter l'approche
editor-tag-empty = Saisissez d'abord l'approche telle qu'imprimée sur les cartes.
editor-tag-unnamed = Une approche a besoin d'un nom : saisissez-le tel qu'imprimé, ou retirez l'approche.
editor-tag-taken = « { $tag } » est déjà dans la liste.
editor-tag-in-use = { $count ->
    [one] « { $tag } » figure sur { $count } carte : donnez-lui d'abord une autre approche.
   *[other] « { $tag } » figure sur { $count } cartes : donnez-leur d'abord une autre approche.
}
editor-deck = Pioche
editor-deck-problems = { $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
}
editor-deck-hint = { $count ->
    [one] { $count } carte différente
   *[other] { $count } cartes différentes
}, { $total } avec les exemplaires. Entrée passe à la carte suivante.
editor-card-n = { deck-card-start } { $n }
editor-title = Titre
editor-relief = { -relief-approach } { $n }
editor-helpful = { -helpful-approach } { $n }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-tag = Approche
editor-changes-player = Changements pour la personne
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-changes-receiver = Changements pour la personne qui reçoit
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-changes-giver = Changements pour la personne qui donne
editor-scope = Qui elle touche
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-copies = Exemplaires
editor-id = ID
editor-duplicate-label = { $title ->
    [none] Dupliquer cette carte : carte { $n }
   *[other] Dupliquer cette carte : carte { $n }, { $title }
}
editor-duplicate = Dupliquer cette carte
editor-remove-card = { $title ->
    [none] Retirer la carte { $n }
   *[other] Retirer la carte { $n }, { $title }
}
editor-add-card = Ajouter { $card }
editor-paste = Coller des lignes d'un tableur
editor-paste-hint = Une carte par ligne, cellules séparées par des tabulations ou des virgules. Un changement vide vaut 0, des exemplaires vides valent 1, un identifiant vide est créé.
editor-paste-hint-columns = Une carte par ligne, cellules séparées par des tabulations ou des virgules, dans ces colonnes : { $columns }. Un changement vide vaut 0, des exemplaires vides valent 1, un identifiant vide est créé.
editor-paste-rows = Lignes à coller
editor-paste-add = Ajouter ces { deck-cards }
editor-paste-refused = { $count ->
    [one] Aucune carte ajoutée : { $count } problème de ligne à corriger dans le tableur, puis collez à nouveau les lignes.
   *[other] Aucune carte ajoutée : { $count } problèmes de ligne à corriger dans le tableur, puis collez à nouveau les lignes.
}
editor-pasted = { $count ->
    [one] { $count } carte ajoutée.
   *[other] { $count } cartes ajoutées.
}
editor-tag-unlisted = { $tag } (absente de la liste des approches)
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-choose-tag = Choisir une approche

## Un appareil d'une séance partagée dans un navigateur, et la page pour rejoindre

network-unreachable = L'ordinateur est injoignable : vérifiez que cet appareil est sur le même Wi-Fi que l'ordinateur. Il se reconnecte tout seul.
network-no-answer = L'ordinateur n'a pas répondu en { $seconds } secondes : vérifiez que cet appareil est sur le même Wi-Fi que l'ordinateur. Si l'étape a été enregistrée, elle s'affiche dès que la page retrouve l'ordinateur ; sinon, touchez-la à nouveau.
network-sharing-stopped = Le partage a été arrêté sur l'ordinateur : réactivez-le là-bas et scannez le nouveau code.
network-disconnected = Cet appareil a été déconnecté sur l'ordinateur : scannez le code qui y est affiché pour rejoindre à nouveau.
network-link-invalid = Ce lien n'est plus valable : scannez à nouveau le code affiché sur l'ordinateur.
device-connected = Connecté
device-connecting = Connexion à l'ordinateur…
device-reconnecting = Reconnexion à l'ordinateur…
device-wake = Cette page ne peut pas garder l'écran allumé (le navigateur ne le permet que sur les pages sécurisées, et celle-ci arrive de l'ordinateur en HTTP simple). Pendant la partie, réglez la mise en veille de l'écran sur { $never } (ou 30 minutes) dans les réglages de l'appareil : sous Android { $android }, sur un iPad { $ipad }.
device-wake-never = Jamais
device-wake-android = Paramètres › Affichage › Mise en veille de l'écran
device-wake-ipad = Réglages › Luminosité et affichage › Verrouillage automatique
device-got-it = Compris
join-title = Rejoindre la partie à la table
join-hint = Scannez un code QR affiché sur l'ordinateur de l'animateur·rice ({ $share }), ou saisissez le code de 8 caractères affiché dessous.
join-code = Code
# Length reviewed: the usual word for this control; wraps where its place is narrow.
join = Rejoindre

## Erreurs de l'application elle-même

error-unexpected = Un problème est survenu dans l'application ({ $detail }). Réessayez ; si cela se reproduit, redémarrez l'application.
error-no-detail = sans détail
error-no-backend = Cet écran ne fonctionne que dans l'application { -app-name } : lancez-la avec `make run`.
table-window-title = { -app-name } : { -table-display }

## L'affichage de table

table-failed = La partie ne peut pas être affichée
table-setup = Mise en place : chaque personne pioche une { -load-card }
table-turn = Tour de { $name }
table-step = Étape { $n } sur { $steps } : { $step }
table-chart-title = Pistes après la mise en place et après chaque manche
# Length reviewed: the usual word for this control; wraps where its place is narrow.
table-players = Joueur·euses
# Length reviewed: the usual word for this control; wraps where its place is narrow.
table-last-change = Dernier changement
table-place-shared = { $place }=
table-waiting = En attente de la partie…
# The app's table display window when the facilitator left (or deleted) the session it showed.
table-closed = Cette session a été fermée
table-closed-next = La prochaine session ouverte sur l'ordinateur s'affichera ici.

## Partager avec la table

share-here = Sur cet ordinateur
share-open-window = Ouvrir l'{ -table-display } dans une nouvelle fenêtre
share-here-hint = Pour une télé ou un projecteur branché en HDMI sur cet ordinateur : aucun réseau n'est utilisé.
share-here-web-hint = Pour une télé ou un deuxième écran sur cet appareil (HDMI, AirPlay, un deuxième moniteur) : déplacez-y la fenêtre. Aucun réseau n'est utilisé.
share-window-blocked = Le navigateur a bloqué la nouvelle fenêtre : autorisez les fenêtres pop-up pour ce site, puis réessayez.
share-web-not-yet = Dans le navigateur, { -app-name } ne peut pas encore partager cette séance sur le réseau : pour un deuxième appareil à la table, utilisez l'application de bureau.
share-network-title = Par le réseau local
share-network-off = Désactivé. L'activer permet aux appareils du même Wi-Fi d'ouvrir cette séance dans leur navigateur ; rien d'autre de l'application n'est accessible, et il se désactive quand vous quittez la partie ou l'application.
share-network = Réseau
share-interface = { $name } : { $address }
share-interface-loopback = { $name } : { $address } (cet ordinateur seulement)
share-every-network = Tous les réseaux de cet ordinateur (0.0.0.0)
share-port = Port (vide : n'importe lequel de libre)
share-port-example = p. ex. 8080
share-start = Commencer le partage
share-other-session = Une autre séance est partagée en ce moment : commencer ici arrête celle-là.
share-instead = Partager plutôt cette séance
share-listening = Partage sur { $address }
share-link-title = { $kind ->
    [display] Affichage de table (lecture seule)
   *[tablet] Tablette de l'animateur·rice
}
share-link-hint = { $kind ->
    [display] Pour une télé, un projecteur ou les téléphones des joueur·euses : la partie, en grand, sans commandes.
   *[tablet] Tient le score de cette séance depuis une tablette : cette séance seulement, rien d'autre de l'application.
}
share-link-qr = Code QR du lien : { share-link-title }
share-link-typed = Ou ouvrez { $address } et saisissez { $code } : une seule fois, dans les { $minutes } minutes (un nouveau code s'affiche alors ici ; le code QR reste le même).
share-devices = Appareils ({ $count } sur { $max } au plus)
share-no-devices = Aucun pour l'instant : scannez un code avec l'appareil photo de l'appareil.
share-device-connected = connecté
share-device-away = absent
share-disconnect = Déconnecter { $device }
share-links-kept = Arrêter puis reprendre le partage garde ces liens : les appareils connectés n'ont pas à se reconnecter. Avec de nouveaux liens, tous les appareils doivent se reconnecter.
share-revoke = Nouveaux liens (les anciens codes cessent de fonctionner)
share-stop = Arrêter le partage

## La coquille de l'application

not-loaded = { $problem } Rechargez la page pour réessayer.
# The web app: a new version was fetched and waits until the facilitator takes it.
update-ready = Une nouvelle version de { -app-name } est prête. Votre partie est conservée.
update-take = Mettre à jour
update-later = Plus tard

## Le graphique des pistes

chart-empty = Le graphique commence dès que chaque personne a pioché sa { -load-card }.
chart-legend = Joueur·euses du graphique
chart-panel = { $track } de chaque personne, de 0 à { $max }, après la mise en place et après chaque manche. Les nombres sont dans le tableau sous le graphique.
chart-as-table = Afficher ces nombres sous forme de tableau
chart-track = Piste
