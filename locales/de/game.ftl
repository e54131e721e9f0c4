# Die Sätze des Spiels: Aufforderungen, Ablehnungen, Protokollzeilen, Hinweise, die Namen der
# Stapel, Ursachen, Geltungsbereiche, Schritte und Gleichstände (crates/tracker/src/words/mod.rs).

## Listen und Plätze

# "Ana und Ben", "Ana, Ben und Cal": $first sind alle Namen außer dem letzten, mit ", " verbunden.
list-and = { $first } und { $last }
seat = Sitzplatz { $n }
seat-in-file = Sitzplatz { $n } (Sitzplatz { $index } in einer Sitzungsdatei, die ab 0 zählt)

## Namen von Stapeln, Leisten, Ursachen und Geltungsbereichen

deck-load = { -load }
deck-life-happens = { -life-happens }
deck-action = { -action }
deck-brotherhood = { -brotherhood }
deck-turning-point = { -turning-point }
a-card-load = eine { -load-card }
a-card-life-happens = eine { -life-happens-card }
a-card-action = eine { -action-card }
a-card-brotherhood = eine { -brotherhood-card }
a-card-turning-point = eine { -turning-point-card }
stat-load = { -load }
stat-connection = { -connection }
stat-momentum = { -momentum }
stat-shield = { -shield }
adjust-card-effect = Karteneffekt
adjust-correction = Korrektur
adjust-house-rule = Hausregel
cause-start = Start
cause-load-card-drawn = { -load-card } gezogen
cause-pressure = { -pressure }
cause-shield-absorbed = vom { -shield } abgefangen
cause-action = { -action }
cause-match-bonus = Treffer-Bonus
cause-load-resolved = { -load } aufgelöst
cause-recovery = Erholung
cause-brotherhood-received = { -brotherhood } erhalten
cause-brotherhood-given = { -brotherhood } gegeben
cause-turning-point = { -turning-point }
scope-everyone = alle Spieler·innen
scope-highest-load = die Person(en) mit der höchsten { -load }
scope-lowest-load = die Person(en) mit der niedrigsten { -load }
scope-highest-connection = die Person(en) mit der höchsten { -connection }
scope-lowest-connection = die Person(en) mit der niedrigsten { -connection }
scope-highest-momentum = die Person(en) mit dem höchsten { -momentum }
scope-lowest-momentum = die Person(en) mit dem niedrigsten { -momentum }
scope-starting-player = die Person, die die Runde beginnt
# Wen ein Geltungsbereich trifft und welchen Wert sie teilen: "Ana und Cal (Last 7)".
scope-who-value = { $who } ({ $stat } { $value })
scope-preview = { $scope }: { $who }
scope-touches = Würde { $who } betreffen
decided-by-score = { -balance-score }
decided-by-lower-load = { -load } (gleicher { -balance-score }; niedrigere { -load } liegt vorn)
decided-by-higher-connection = { -connection } (gleicher { -balance-score } und gleiche { -load }; höhere { -connection } liegt vorn)
decided-by-shared = geteilter Platz (gleicher { -balance-score }, gleiche { -load } und { -connection })
event-setup = Aufbau
# Length reviewed: the usual word for this control; wraps where its place is narrow.
event-load-card = { -load-card }
event-life-happens = { -life-happens }
event-action = { -action }
event-brotherhood = { -brotherhood }
event-end-of-turn = Zugende
event-turning-point = { -turning-point }
event-adjustment = Anpassung
event-reshuffle = Neu mischen
# Was eine Ablehnung zu erfassen bittet (Akkusativ): "Erfassen Sie dann die Lastkarte."
record-setup = den Aufbau
record-load-card = die { -load-card }
record-life-happens = die { -life-happens-card }
record-action = die { -action }
record-brotherhood = die { -brotherhood-card }
record-end-of-turn = das Zugende
record-turning-point = den { -turning-point }
record-adjustment = die Anpassung
record-reshuffle = das neue Mischen
# Ein Schritt, den eine Korrektur einfügt (Nominativ): "eine Zusammenhalt-Karte".
a-step-setup = ein Aufbau
a-step-load-card = eine { -load-card }
a-step-life-happens = eine { -life-happens-card }
a-step-action = eine { -action-card }
a-step-brotherhood = eine { -brotherhood-card }
a-step-end-of-turn = ein Zugende
a-step-turning-point = eine { -turning-point-card }
a-step-adjustment = eine Anpassung
a-step-reshuffle = ein neues Mischen
the-step-setup = Aufbau
the-step-load-card = { -load-card }
the-step-life-happens = { -life-happens-card }
the-step-action = { -action-card }
the-step-brotherhood = { -brotherhood-card }
the-step-end-of-turn = Zugende
the-step-turning-point = { -turning-point-card }
the-step-adjustment = Anpassung
the-step-reshuffle = neues Mischen
step-life-happens = { -life-happens }
step-action = { -action }
step-match-bonus = Treffer-Bonus
# Length reviewed: the usual word for this control; wraps where its place is narrow.
step-resolve-load = { -load-card } auflösen
step-brotherhood = { -brotherhood }
step-real-talk = { -real-talk }
step-refill = Nachziehen

