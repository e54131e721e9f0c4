# Cards pasted from a spreadsheet (crates/tracker/src/words/paste.rs): the columns' names, each
# problem by row and column, and the words a facilitator may write for a Turning Point's scope.

## The columns, in the order a pasted row has them

column-title = Title
column-relief-1 = Relief approach 1
column-relief-2 = Relief approach 2
column-helpful-1 = Helpful approach 1
column-helpful-2 = Helpful approach 2
column-pressure = { -pressure }
column-tag = Tag
column-load = { -load }
column-connection = { -connection }
column-momentum = { -momentum }
column-shield = { -shield }
column-receiver-load = Receiver { -load }
column-receiver-connection = Receiver { -connection }
column-receiver-momentum = Receiver { -momentum }
column-receiver-shield = Receiver { -shield }
column-giver-load = Giver { -load }
column-giver-connection = Giver { -connection }
column-giver-momentum = Giver { -momentum }
column-giver-shield = Giver { -shield }
column-scope = Who it touches
column-copies = Copies
column-id = Id

## A problem of a whole row

paste-not-text = it is not plain text
paste-row-unreadable = Row { $row } could not be read ({ $why }): check its quotes, or copy the cells from the spreadsheet again.
paste-too-many = Row { $row }: a paste takes at most { $max } cards. Paste the rest separately.
paste-row-card = Row { $row }: { $problem }
paste-no-rows = There are no rows to add: copy the cards' cells from the spreadsheet, one card a row, in the columns { $columns }.

## A problem of one cell: paste-cell with one of the others as $what

paste-cell = Row { $row }, column { $letter } ({ $column }): { $what }.
paste-extra-cell = extra cell
paste-number-change = a change of
paste-number-copies = copies
paste-number-pressure = { -pressure }
paste-id-used = the id "{ $id }" is already used by another card: give this card its own, or leave the cell empty
paste-extra-columns = { $card } has { $count } columns ({ $columns }); this row has more: check that the columns are in this order
paste-no-title = no title: type the title printed on the card
paste-no-tag = empty: type the tag printed on the card
paste-tag-spelt = "{ $text }" is spelt "{ $declared }" in the catalog's tags: use that spelling
paste-undeclared-tag = "{ $text }" is not one of the catalog's tags ({ $tags }): fix the spelling, or add it under Approach tags first
paste-out-of-range = { $what } { $n }: a card prints { $min } to { $max }
paste-not-whole = "{ $text }" is not a whole number
paste-scope-empty = empty: write one of { $scopes }
paste-scope-unknown = "{ $text }" is not a scope the app knows: write one of { $scopes }
paste-no-pressure = empty: type the { -pressure } printed on the card

## The words a facilitator may write for a scope, besides the app's own (scope-… in game.ftl),
## lower case, alternatives separated by |. Prefixes are left off before comparing.

scope-words-prefixes = the player(s) with the|the players with the|the
scope-words-everyone = everyone|every player|all
scope-words-highest-load = highest load
scope-words-lowest-load = lowest load
scope-words-highest-connection = highest connection
scope-words-lowest-connection = lowest connection
scope-words-highest-momentum = highest momentum
scope-words-lowest-momentum = lowest momentum
scope-words-starting-player = starting player|round's starting player
