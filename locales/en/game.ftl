# The game's sentences: prompts, refusals, ledger lines, notes, the names of decks, causes,
# scopes, steps and tie-breaks (crates/tracker/src/words/mod.rs).

## Lists and seats

# "Ana and Ben", "Ana, Ben and Cal": $first is every name but the last, joined by ", ".
list-and = { $first } and { $last }
seat = seat { $n }
seat-in-file = seat { $n } (seat { $index } in a session file, which counts from 0)

## Names of decks, tracks, causes and scopes

deck-load = { -load }
deck-life-happens = { -life-happens }
deck-action = { -action }
deck-brotherhood = { -brotherhood }
deck-turning-point = { -turning-point }
a-card-load = a { -load-card }
a-card-life-happens = a { -life-happens-card }
a-card-action = an { -action-card }
a-card-brotherhood = a { -brotherhood-card }
a-card-turning-point = a { -turning-point-card }
stat-load = { -load }
stat-connection = { -connection }
stat-momentum = { -momentum }
stat-shield = { -shield }
adjust-card-effect = card effect
adjust-correction = correction
adjust-house-rule = house rule
cause-start = start
cause-load-card-drawn = { -load-card } drawn
cause-pressure = pressure
cause-shield-absorbed = { -shield } absorbed
cause-action = { -action }
cause-match-bonus = match bonus
cause-load-resolved = { -load } resolved
cause-recovery = recovery
cause-brotherhood-received = { -brotherhood } received
cause-brotherhood-given = { -brotherhood } given
cause-turning-point = { -turning-point }
scope-everyone = every player
scope-highest-load = the player(s) with the highest { -load }
scope-lowest-load = the player(s) with the lowest { -load }
scope-highest-connection = the player(s) with the highest { -connection }
scope-lowest-connection = the player(s) with the lowest { -connection }
scope-highest-momentum = the player(s) with the highest { -momentum }
scope-lowest-momentum = the player(s) with the lowest { -momentum }
scope-starting-player = the round's starting player
# Whom a scope takes and the value they share: "Ana and Cal (Load 7)".
scope-who-value = { $who } ({ $stat } { $value })
scope-preview = { $scope }: { $who }
scope-touches = Would touch { $who }
decided-by-score = score
decided-by-lower-load = { -load } (same score; lower { -load } ranks higher)
decided-by-higher-connection = { -connection } (same score and { -load }; higher { -connection } ranks higher)
decided-by-shared = shared place (same score, { -load } and { -connection })
event-setup = Setup
event-load-card = { -load-card }
event-life-happens = { -life-happens }
event-action = { -action }
event-brotherhood = { -brotherhood }
event-end-of-turn = End of turn
event-turning-point = { -turning-point }
event-adjustment = Adjustment
event-reshuffle = Reshuffle
# What a refusal asks to record: "Then record the Life Happens card."
record-setup = the Setup
record-load-card = the { -load-card }
record-life-happens = the { -life-happens-card }
record-action = the { -action }
record-brotherhood = the { -brotherhood-card }
record-end-of-turn = the end of the turn
record-turning-point = the { -turning-point }
record-adjustment = the Adjustment
record-reshuffle = the Reshuffle
# A step as the thing a correction inserts: "a Brotherhood card", "an end of turn".
a-step-setup = a setup
a-step-load-card = a { -load-card }
a-step-life-happens = a { -life-happens-card }
a-step-action = an { -action-card }
a-step-brotherhood = a { -brotherhood-card }
a-step-end-of-turn = an end of turn
a-step-turning-point = a { -turning-point-card }
a-step-adjustment = an adjustment
a-step-reshuffle = a reshuffle
the-step-setup = setup
the-step-load-card = { -load-card }
the-step-life-happens = { -life-happens-card }
the-step-action = { -action-card }
the-step-brotherhood = { -brotherhood-card }
the-step-end-of-turn = end of turn
the-step-turning-point = { -turning-point-card }
the-step-adjustment = adjustment
the-step-reshuffle = reshuffle
step-life-happens = { -life-happens }
step-action = { -action }
step-match-bonus = Match bonus
step-resolve-load = Resolve { -load }
step-brotherhood = { -brotherhood }
step-real-talk = { -real-talk }
step-refill = Refill

## Prompts

