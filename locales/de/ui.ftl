# Die Wörter der Bildschirme (ui/src). Die Sätze des Spiels (Aufforderungen, Protokollzeilen,
# Ablehnungen, Hinweise) kommen aus den Nachrichten des Backends (game.ftl und die anderen).
# Begriffe wie { -load } kommen aus terms.ftl. Anrede: Sie.

## Gemeinsame Teile

back = Zurück
close = Schließen
delete = Löschen
keep-it = Behalten
cancel = Abbrechen
damaged-files-title = Dateien, die sich nicht lesen lassen
damaged-files-hint = Diese Dateien bleiben unverändert. Kopieren Sie sie an einen sicheren Ort, bevor Sie sie entfernen.
# Nach dem Namen einer beschädigten Datei und einem Doppelpunkt; der Grund folgt.
damaged-file = beschädigt.
# Der Wert einer Leiste für Screenreader, z. B. „3 von 10“.
track-value = { $value } von { $max }
# Die Tasten eines Zahlenfelds, z. B. „Last minus eins“.
stepper-minus = { $label } minus eins
stepper-plus = { $label } plus eins

## Karten (die Namen kommen aus terms.ftl)

deck-title = { $deck ->
    [load] { -load }
    [life_happens] { -life-happens }
    [action] { -action }
    [brotherhood] { -brotherhood }
   *[turning_point] { -turning-point }
}
# Eine Karte eines Stapels, im Satz (Akkusativ: „Tragen Sie … ein“, „… hinzufügen“).
deck-a-card = { $deck ->
    [load] eine { -load-card }
    [life_happens] eine { -life-happens-card }
    [action] eine { -action-card }
    [brotherhood] eine { -brotherhood-card }
   *[turning_point] eine { -turning-point-card }
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
# A card of the deck at the start of a label or heading.
deck-card-start = { deck-card }
stat-name = { $stat ->
    [load] { -load }
    [connection] { -connection }
    [momentum] { -momentum }
   *[shield] { -shield }
}
scope-words = { $scope ->
    [everyone] alle Spieler·innen
    [highest_load] die Person(en) mit der höchsten { -load }
    [lowest_load] die Person(en) mit der niedrigsten { -load }
    [highest_connection] die Person(en) mit der höchsten { -connection }
    [lowest_connection] die Person(en) mit der niedrigsten { -connection }
    [highest_momentum] die Person(en) mit dem meisten { -momentum }
    [lowest_momentum] die Person(en) mit dem wenigsten { -momentum }
   *[starting_player] die Person, die die Runde beginnt
}
list-separator = {", "}
effect-part = { stat-name } { $value }
effect-none = keine Änderung
card-values-load = Entlastung: { $relief }
card-values-life-happens = { -pressure } { $pressure } · Hilfreich: { $helpful }
card-values-action = { $tag } · { $effect }
card-values-brotherhood = { $giver ->
    [none] Empfänger·in: { $receiver }
   *[other] Empfänger·in: { $receiver } · Geber·in: { $giver }
}
card-values-turning-point = { $effect } für { scope-words }
discard-mark-all = Alle Exemplare im Ablagestapel
discard-mark-some = { $count } von { $copies } Exemplaren im Ablagestapel

## Kartenauswahl und eingetippte Karten

choose = Auswählen …
picker-search = { deck-cards } nach Titel suchen
picker-recorded-now = Jetzt erfasst
# A Life Happens card's printed values on its tile ($helpful: its two Helpful Approaches).
picker-values-life-happens = { -pressure } { $pressure } · { $helpful }
# The filter chips above the cards: one tap shows only the cards with that Pressure or approach.
picker-filter-pressure = { -pressure }
picker-filter-pressure-value = { -pressure } { $pressure }
picker-filter-tags = Ansätze
picker-no-match = Kein Titel einer { deck-card } enthält „{ $query }“.
picker-empty = Keine { deck-cards } zur Auswahl: Tippen Sie die gezogene Karte ein.
picker-type-in = Karte nicht in der Liste? Eintippen
adhoc-heading = { $card } eintippen
adhoc-title = Titel wie aufgedruckt
adhoc-relief = { -relief-approach } { $n }
adhoc-helpful = { -helpful-approach } { $n }
adhoc-tag = Ansatz
adhoc-missing-title = Tippen Sie den Titel ein, der auf der Karte steht.
adhoc-missing = Wählen Sie: { $field }.
adhoc-pressure = { -pressure }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
adhoc-receiver = Für die empfangende Person
adhoc-changes = Aufgedruckte Änderungen
adhoc-giver = Für die gebende Person (wenn die Karte es sagt)
adhoc-giver-stat = Geber·in: { stat-name }
adhoc-scope = Wen sie betrifft
adhoc-add-to-catalog = Diese Karte auch zu „{ $catalog }“ hinzufügen
adhoc-record = Diese Karte erfassen

## Der Spielbildschirm

back-to-start = Zurück zum Startbildschirm
# Length reviewed: the usual word for this control; wraps where its place is narrow.
undo = Rückgängig
# Length reviewed: the usual word for this control; wraps where its place is narrow.
redo = Wiederholen
sample-deck-note = { -sample-deck }, nicht die gedruckten Karten
play-not-opened = Diese Sitzung ließ sich nicht öffnen
play-leave = Verlassen
play-leave-label = Spiel verlassen (es ist gespeichert)
play-setup = Aufbau
play-round = Runde { $round } von { $rounds }
play-tools = Spielwerkzeuge
play-history = Verlauf
play-adjust = Anpassen
# Length reviewed: the usual word for this control; wraps where its place is narrow.
play-load-card = { -load-card }
play-decks = Stapel
play-chart = Diagramm
play-share = Teilen
play-share-label = Mit dem Tisch teilen
play-chart-title = Leisten bisher
play-chart-caption = Nach dem Aufbau und nach jeder Runde
play-not-added-to-catalog = Die Karte wurde erfasst, aber nicht zu „{ $catalog }“ hinzugefügt: { $problem }
play-catalog-problem = { $problem } Tippen Sie die Karten ein, wie sie gezogen werden.
# Length reviewed: the usual word for this control; wraps where its place is narrow.
seat-label = Sitzplatz { $n }

## Der Zug

play-unsaved = Diese Sitzung ließ sich nicht auf dem Datenträger speichern: Sie wird im Arbeitsspeicher gehalten, solange die App offen ist.
play-retry-save = Erneut speichern
play-status = Was gerade geschah
play-held = Dieses Tippen kam, während der letzte Schritt noch erfasst wurde, und wurde deshalb nicht übernommen. Prüfen Sie den jetzt gezeigten Schritt und tippen Sie erneut, wenn es noch nötig ist.
play-reshuffle-needed = { $count ->
    [one] Leer: { $decks }. Mischen Sie den Ablagestapel wieder ein.
   *[other] Leer: { $decks }. Mischen Sie die Ablagestapel wieder ein.
}
play-record-reshuffle = Neues Mischen des Stapels { deck-title } erfassen
# Length reviewed: the usual word for this control; wraps where its place is narrow.
play-undone = Rückgängig gemacht
play-turning-point = { -turning-point }
play-load-cards = { -load-card(count: 2) }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
play-whose-load-card = { -load-card } von { $name }
play-whose-load-card-group = Wessen { -load-card }
play-steps = Schritte im Zug von { $name }
play-step-done = (erledigt)
play-step-skipped = (übersprungen)
play-whose-life-happens-card = { -life-happens-card } von { $name }
play-whose-action-card = { -action-card } von { $name }
play-steps-range = Schritte { $from } bis { $to }
play-reasons = Wie die { -action } ausging
play-warning = { $note } Falls das ein Versehen war, tippen Sie auf „{ undo }“.
play-brotherhood-optional = { -brotherhood } (freiwillig)
play-brotherhood-givers = Wer gibt { -brotherhood }
play-brotherhood-from = Von { $name }
play-brotherhood-card-from = { -brotherhood-card } von { $name }
play-end-turn = Zug von { $name } beenden
play-round-turning-point = { -turning-point } der Runde { $round }
play-game-over = Das Spiel ist vorbei
play-see-results = Ergebnisse ansehen
play-correct-hint = Ein Schritt falsch erfasst? Ändern Sie im { play-history } seine Karte oder fügen Sie einen vergessenen Schritt ein: Alle Zahlen werden neu berechnet.
play-correct-open = Einen Schritt im { play-history } korrigieren
play-just-recorded = Gerade erfasst
heading-colon = { $heading }:

## Klartext

real-talk-answer = Antworten
real-talk-pass = Passen
real-talk-open = An den Tisch geben
real-talk-done = { -real-talk } ist vorbei. Davon wird nichts erfasst.

## Dialoge des Spielbildschirms

load-dialog-title = { -load-card } für eine Person
load-dialog-who = Wer zieht die { -load-card }
decks-left = von { $size } noch zu ziehen
decks-not-counted = Nicht gezählt (der Katalog nennt keine Stapelgrößen)
decks-discarded = { $count } im Ablagestapel
decks-empty = Leer: Mischen Sie den Ablagestapel wieder ein und erfassen Sie es dann.
decks-record-reshuffle = Neues Mischen des Stapels { deck-title } erfassen
adjust-title = Manuelle Anpassung
adjust-player = Spieler·in
adjust-changes = Änderungen
adjust-reason = Grund
adjust-reason-name = { $reason ->
    [card_effect] Karteneffekt
    [correction] Korrektur
   *[house_rule] Hausregel
}
adjust-choose-player = Wählen Sie die Person.
adjust-set-change = Stellen Sie mindestens eine Änderung ein.
adjust-choose-reason = Wählen Sie den Grund.
adjust-summary = { $name }: { $effect } ({ adjust-reason-name }).
adjust-record = Anpassung erfassen
history-amended = Schritt { $step } geändert: Alle Zahlen wurden neu berechnet.
history-inserted = Schritt { $step } eingefügt: Die folgenden Schritte sind eins weitergerückt, und alle Zahlen wurden neu berechnet.
history-round = Runde { $round }
history-insert-label = Vor Schritt { $step } einfügen: { $label }
history-insert-nothing-label = Nichts vor Schritt { $step } einfügen: { $label }
history-insert-before = Davor einfügen
history-insert-nothing = Nichts einfügen
history-change-label = Karte von Schritt { $step } ändern: { $label }
history-change = Karte ändern
history-keep = Behalten
history-replacement = Ersatz-{ deck-card } für Schritt { $step }
history-show-step = Schritt { $step } zeigen
# Length reviewed: the usual word for this control; wraps where its place is narrow.
insert-who-gave = Wer hat sie gegeben
# Length reviewed: the usual word for this control; wraps where its place is narrow.
insert-who-drew = Wer hat sie gezogen
insert-what = Was vor Schritt { $step } vergessen wurde
insert-kind = { $kind ->
    [brotherhood] { -brotherhood-card }
    [load] { -load-card }
    [turning_point] { -turning-point }
    [life_happens] { -life-happens-card }
    [action] { -action-card }
   *[end_turn] Ende des Zugs
}
insert-end-turn = Ein Zugende vor Schritt { $step } einfügen
insert-forgotten = Vergessene { deck-card } vor Schritt { $step }

## Die Anzeigetafel

scoreboard = Anzeigetafel
scoreboard-plays-next = Als Nächstes
# Length reviewed: the usual word for this control; wraps where its place is narrow.
scoreboard-next = Als Nächstes
scoreboard-their-turn = Am Zug
scoreboard-starts-round = Beginnt die Runde
scoreboard-starts = Beginnt
scoreboard-overloaded = Überlastet
scoreboard-score = Wert
scoreboard-load-short = Bel.
scoreboard-connection-short = Verb.
scoreboard-momentum-short = Schw.
scoreboard-brotherhood-held = { -brotherhood }: auf der Hand
scoreboard-brotherhood-used = { -brotherhood }: genutzt
scoreboard-brotherhood-this-round = in dieser Runde
scoreboard-load-cards = { -load-card(count: 2) } von { $name }:
# Length reviewed: the usual word for this control; wraps where its place is narrow.
scoreboard-no-load-card = Keine { -load-card }
scoreboard-order-legend = Im Kreis: die Reihenfolge in dieser Runde (1 ist zuerst am Zug).

## Der Startbildschirm

start-title = { -app-name }
start-tagline = Erfassen Sie die am Tisch gezogenen Karten; die App führt alle Leisten und jeden { -balance-score }.
start-nav = Start
start-resume = Das unbeendete Spiel fortsetzen
start-resume-detail = { $players } · Runde { $round } von { $rounds }
start-new = Neue Sitzung
start-damaged = { $count ->
    [one] { $count } gespeicherte Sitzungsdatei ist beschädigt und bleibt unverändert: siehe „{ sessions-title }“.
   *[other] { $count } gespeicherte Sitzungsdateien sind beschädigt und bleiben unverändert: siehe „{ sessions-title }“.
}
start-version = Version
start-rules = Regeln
start-rules-edition = { -game-name } { $edition }
start-cards = Karten
start-room = Noch frei
# The web app, when the browser may clear its storage (it refused to keep it, or cannot be asked).
start-storage-may-clear = Dieser Browser darf die hier gespeicherten Daten löschen, wenn ihm der Platz ausgeht. Damit das nicht passiert, legen Sie { -app-name } auf den Home-Bildschirm (auf dem iPad: Teilen, dann „Zum Home-Bildschirm“) oder installieren Sie die App über das Menü des Browsers. Laden Sie nach dem Spiel die Sitzungsdatei herunter, um eine Kopie zu behalten.

## Frühere Sitzungen

sessions-title = Frühere Sitzungen
sessions-import = Sitzungsdatei importieren
sessions-none = Noch keine Sitzungen. Spiele werden hier aufbewahrt, sobald sie beginnen.
sessions-date-unknown = Datum unbekannt
sessions-not-started = Nicht begonnen
sessions-not-finished = Runde { $round } von { $rounds }, nicht beendet
sessions-shared-win = Beendet · Geteilter Sieg: { $names }
sessions-winner = Beendet · Sieger·in: { $name }
sessions-finished = Beendet
sessions-named = { $label }, { $players }
sessions-delete-label = Löschen: { $who }
sessions-delete-question = Die Sitzung von { $players } vom { $date } löschen? Das lässt sich nicht rückgängig machen.
sessions-delete-question-labelled = Die Sitzung „{ $label }“ von { $players } vom { $date } löschen? Das lässt sich nicht rückgängig machen.
sessions-results = Ergebnisse
sessions-results-label = Ergebnisse: { $who }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
sessions-correct = Einen Schritt korrigieren
sessions-correct-label = Einen Schritt korrigieren: { $who }
sessions-resume = Fortsetzen
sessions-resume-label = Fortsetzen: { $who }
catalogs-title = Kataloge
# Length reviewed: the usual word for this control; wraps where its place is narrow.
settings-title = Einstellungen

## Neue Sitzung

new-players = Spieler·innen ({ $count } von { $min } bis { $max }), in Sitzreihenfolge
new-players-hint = Nur Spitznamen. Gespielt wird in dieser Reihenfolge reihum.
# Length reviewed: the usual word for this control; wraps where its place is narrow.
new-seat-nickname = Spitzname auf Sitzplatz { $n }
new-seat-up = Sitzplatz { $n } nach oben
new-seat-down = Sitzplatz { $n } nach unten
new-seat-remove = Entfernen
# Length reviewed: the usual word for this control; wraps where its place is narrow.
new-seat-remove-label = Sitzplatz { $n } entfernen
new-add-player = Person hinzufügen
new-table = An einem Tisch spielen { $min } bis { $max } Personen.
new-table-full = An einem Tisch spielen { $min } bis { $max } Personen: Alle { $max } Sitzplätze sind besetzt.
new-this-session = Diese Sitzung
new-label = Bezeichnung (freiwillig)
new-label-hint = Ein paar Wörter, z. B. „Donnerstagsgruppe“. Mit dem heutigen Datum unterscheiden sie dieses Spiel unter „{ sessions-title }“, auf dem Ergebnisblatt und in den Namen exportierter Dateien.
new-starter = Wer beginnt Runde 1
new-starter-random = Zufällig wählen
new-catalog-version = (Version { $version })
new-catalog-problems = { $count ->
    [one] { $count } Problem: Beheben Sie es zuerst unter „{ catalogs-title }“
   *[other] { $count } Probleme: Beheben Sie sie zuerst unter „{ catalogs-title }“
}
new-real-talk = { -real-talk }-Modus
new-real-talk-on = { -real-talk }-Modus an
new-real-talk-hint = Freiwillig: eine Gesprächsanregung nach jeder { -action }. Die App erfasst nichts davon: weder was gesagt wird noch wer antwortet oder aussetzt.
new-start = Sitzung beginnen

## Ergebnisse

# Length reviewed: the usual word for this control; wraps where its place is narrow.
try-again = Erneut versuchen
results-standings = Zwischenstand
results-catalog-version = v{ $version }
ranking-place = Platz
ranking-decided = Wie der Platz entschieden wurde
ledger-title = Warum sich jede Zahl bewegt hat
ledger-whose = Protokoll zeigen von
ledger-everyone = Alle
ledger-everyone-heading = Alle, Schritt für Schritt
ledger-player-heading = { $name }, Zug für Zug
ledger-empty = Es wurde noch nichts erfasst.
ledger-change-of = { $name }: { $change }

## Ergebnisse mitnehmen und das Ergebnisblatt

share-title = Die Ergebnisse mitnehmen
share-qr-label = QR-Code der Ergebnisse. Was er enthält, steht darunter.
share-qr-hint = Richten Sie eine Handykamera auf den Code: Er liest sich als einfacher Text, ohne App.
share-qr-not-final = Das Spiel ist noch nicht vorbei: Der Code enthält den Zwischenstand.
share-qr-text = Was der QR-Code enthält
share-names = Namen im Code und in den Dateien
export-names = { $names ->
    [as_entered] Spitznamen wie eingegeben
    [initials] Initialen
   *[seat_numbers] Nur Sitzplatznummern
}
share-date = Das Datum des Spiels in den Code aufnehmen
share-save = { $file ->
    [png] Code als PNG speichern
    [svg] Code als SVG speichern
    [csv-results] Ergebnisse als CSV speichern
    [csv-ledger] Protokoll als CSV speichern
   *[session] Ganze Sitzungsdatei speichern
}
share-download = { $file ->
    [png] Code als PNG herunterladen
    [svg] Code als SVG herunterladen
    [csv-results] Ergebnisse als CSV herunterladen
    [csv-ledger] Protokoll als CSV herunterladen
   *[session] Ganze Sitzungsdatei herunterladen
}
share-saved = { $file ->
    [png] Der Code wurde als PNG-Bild gespeichert.
    [svg] Der Code wurde als SVG-Bild gespeichert.
    [csv-results] Die Ergebnisse wurden als CSV-Datei gespeichert.
    [csv-ledger] Das Protokoll wurde als CSV-Datei gespeichert.
   *[session] Die Sitzungsdatei wurde gespeichert.
} Sie liegt unter { $path }
share-not-saved = { $file ->
    [png] Das PNG-Bild wurde nicht gespeichert.
    [svg] Das SVG-Bild wurde nicht gespeichert.
    [csv-results] Die Ergebnis-CSV wurde nicht gespeichert.
    [csv-ledger] Die Protokoll-CSV wurde nicht gespeichert.
   *[session] Die Sitzungsdatei wurde nicht gespeichert.
} { $problem }
share-downloaded = { $file } heruntergeladen.
share-png-failed = Dieser Browser konnte den Code nicht als PNG-Bild zeichnen: Laden Sie ihn stattdessen als SVG herunter.
share-print = Ergebnisblatt drucken
share-print-failed = Der Druckdialog hat sich nicht geöffnet ({ $problem }). Speichern Sie den Code als PNG und die Ergebnisse als CSV und drucken Sie diese.
print-title = { -game-name } · Ergebnisse
print-session = { $label } · { $date }
print-qr-hint = Mit einer Handykamera scannen: die Ergebnisse als Text.
print-tracks-final = Die Leisten jeder Person am Ende
print-tracks-so-far = Die Leisten jeder Person bisher

## Einstellungen

settings-language = Sprache
# Length reviewed: the usual word for this control; wraps where its place is narrow.
settings-language-name = { $lang ->
    [en] English
    [de] Deutsch
    [fr] Français
    [es] Español
   *[system] Wie das System
}
settings-theme = Design
settings-theme-name = { $theme ->
    [light] Hell
    [dark] Dunkel
   *[system] Wie das System
}
settings-text-size = Textgröße
settings-text-size-name = { $size ->
    [large] Groß
    [larger] Größer
   *[normal] Normal
}
settings-text-size-hint = Die App folgt auch der im System eingestellten Textgröße.
settings-exports = Exporte: QR-Code, CSV und Drucken
settings-exports-hint = Die übliche Wahl; jeder Export kann sie noch ändern.
settings-exports-date = Das Datum des Spiels in Exporte aufnehmen

## Kataloge

catalogs-page-title = Kartenkataloge
# Length reviewed: the usual word for this control; wraps where its place is narrow.
catalogs-add = Einen Katalog hinzufügen
catalogs-new-blank = Neuer leerer Katalog
catalogs-new-copy = Neuer Katalog als Kopie der { -sample-deck }
catalogs-import = Katalogdatei importieren
catalogs-imported = „{ $name }“ importiert.
catalogs-exported = Die Katalogdatei wurde gespeichert.
catalogs-drafts = Entwürfe
catalogs-drafts-hint = Kataloge, die gerade eingetippt werden, so aufbewahrt, wie sie verlassen wurden. Setzen Sie einen fort, um ihn fertigzustellen und als Katalog zu speichern.
catalogs-unnamed = Unbenannter Katalog
catalogs-draft-delete-label = Entwurf { $name } löschen
catalogs-draft-delete-question = Den Entwurf „{ $name }“ löschen? Was darin eingetippt wurde, geht verloren.
catalogs-draft-delete-question-changes = Den Entwurf „{ $name }“ löschen? Was darin eingetippt wurde, geht verloren; der gespeicherte Katalog „{ $catalog }“ bleibt, wie er ist.
catalogs-draft = Entwurf
catalogs-draft-changes = Änderungen an „{ $catalog }“, noch nicht gespeichert
catalogs-draft-typed = { $count ->
    [one] { $count } Karte eingetippt
   *[other] { $count } Karten eingetippt
}{ $kept ->
    [none] {""}
   *[other] , aufbewahrt { $kept }
}
catalogs-draft-problems = { $count ->
    [one] { $count } Problem, das vor dem Speichern zu beheben ist
   *[other] { $count } Probleme, die vor dem Speichern zu beheben sind
}
catalogs-continue = Fortsetzen
catalogs-continue-label = Entwurf { $name } fortsetzen
catalogs-delete-label = { $name } löschen
catalogs-delete-question = „{ $name }“ löschen? Frühere Sitzungen behalten ihre Karten; neue Spiele können ihn nicht mehr verwenden.
catalogs-sizes = { $total } Karten: { -load } { $load }, { -life-happens } { $life_happens }, { -action } { $action }, { -brotherhood } { $brotherhood }, { -turning-point } { $turning_point }
catalogs-language = Karten auf { $language }
catalogs-problems = { $count ->
    [one] { $count } Problem: zum Beheben öffnen
   *[other] { $count } Probleme: zum Beheben öffnen
}
# Length reviewed: the usual word for this control; wraps where its place is narrow.
catalogs-copy = Zum Bearbeiten kopieren
# Length reviewed: the usual word for this control; wraps where its place is narrow.
catalogs-copy-label = Zum Bearbeiten kopieren: { $name }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
catalogs-edit = Bearbeiten
# Length reviewed: the usual word for this control; wraps where its place is narrow.
catalogs-edit-label = { $name } bearbeiten
# Length reviewed: the usual word for this control; wraps where its place is narrow.
catalogs-export = Exportieren
# Length reviewed: the usual word for this control; wraps where its place is narrow.
catalogs-export-label = { $name } exportieren
catalogs-copy-name = Kopie der { -sample-deck }

## Der Katalog-Editor

editor-new = Neuer Katalog
editor-edit = Katalog bearbeiten
editor-back = Zurück zu den Katalogen
editor-save = Katalog speichern
editor-name = Name
editor-saved = Gespeichert.
editor-saving = Wird gespeichert …
editor-problems = { $count ->
    [one] { $count } Problem vor dem Speichern zu beheben.
   *[other] { $count } Probleme vor dem Speichern zu beheben.
}
editor-not-saved = Noch nicht gespeichert.
editor-kept = Beim Tippen als Entwurf aufbewahrt: Er steht unter „{ catalogs-page-title }“ bei „{ catalogs-drafts }“, wenn Sie den Editor oder die App schließen.
editor-not-kept = Ihre Eingaben ließen sich nicht als Entwurf aufbewahren: { $problem }
editor-not-checked = Die Karten ließen sich nicht prüfen: { $problem }
editor-leave-question = Dieser Katalog hat Änderungen, die nicht gespeichert sind und sich nicht als Entwurf aufbewahren ließen. Ohne sie verlassen?
editor-leave = Ohne Speichern verlassen
editor-keep-editing = Weiter bearbeiten
# Gedruckte Sprache und Begriffe eines Katalogs: was die App statt ihrer eigenen Wörter (terms.ftl)
# sagt, wenn ein Kartensatz in einer anderen Sprache oder mit anderen Wörtern gedruckt ist.
editor-printed = Gedruckte Sprache und Begriffe
editor-printed-hint = Wenn Ihre Karten in einer anderen Sprache gedruckt sind oder die Begriffe des Spiels anders nennen, geben Sie das hier an: Die App verwendet dann die Wörter Ihrer Karten.
editor-printed-language = Sprache der Karten
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-printed-language-none = Nicht angegeben
# Die Beschriftung des Felds für einen Begriff, wie er auf den Karten steht, und sein Platzhalter:
# das Wort der App. $term: load, connection, momentum, shield, pressure, life_happens, action,
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
editor-printed-term-hint = Tippen Sie jeden Begriff so ein, wie er auf Ihren Karten gedruckt ist. Leer gelassen gilt das Wort der App.
editor-tags = Ansätze
editor-tags-hint = Jeder Ansatz, den die Karten nennen, so geschrieben wie gedruckt. Ein umbenannter Ansatz ändert sich auf jeder Karte.
editor-tag-n = Ansatz { $n }
editor-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
editor-remove-tag = Ansatz { $tag } entfernen
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-new-tag = Neuer Ansatz
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-add-tag = Ansatz hinzufügen
editor-tag-empty = Tippen Sie zuerst den Ansatz so ein, wie er auf den Karten steht.
editor-tag-unnamed = Ein Ansatz braucht einen Namen: Tippen Sie ihn wie gedruckt ein oder entfernen Sie ihn.
editor-tag-taken = „{ $tag }“ steht schon in der Liste.
editor-tag-in-use = { $count ->
    [one] „{ $tag }“ steht auf { $count } Karte: Geben Sie ihr zuerst einen anderen Ansatz.
   *[other] „{ $tag }“ steht auf { $count } Karten: Geben Sie ihnen zuerst einen anderen Ansatz.
}
editor-deck = Stapel
editor-deck-problems = { $count ->
    [one] { $count } Problem
   *[other] { $count } Probleme
}
editor-deck-hint = { $count ->
    [one] { $count } verschiedene Karte
   *[other] { $count } verschiedene Karten
}, { $total } mit Exemplaren. Die Eingabetaste springt zur nächsten Karte.
editor-card-n = { deck-card-start } { $n }
editor-title = Titel
editor-relief = { -relief-approach } { $n }
editor-helpful = { -helpful-approach } { $n }
editor-tag = Ansatz
editor-changes-player = Änderungen für die Person
editor-changes-receiver = Änderungen für die empfangende Person
editor-changes-giver = Änderungen für die gebende Person
editor-scope = Wen sie betrifft
editor-copies = Exemplare
editor-id = ID
editor-duplicate-label = { $title ->
    [none] Diese Karte duplizieren: Karte { $n }
   *[other] Diese Karte duplizieren: Karte { $n }, { $title }
}
editor-duplicate = Diese Karte duplizieren
editor-remove-card = { $title ->
    [none] Karte { $n } entfernen
   *[other] Karte { $n } entfernen, { $title }
}
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-add-card = { $card } hinzufügen
editor-paste = Zeilen aus einer Tabelle einfügen
editor-paste-hint = Eine Karte pro Zeile, Zellen durch Tabulatoren oder Kommas getrennt. Eine leere Änderung ist 0, leere Exemplare sind 1, eine leere Kennung wird erzeugt.
editor-paste-hint-columns = Eine Karte pro Zeile, Zellen durch Tabulatoren oder Kommas getrennt, in diesen Spalten: { $columns }. Eine leere Änderung ist 0, leere Exemplare sind 1, eine leere Kennung wird erzeugt.
editor-paste-rows = Einzufügende Zeilen
editor-paste-add = Diese { deck-cards } hinzufügen
editor-paste-refused = { $count ->
    [one] Keine Karte hinzugefügt: { $count } Zeilenproblem in der Tabelle beheben, dann die Zeilen erneut einfügen.
   *[other] Keine Karte hinzugefügt: { $count } Zeilenprobleme in der Tabelle beheben, dann die Zeilen erneut einfügen.
}
editor-pasted = { $count ->
    [one] { $count } Karte hinzugefügt.
   *[other] { $count } Karten hinzugefügt.
}
editor-tag-unlisted = { $tag } (nicht in der Liste der Ansätze)
editor-choose-tag = Ansatz wählen

## Ein Gerät einer geteilten Sitzung im Browser, und die Beitrittsseite

network-unreachable = Der Computer ist nicht erreichbar: Prüfen Sie, ob dieses Gerät im selben WLAN ist wie der Computer. Es verbindet sich von selbst wieder.
network-no-answer = Der Computer hat nicht innerhalb von { $seconds } Sekunden geantwortet: Prüfen Sie, ob dieses Gerät im selben WLAN ist wie der Computer. Wurde der Schritt erfasst, erscheint er, sobald die Seite den Computer wieder erreicht; sonst tippen Sie erneut.
network-sharing-stopped = Das Teilen wurde am Computer beendet: Schalten Sie es dort wieder ein und scannen Sie den neuen Code.
network-disconnected = Dieses Gerät wurde am Computer getrennt: Scannen Sie den dort gezeigten Code, um wieder beizutreten.
network-link-invalid = Dieser Link gilt nicht mehr: Scannen Sie den am Computer gezeigten Code erneut.
device-connected = Verbunden
device-connecting = Verbindung zum Computer wird hergestellt …
device-reconnecting = Verbindung zum Computer wird wiederhergestellt …
device-wake = Diese Seite kann den Bildschirm nicht eingeschaltet lassen (der Browser erlaubt das nur auf sicheren Seiten, und diese kommt über einfaches HTTP vom Computer). Stellen Sie während des Spiels die Bildschirmabschaltung in den Einstellungen des Geräts auf { $never } (oder 30 Minuten): unter Android { $android }, auf einem iPad { $ipad }.
device-wake-never = Nie
device-wake-android = Einstellungen › Display › Bildschirm-Zeitlimit
device-wake-ipad = Einstellungen › Anzeige & Helligkeit › Automatische Sperre
device-got-it = Verstanden
join-title = Dem Spiel am Tisch beitreten
join-hint = Scannen Sie einen QR-Code auf dem Computer der Spielleitung ({ $share }) oder tippen Sie den 8-stelligen Code darunter ein.
join-code = Code
# Length reviewed: the usual word for this control; wraps where its place is narrow.
join = Beitreten

## Fehler der App selbst

error-unexpected = In der App ist etwas schiefgegangen ({ $detail }). Versuchen Sie es erneut; wenn es wieder passiert, starten Sie die App neu.
# Length reviewed: the usual word for this control; wraps where its place is narrow.
error-no-detail = keine Einzelheiten
error-no-backend = Dieser Bildschirm funktioniert nur in der App { -app-name }: Starten Sie sie mit `make run`.
table-window-title = { -app-name }: { -table-display }

## Die Tischanzeige

table-failed = Das Spiel kann nicht gezeigt werden
table-setup = Aufbau: Alle ziehen eine { -load-card }
table-turn = { $name } ist am Zug
table-step = Schritt { $n } von { $steps }: { $step }
table-chart-title = Leisten nach dem Aufbau und nach jeder Runde
# Length reviewed: the usual word for this control; wraps where its place is narrow.
table-players = Spieler·innen
table-last-change = Letzte Änderung
table-place-shared = { $place }=
table-waiting = Warten auf das Spiel …
# The app's table display window when the facilitator left (or deleted) the session it showed.
table-closed = Diese Sitzung wurde geschlossen
table-closed-next = Die nächste Sitzung, die am Computer geöffnet wird, erscheint hier.

## Mit dem Tisch teilen

share-here = Auf diesem Computer
share-open-window = Die { -table-display } in einem neuen Fenster öffnen
share-here-hint = Für einen Fernseher oder Beamer am HDMI dieses Computers: Es wird kein Netzwerk verwendet.
share-here-web-hint = Für einen Fernseher oder einen zweiten Bildschirm an diesem Gerät (HDMI, AirPlay, ein zweiter Monitor): Schieben Sie das Fenster dorthin. Es wird kein Netzwerk verwendet.
share-window-blocked = Der Browser hat das neue Fenster blockiert: Erlauben Sie Pop-ups für diese Seite und versuchen Sie es erneut.
share-web-not-yet = Im Browser kann { -app-name } diese Sitzung noch nicht im Netzwerk teilen: Für ein zweites Gerät am Tisch nutzen Sie die Desktop-App.
share-network-title = Über das lokale Netzwerk
share-network-off = Aus. Eingeschaltet können Geräte im selben WLAN diese Sitzung in ihrem Browser öffnen; sonst ist nichts von der App erreichbar, und es schaltet sich aus, wenn Sie das Spiel verlassen oder die App beenden.
share-network = Netzwerk
share-interface = { $name }: { $address }
share-interface-loopback = { $name }: { $address } (nur dieser Computer)
share-every-network = Jedes Netzwerk dieses Computers (0.0.0.0)
share-port = Port (leer: ein beliebiger freier)
share-port-example = z. B. 8080
share-start = Teilen beginnen
share-other-session = Gerade wird eine andere Sitzung geteilt: Wenn Sie hier beginnen, endet jenes Teilen.
share-instead = Stattdessen diese Sitzung teilen
share-listening = Geteilt unter { $address }
share-link-title = { $kind ->
    [display] { -table-display } (nur lesen)
   *[tablet] Tablet der Spielleitung
}
share-link-hint = { $kind ->
    [display] Für einen Fernseher, einen Beamer oder die Handys der Spieler·innen: das Spiel, groß, ohne Bedienelemente.
   *[tablet] Erfasst diese Sitzung von einem Tablet aus: nur diese Sitzung, sonst nichts von der App.
}
share-link-qr = QR-Code des Links: { share-link-title }
share-link-typed = Oder öffnen Sie { $address } und tippen Sie { $code } ein: einmal, innerhalb von { $minutes } Minuten (danach erscheint hier ein neuer Code; der QR-Code bleibt gleich).
share-devices = Geräte ({ $count } von höchstens { $max })
share-no-devices = Noch keine: Scannen Sie einen Code mit der Kamera des Geräts.
share-device-connected = verbunden
share-device-away = abwesend
share-disconnect = { $device } trennen
share-links-kept = Beim Beenden und erneuten Starten bleiben diese Links gleich: verbundene Geräte müssen sich nicht neu verbinden. Mit neuen Links müssen sich alle Geräte neu verbinden.
share-revoke = Neue Links (die alten Codes gelten nicht mehr)
share-stop = Teilen beenden

## Die App-Hülle

not-loaded = { $problem } Laden Sie die Seite neu, um es erneut zu versuchen.
# The web app: a new version was fetched and waits until the facilitator takes it.
update-ready = Eine neue Version von { -app-name } ist bereit. Ihr Spiel bleibt erhalten.
update-take = Aktualisieren
update-later = Später

## Das Leistendiagramm

chart-empty = Das Diagramm beginnt, sobald alle ihre { -load-card } gezogen haben.
chart-legend = Spieler·innen im Diagramm
chart-panel = { $track } aller Spieler·innen, 0 bis { $max }, nach dem Aufbau und nach jeder Runde. Die Zahlen stehen in der Tabelle unter dem Diagramm.
chart-as-table = Diese Zahlen als Tabelle zeigen
chart-track = Leiste
