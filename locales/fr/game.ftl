# Les phrases du jeu : consignes, refus, lignes du journal, remarques, noms des pioches, causes,
# portées, étapes et départages (crates/tracker/src/words/mod.rs).

## Listes et places

# « Ana et Ben », « Ana, Ben et Cal » : $first réunit tous les noms sauf le dernier, séparés par ", ".
list-and = { $first } et { $last }
seat = siège { $n }
seat-in-file = siège { $n } (siège { $index } dans un fichier de séance, qui compte à partir de 0)

## Noms des pioches, des pistes, des causes et des portées

deck-load = { -load }
deck-life-happens = { -life-happens }
deck-action = { -action }
deck-brotherhood = { -brotherhood }
deck-turning-point = { -turning-point }
a-card-load = une { -load-card }
a-card-life-happens = une { -life-happens-card }
a-card-action = une { -action-card }
a-card-brotherhood = une { -brotherhood-card }
a-card-turning-point = une { -turning-point-card }
stat-load = { -load }
stat-connection = { -connection }
stat-momentum = { -momentum }
stat-shield = { -shield }
adjust-card-effect = effet de carte
adjust-correction = correction
adjust-house-rule = règle maison
cause-start = départ
cause-load-card-drawn = { -load-card } piochée
cause-pressure = pression
cause-shield-absorbed = absorbé par le { -shield }
cause-action = { -action }
cause-match-bonus = bonus d'accord
cause-load-resolved = { -load } résolue
cause-recovery = récupération
cause-brotherhood-received = { -brotherhood } reçue
cause-brotherhood-given = { -brotherhood } donnée
cause-turning-point = { -turning-point }
scope-everyone = tous les joueurs et joueuses
scope-highest-load = la ou les personnes avec la { -load } la plus haute
scope-lowest-load = la ou les personnes avec la { -load } la plus basse
scope-highest-connection = la ou les personnes avec le { -connection } le plus fort
scope-lowest-connection = la ou les personnes avec le { -connection } le plus faible
scope-highest-momentum = la ou les personnes avec l'{ -momentum } le plus fort
scope-lowest-momentum = la ou les personnes avec l'{ -momentum } le plus faible
scope-starting-player = la personne qui commence la manche
# Qui une portée touche et la valeur partagée : « Ana et Cal (Charge 7) ».
scope-who-value = { $who } ({ $stat } { $value })
scope-preview = { $scope } : { $who }
scope-touches = Toucherait { $who }
decided-by-score = { -balance-score }
decided-by-lower-load = { -load } (même score ; la { -load } la plus basse passe devant)
decided-by-higher-connection = { -connection } (même score et même { -load } ; le { -connection } le plus fort passe devant)
decided-by-shared = place partagée (même score, même { -load } et même { -connection })
# Length reviewed: the usual word for this control; wraps where its place is narrow.
event-setup = Mise en place
event-load-card = { -load }
event-life-happens = { -life-happens }
event-action = { -action }
event-brotherhood = { -brotherhood }
event-end-of-turn = Fin du tour
event-turning-point = { -turning-point }
event-adjustment = Ajustement
event-reshuffle = Remélange
# Ce qu'un refus demande d'enregistrer : « Enregistrez ensuite la carte La vie arrive. »
record-setup = la mise en place
record-load-card = la { -load-card }
record-life-happens = la { -life-happens-card }
record-action = l'{ -action }
record-brotherhood = la { -brotherhood-card }
record-end-of-turn = la fin du tour
record-turning-point = le { -turning-point }
record-adjustment = l'ajustement
record-reshuffle = le remélange
# Une étape qu'une correction insère : « une carte Fraternité », « une fin de tour ».
a-step-setup = une mise en place
a-step-load-card = une { -load-card }
a-step-life-happens = une { -life-happens-card }
a-step-action = une { -action-card }
a-step-brotherhood = une { -brotherhood-card }
a-step-end-of-turn = une fin de tour
a-step-turning-point = une { -turning-point-card }
a-step-adjustment = un ajustement
a-step-reshuffle = un remélange
the-step-setup = mise en place
the-step-load-card = { -load-card }
the-step-life-happens = { -life-happens-card }
the-step-action = { -action-card }
the-step-brotherhood = { -brotherhood-card }
the-step-end-of-turn = fin de tour
the-step-turning-point = { -turning-point-card }
the-step-adjustment = ajustement
the-step-reshuffle = remélange
step-life-happens = { -life-happens }
step-action = { -action }
step-match-bonus = Bonus d'accord
# Length reviewed: the usual word for this control; wraps where its place is narrow.
step-resolve-load = Résoudre une { -load-card }
step-brotherhood = { -brotherhood }
step-real-talk = { -real-talk }
step-refill = Repiocher