prompt-setup = Setup · draw a { -load-card } face up for { $names }
prompt-overloaded = Round { $round } · { $name } is overloaded this turn: no { -life-happens-card }; record their { -action }
prompt-life-happens = Round { $round } · { $name }'s turn: draw a { -life-happens-card }
prompt-action = Round { $round } · { $name }'s turn: record their { -action }
# $next: the items below, joined by ", ".
prompt-support = Round { $round } · { $name }'s turn: { $next }
prompt-support-brotherhood = { -brotherhood } if someone gives it
prompt-support-real-talk = { -real-talk }
prompt-support-refill = refill to { $hand } { $hand ->
        [one] { -action-card }
       *[other] { -action-card(count: 2) }
    }, then end the turn
prompt-round-end = Round { $round } is over: reveal a { -turning-point }
prompt-game-over = { $count ->
    [one] Game over · { $names } wins
   *[other] Game over · { $names } share the win
}

## Refusals

refusal-unknown-edition = This app knows the rules edition { $known }, not “{ $edition }”: start the session with { $known }.
refusal-player-count = { -game-name } is played by { $min } to { $max } players; this setup has { $count }.
refusal-no-name = The player at { $seat } has no name: enter a nickname.
refusal-name-too-long = “{ $name }” is { $chars } characters long: use a nickname of at most { $max }.
field-player-name = The name of the player at { $seat }
field-session-label = The session's label
refusal-setup-date = The date recorded in the setup, “{ $date }”, is not a day written as year-month-day (2026-12-01): write it that way or remove it.
field-setup-catalog-id = The catalog id recorded in the setup
field-setup-catalog-name = The catalog name recorded in the setup
field-setup-catalog-version = The catalog version recorded in the setup
field-setup-catalog-term = The printed name for { $term } recorded in the setup
refusal-setup-language = The cards' language recorded in the setup, “{ $code }”, is not a language code: write one such as “de”, or remove it.
refusal-same-name = “{ $name }” and “{ $other }” look the same on screen: give one of them another nickname.
refusal-starting-seat = The starting player is at { $seat }, but the table has { $count } seats: choose one of the players.
refusal-load-card-already-drawn = { $name } already has their setup { -load-card }: draw one for { $missing } next.
refusal-overloaded = { $name } is overloaded this turn: no { -life-happens-card }; record their { -action }.
refusal-round-not-over = Round { $round } is not over: { $left } { $left ->
        [one] turn
       *[other] turns
    } left, { $name }'s now. The { -turning-point } comes after every player's turn.
refusal-brotherhood-to-self = { $name } can't give { -brotherhood } to themselves: another player gives it.
refusal-brotherhood-twice = { $name } has already received a { -brotherhood-card } this turn: at most one per turn.
refusal-brotherhood-used = { $name } has already used their { -brotherhood-card } this round: they get a new one when round { $round } ends.
refusal-empty-adjustment = This adjustment for { $name } changes nothing: enter at least one change.
refusal-unknown-seat = There is no { $seat } at this table of { $players } players: choose one of the players.
refusal-game-over = The game is over after round { $rounds }: nothing more can be recorded. Undo to change the last steps.
refusal-already-set-up = This session is already set up: start a new session for another game.
refusal-nothing-to-undo = Nothing to undo: only the setup is recorded. Start a new session to change the setup.
refusal-nothing-to-redo = Nothing to redo: no step has been undone since the last one recorded.
refusal-no-such-step = There is no step { $index }: the log has steps 0 to { $last }.
refusal-other-deck = Step { $index } holds { $has }, not { $given }: choose { $has }.
refusal-no-card = Step { $index } is a { $kind } and has no card to change.
refusal-card-does-not-fit = This card can't replace { $step }: { $why }
refusal-insert-before-setup = Nothing goes before the setup (step 0): insert the step before a later one.
refusal-insert-does-not-fit = { $step } can't be inserted before step { $before }: { $why }. Insert it before the step that came right after it at the table.
refusal-log-does-not-start-with-setup = the log starts with a { $kind } instead of the setup
refusal-empty-log = the log is empty: it has no setup
refusal-log-does-not-replay = This session file is damaged: { $step } does not fit the rules ({ $why }). Nothing was changed on disk.

## Corrections that a later step would not survive

