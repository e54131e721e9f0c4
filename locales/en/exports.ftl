# What leaves the table (crates/tracker/src/words/exports.rs): the text summary a results code
# holds (the app reads its lines back, so keep each qr- line distinct), names as an export shows
# them, and what went wrong making an export.

export-seat = Seat { $n }
export-initials-at-seat = { $initials } (seat { $n })
export-no-name = (no name)
export-names-not-replaced = The names could not be replaced for this export ({ $why }). Choose names as entered or seat numbers.

## What a results code leaves out. $what: tracks, date or both; $cut and $winner: yes or no;
## $n: the length names are cut to.

code-full = The code holds the full results.
code-leaves-out = { $cut ->
    [yes] { $winner ->
        [yes] To fit one readable code, { $what ->
            [tracks] the tracks are
            [date] the date is
           *[both] the tracks and the date are
        } left out, names are cut to { $n } characters and the winner line gives the place only.
       *[no] To fit one readable code, { $what ->
            [tracks] the tracks are
            [date] the date is
           *[both] the tracks and the date are
        } left out and names are cut to { $n } characters.
    }
   *[no] { $winner ->
        [yes] To fit one readable code, { $what ->
            [tracks] the tracks are
            [date] the date is
           *[both] the tracks and the date are
        } left out and the winner line gives the place only.
       *[no] To fit one readable code, { $what ->
            [tracks] the tracks are
            [date] the date is
           *[both] the tracks and the date are
        } left out.
    }
}
code-too-long = These results do not fit one QR code that a phone can read, even with names cut to { $n } characters ({ $players } players). Share the CSV file instead.
qr-image-failed = The QR image could not be made: { $why }
csv-failed = The CSV file could not be made: { $why }

## The lines of the text summary in a results code (its first line, LOADOUT-RESULTS 1, is the
## same in every language)

qr-game = { -game-name } { $edition }
qr-date = Date: { $date }
qr-sample = { -sample-deck }
qr-place-one = place 1
qr-winner = Winner: { $who }
qr-shared-win = Shared win: { $who }
qr-progress = Round { $round } of { $rounds }, not finished. { $lead }: { $who }
qr-leading = Leading
qr-shared-lead = Shared lead

## A results code that does not read

code-not-results = This is not a Loadout results code: its first line is not “{ $magic }”.
code-cut-short = This results code is cut short: it ends after its first line.
code-no-game = This results code does not name the game on its second line.
code-damaged-line = This results code has a damaged line: “{ $line }” is not a place, a name and a score.
code-damaged-last-line = This results code has a damaged last line: “{ $line }” names no winner or round.
code-inconsistent = This results code is inconsistent: its last line “{ $line }” does not match the players in place 1.
