# Cards and catalogs (crates/tracker/src/words/catalog.rs). $who names a card and starts the
# sentence: "Action card "Call a friend" (id act-03)".

card-name-title-id = { $deck } card "{ $title }" (id { $id })
card-name-id = { $deck } card "{ $id }"
card-name-this = This { $deck } card
card-name-title = { $deck } card "{ $title }"
role-relief = { -relief-approach }
role-helpful = { -helpful-approach }
role-tag = tag

## One problem of one card

card-no-title = { $who } has no title: enter the title printed on the card.
card-title-too-long = { $who } has a title of { $length } characters: shorten it to at most { $max }.
field-card-title = The title of { $who }
card-no-id = { $who } has no id: give it one that no other card of its catalog uses.
field-card-id = The id of { $who }
card-no-copies = { $who } has 0 copies: a card in the deck has at least 1 copy. Set its copies to 1 or more, or remove the card.
card-empty-tag = { $who } has an empty { $role }: write the tag printed on the card.
card-tag-stray-space = { $who } has the { $role } "{ $tag }" with a space at its start or end: remove the space (tags are matched exactly as spelled, so "Plan " would never match "Plan").
field-card-tag = The { $role } of { $who }
card-undeclared-tag = { $who } has the { $role } "{ $tag }", which is not one of the catalog's approach tags ({ $tags }): fix the spelling or add it to the approach tags.
card-same-tag-twice = { $who } has the same { $role } "{ $tag }" twice: a card prints two different approaches.
card-pressure = { $who } has { -pressure } { $pressure }: { -pressure } is { $min } to { $max }.
# $value is signed ("+3"); $whose is card, receiver or giver.
card-effect = { $whose ->
    [receiver] { $who } changes { $stat } by { $value } for the receiver: a card changes a track by -{ $limit } to +{ $limit }.
    [giver] { $who } changes { $stat } by { $value } for the giver: a card changes a track by -{ $limit } to +{ $limit }.
   *[card] { $who } changes { $stat } by { $value }: a card changes a track by -{ $limit } to +{ $limit }.
}

## The catalog as a whole

catalog-no-name = The catalog has no name: give it one, e.g. “Our printed deck”.
field-catalog-name = The catalog name
field-catalog-version = The catalog version
catalog-no-tags = The catalog has no approach tags yet: add every tag printed on the cards (such as Talk or Rest) to its approach tags.
catalog-empty-tag = One of the approach tags is empty: remove it or write the tag as printed.
catalog-tag-stray-space = The approach tag "{ $tag }" has a space at its start or end: remove the space (tags are matched exactly as spelled).
field-catalog-tag = The approach tag "{ $tag }"
catalog-tag-twice = The approach tag "{ $tag }" is listed twice: keep it once.
catalog-tags-differ-in-case = The tags "{ $first }" and "{ $tag }" differ only in capital letters: tags must match exactly, so keep one spelling and use it on every card.
catalog-deck-too-large = The { $deck } deck has { $size } cards, copies included: a deck holds at most { $max }. Check how many copies each of its cards has.
catalog-deck-empty = The { $deck } deck has no cards: enter at least one (every deck is drawn from during a game).
catalog-no-id = { $deck } card number { $position } ("{ $title }") has no id: give it one that no other card uses, e.g. "{ $suggested }".
catalog-id-used = { $deck } card number { $position } uses the id "{ $id }", already used by { $other_deck } card number { $other_position }: give each card its own id.
# Followed by each problem on a line of its own.
catalog-problems = The catalog "{ $name }" has { $count } { $count ->
        [one] problem
       *[other] problems
    } to fix before it can be played with:
catalog-problems-unnamed = This catalog has { $count } { $count ->
        [one] problem
       *[other] problems
    } to fix before it can be played with:

# A catalog's printed language and terms (Catalog::language, Catalog::terms).
catalog-language = The cards' language “{ $code }” is not a language code: write one such as “de”, “fr” or “pt-BR”, or leave it out.
catalog-language-canonical = The cards' language “{ $code }” is written “{ $canonical }” as a language code: write it that way.
field-catalog-term = The printed name for { $term }
catalog-term-empty = The printed name for { $term } is empty: type it as the cards print it, or remove it to use the app's word.
term-load = { -load }
term-connection = { -connection }
term-momentum = { -momentum }
term-shield = { -shield }
term-pressure = { -pressure }
term-life-happens = { -life-happens }
term-action = { -action }
term-brotherhood = { -brotherhood }
term-turning-point = { -turning-point }
# The word for a card of a deck whose name the catalog prints ($deck: "Stress"), one and more.
printed-card = { $count ->
    [one] { $deck } card
   *[other] { $deck } cards
}