amend-refused = Step { $index } can't take this card
amend-keep = keep step { $index } as recorded and record an adjustment (correction) for the difference
insert-refused = { $step } can't be inserted before step { $before }
insert-keep = record an adjustment (correction) for what the forgotten { $step } changed, instead of inserting it
later-step-breaks = { $refused }: { $name } would no longer fit, because { $why }. Ways forward: if step { $step } did not happen that way either, undo back to it ({ $undo } { $undo ->
        [one] step
       *[other] steps
    }), make this correction, then record step { $step } and what followed as it happened; or { $keep }.
conflict-amend = This step would no longer fit if step { $index } were changed.
conflict-insert = This step would no longer fit if { $step } were inserted before step { $before }.
would-overloaded = { $name } would begin that turn at { -load } { $max } (overloaded), and an overloaded turn has no { -life-happens-card }
would-not-overloaded = { $name } would no longer begin that turn at { -load } { $max }, so the turn would need a { -life-happens-card } before its { -action }
would-wrong-step = at that point { $at }, and { $step } does not fit there
would-round-not-over = round { $round } would not be over at that point ({ $left } { $left ->
        [one] turn
       *[other] turns
    } would be left), and a { -turning-point } comes after every player's turn
would-brotherhood-to-self = it would be { $name }'s own turn, and no one gives { -brotherhood } to themselves
would-brotherhood-twice = { $name } would already have received a { -brotherhood-card } in that turn (at most one per turn)
would-brotherhood-used = { $name } would already have given their { -brotherhood-card } in round { $round } (once per round)
would-load-card-already-drawn = { $name } would already have their setup { -load-card }
would-game-over = the game would already be over at that point (after round { $rounds })
would-be-load-cards = the setup would still wait for the { -load-card } of { $missing }
would-be-life-happens = { $name }'s turn would wait for its { -life-happens-card }
would-be-overloaded-action = { $name } would be overloaded and waiting to play their { -action }
would-be-action = { $name } would be waiting to play their { -action }
would-be-support = { $name } would have played their { -action }, with the turn not yet ended
would-be-round-end = round { $round } would be over, waiting for its { -turning-point }
would-be-game-over = the game would be over

## A step that is not next

wrong-step-load-cards = Round 1 has not started: every player draws a { -load-card } first (still needed for { $missing }). Then record { $event }.
wrong-step-life-happens = { $name }'s turn starts with a { -life-happens-card }: record it before { $event }.
wrong-step-overloaded-action = { $name } is overloaded this turn: record their { -action } next.
wrong-step-action = { $name } has drawn their { -life-happens-card }: record their { -action } next.
wrong-step-support = { $name } has played their { -action }: give { -brotherhood } or end the turn next.
wrong-step-round-end = Round { $round } is over: reveal the { -turning-point } next.
wrong-step-game-over = The game is over: nothing more can be recorded.

## Changes and notes

# "Load 3 → 5 (pressure)"; $requested is signed ("+3").
change = { $stat } { $before } → { $after } ({ $cause })
change-stopped = { $stat } { $before } → { $after } ({ $cause } { $requested }, { $stopped })
change-of = { $name } { $change }
stopped-at = stopped at { $end }
moved = { $stat } { $before } → { $after }
moved-stopped = { $stat } { $before } → { $after } ({ $stopped })
note-card-in-discard = Every copy of card { $card } is already in the { $deck } discard pile: check the card drawn.
note-deck-empty = The { $deck } deck is empty: shuffle its discard pile back in and record the reshuffle.
note-no-match = No match bonus: the { -action }'s tag is not one of the event's { -helpful-approach(count: 2) }.
note-no-resolve = No { -load-card } resolved: no held { -load-card } lists the { -action }'s tag.
note-overloaded = { $name } begins the turn at { -load } { $max }: recovery turn, no { -life-happens-card }.
note-round-over = Round { $round } is over: reveal a { -turning-point }.
note-game-over = The game is over.

## Ledger lines

# "Ana: Action “Call a friend” (Talk)": a line with the player it belongs to.
ledger-who = { $name }: { $what }
ledger-setup = { $random ->
    [yes] Setup: { $players } players, { $name } starts, drawn at random
   *[no] Setup: { $players } players, { $name } starts
}
ledger-load-card = { -load-card } “{ $title }” ({ $tags })
ledger-life-happens = { -life-happens } “{ $title }”, { -pressure } { $pressure } ({ $tags })
ledger-action = { -action } “{ $title }” ({ $tags })
ledger-brotherhood = { -brotherhood } “{ $title }” from { $giver }
ledger-end-of-turn = end of turn
ledger-turning-point = Round { $round }: { -turning-point } “{ $title }” for { $scope }
ledger-adjustment = adjustment ({ $reason })
ledger-reshuffle = { $deck } discard pile shuffled back in
step-name = step { $index } ({ $when }, { $what })
step-when-setup = setup
step-when-round = round { $round }
step-what-of = { $name }'s { $kind }
step-number = step { $index }
step-setup = step 0 (setup)
chart-start = Start
chart-round = R{ $round }
part-setup = Setup
part-turn = Round { $round } · { $name }'s turn
part-round-end = Round { $round } · end of the round