## Consignes

prompt-setup = Mise en place · piochez une { -load-card } face visible pour { $names }
prompt-overloaded = Manche { $round } · { $name } est surchargé·e ce tour-ci : pas de { -life-happens-card } ; enregistrez son { -action }
prompt-life-happens = Manche { $round } · tour de { $name } : piochez une { -life-happens-card }
prompt-action = Manche { $round } · tour de { $name } : enregistrez son { -action }
# $next : les éléments ci-dessous, séparés par ", ".
prompt-support = Manche { $round } · tour de { $name } : { $next }
prompt-support-brotherhood = { -brotherhood } si quelqu'un la donne
prompt-support-real-talk = { -real-talk }
prompt-support-refill = compléter sa main à { $hand } { -action-card(count: 2) }, puis finir le tour
prompt-round-end = La manche { $round } est terminée : révélez un { -turning-point }
prompt-game-over = { $count ->
    [one] Partie terminée · { $names } gagne
   *[other] Partie terminée · { $names } partagent la victoire
}

## Refus

refusal-unknown-edition = Cette application connaît l'édition des règles { $known }, pas « { $edition } » : commencez la séance avec { $known }.
refusal-player-count = { -game-name } se joue de { $min } à { $max } personnes ; cette mise en place en compte { $count }.
refusal-no-name = La personne à la { $seat } n'a pas de nom : saisissez un pseudo.
refusal-name-too-long = « { $name } » fait { $chars } caractères : choisissez un pseudo de { $max } caractères au plus.
field-player-name = Le nom de la personne à la { $seat }
field-session-label = Le libellé de la séance
refusal-setup-date = La date enregistrée dans la mise en place, « { $date } », n'est pas un jour écrit année-mois-jour (2026-12-01) : écrivez-la ainsi ou supprimez-la.
field-setup-catalog-id = L'identifiant de catalogue enregistré dans la mise en place
field-setup-catalog-name = Le nom de catalogue enregistré dans la mise en place
field-setup-catalog-version = La version de catalogue enregistrée dans la mise en place
field-setup-catalog-term = Le nom imprimé pour { $term } enregistré dans la mise en place
refusal-setup-language = La langue des cartes enregistrée dans la mise en place, « { $code } », n'est pas un code de langue : écrivez-en un comme « de », ou supprimez-la.
refusal-same-name = « { $name } » et « { $other } » se ressemblent trop à l'écran : donnez un autre pseudo à l'une des deux personnes.
refusal-starting-seat = La première personne à jouer est à la { $seat }, mais la table a { $count } sièges : choisissez l'une des personnes présentes.
refusal-load-card-already-drawn = { $name } a déjà sa { -load-card } de mise en place : piochez-en une pour { $missing } maintenant.
refusal-overloaded = { $name } est surchargé·e ce tour-ci : pas de { -life-happens-card } ; enregistrez son { -action }.
refusal-round-not-over = La manche { $round } n'est pas terminée : { $left ->
        [one] il reste { $left } tour
       *[other] il reste { $left } tours
    }, c'est à { $name } maintenant. Le { -turning-point } vient après le tour de chaque personne.