## Aufforderungen

prompt-setup = Aufbau · ziehen Sie offen eine { -load-card } für { $names }
prompt-overloaded = Runde { $round } · { $name } ist in diesem Zug überlastet: keine { -life-happens-card }; erfassen Sie die { -action }
prompt-life-happens = Runde { $round } · { $name } ist am Zug: ziehen Sie eine { -life-happens-card }
prompt-action = Runde { $round } · { $name } ist am Zug: erfassen Sie die { -action }
# $next: die Teile unten, mit ", " verbunden.
prompt-support = Runde { $round } · { $name } ist am Zug: { $next }
prompt-support-brotherhood = { -brotherhood }, falls jemand ihn gibt
prompt-support-real-talk = { -real-talk }
prompt-support-refill = auf { $hand } { -action-card(count: 2) } nachziehen, dann den Zug beenden
prompt-round-end = Runde { $round } ist vorbei: decken Sie einen { -turning-point } auf
prompt-game-over = { $count ->
    [one] Spielende · { $names } gewinnt
   *[other] Spielende · { $names } teilen sich den Sieg
}

## Ablehnungen

refusal-unknown-edition = Diese App kennt die Regelausgabe { $known }, nicht „{ $edition }“: beginnen Sie die Sitzung mit { $known }.
refusal-player-count = { -game-name } wird von { $min } bis { $max } Personen gespielt; dieser Aufbau hat { $count }.
refusal-no-name = Die Person auf { $seat } hat keinen Namen: geben Sie einen Spitznamen ein.
refusal-name-too-long = „{ $name }“ ist { $chars } Zeichen lang: verwenden Sie einen Spitznamen mit höchstens { $max } Zeichen.
field-player-name = Der Name der Person auf { $seat }
field-session-label = Die Bezeichnung der Sitzung
refusal-setup-date = Das im Aufbau erfasste Datum „{ $date }“ ist kein Tag in der Form Jahr-Monat-Tag (2026-12-01): schreiben Sie es so oder entfernen Sie es.
field-setup-catalog-id = Die im Aufbau erfasste Katalog-ID
field-setup-catalog-name = Der im Aufbau erfasste Katalogname
field-setup-catalog-version = Die im Aufbau erfasste Katalogversion
field-setup-catalog-term = Der im Aufbau erfasste gedruckte Name für { $term }
refusal-setup-language = Die im Aufbau erfasste Sprache der Karten „{ $code }“ ist kein Sprachcode: schreiben Sie einen wie „de“ oder entfernen Sie sie.
refusal-same-name = „{ $name }“ und „{ $other }“ sehen auf dem Bildschirm gleich aus: geben Sie einer der beiden Personen einen anderen Spitznamen.
refusal-starting-seat = Als beginnende Person ist { $seat } angegeben, aber am Tisch gibt es nur { $count } Sitzplätze: wählen Sie eine der Personen am Tisch.
refusal-load-card-already-drawn = { $name } hat die { -load-card } für den Aufbau schon: ziehen Sie als Nächstes eine für { $missing }.
refusal-overloaded = { $name } ist in diesem Zug überlastet: keine { -life-happens-card }; erfassen Sie die { -action }.
refusal-round-not-over = Runde { $round } ist nicht vorbei: noch { $left } { $left ->
        [one] Zug
       *[other] Züge
    }, jetzt ist { $name } am Zug. Der { -turning-point } kommt nach den Zügen aller Personen.
