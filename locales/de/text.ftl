# Text, der gegen die Textregeln verstößt (crates/tracker/src/words/text.rs). $field nennt das
# Feld, z. B. "Der Name der Person auf Sitzplatz 2", und beginnt den Satz.

text-empty = Hier fehlt noch ein Text: { $field }. Bitte tragen Sie ihn ein.
text-too-long = { $field } ist { $length } Zeichen lang, erlaubt sind höchstens { $max }: Bitte kürzen Sie den Text.
text-hidden = { $field } enthält ein Zeichen, das auf dem Bildschirm nicht zu sehen ist ({ $what }): geben Sie den Text ohne dieses Zeichen neu ein.
text-stray-space = { $field } hat ein Leerzeichen am Anfang oder Ende: entfernen Sie es (es wird genau so verglichen, wie es geschrieben ist).

## Wie ein abgelehntes Zeichen genannt wird: "U+200B (ein Leerzeichen ohne Breite)".

char-code = U+{ $code } ({ $what })
char-line-break = ein Zeilenumbruch
char-tab = ein Tabulator
char-escape = ein Escape-Code
char-zero-width-space = ein Leerzeichen ohne Breite
char-zero-width-non-joiner = ein Bindungsverhinderer ohne Breite
char-zero-width-joiner = ein Verbinder ohne Breite außerhalb eines Emojis
char-direction-mark = eine Richtungsmarke
char-direction-override = eine Überschreibung der Schreibrichtung
char-byte-order-mark = eine Byte-Reihenfolge-Markierung
char-soft-hyphen = ein weicher Trennstrich
char-control = ein Steuerzeichen
char-private-use = ein Zeichen aus dem privaten Bereich
char-invisible = ein unsichtbares Formatierungszeichen
