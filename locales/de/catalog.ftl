# Karten und Kataloge (crates/tracker/src/words/catalog.rs). $who nennt eine Karte und beginnt
# den Satz: "Aktion-Karte "Eine Freundin anrufen" (ID act-03)".

card-name-title-id = Karte „{ $title }“ ({ $deck }, ID { $id })
card-name-id = Karte „{ $id }“ ({ $deck })
card-name-this = Diese Karte ({ $deck })
card-name-title = Karte „{ $title }“ ({ $deck })
role-relief = { -relief-approach }
role-helpful = { -helpful-approach }
role-tag = Ansatz

## Ein Problem einer Karte

card-no-title = { $who } hat keinen Titel: geben Sie den Titel ein, der auf der Karte steht.
card-title-too-long = { $who } hat einen Titel mit { $length } Zeichen: kürzen Sie ihn auf höchstens { $max }.
field-card-title = Der Titel von { $who }
card-no-id = { $who } hat keine ID: geben Sie ihr eine, die keine andere Karte des Katalogs verwendet.
field-card-id = Die ID von { $who }
card-no-copies = { $who } hat 0 Exemplare: eine Karte im Stapel hat mindestens 1 Exemplar. Setzen Sie die Exemplare auf 1 oder mehr, oder entfernen Sie die Karte.
card-empty-tag = { $who } hat einen leeren Eintrag ({ $role }): schreiben Sie den Ansatz, der auf der Karte steht.
card-tag-stray-space = { $who } hat „{ $tag }“ ({ $role }) mit einem Leerzeichen am Anfang oder Ende: entfernen Sie das Leerzeichen (Ansätze werden genau so verglichen, wie sie geschrieben sind, also passt „Plan “ nie zu „Plan“).
field-card-tag = Der Eintrag „{ $role }“ von { $who }
card-undeclared-tag = { $who } hat „{ $tag }“ ({ $role }), das keiner der Ansätze des Katalogs ist ({ $tags }): korrigieren Sie die Schreibweise oder nehmen Sie es in die Ansätze auf.
card-same-tag-twice = { $who } hat „{ $tag }“ ({ $role }) zweimal: eine Karte nennt zwei verschiedene Ansätze.
card-pressure = { $who } hat { -pressure } { $pressure }: { -pressure } liegt zwischen { $min } und { $max }.
# $value hat ein Vorzeichen ("+3"); $whose ist card, receiver oder giver.
card-effect = { $whose ->
    [receiver] { $who } ändert { $stat } um { $value } für die empfangende Person: eine Karte ändert eine Leiste um -{ $limit } bis +{ $limit }.
    [giver] { $who } ändert { $stat } um { $value } für die gebende Person: eine Karte ändert eine Leiste um -{ $limit } bis +{ $limit }.
   *[card] { $who } ändert { $stat } um { $value }: eine Karte ändert eine Leiste um -{ $limit } bis +{ $limit }.
}

## Der Katalog als Ganzes

catalog-no-name = Der Katalog hat keinen Namen: geben Sie ihm einen, z. B. „Unsere gedruckten Karten“.
field-catalog-name = Der Katalogname
field-catalog-version = Die Katalogversion
catalog-no-tags = Der Katalog hat noch keine Ansätze: nehmen Sie jeden Ansatz, der auf den Karten steht (etwa Reden oder Ausruhen), in seine Ansätze auf.
catalog-empty-tag = Einer der Ansätze ist leer: entfernen Sie ihn oder schreiben Sie ihn wie gedruckt.
catalog-tag-stray-space = Der Ansatz „{ $tag }“ hat ein Leerzeichen am Anfang oder Ende: entfernen Sie das Leerzeichen (Ansätze werden genau so verglichen, wie sie geschrieben sind).
field-catalog-tag = Der Ansatz „{ $tag }“
catalog-tag-twice = Der Ansatz „{ $tag }“ steht zweimal in der Liste: behalten Sie ihn einmal.
catalog-tags-differ-in-case = Die Ansätze „{ $first }“ und „{ $tag }“ unterscheiden sich nur in der Groß- und Kleinschreibung: Ansätze müssen genau übereinstimmen, also behalten Sie eine Schreibweise und verwenden Sie sie auf jeder Karte.
catalog-deck-too-large = Der Stapel „{ $deck }“ hat { $size } Karten, Exemplare mitgezählt: ein Stapel hat höchstens { $max }. Prüfen Sie, wie viele Exemplare jede seiner Karten hat.
catalog-deck-empty = Der Stapel „{ $deck }“ hat keine Karten: geben Sie mindestens eine ein (im Spiel wird von jedem Stapel gezogen).
catalog-no-id = Karte Nummer { $position } im Stapel „{ $deck }“ („{ $title }“) hat keine ID: geben Sie ihr eine, die keine andere Karte verwendet, z. B. „{ $suggested }“.
catalog-id-used = Karte Nummer { $position } im Stapel „{ $deck }“ verwendet die ID „{ $id }“, die schon Karte Nummer { $other_position } im Stapel „{ $other_deck }“ hat: geben Sie jeder Karte ihre eigene ID.
# Danach folgt jedes Problem in einer eigenen Zeile.
catalog-problems = { $count ->
    [one] Der Katalog „{ $name }“ hat { $count } Problem, das vor dem Spielen behoben werden muss:
   *[other] Der Katalog „{ $name }“ hat { $count } Probleme, die vor dem Spielen behoben werden müssen:
}
catalog-problems-unnamed = { $count ->
    [one] Dieser Katalog hat { $count } Problem, das vor dem Spielen behoben werden muss:
   *[other] Dieser Katalog hat { $count } Probleme, die vor dem Spielen behoben werden müssen:
}

# Die gedruckte Sprache und die Begriffe eines Katalogs (Catalog::language, Catalog::terms).
catalog-language = Die Sprache der Karten „{ $code }“ ist kein Sprachcode: schreiben Sie einen wie „de“, „fr“ oder „pt-BR“, oder lassen Sie sie weg.
catalog-language-canonical = Die Sprache der Karten „{ $code }“ wird als Sprachcode „{ $canonical }“ geschrieben: schreiben Sie sie so.
field-catalog-term = Der gedruckte Name für { $term }
catalog-term-empty = Der gedruckte Name für { $term } ist leer: schreiben Sie ihn, wie er auf den Karten steht, oder entfernen Sie ihn, um das Wort der App zu verwenden.
term-load = { -load }
term-connection = { -connection }
term-momentum = { -momentum }
term-shield = { -shield }
term-pressure = { -pressure }
term-life-happens = { -life-happens }
term-action = { -action }
term-brotherhood = { -brotherhood }
term-turning-point = { -turning-point }
# Das Wort für eine Karte eines Stapels, dessen Namen der Katalog druckt ($deck: „Stress“).
printed-card = { $count ->
    [one] { $deck }-Karte
   *[other] { $deck }-Karten
}