refusal-brotherhood-to-self = { $name } kann sich nicht selbst { -brotherhood } geben: eine andere Person gibt ihn.
refusal-brotherhood-twice = { $name } hat in diesem Zug schon eine { -brotherhood-card } erhalten: höchstens eine pro Zug.
refusal-brotherhood-used = { $name } hat die eigene { -brotherhood-card } in dieser Runde schon eingesetzt: eine neue gibt es, wenn Runde { $round } endet.
refusal-empty-adjustment = Diese Anpassung für { $name } ändert nichts: geben Sie mindestens eine Änderung ein.
refusal-unknown-seat = An diesem Tisch mit { $players } Personen gibt es keinen { $seat }: wählen Sie eine der Personen am Tisch.
refusal-game-over = Das Spiel ist nach Runde { $rounds } vorbei: es kann nichts mehr erfasst werden. Machen Sie Schritte rückgängig, um die letzten zu ändern.
refusal-already-set-up = Diese Sitzung ist schon aufgebaut: beginnen Sie für ein weiteres Spiel eine neue Sitzung.
refusal-nothing-to-undo = Nichts rückgängig zu machen: nur der Aufbau ist erfasst. Beginnen Sie eine neue Sitzung, um den Aufbau zu ändern.
refusal-nothing-to-redo = Nichts zu wiederholen: seit dem zuletzt erfassten Schritt wurde nichts rückgängig gemacht.
refusal-no-such-step = Es gibt keinen Schritt { $index }: das Protokoll hat die Schritte 0 bis { $last }.
refusal-other-deck = Schritt { $index } enthält { $has }, nicht { $given }: wählen Sie { $has }.
refusal-no-card = Schritt { $index } ist ein Schritt „{ $kind }“ und hat keine Karte, die sich ändern ließe.
refusal-card-does-not-fit = Diese Karte kann { $step } nicht ersetzen: { $why }
refusal-insert-before-setup = Vor dem Aufbau (Schritt 0) steht nichts: fügen Sie den Schritt vor einem späteren ein.
refusal-insert-does-not-fit = { $step } kann nicht vor Schritt { $before } eingefügt werden: { $why }. Fügen Sie diesen Schritt vor dem Schritt ein, der am Tisch direkt danach kam.
refusal-log-does-not-start-with-setup = das Protokoll beginnt mit einem Schritt „{ $kind }“ statt mit dem Aufbau
refusal-empty-log = das Protokoll ist leer: es hat keinen Aufbau
refusal-log-does-not-replay = Diese Sitzungsdatei ist beschädigt: { $step } passt nicht zu den Regeln ({ $why }). Auf dem Datenträger wurde nichts geändert.

## Korrekturen, die ein späterer Schritt nicht überstehen würde

amend-refused = Schritt { $index } kann diese Karte nicht aufnehmen
amend-keep = lassen Sie Schritt { $index } wie erfasst und erfassen Sie eine Anpassung (Korrektur) für den Unterschied
insert-refused = { $step } kann nicht vor Schritt { $before } eingefügt werden
insert-keep = erfassen Sie eine Anpassung (Korrektur) für das, was der vergessene Schritt ({ $step }) verändert hat, statt ihn einzufügen
later-step-breaks = { $refused }: { $name } würde nicht mehr passen, denn { $why }. Mögliche Wege: Wenn Schritt { $step } auch nicht so geschah, machen Sie bis dorthin rückgängig ({ $undo } { $undo ->
        [one] Schritt
       *[other] Schritte
    }), nehmen Sie diese Korrektur vor und erfassen Sie dann Schritt { $step } und alles Weitere so, wie es geschah; oder { $keep }.
conflict-amend = Dieser Schritt würde nicht mehr passen, wenn Schritt { $index } geändert würde.
conflict-insert = Dieser Schritt würde nicht mehr passen, wenn { $step } vor Schritt { $before } eingefügt würde.
would-overloaded = { $name } würde diesen Zug mit { -load } { $max } beginnen (überlastet), und ein überlasteter Zug hat keine { -life-happens-card }
would-not-overloaded = { $name } würde diesen Zug nicht mehr mit { -load } { $max } beginnen, also bräuchte der Zug vor der { -action } eine { -life-happens-card }
would-wrong-step = an dieser Stelle { $at }, und { $step } passt dort nicht hin
would-round-not-over = Runde { $round } wäre an dieser Stelle nicht vorbei (es blieben noch { $left } { $left ->
        [one] Zug
       *[other] Züge
    }), und ein { -turning-point } kommt erst nach den Zügen aller Personen
