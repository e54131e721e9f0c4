# The screens' words (ui/src). The game's own sentences (prompts, ledger lines, refusals, notes)
# come from the backend in its messages (game.ftl and the others); they are not repeated here.
# Terms such as { -load } come from terms.ftl.

## Shared pieces

back = Back
close = Close
delete = Delete
keep-it = Keep it
cancel = Cancel
damaged-files-title = Files that can't be read
damaged-files-hint = These files are left untouched. Copy them somewhere safe before removing them.
# After a damaged file's name and a colon; the reason follows.
damaged-file = damaged.
# A track's value for screen readers, e.g. "3 of 10".
track-value = { $value } of { $max }
# The buttons of a number stepper, e.g. "Load minus one".
stepper-minus = { $label } minus one
stepper-plus = { $label } plus one

## Cards (the names come from terms.ftl)

# A deck's name as printed on the box. $deck: load, life_happens, action, brotherhood, turning_point.
deck-title = { $deck ->
    [load] { -load }
    [life_happens] { -life-happens }
    [action] { -action }
    [brotherhood] { -brotherhood }
   *[turning_point] { -turning-point }
}
# One card of a deck, inside a sentence.
deck-a-card = { $deck ->
    [load] a { -load-card }
    [life_happens] a { -life-happens-card }
    [action] an { -action-card }
    [brotherhood] a { -brotherhood-card }
   *[turning_point] a { -turning-point-card }
}
# A deck's cards (plural), as a heading or inside a sentence.
deck-cards = { $deck ->
    [load] { -load-card(count: 2) }
    [life_happens] { -life-happens-card(count: 2) }
    [action] { -action-card(count: 2) }
    [brotherhood] { -brotherhood-card(count: 2) }
   *[turning_point] { -turning-point-card(count: 2) }
}
stat-name = { $stat ->
    [load] { -load }
    [connection] { -connection }
    [momentum] { -momentum }
   *[shield] { -shield }
}
# Whom a Turning Point card touches.
scope-words = { $scope ->
    [everyone] every player
    [highest_load] the player(s) with the highest { -load }
    [lowest_load] the player(s) with the lowest { -load }
    [highest_connection] the player(s) with the highest { -connection }
    [lowest_connection] the player(s) with the lowest { -connection }
    [highest_momentum] the player(s) with the highest { -momentum }
    [lowest_momentum] the player(s) with the lowest { -momentum }
   *[starting_player] the round's starting player
}
# Between the items of a short list: "Talk, Rest".
list-separator = {", "}
# One change a card makes, e.g. "Load −1" ($value is already signed).
effect-part = { stat-name } { $value }
effect-none = no change
card-values-load = Relief: { $relief }
card-values-life-happens = { -pressure } { $pressure } · Helpful: { $helpful }
card-values-action = { $tag } · { $effect }
# $giver is "none" when the card gives the giver nothing.
card-values-brotherhood = { $giver ->
    [none] Receiver: { $receiver }
   *[other] Receiver: { $receiver } · Giver: { $giver }
}
card-values-turning-point = { $effect } for { scope-words }
discard-mark-one = Already in the discard pile
discard-mark-all = All { $copies } copies are in the discard pile
discard-mark-some = { $count } of { $copies } copies in the discard pile

## The card picker and a card typed in

choose = Choose…
picker-search = Search { deck-cards } by title
picker-recorded-now = Recorded now
picker-no-match = No { deck-title } card title contains “{ $query }”.
picker-empty = No { deck-cards } to choose from: type in the card drawn.
picker-type-in = Card not listed? Type it in
# $card: "a Load card" (deck-a-card).
adhoc-heading = Type in { $card }
adhoc-title = Title as printed
adhoc-relief = Relief Approach { $n }
adhoc-helpful = Helpful Approach { $n }
adhoc-tag = Approach tag
adhoc-missing-title = Type the title printed on the card.
# $field: the name of a field above, e.g. "Relief Approach 1".
adhoc-missing = Choose the { $field }.
adhoc-pressure = { -pressure }
adhoc-receiver = For the receiver
adhoc-changes = Printed changes
adhoc-giver = For the giver (if the card says so)
adhoc-giver-stat = Giver { stat-name }
adhoc-scope = Whom it touches
adhoc-add-to-catalog = Also add this card to “{ $catalog }”
adhoc-record = Record this card

## The play screen

back-to-start = Back to the start screen
undo = Undo
redo = Redo
sample-deck-note = Sample deck, not the printed cards
play-not-opened = This session could not be opened
play-leave = Leave
play-leave-label = Leave the game (it is saved)
play-setup = Setup
play-round = Round { $round } of { $rounds }
play-tools = Game tools
play-history = History
play-adjust = Adjust
play-load-card = { -load-card }
play-decks = Decks
play-chart = Chart
play-share = Share
play-share-label = Share with the table
play-chart-title = Tracks so far
play-chart-caption = After setup and after each round
# $problem: the backend's sentence.
play-not-added-to-catalog = The card was recorded, but not added to “{ $catalog }”: { $problem }
play-catalog-problem = { $problem } Type the cards in as they are drawn.
# A seat without a nickname.
seat = Seat { $n }

