# Ce qui quitte la table (crates/tracker/src/words/exports.rs) : le résumé texte d'un code de
# résultats (l'application relit ses lignes, chaque ligne qr- doit donc rester distincte), les
# noms tels qu'un export les montre, et ce qui a échoué pendant un export.

export-seat = Siège { $n }
export-initials-at-seat = { $initials } (siège { $n })
export-no-name = (sans nom)
export-names-not-replaced = Les noms n'ont pas pu être remplacés pour cet export ({ $why }). Choisissez les noms tels que saisis ou les numéros de siège.

## Ce qu'un code de résultats laisse de côté. $what : tracks, date ou both ; $cut et $winner :
## yes ou no ; $n : la longueur à laquelle les noms sont coupés.

code-full = Le code contient les résultats complets.
code-leaves-out = { $cut ->
    [yes] { $winner ->
        [yes] Pour tenir dans un seul code lisible, { $what ->
            [tracks] les pistes sont laissées de côté
            [date] la date est laissée de côté
           *[both] les pistes et la date sont laissées de côté
        }, les noms sont coupés à { $n } caractères et la ligne du gagnant ne donne que la place.
       *[no] Pour tenir dans un seul code lisible, { $what ->
            [tracks] les pistes sont laissées de côté
            [date] la date est laissée de côté
           *[both] les pistes et la date sont laissées de côté
        } et les noms sont coupés à { $n } caractères.
    }
   *[no] { $winner ->
        [yes] Pour tenir dans un seul code lisible, { $what ->
            [tracks] les pistes sont laissées de côté
            [date] la date est laissée de côté
           *[both] les pistes et la date sont laissées de côté
        } et la ligne du gagnant ne donne que la place.
       *[no] Pour tenir dans un seul code lisible, { $what ->
            [tracks] les pistes sont laissées de côté
            [date] la date est laissée de côté
           *[both] les pistes et la date sont laissées de côté
        }.
    }
}
code-too-long = Ces résultats ne tiennent pas dans un code QR lisible par un téléphone, même avec des noms coupés à { $n } caractères ({ $players } personnes). Partagez plutôt le fichier CSV.
qr-image-failed = L'image QR n'a pas pu être créée : { $why }
csv-failed = Le fichier CSV n'a pas pu être créé : { $why }

## Les lignes du résumé texte d'un code de résultats (sa première ligne, LOADOUT-RESULTS 1, est
## la même dans toutes les langues)

qr-game = { -game-name } { $edition }
qr-date = Date : { $date }
qr-sample = { -sample-deck }
qr-place-one = place 1
qr-winner = Gagnant·e : { $who }
qr-shared-win = Victoire partagée : { $who }
qr-progress = Manche { $round } sur { $rounds }, non terminée. { $lead } : { $who }
qr-leading = En tête
qr-shared-lead = À égalité en tête

## Un code de résultats illisible

code-not-results = Ce n'est pas un code de résultats Loadout : sa première ligne n'est pas « { $magic } ».
code-cut-short = Ce code de résultats est tronqué : il s'arrête après sa première ligne.
code-no-game = Ce code de résultats ne nomme pas le jeu sur sa deuxième ligne.
code-damaged-line = Ce code de résultats a une ligne endommagée : « { $line } » n'est pas une place, un nom et un score.
code-damaged-last-line = Ce code de résultats a une dernière ligne endommagée : « { $line } » ne nomme ni gagnant·e ni manche.
code-inconsistent = Ce code de résultats est incohérent : sa dernière ligne « { $line } » ne correspond pas aux personnes à la place 1.