would-brotherhood-to-self = es wäre der eigene Zug von { $name }, und niemand gibt sich selbst { -brotherhood }
would-brotherhood-twice = { $name } hätte in diesem Zug schon eine { -brotherhood-card } erhalten (höchstens eine pro Zug)
would-brotherhood-used = { $name } hätte die eigene { -brotherhood-card } in Runde { $round } schon gegeben (einmal pro Runde)
would-load-card-already-drawn = { $name } hätte die { -load-card } für den Aufbau schon
would-game-over = das Spiel wäre an dieser Stelle schon vorbei (nach Runde { $rounds })
# Nach "an dieser Stelle": das Verb zuerst.
would-be-load-cards = würde der Aufbau noch auf die { -load-card } von { $missing } warten
would-be-life-happens = würde der Zug von { $name } noch auf seine { -life-happens-card } warten
would-be-overloaded-action = wäre { $name } überlastet und würde darauf warten, die { -action } zu spielen
would-be-action = würde { $name } darauf warten, die { -action } zu spielen
would-be-support = hätte { $name } die { -action } gespielt, ohne dass der Zug schon beendet ist
would-be-round-end = wäre Runde { $round } vorbei und würde auf ihren { -turning-point } warten
would-be-game-over = wäre das Spiel vorbei

## Ein Schritt, der nicht als Nächstes kommt

wrong-step-load-cards = Runde 1 hat noch nicht begonnen: zuerst zieht jede Person eine { -load-card } (noch nötig für { $missing }). Erfassen Sie dann { $event }.
wrong-step-life-happens = Der Zug von { $name } beginnt mit einer { -life-happens-card }: erfassen Sie zuerst diese, dann { $event }.
wrong-step-overloaded-action = { $name } ist in diesem Zug überlastet: erfassen Sie als Nächstes die { -action }.
wrong-step-action = { $name } hat die { -life-happens-card } gezogen: erfassen Sie als Nächstes die { -action }.
wrong-step-support = { $name } hat die { -action } gespielt: geben Sie als Nächstes { -brotherhood } oder beenden Sie den Zug.
wrong-step-round-end = Runde { $round } ist vorbei: decken Sie als Nächstes den { -turning-point } auf.
wrong-step-game-over = Das Spiel ist vorbei: es kann nichts mehr erfasst werden.

## Änderungen und Hinweise

# "Last 3 → 5 (Druck)"; $requested hat ein Vorzeichen ("+3").
change = { $stat } { $before } → { $after } ({ $cause })
change-stopped = { $stat } { $before } → { $after } ({ $cause } { $requested }, { $stopped })
change-of = { $name } { $change }
stopped-at = bei { $end } begrenzt
moved = { $stat } { $before } → { $after }
moved-stopped = { $stat } { $before } → { $after } ({ $stopped })
note-card-in-discard = Jedes Exemplar der Karte { $card } liegt schon im Ablagestapel „{ $deck }“: prüfen Sie die gezogene Karte.
note-deck-empty = Der Stapel „{ $deck }“ ist leer: mischen Sie seinen Ablagestapel neu ein und erfassen Sie das neue Mischen.
note-no-match = Kein Treffer-Bonus: der Ansatz der { -action } steht auf dem Ereignis nicht unter „{ -helpful-approach(count: 2) }“.
note-no-resolve = Keine { -load-card } aufgelöst: keine gehaltene { -load-card } nennt den Ansatz der { -action }.
note-overloaded = { $name } beginnt den Zug mit { -load } { $max }: Erholungszug, keine { -life-happens-card }.
note-round-over = Runde { $round } ist vorbei: decken Sie einen { -turning-point } auf.
note-game-over = Das Spiel ist vorbei.

## Protokollzeilen

# "Ana: Aktion „Eine Freundin anrufen“ (Reden)": eine Zeile mit der Person, zu der sie gehört.
ledger-who = { $name }: { $what }
ledger-setup = { $random ->
    [yes] Aufbau: { $players } Personen, { $name } beginnt, zufällig gezogen
   *[no] Aufbau: { $players } Personen, { $name } beginnt
}
ledger-load-card = { -load-card } „{ $title }“ ({ $tags })
ledger-life-happens = { -life-happens } „{ $title }“, { -pressure } { $pressure } ({ $tags })
ledger-action = { -action } „{ $title }“ ({ $tags })
ledger-brotherhood = { -brotherhood } „{ $title }“ von { $giver }
ledger-end-of-turn = Zugende
ledger-turning-point = Runde { $round }: { -turning-point } „{ $title }“ für { $scope }
ledger-adjustment = Anpassung ({ $reason })
ledger-reshuffle = Ablagestapel „{ $deck }“ neu eingemischt
step-name = Schritt { $index } ({ $when }, { $what })
step-when-setup = Aufbau
step-when-round = Runde { $round }
step-what-of = { $kind } von { $name }
step-number = Schritt { $index }
step-setup = Schritt 0 (Aufbau)
chart-start = Start
chart-round = R{ $round }
part-setup = Aufbau
part-turn = Runde { $round } · Zug von { $name }
part-round-end = Runde { $round } · Ende der Runde