## The turn

play-unsaved = This session could not be saved to disk: it is kept in memory while the app is open.
play-retry-save = Try saving again
play-status = What just happened
play-held = That tap came while the last step was still being recorded, so it was not taken. Check the step shown now, and tap again if it is still needed.
# $decks: the empty decks' names as a list; $count: how many.
play-reshuffle-needed = { $count ->
    [one] Empty: { $decks }. Shuffle its discard pile back in.
   *[other] Empty: { $decks }. Shuffle their discard piles back in.
}
play-record-reshuffle = Record the { deck-title } reshuffle
play-undone = Undone
play-turning-point = { -turning-point }
play-load-cards = { -load-card(count: 2) }
play-whose-load-card = { $name }'s { -load-card }
play-whose-load-card-group = Whose { -load-card }
play-steps = Steps of { $name }'s turn
play-step-done = (done)
play-step-skipped = (skipped)
play-whose-life-happens-card = { $name }'s { -life-happens-card }
play-whose-action-card = { $name }'s { -action-card }
play-steps-range = Steps { $from } to { $to }
play-reasons = How the { -action } worked out
# $note: the backend's warning.
play-warning = { $note } If this was a mistake, tap Undo.
play-brotherhood-optional = { -brotherhood } (optional)
play-brotherhood-givers = Who gives { -brotherhood }
play-brotherhood-from = From { $name }
play-brotherhood-card-from = { -brotherhood-card } from { $name }
play-end-turn = End { $name }'s turn
play-round-turning-point = Round { $round } { -turning-point }
play-game-over = The game is over
play-see-results = See the results
play-just-recorded = Just recorded
# A heading before the entry's words, e.g. "Just recorded:".
heading-colon = { $heading }:

## Real Talk

real-talk-answer = Answer
real-talk-pass = Pass
real-talk-open = Open to the table
real-talk-done = { -real-talk } done. Nothing about it is recorded.

## Dialogs of the play screen

load-dialog-title = { -load-card } for a player
load-dialog-who = Who draws the { -load-card }
# After the number of cards left, e.g. "7 of 12 left to draw".
decks-left = of { $size } left to draw
decks-not-counted = Not counted (the catalog gives no deck sizes)
decks-discarded = { $count } in the discard pile
decks-empty = Empty: shuffle the discard pile back in, then record it.
decks-record-reshuffle = Record a reshuffle of the { deck-title } deck
adjust-title = Manual adjustment
adjust-player = Player
adjust-changes = Changes
adjust-reason = Reason
adjust-reason-name = { $reason ->
    [card_effect] Card effect
    [correction] Correction
   *[house_rule] House rule
}
adjust-choose-player = Choose the player.
adjust-set-change = Set at least one change.
adjust-choose-reason = Choose the reason.
# e.g. "Ana: Load −1 (Card effect)."
adjust-summary = { $name }: { $effect } ({ adjust-reason-name }).
adjust-record = Record adjustment
history-amended = Step { $step } changed: every number was recomputed.
history-inserted = Step { $step } inserted: the steps after it moved one on, and every number was recomputed.
history-round = Round { $round }
# $label: the step's words from the backend.
history-insert-label = Insert before step { $step }: { $label }
history-insert-nothing-label = Insert nothing before step { $step }: { $label }
history-insert-before = Insert before
history-insert-nothing = Insert nothing
history-change-label = Change card of step { $step }: { $label }
history-change = Change card
history-keep = Keep
history-replacement = Replacement { deck-title } card for step { $step }
history-show-step = Show step { $step }
insert-who-gave = Who gave it
insert-who-drew = Who drew it
insert-what = What was forgotten before step { $step }
insert-kind = { $kind ->
    [brotherhood] { -brotherhood-card }
    [load] { -load-card }
    [turning_point] { -turning-point }
    [life_happens] { -life-happens-card }
    [action] { -action-card }
   *[end_turn] End of turn
}
insert-end-turn = Insert an end of turn before step { $step }
insert-forgotten = Forgotten { deck-title } card before step { $step }

## The scoreboard

scoreboard = Scoreboard
scoreboard-plays-next = Plays next
scoreboard-next = Next
scoreboard-their-turn = Their turn
scoreboard-starts-round = Starts the round
scoreboard-starts = Starts
scoreboard-overloaded = Overloaded
scoreboard-score = Score
scoreboard-connection-short = Conn.
scoreboard-momentum-short = Mom.
scoreboard-brotherhood-held = { -brotherhood }: held
scoreboard-brotherhood-used = { -brotherhood }: used
scoreboard-brotherhood-this-round = this round
scoreboard-load-cards = { $name }'s { -load-card(count: 2) }:
scoreboard-no-load-card = No { -load-card }