refusal-brotherhood-to-self = { $name } ne peut pas se donner la { -brotherhood } : c'est une autre personne qui la donne.
refusal-brotherhood-twice = { $name } a déjà reçu une { -brotherhood-card } ce tour-ci : une au plus par tour.
refusal-brotherhood-used = { $name } a déjà utilisé sa { -brotherhood-card } cette manche : une nouvelle arrive à la fin de la manche { $round }.
refusal-empty-adjustment = Cet ajustement pour { $name } ne change rien : saisissez au moins un changement.
refusal-unknown-seat = Il n'y a pas de { $seat } à cette table de { $players } personnes : choisissez l'une des personnes présentes.
refusal-game-over = La partie est terminée après la manche { $rounds } : plus rien ne peut être enregistré. Annulez pour modifier les dernières étapes.
refusal-already-set-up = Cette séance est déjà mise en place : commencez une nouvelle séance pour une autre partie.
refusal-nothing-to-undo = Rien à annuler : seule la mise en place est enregistrée. Commencez une nouvelle séance pour changer la mise en place.
refusal-nothing-to-redo = Rien à rétablir : aucune étape n'a été annulée depuis la dernière enregistrée.
refusal-no-such-step = Il n'y a pas d'étape { $index } : le journal a les étapes 0 à { $last }.
refusal-other-deck = L'étape { $index } contient { $has }, pas { $given } : choisissez { $has }.
refusal-no-card = L'étape { $index } est une étape « { $kind } » et n'a pas de carte à changer.
refusal-card-does-not-fit = Cette carte ne peut pas remplacer l'{ $step } : { $why }
refusal-insert-before-setup = Rien ne vient avant la mise en place (étape 0) : insérez l'étape avant une étape plus tardive.
refusal-insert-does-not-fit = Impossible d'insérer { $step } avant l'étape { $before } : { $why }. Insérez-la avant l'étape qui l'a suivie à la table.
refusal-log-does-not-start-with-setup = le journal commence par une étape « { $kind } » au lieu de la mise en place
refusal-empty-log = le journal est vide : il n'a pas de mise en place
refusal-log-does-not-replay = Ce fichier de séance est endommagé : l'{ $step } ne respecte pas les règles ({ $why }). Rien n'a été modifié sur le disque.

## Corrections qu'une étape plus tardive ne supporterait pas

amend-refused = L'étape { $index } ne peut pas prendre cette carte
amend-keep = gardez l'étape { $index } telle qu'enregistrée et enregistrez un ajustement (correction) pour la différence
insert-refused = Impossible d'insérer { $step } avant l'étape { $before }
insert-keep = enregistrez un ajustement (correction) pour ce qu'a changé l'étape oubliée ({ $step }), au lieu de l'insérer
later-step-breaks = { $refused } : l'{ $name } ne conviendrait plus, car { $why }. Pour avancer : si l'étape { $step } ne s'est pas passée ainsi non plus, annulez jusqu'à elle ({ $undo } { $undo ->
        [one] étape
       *[other] étapes
    }), faites cette correction, puis enregistrez l'étape { $step } et la suite comme elles se sont passées ; ou { $keep }.
conflict-amend = Cette étape ne conviendrait plus si l'étape { $index } était changée.
conflict-insert = Cette étape ne conviendrait plus si { $step } était insérée avant l'étape { $before }.
would-overloaded = { $name } commencerait ce tour à { -load } { $max } (surchargé·e), et un tour en surcharge n'a pas de { -life-happens-card }
would-not-overloaded = { $name } ne commencerait plus ce tour à { -load } { $max }, donc le tour aurait besoin d'une { -life-happens-card } avant son { -action }
would-wrong-step = à ce moment-là, { $at }, et { $step } n'y a pas sa place
would-round-not-over = la manche { $round } ne serait pas terminée à ce moment-là ({ $left ->
        [one] il resterait { $left } tour
       *[other] il resterait { $left } tours
    }), et un { -turning-point } vient après le tour de chaque personne
would-brotherhood-to-self = ce serait le tour de { $name }, et personne ne se donne la { -brotherhood }
would-brotherhood-twice = { $name } aurait déjà reçu une { -brotherhood-card } pendant ce tour (une au plus par tour)
would-brotherhood-used = { $name } aurait déjà donné sa { -brotherhood-card } pendant la manche { $round } (une fois par manche)
would-load-card-already-drawn = { $name } aurait déjà sa { -load-card } de mise en place
would-game-over = la partie serait déjà terminée à ce moment-là (après la manche { $rounds })
would-be-load-cards = la mise en place attendrait encore la { -load-card } de { $missing }
would-be-life-happens = le tour de { $name } attendrait sa { -life-happens-card }
would-be-overloaded-action = { $name } serait surchargé·e et attendrait de jouer son { -action }
would-be-action = { $name } attendrait de jouer son { -action }
would-be-support = { $name } aurait joué son { -action }, sans que le tour soit fini
would-be-round-end = la manche { $round } serait terminée et attendrait son { -turning-point }
would-be-game-over = la partie serait terminée