## Die Schritte eines Zugs

overloaded-turn = Schritt 1 entfällt: { $name } hat diesen Zug mit { -load } { $max } begonnen (überlastet), also wird keine { -life-happens-card } gezogen. Nach der { -action } nimmt die Erholung { $recovery } { -load } weg.
action-done = { $label }.
action-done-moves = { $label }: { $moves }.
match-bonus = Treffer-Bonus: { $moves }. Der Ansatz der { -action } steht auf dem Ereignis unter „{ -helpful-approach(count: 2) }“.
match-recovery = Entfällt im Erholungszug: kein Ereignis. Erholung: { $moves }. Der Zug begann mit { -load } { $max }.
resolve-done = { -load } aufgelöst: { $moves }. Der Ansatz der { -action } ist ein { -relief-approach } einer gehaltenen { -load-card }; diese wird abgelegt.
resolve-no-load-card = { $name } hält keine { -load-card }.
brotherhood-ask = Hat eine andere Person { $name } eine { -brotherhood-card } gegeben? Wer hat sie gegeben:
brotherhood-none = Niemand kann jetzt { -brotherhood } geben: eine Karte pro Zug, und jede Person gibt einmal pro Runde.
brotherhood-done = Gegeben: { $label }.
undone = Rückgängig gemacht: { $label }
redone = Wiederholt: { $label }
real-talk-step = { $name } kann die { -real-talk }-Frage beantworten, passen oder sie an den Tisch weitergeben. Nichts davon wird erfasst.
refill = { $name } zieht wieder auf { $hand } { -action-card(count: 2) } nach.
deal = Geben Sie jeder Person { $action } { -action-card(count: 2) } und { $brotherhood } { $brotherhood ->
        [one] { -brotherhood-card }
       *[other] { -brotherhood-card(count: 2) }
    }. Ziehen Sie dann für jede Person offen eine { -load-card }.
deal-reminder = Geben Sie jeder Person { $action } { -action-card(count: 2) } und { $brotherhood } { $brotherhood ->
        [one] { -brotherhood-card }
       *[other] { -brotherhood-card(count: 2) }
    }. Danach: die { -load-card } jeder Person, offen gezogen.
deal-reminder-full = Geben Sie jeder Person { $action } { -action-card(count: 2) } und { $brotherhood } { $brotherhood ->
        [one] { -brotherhood-card }
       *[other] { -brotherhood-card(count: 2) }
    } ({ $full } { -action-card(count: 2) } pro Person bei { $players } Personen). Danach: die { -load-card } jeder Person, offen gezogen.
round-begins = Runde { $round } beginnt: { $name } fängt an. { $used ->
        [0] In der letzten Runde hat niemand eine { -brotherhood-card } gegeben: Alle behalten ihre.
        [one] { $givers } hat in der letzten Runde eine { -brotherhood-card } gegeben und zieht eine neue vom Stapel.
       *[other] { $givers } haben in der letzten Runde je eine { -brotherhood-card } gegeben und ziehen je eine neue vom Stapel ({ $used } Karten).
    }
load-card-during-play = Wenn eine Karte sagt, dass eine { -load-card } gezogen wird: wählen Sie die Person, dann die gezogene Karte (+{ $draw } { -load }).

## Punkte und Plätze

score-formula = { -balance-score } = ({ $max } − { -load }) + { -connection } + { -momentum }
score-parts = ({ $max } − { $load }) + { $connection } + { $momentum }
ordinal = { $place }.
place-shared = { $place } (geteilt)
turn-place = { $place } in der Zugfolge dieser Runde
turn-place-done = { $place } in der Zugfolge dieser Runde, fertig
turn-place-now = { $place } in der Zugfolge dieser Runde, jetzt am Zug
place-by-score = nach { -balance-score } entschieden
place-by-load = gleicher { -balance-score } wie { $others }: nach { -load } entschieden (niedrigere { -load } liegt vorn)
place-by-connection = gleicher { -balance-score } und gleiche { -load } wie { $others }: nach { -connection } entschieden (höhere { -connection } liegt vorn)
place-shared-with = gleicher { -balance-score }, gleiche { -load } und { -connection } wie { $others }: Platz geteilt
ranking-final = Endstand
ranking-so-far = Zwischenstand
not-final = Das Spiel ist noch nicht vorbei: diese Plätze können sich noch ändern.
winner = Sieger·in
winner-shared = Geteilter Sieg
winner-so-far = Auf Platz 1
winner-so-far-shared = Gemeinsam auf Platz 1