## The steps of a turn

overloaded-turn = Step 1 skipped: { $name } began this turn at { -load } { $max } (overloaded), so no { -life-happens-card } is drawn. After the { -action }, recovery takes { $recovery } { -load } off.
action-done = { $label }.
action-done-moves = { $label }: { $moves }.
match-bonus = Match bonus: { $moves }. The { -action }'s tag is one of the event's { -helpful-approach(count: 2) }.
match-recovery = None on a recovery turn: no event. Recovery: { $moves }. The turn began at { -load } { $max }.
resolve-done = { -load } resolved: { $moves }. The { -action }'s tag is a { -relief-approach } of a held { -load-card }, which is discarded.
resolve-no-load-card = { $name } holds no { -load-card }.
brotherhood-ask = Did another player give { $name } a { -brotherhood-card }? Who gave it:
brotherhood-none = No one can give { -brotherhood } now: one per turn, and each player gives once per round.
brotherhood-done = Given: { $label }.
undone = Undone: { $label }
redone = Redone: { $label }
real-talk-step = { $name } may answer the { -real-talk } prompt, pass, or open it to the table. Nothing is recorded.
refill = { $name } draws back up to { $hand } { $hand ->
        [one] { -action-card }
       *[other] { -action-card(count: 2) }
    }.
deal = Deal each player { $action } { $action ->
        [one] { -action-card }
       *[other] { -action-card(count: 2) }
    } and { $brotherhood } { $brotherhood ->
        [one] { -brotherhood-card }
       *[other] { -brotherhood-card(count: 2) }
    }. Then draw a { -load-card } face up for each player.
deal-reminder = Deal each player { $action } { $action ->
        [one] { -action-card }
       *[other] { -action-card(count: 2) }
    } and { $brotherhood } { $brotherhood ->
        [one] { -brotherhood-card }
       *[other] { -brotherhood-card(count: 2) }
    }. Next: each player's { -load-card }, drawn face up.
deal-reminder-full = Deal each player { $action } { $action ->
        [one] { -action-card }
       *[other] { -action-card(count: 2) }
    } and { $brotherhood } { $brotherhood ->
        [one] { -brotherhood-card }
       *[other] { -brotherhood-card(count: 2) }
    } ({ $full } { $full ->
        [one] { -action-card }
       *[other] { -action-card(count: 2) }
    } each with { $players } players). Next: each player's { -load-card }, drawn face up.
round-begins = Round { $round } begins: { $name } starts. { $used ->
        [0] No one gave a { -brotherhood-card } last round: every player still holds theirs.
        [one] { $givers } gave a { -brotherhood-card } last round and takes a new one from the deck.
       *[other] { $givers } each gave a { -brotherhood-card } last round and each take a new one from the deck ({ $used } cards).
    }
load-card-during-play = When a card says to draw a { -load-card }: choose the player, then the card drawn (+{ $draw } { -load }).

## Scores and places

score-formula = Score = ({ $max } − { -load }) + { -connection } + { -momentum }
score-parts = ({ $max } − { $load }) + { $connection } + { $momentum }
ordinal = { NUMBER($place, type: "ordinal") ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
}
place-shared = { $place } (shared)
turn-place = { $place } to play this round
turn-place-done = { $place } to play this round, done
turn-place-now = { $place } to play this round, playing now
place-by-score = decided by score
place-by-load = same score as { $others }: decided by { -load } (lower { -load } ranks higher)
place-by-connection = same score and { -load } as { $others }: decided by { -connection } (higher { -connection } ranks higher)
place-shared-with = same score, { -load } and { -connection } as { $others }: place shared
ranking-final = Final ranking
ranking-so-far = Standings so far
not-final = The game is not over yet: these places can still change.
winner = Winner
winner-shared = Shared win
winner-so-far = In first place
winner-so-far-shared = Sharing first place