## Une étape qui ne vient pas maintenant

wrong-step-load-cards = La manche 1 n'a pas commencé : chaque personne pioche d'abord une { -load-card } (il en faut encore pour { $missing }). Enregistrez ensuite { $event }.
wrong-step-life-happens = Le tour de { $name } commence par une { -life-happens-card } : enregistrez-la d'abord, puis { $event }.
wrong-step-overloaded-action = { $name } est surchargé·e ce tour-ci : enregistrez maintenant son { -action }.
wrong-step-action = { $name } a pioché sa { -life-happens-card } : enregistrez maintenant son { -action }.
wrong-step-support = { $name } a joué son { -action } : donnez la { -brotherhood } ou finissez le tour maintenant.
wrong-step-round-end = La manche { $round } est terminée : révélez maintenant le { -turning-point }.
wrong-step-game-over = La partie est terminée : plus rien ne peut être enregistré.

## Changements et remarques

# « Charge 3 → 5 (pression) » ; $requested porte un signe (« +3 »).
change = { $stat } { $before } → { $after } ({ $cause })
change-stopped = { $stat } { $before } → { $after } ({ $cause } { $requested }, { $stopped })
change-of = { $name } { $change }
stopped-at = arrêté à { $end }
moved = { $stat } { $before } → { $after }
moved-stopped = { $stat } { $before } → { $after } ({ $stopped })
note-card-in-discard = Tous les exemplaires de la carte { $card } sont déjà dans la défausse { $deck } : vérifiez la carte piochée.
note-deck-empty = La pioche { $deck } est vide : remélangez sa défausse dedans et enregistrez le remélange.
note-no-match = Pas de bonus d'accord : l'approche de l'{ -action } ne fait pas partie des { -helpful-approach(count: 2) } de l'événement.
note-no-resolve = Aucune { -load-card } résolue : aucune { -load-card } en main ne porte l'approche de l'{ -action }.
note-overloaded = { $name } commence le tour à { -load } { $max } : tour de récupération, pas de { -life-happens-card }.
note-round-over = La manche { $round } est terminée : révélez un { -turning-point }.
note-game-over = La partie est terminée.

## Lignes du journal

# « Ana : Action “Appeler une amie” (Parler) » : une ligne avec la personne à qui elle appartient.
ledger-who = { $name } : { $what }
ledger-setup = { $random ->
    [yes] Mise en place : { $players } personnes, { $name } commence, tiré·e au sort
   *[no] Mise en place : { $players } personnes, { $name } commence
}
ledger-load-card = { -load } « { $title } » ({ $tags })
ledger-life-happens = { -life-happens } « { $title } », { -pressure } { $pressure } ({ $tags })
ledger-action = { -action } « { $title } » ({ $tags })
ledger-brotherhood = { -brotherhood } « { $title } » de { $giver }
ledger-end-of-turn = fin du tour
ledger-turning-point = Manche { $round } : { -turning-point } « { $title } » pour { $scope }
ledger-adjustment = ajustement ({ $reason })
ledger-reshuffle = défausse { $deck } remélangée dans la pioche
step-name = étape { $index } ({ $when }, { $what })
# Length reviewed: the usual word for this control; wraps where its place is narrow.
step-when-setup = mise en place
step-when-round = manche { $round }
step-what-of = { $kind } de { $name }
step-number = étape { $index }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
step-setup = étape 0 (mise en place)
chart-start = Départ
chart-round = M{ $round }
part-setup = Mise en place
part-turn = Manche { $round } · tour de { $name }
part-round-end = Manche { $round } · fin de la manche

## Les étapes d'un tour

