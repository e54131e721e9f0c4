# Aus einer Tabelle eingefügte Karten (crates/tracker/src/words/paste.rs): die Namen der Spalten,
# jedes Problem nach Zeile und Spalte, und die Worte, die man für den Geltungsbereich eines
# Wendepunkts schreiben darf.

## Die Spalten, in der Reihenfolge einer eingefügten Zeile

column-title = Titel
column-relief-1 = { -relief-approach } 1
column-relief-2 = { -relief-approach } 2
column-helpful-1 = { -helpful-approach } 1
column-helpful-2 = { -helpful-approach } 2
column-pressure = { -pressure }
column-tag = Ansatz
column-load = { -load }
column-connection = { -connection }
column-momentum = { -momentum }
column-shield = { -shield }
column-receiver-load = Empfänger·in { -load }
column-receiver-connection = Empfänger·in { -connection }
column-receiver-momentum = Empfänger·in { -momentum }
column-receiver-shield = Empfänger·in { -shield }
column-giver-load = Geber·in { -load }
column-giver-connection = Geber·in { -connection }
column-giver-momentum = Geber·in { -momentum }
column-giver-shield = Geber·in { -shield }
column-scope = Wen sie trifft
column-copies = Exemplare
column-id = ID

## Ein Problem einer ganzen Zeile

paste-not-text = sie ist kein reiner Text
paste-row-unreadable = Zeile { $row } ließ sich nicht lesen ({ $why }): prüfen Sie ihre Anführungszeichen oder kopieren Sie die Zellen erneut aus der Tabelle.
paste-too-many = Zeile { $row }: ein Einfügen nimmt höchstens { $max } Karten. Fügen Sie den Rest getrennt ein.
paste-row-card = Zeile { $row }: { $problem }
paste-no-rows = Es gibt keine Zeilen zum Hinzufügen: kopieren Sie die Zellen der Karten aus der Tabelle, eine Karte pro Zeile, in den Spalten { $columns }.

## Ein Problem einer Zelle: paste-cell mit einer der anderen als $what

paste-cell = Zeile { $row }, Spalte { $letter } ({ $column }): { $what }.
paste-extra-cell = zusätzliche Zelle
paste-number-change = eine Änderung um
paste-number-copies = Exemplare
paste-number-pressure = { -pressure }
paste-id-used = die ID „{ $id }“ verwendet schon eine andere Karte: geben Sie dieser Karte eine eigene oder lassen Sie die Zelle leer
paste-extra-columns = { $card } hat { $count } Spalten ({ $columns }); diese Zeile hat mehr: prüfen Sie, ob die Spalten in dieser Reihenfolge stehen
paste-no-title = kein Titel: geben Sie den Titel ein, der auf der Karte steht
paste-no-tag = leer: geben Sie den Ansatz ein, der auf der Karte steht
paste-tag-spelt = „{ $text }“ wird in den Ansätzen des Katalogs „{ $declared }“ geschrieben: verwenden Sie diese Schreibweise
paste-undeclared-tag = „{ $text }“ ist keiner der Ansätze des Katalogs ({ $tags }): korrigieren Sie die Schreibweise oder nehmen Sie ihn zuerst unter Ansätze auf
paste-out-of-range = { $what } { $n }: eine Karte nennt { $min } bis { $max }
paste-not-whole = „{ $text }“ ist keine ganze Zahl
paste-scope-empty = leer: schreiben Sie eines von: { $scopes }
paste-scope-unknown = „{ $text }“ ist kein Geltungsbereich, den die App kennt: schreiben Sie eines von: { $scopes }
paste-no-pressure = leer: geben Sie den { -pressure } ein, der auf der Karte steht

## Die Worte, die man für einen Geltungsbereich schreiben darf, neben denen der App (scope-… in
## game.ftl), klein geschrieben, Möglichkeiten durch | getrennt. Vorsilben werden vor dem
## Vergleich entfernt.

scope-words-prefixes = die person(en) mit der|die person(en) mit dem|die personen mit der|die personen mit dem|die person mit der|die person mit dem|die|der|dem
scope-words-everyone = alle|alle spieler·innen|jede person
scope-words-highest-load = höchsten last|höchste last
scope-words-lowest-load = niedrigsten last|niedrigste last
scope-words-highest-connection = höchsten verbindung|höchste verbindung
scope-words-lowest-connection = niedrigsten verbindung|niedrigste verbindung
scope-words-highest-momentum = höchsten schwung|höchster schwung
scope-words-lowest-momentum = niedrigsten schwung|niedrigster schwung
scope-words-starting-player = startperson|wer die runde beginnt|person, die die runde beginnt
