# Dateien (crates/tracker/src/words/files.rs). Schlüssel in Anführungszeichen ("version",
# "format") und Formatnamen (loadout-session) stehen so in der Datei: nie übersetzen.

file-utf16 = Diese Datei ist kein UTF-8-Text: sie ist als UTF-16 gespeichert. Speichern Sie sie als UTF-8 (in den meisten Editoren: Speichern unter, Kodierung: UTF-8) und versuchen Sie es erneut.
file-latin1 = Diese Datei ist kein UTF-8-Text: sie sieht nach Latin-1/Windows-1252 aus (das erste solche Zeichen steht in { $at }). Speichern Sie sie als UTF-8 (in den meisten Editoren: Speichern unter, Kodierung: UTF-8) und versuchen Sie es erneut.
file-binary = Diese Datei ist kein UTF-8-Text: sie ist keine Textdatei. Wählen Sie eine .json-Datei einer Sitzung oder eines Katalogs.
file-at = Zeile { $line }, Spalte { $column }
# $what: die Worte des JSON-Lesers (Englisch).
file-json-mistake = { $what } ({ $at })
version-missing = sie hat keine Zahl "{ $key }"
version-quoted = ihr "{ $key }" ist als Text "{ $text }" geschrieben: schreiben Sie es als Zahl, ohne Anführungszeichen ("{ $key }": { $number })
version-not-whole = ihr "{ $key }" ist { $number }, keine ganze Zahl
level-out-of-range = Leistenwert { $value } liegt außerhalb von 0..={ $max }
file-step = Schritt { $index }
file-undone-step = rückgängig gemachter Schritt { $index }
unreadable-step-field = { $step }, Feld "{ $path }": { $why }
unreadable-step = { $step }: { $why }
unreadable-field = Feld "{ $path }": { $why }

## Eine Sitzungsdatei, die sich nicht lesen lässt: session-unreadable mit einem der Gründe danach.

session-unreadable = Diese Datei ist keine lesbare Loadout-Sitzung: { $why }. Es wurde nichts geändert; öffnen Sie eine andere Datei.
session-not-json = sie ist kein gültiges JSON: { $mistake }. Wenn sie von Hand bearbeitet wurde, suchen Sie dort nach einem fehlenden Komma, Anführungszeichen oder einer Klammer
session-is-catalog = ihr Format ist „{ $catalog }“, nicht „{ $session }“: sie ist ein Kartenkatalog und wird in der Katalogansicht importiert
session-other-format = ihr Format ist „{ $format }“, nicht „{ $session }“
session-no-format = sie hat keinen Formatnamen
session-version-zero = ihre Versionsnummer ist 0
session-field-on-end-of-turn = { $step } ist ein Zugende mit einem unbekannten Feld „{ $field }“
session-meta-time = ihr "meta"-Feld "{ $key }" ist keine Zeit nach RFC 3339 (zum Beispiel "2025-05-10T18:00:00Z"): die App schreibt dort nichts anderes
session-no-setup-first = ihr Protokoll beginnt nicht mit dem Aufbau
session-second-setup = Schritt { $index } ist ein zweiter Aufbau
session-setup-in-redo = ihre Wiederholen-Liste enthält einen Aufbau
session-inserted-in-version-one = sie nennt eingefügte Schritte, die es erst in Dateien der Version 2 gibt, unter Version 1
session-label-before-version-three = ihr Aufbau hat eine Bezeichnung oder ein Datum, die es erst in Dateien der Version 3 gibt, unter einer älteren Version
session-printed-before-version-four = der Katalog in ihrem Aufbau hat eine Sprache oder gedruckte Begriffe, die es erst in Dateien der Version 4 gibt, unter einer älteren Version
session-inserted-do-not-fit = ihre Liste eingefügter Schritte passt nicht zu ihrem Protokoll
session-newer = Diese Sitzung wurde von einer neueren Version der App gespeichert (Formatversion { $version }; diese App liest bis { $reads }). Aktualisieren Sie die App, um sie zu öffnen.

## Eine Katalogdatei, die sich nicht lesen lässt

unreadable-card = Karte Nummer { $position } im Stapel „{ $deck }“: { $why }
unreadable-card-id = Karte Nummer { $position } im Stapel „{ $deck }“ (ID "{ $id }"): { $why }
catalog-file-not-json = Diese Katalogdatei ist kein gültiges JSON: { $mistake }. Wenn sie von Hand bearbeitet wurde, suchen Sie dort nach einem fehlenden Komma, Anführungszeichen oder einer Klammer.
catalog-file-unreadable = Diese Katalogdatei ließ sich nicht lesen: { $what } ({ $at }). Korrigieren Sie diesen Eintrag und versuchen Sie es erneut (die Anleitung zum Katalogformat nennt jedes Feld).
catalog-file-not-an-object = Diese Datei ist kein Loadout-Katalog: ein Katalog ist ein JSON-Objekt, das mit "format": "loadout-catalog" beginnt.
catalog-file-session = Dies ist eine gespeicherte Sitzung, kein Katalog: öffnen Sie sie stattdessen aus der Liste der Sitzungen.
catalog-file-other-format = Diese Datei ist kein Loadout-Katalog: ihr "format" ist "{ $format }", ein Katalog sagt "{ $catalog }".
catalog-file-no-format = Diese Datei ist kein Loadout-Katalog: ihr fehlt die Zeile "format": "{ $catalog }".
catalog-file-newer = Dieser Katalog wurde von einer neueren Version von { -app-name } geschrieben (Katalogformat { $version }; diese Version liest Format { $reads }). Aktualisieren Sie die App, um ihn zu verwenden.
catalog-file-version-zero = Diese Katalogdatei hat kein gültiges "format_version": dort sollte "format_version": { $reads } stehen.
catalog-file-version = Diese Katalogdatei hat kein gültiges "format_version": { $why }.