overloaded-turn = Étape 1 sautée : { $name } a commencé ce tour à { -load } { $max } (surchargé·e), donc aucune { -life-happens-card } n'est piochée. Après l'{ -action }, la récupération enlève { $recovery ->
    [one] { $recovery } point
   *[other] { $recovery } points
} de { -load }.
action-done = { $label }.
action-done-moves = { $label } : { $moves }.
match-bonus = Bonus d'accord : { $moves }. L'approche de l'{ -action } fait partie des { -helpful-approach(count: 2) } de l'événement.
match-recovery = Aucun pendant un tour de récupération : pas d'événement. Récupération : { $moves }. Le tour a commencé à { -load } { $max }.
resolve-done = { -load } résolue : { $moves }. L'approche de l'{ -action } est une { -relief-approach } d'une { -load-card } en main, qui est défaussée.
resolve-no-load-card = { $name } n'a aucune { -load-card } en main.
brotherhood-ask = Une autre personne a-t-elle donné une { -brotherhood-card } à { $name } ? Qui l'a donnée :
brotherhood-none = Personne ne peut donner la { -brotherhood } maintenant : une par tour, et chaque personne en donne une par manche.
brotherhood-done = Donnée : { $label }.
undone = Annulé : { $label }
redone = Rétabli : { $label }
real-talk-step = { $name } peut répondre à la question { -real-talk }, passer, ou l'ouvrir à la table. Rien n'est enregistré.
refill = { $name } complète sa main à { $hand } { -action-card(count: 2) }.
deal = Donnez à chaque personne { $action } { -action-card(count: 2) } et { $brotherhood } { $brotherhood ->
        [one] { -brotherhood-card }
       *[other] { -brotherhood-card(count: 2) }
    }. Piochez ensuite une { -load-card } face visible pour chaque personne.
deal-reminder = Donnez à chaque personne { $action } { -action-card(count: 2) } et { $brotherhood } { $brotherhood ->
        [one] { -brotherhood-card }
       *[other] { -brotherhood-card(count: 2) }
    }. Ensuite : la { -load-card } de chaque personne, piochée face visible.
deal-reminder-full = Donnez à chaque personne { $action } { -action-card(count: 2) } et { $brotherhood } { $brotherhood ->
        [one] { -brotherhood-card }
       *[other] { -brotherhood-card(count: 2) }
    } ({ $full } { -action-card(count: 2) } par personne à { $players } personnes). Ensuite : la { -load-card } de chaque personne, piochée face visible.
round-begins = La manche { $round } commence : { $name } ouvre le jeu. { $used ->
        [0] Personne n'a donné de { -brotherhood-card } à la manche précédente : chaque personne garde la sienne.
        [one] { $givers } a donné une { -brotherhood-card } à la manche précédente et en pioche une nouvelle.
       *[other] { $givers } ont donné chacun·e une { -brotherhood-card } à la manche précédente et en piochent chacun·e une nouvelle ({ $used } cartes).
    }
load-card-during-play = Quand une carte dit de piocher une { -load-card } : choisissez la personne, puis la carte piochée (+{ $draw } { -load }).

## Scores et places

score-formula = Score = ({ $max } − { -load }) + { -connection } + { -momentum }
score-parts = ({ $max } − { $load }) + { $connection } + { $momentum }
ordinal = { $place ->
    [1] 1re
   *[other] { $place }e
}
place-shared = { $place } (partagée)
turn-place = { $place } à jouer cette manche
turn-place-done = { $place } à jouer cette manche, a déjà joué
turn-place-now = { $place } à jouer cette manche, joue maintenant
place-by-score = départagé par le score
place-by-load = même score que { $others } : départagé par la { -load } (la plus basse passe devant)
place-by-connection = même score et même { -load } que { $others } : départagé par le { -connection } (le plus fort passe devant)
place-shared-with = même score, même { -load } et même { -connection } que { $others } : place partagée
ranking-final = Classement final
ranking-so-far = Classement provisoire
not-final = La partie n'est pas encore terminée : ces places peuvent encore changer.
winner = Gagnant·e
winner-shared = Victoire partagée
winner-so-far = En tête
winner-so-far-shared = À égalité en tête
