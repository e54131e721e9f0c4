# Files (crates/tracker/src/words/files.rs): a file that is not UTF-8, a JSON mistake, a session
# or catalog file that does not read, a newer format. Quoted keys ("version", "format") and
# format names (loadout-session) are written in the file as they are: never translate them.

file-utf16 = This file is not UTF-8 text: it is saved as UTF-16. Save it as UTF-8 (in most editors: Save as, Encoding: UTF-8) and try again.
file-latin1 = This file is not UTF-8 text: it looks like Latin-1/Windows-1252 (the first such character is at { $at }). Save it as UTF-8 (in most editors: Save as, Encoding: UTF-8) and try again.
file-binary = This file is not UTF-8 text: it is not a text file. Give a .json session or catalog file.
file-at = line { $line }, column { $column }
# $what: the JSON reader's own words (English).
file-json-mistake = { $what } ({ $at })
version-missing = it has no "{ $key }" number
version-quoted = its "{ $key }" is written as the text "{ $text }": write it as a number, without quotes ("{ $key }": { $number })
version-not-whole = its "{ $key }" is { $number }, not a whole number
level-out-of-range = track value { $value } is outside 0..={ $max }
file-step = step { $index }
file-undone-step = undone step { $index }
unreadable-step-field = { $step }, field "{ $path }": { $why }
unreadable-step = { $step }: { $why }
unreadable-field = field "{ $path }": { $why }

## A session file that does not read: session-unreadable with one of the reasons after it.

session-unreadable = This file is not a readable Loadout session: { $why }. Nothing was changed; open another file.
session-not-json = it is not valid JSON: { $mistake }. If it was edited by hand, look there for a missing comma, quote or bracket
session-is-catalog = its format is “{ $catalog }”, not “{ $session }”: it is a card catalog, which is imported from the catalogs screen
session-other-format = its format is “{ $format }”, not “{ $session }”
session-no-format = it has no format name
session-version-zero = its version number is 0
session-field-on-end-of-turn = { $step } is an end of turn with an unknown field “{ $field }”
session-meta-time = its "meta" field "{ $key }" is not a time written as RFC 3339 (for example "2025-05-10T18:00:00Z"): the app writes nothing else there
session-no-setup-first = its log does not start with the setup
session-second-setup = step { $index } is a second setup
session-setup-in-redo = its redo list holds a setup
session-inserted-in-version-one = it lists inserted steps, which only version 2 files have, under version 1
session-label-before-version-three = its setup has a label or a date, which only version 3 files have, under an older version
session-printed-before-version-four = its setup's catalog has a language or printed terms, which only version 4 files have, under an older version
session-inserted-do-not-fit = its list of inserted steps does not fit its log
session-newer = This session was saved by a newer version of the app (format version { $version }; this app reads up to { $reads }). Update the app to open it.

## A catalog file that does not read

unreadable-card = { $deck } card number { $position }: { $why }
unreadable-card-id = { $deck } card number { $position } (id "{ $id }"): { $why }
catalog-file-not-json = This catalog file is not valid JSON: { $mistake }. If it was edited by hand, look there for a missing comma, quote or bracket.
catalog-file-unreadable = This catalog file could not be read: { $what } ({ $at }). Fix that entry and try again (the catalog format guide lists every field).
catalog-file-not-an-object = This file is not a Loadout catalog: a catalog is a JSON object that starts with "format": "loadout-catalog".
catalog-file-session = This is a saved session, not a catalog: open it from the sessions list instead.
catalog-file-other-format = This file is not a Loadout catalog: its "format" is "{ $format }", a catalog says "{ $catalog }".
catalog-file-no-format = This file is not a Loadout catalog: it has no "format": "{ $catalog }" line.
catalog-file-newer = This catalog was written by a newer version of { -app-name } (catalog format { $version }; this version reads format { $reads }). Update the app to use it.
catalog-file-version-zero = This catalog file has no valid "format_version": it should say "format_version": { $reads }.
catalog-file-version = This catalog file has no valid "format_version": { $why }.
