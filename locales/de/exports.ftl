# Was den Tisch verlässt (crates/tracker/src/words/exports.rs): die Textzusammenfassung eines
# Ergebniscodes (die App liest ihre Zeilen zurück, also muss jede qr-Zeile eindeutig bleiben),
# Namen, wie ein Export sie zeigt, und was beim Exportieren schiefging.

export-seat = Sitzplatz { $n }
export-initials-at-seat = { $initials } (Sitzplatz { $n })
export-no-name = (kein Name)
export-names-not-replaced = Die Namen ließen sich für diesen Export nicht ersetzen ({ $why }). Wählen Sie die Namen wie eingegeben oder Sitzplatznummern.

## Was ein Ergebniscode weglässt. $what: tracks, date oder both; $cut und $winner: yes oder no;
## $n: die Länge, auf die Namen gekürzt werden.

code-full = Der Code enthält die vollständigen Ergebnisse.
code-leaves-out = { $cut ->
    [yes] { $winner ->
        [yes] Damit ein gut lesbarer Code reicht, { $what ->
            [tracks] fehlen die Leisten
            [date] fehlt das Datum
           *[both] fehlen die Leisten und das Datum
        }, Namen werden auf { $n } Zeichen gekürzt und die Siegerzeile nennt nur den Platz.
       *[no] Damit ein gut lesbarer Code reicht, { $what ->
            [tracks] fehlen die Leisten
            [date] fehlt das Datum
           *[both] fehlen die Leisten und das Datum
        } und Namen werden auf { $n } Zeichen gekürzt.
    }
   *[no] { $winner ->
        [yes] Damit ein gut lesbarer Code reicht, { $what ->
            [tracks] fehlen die Leisten
            [date] fehlt das Datum
           *[both] fehlen die Leisten und das Datum
        } und die Siegerzeile nennt nur den Platz.
       *[no] Damit ein gut lesbarer Code reicht, { $what ->
            [tracks] fehlen die Leisten
            [date] fehlt das Datum
           *[both] fehlen die Leisten und das Datum
        }.
    }
}
code-too-long = Diese Ergebnisse passen nicht in einen QR-Code, den ein Telefon lesen kann, auch nicht mit Namen, die auf { $n } Zeichen gekürzt sind ({ $players } Personen). Teilen Sie stattdessen die CSV-Datei.
qr-image-failed = Das QR-Bild ließ sich nicht erstellen: { $why }
csv-failed = Die CSV-Datei ließ sich nicht erstellen: { $why }

## Die Zeilen der Textzusammenfassung eines Ergebniscodes (die erste Zeile, LOADOUT-RESULTS 1,
## ist in jeder Sprache gleich)

qr-game = { -game-name } { $edition }
qr-date = Datum: { $date }
qr-sample = { -sample-deck }
qr-place-one = Platz 1
qr-winner = Sieger·in: { $who }
qr-shared-win = Geteilter Sieg: { $who }
qr-progress = Runde { $round } von { $rounds }, nicht beendet. { $lead }: { $who }
qr-leading = Vorn
qr-shared-lead = Gemeinsam vorn

## Ein Ergebniscode, der sich nicht lesen lässt

code-not-results = Dies ist kein Loadout-Ergebniscode: seine erste Zeile ist nicht „{ $magic }“.
code-cut-short = Dieser Ergebniscode ist abgeschnitten: er endet nach seiner ersten Zeile.
code-no-game = Dieser Ergebniscode nennt in seiner zweiten Zeile nicht das Spiel.
code-damaged-line = Dieser Ergebniscode hat eine beschädigte Zeile: „{ $line }“ ist kein Platz mit Name und Punktzahl.
code-damaged-last-line = Dieser Ergebniscode hat eine beschädigte letzte Zeile: „{ $line }“ nennt weder Sieger·in noch Runde.
code-inconsistent = Dieser Ergebniscode ist widersprüchlich: seine letzte Zeile „{ $line }“ passt nicht zu den Personen auf Platz 1.
