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
# One card of a deck, without an article ("Load card").
deck-card = { $deck ->
    [load] { -load-card }
    [life_happens] { -life-happens-card }
    [action] { -action-card }
    [brotherhood] { -brotherhood-card }
   *[turning_point] { -turning-point-card }
}
# A deck's cards (plural), as a heading or inside a sentence.
deck-cards = { $deck ->
    [load] { -load-card(count: 2) }
    [life_happens] { -life-happens-card(count: 2) }
    [action] { -action-card(count: 2) }
    [brotherhood] { -brotherhood-card(count: 2) }
   *[turning_point] { -turning-point-card(count: 2) }
}
# A card of the deck at the start of a label or heading.
deck-card-start = { deck-card }
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
discard-mark-all = All copies discarded
discard-mark-some = { $count } of { $copies } copies in the discard pile

## The card picker and a card typed in

choose = Choose…
picker-search = Search { deck-cards } by title
picker-recorded-now = Recorded now
# A Life Happens card's printed values on its tile ($helpful: its two Helpful Approaches).
picker-values-life-happens = { -pressure } { $pressure } · { $helpful }
# The filter chips above the cards: one tap shows only the cards with that Pressure or approach.
picker-filter-pressure = { -pressure }
picker-filter-pressure-value = { -pressure } { $pressure }
picker-filter-tags = Approaches
picker-no-match = No { deck-card } title contains “{ $query }”.
picker-empty = No { deck-cards } to choose from: type in the card drawn.
picker-type-in = Card not listed? Type it in
# $card: "a Load card" (deck-a-card).
adhoc-heading = Type in { $card }
adhoc-title = Title as printed
adhoc-relief = { -relief-approach } { $n }
adhoc-helpful = { -helpful-approach } { $n }
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
sample-deck-note = { -sample-deck }, not the printed cards
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
seat-label = Seat { $n }

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
play-warning = { $note } If this was a mistake, tap { undo }.
play-brotherhood-optional = { -brotherhood } (optional)
play-brotherhood-givers = Who gives { -brotherhood }
play-brotherhood-from = From { $name }
play-brotherhood-card-from = { -brotherhood-card } from { $name }
play-end-turn = End { $name }'s turn
play-round-turning-point = Round { $round } { -turning-point }
play-game-over = The game is over
play-see-results = See the results
play-correct-hint = A step recorded wrong? In the { play-history }, change its card or insert a forgotten step: every number is recomputed.
play-correct-open = Correct a step in the { play-history }
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
history-replacement = Replacement { deck-card } for step { $step }
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
insert-forgotten = Forgotten { deck-card } before step { $step }

## The scoreboard

scoreboard = Scoreboard
scoreboard-plays-next = Plays next
scoreboard-next = Next
scoreboard-their-turn = Their turn
scoreboard-starts-round = Starts the round
scoreboard-starts = Starts
scoreboard-overloaded = Overloaded
scoreboard-score = Score
scoreboard-load-short = { -load }
scoreboard-connection-short = Conn.
scoreboard-momentum-short = Mom.
scoreboard-brotherhood-held = { -brotherhood }: held
scoreboard-brotherhood-used = { -brotherhood }: used
scoreboard-brotherhood-this-round = this round
scoreboard-load-cards = { $name }'s { -load-card(count: 2) }:
scoreboard-no-load-card = No { -load-card }
scoreboard-order-legend = In a circle: the order of play this round (1 plays first).

## The start screen

start-title = { -app-name }
start-tagline = Record the cards drawn at the table; the app keeps every track and score.
start-nav = Start
start-resume = Resume the unfinished game
# $players: the nicknames, already joined.
start-resume-detail = { $players } · round { $round } of { $rounds }
start-new = New session
start-damaged = { $count ->
    [one] { $count } saved session file is damaged and left untouched: see { sessions-title }.
   *[other] { $count } saved session files are damaged and left untouched: see { sessions-title }.
}
start-version = Version
start-rules = Rules
start-rules-edition = { -game-name } { $edition }
start-cards = Cards
start-room = Room left
# The web app, when the browser may clear its storage (it refused to keep it, or cannot be asked).
start-storage-may-clear = This browser may delete the sessions and catalogs kept here when it runs short of space. To prevent that, add { -app-name } to the Home Screen (on an iPad: Share, then Add to Home Screen) or install it from the browser's menu. After a game, download its session file to keep a copy.

## Past sessions

sessions-title = Past sessions
sessions-import = Import a session file
sessions-none = No sessions yet. Games are kept here once they start.
sessions-date-unknown = Date unknown
sessions-not-started = Not started
sessions-not-finished = Round { $round } of { $rounds }, not finished
sessions-shared-win = Finished · Shared win: { $names }
sessions-winner = Finished · Winner: { $name }
sessions-finished = Finished
# A session in a button's name: "Thursday group, Ana and Eli", or the nicknames alone.
sessions-named = { $label }, { $players }
sessions-delete-label = Delete: { $who }
sessions-delete-question = Delete the session of { $players } from { $date }? This can't be undone.
sessions-delete-question-labelled = Delete the session “{ $label }” of { $players } from { $date }? This can't be undone.
sessions-results = Results
sessions-results-label = Results: { $who }
sessions-correct = Correct a step
sessions-correct-label = Correct a step: { $who }
sessions-resume = Resume
sessions-resume-label = Resume: { $who }
catalogs-title = Catalogs
settings-title = Settings

## New session

new-players = Players ({ $count } of { $min } to { $max }), in seat order
new-players-hint = Nicknames only. Play goes round the table in this order.
new-seat-nickname = Seat { $n } nickname
new-seat-up = Move seat { $n } up
new-seat-down = Move seat { $n } down
new-seat-remove = Remove
new-seat-remove-label = Remove seat { $n }
new-add-player = Add a player
new-table = A table holds { $min } to { $max } players.
new-table-full = A table holds { $min } to { $max } players: all { $max } seats are taken.
new-this-session = This session
new-label = Label (optional)
new-label-hint = A few words, e.g. “Thursday group”. With today's date they tell this game apart in { sessions-title }, on the print sheet and in the names of exported files.
new-starter = Who starts round 1
new-starter-random = Choose at random
new-catalog-version = (version { $version })
new-catalog-problems = { $count ->
    [one] { $count } problem: fix it in { catalogs-title } first
   *[other] { $count } problems: fix them in { catalogs-title } first
}
new-real-talk = { -real-talk } Mode
new-real-talk-on = { -real-talk } Mode on
new-real-talk-hint = Optional: a prompt to talk after each { -action }. Nothing said, answered or passed is recorded.
new-start = Start the session

## Results

try-again = Try again
results-standings = Standings
# After the catalog's name.
results-catalog-version = v{ $version }
ranking-place = Place
ranking-decided = How the place was decided
ledger-title = Why each number moved
ledger-whose = Show the ledger of
ledger-everyone = Everyone
ledger-everyone-heading = Everyone, step by step
ledger-player-heading = { $name }, turn by turn
ledger-empty = Nothing has been recorded yet.
# $change: the backend's words for one change.
ledger-change-of = { $name }: { $change }

## Sharing the results and the print sheet
# $file: png, svg, csv-results, csv-ledger or session.

share-title = Take the results home
share-qr-label = QR code of the results. What it says is below.
share-qr-hint = Point a phone camera at the code: it reads as plain text, no app needed.
share-qr-not-final = The game is not over: the code holds the standings so far.
share-qr-text = What the QR code says
share-names = Names in the code and the files
export-names = { $names ->
    [as_entered] Nicknames as entered
    [initials] Initials
   *[seat_numbers] Seat numbers only
}
share-date = Put the date of the game in the code
share-save = { $file ->
    [png] Save the code as PNG
    [svg] Save the code as SVG
    [csv-results] Save results as CSV
    [csv-ledger] Save the ledger as CSV
   *[session] Save the whole session file
}
share-download = { $file ->
    [png] Download the code as PNG
    [svg] Download the code as SVG
    [csv-results] Download results as CSV
    [csv-ledger] Download the ledger as CSV
   *[session] Download the whole session file
}
# $path: where the file was saved.
share-saved = { $file ->
    [png] Saved the code as a PNG picture.
    [svg] Saved the code as an SVG picture.
    [csv-results] Saved the results as a CSV file.
    [csv-ledger] Saved the ledger as a CSV file.
   *[session] Saved the session file.
} It is at { $path }
# $problem: the backend's reason.
share-not-saved = { $file ->
    [png] The PNG picture was not saved.
    [svg] The SVG picture was not saved.
    [csv-results] The results CSV was not saved.
    [csv-ledger] The ledger CSV was not saved.
   *[session] The session file was not saved.
} { $problem }
share-downloaded = Downloaded { $file }.
share-png-failed = This browser could not draw the code as a PNG picture: download it as SVG instead.
share-print = Print the results sheet
share-print-failed = The print dialog did not open ({ $problem }). Save the code as PNG and the results as CSV, and print those instead.
print-title = { -game-name } · Results
# The session's label and day on the sheet.
print-session = { $label } · { $date }
print-qr-hint = Scan with a phone camera: the results as text.
print-tracks-final = Each player's tracks at the end
print-tracks-so-far = Each player's tracks so far

## Settings

settings-language = Language
# "System" follows the computer's language; each language is named in itself, in every file.
settings-language-name = { $lang ->
    [en] English
    [de] Deutsch
    [fr] Français
    [es] Español
   *[system] System
}
settings-theme = Theme
settings-theme-name = { $theme ->
    [light] Light
    [dark] Dark
   *[system] As the system
}
settings-text-size = Text size
settings-text-size-name = { $size ->
    [large] Large
    [larger] Larger
   *[normal] Normal
}
settings-text-size-hint = The app also follows the text size set in the system.
settings-exports = Exports: QR code, CSV and print
settings-exports-hint = The usual choice; each export can still change it.
settings-exports-date = Put the date of the game in exports

## Catalogs

catalogs-page-title = Card catalogs
catalogs-add = Add a catalog
catalogs-new-blank = New catalog from scratch
catalogs-new-copy = New catalog from a copy of the sample deck
catalogs-import = Import a catalog file
catalogs-imported = Imported “{ $name }”.
catalogs-exported = Saved the catalog file.
catalogs-drafts = Drafts
catalogs-drafts-hint = Catalogs being typed in, kept as they were left. Continue one to finish it and save it as a catalog.
catalogs-unnamed = Unnamed catalog
catalogs-draft-delete-label = Delete the draft { $name }
catalogs-draft-delete-question = Delete the draft “{ $name }”? What was typed in it is lost.
catalogs-draft-delete-question-changes = Delete the draft “{ $name }”? What was typed in it is lost; the saved catalog “{ $catalog }” stays as it is.
catalogs-draft = Draft
catalogs-draft-changes = Changes to “{ $catalog }”, not saved yet
# $kept: when the draft was kept, or "none".
catalogs-draft-typed = { $count ->
    [one] { $count } card typed
   *[other] { $count } cards typed
}{ $kept ->
    [none] {""}
   *[other] , kept { $kept }
}
catalogs-draft-problems = { $count ->
    [one] { $count } problem to fix before it can be saved
   *[other] { $count } problems to fix before it can be saved
}
catalogs-continue = Continue
catalogs-continue-label = Continue the draft { $name }
catalogs-delete-label = Delete { $name }
catalogs-delete-question = Delete “{ $name }”? Past sessions keep their cards; new games can no longer use it.
catalogs-sizes = { $total } cards: { -load } { $load }, { -life-happens } { $life_happens }, { -action } { $action }, { -brotherhood } { $brotherhood }, { -turning-point } { $turning_point }
# A catalog printed in another language than the screens' ($language: its name, e.g. "German").
catalogs-language = Cards in { $language }
catalogs-problems = { $count ->
    [one] { $count } problem: open it to fix
   *[other] { $count } problems: open it to fix
}
catalogs-copy = Copy to edit
catalogs-copy-label = Copy to edit: { $name }
catalogs-edit = Edit
catalogs-edit-label = Edit { $name }
catalogs-export = Export
catalogs-export-label = Export { $name }
catalogs-copy-name = Copy of the sample deck

## The catalog editor

editor-new = New catalog
editor-edit = Edit catalog
editor-back = Back to catalogs
editor-save = Save catalog
editor-name = Name
editor-saved = Saved.
editor-saving = Saving…
editor-problems = { $count ->
    [one] { $count } problem to fix before saving.
   *[other] { $count } problems to fix before saving.
}
editor-not-saved = Not saved yet.
editor-kept = Kept as a draft as you type: it is in { catalogs-page-title } under { catalogs-drafts } if you close the editor or the app.
editor-not-kept = What you typed could not be kept as a draft: { $problem }
editor-not-checked = The cards could not be checked: { $problem }
editor-leave-question = This catalog has changes that are not saved, and they could not be kept as a draft. Leave without them?
editor-leave = Leave without saving
editor-keep-editing = Keep editing
# A catalog's printed language and terms: what the app says instead of its own words (terms.ftl)
# for a deck printed in another language or with other words.
editor-printed = Printed language and terms
editor-printed-hint = If your cards are printed in another language, or name the game's terms differently, say so here: the app then uses the words on your cards.
editor-printed-language = Language of the cards
editor-printed-language-none = Not said
# The label of the field for a term as printed on the cards, and its placeholder: the app's own
# word. $term: load, connection, momentum, shield, pressure, life_happens, action, brotherhood,
# turning_point.
editor-printed-term = { $term ->
    [load] { -load }
    [connection] { -connection }
    [momentum] { -momentum }
    [shield] { -shield }
    [pressure] { -pressure }
    [life_happens] { -life-happens }
    [action] { -action }
    [brotherhood] { -brotherhood }
   *[turning_point] { -turning-point }
}
editor-printed-term-hint = Type each term as it is printed on your cards. Leave it empty to use the app's word.
editor-tags = Approach tags
editor-tags-hint = Every tag the cards name, spelled as printed. Renaming a tag renames it on every card.
editor-tag-n = Tag { $n }
editor-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
editor-remove-tag = Remove tag { $tag }
editor-new-tag = New tag
editor-add-tag = Add tag
editor-tag-empty = Type the tag as printed on the cards first.
editor-tag-unnamed = A tag needs a name: type it as printed, or remove the tag.
editor-tag-taken = “{ $tag }” is already in the list.
editor-tag-in-use = { $count ->
    [one] “{ $tag }” is on { $count } card: give it another tag first.
   *[other] “{ $tag }” is on { $count } cards: give them another tag first.
}
editor-deck = Deck
editor-deck-problems = { $count ->
    [one] { $count } problem
   *[other] { $count } problems
}
editor-deck-hint = { $count ->
    [one] { $count } different card
   *[other] { $count } different cards
}, { $total } with copies. Enter moves to the next card.
editor-card-n = { deck-card-start } { $n }
editor-title = Title
editor-relief = Relief approach { $n }
editor-helpful = Helpful approach { $n }
editor-tag = Tag
editor-changes-player = Changes for the player
editor-changes-receiver = Changes for the receiver
editor-changes-giver = Changes for the giver
editor-scope = Who it touches
editor-copies = Copies
editor-id = Id
# $title: the card's title, or "none" while it has none.
editor-duplicate-label = { $title ->
    [none] Duplicate this card: card { $n }
   *[other] Duplicate this card: card { $n }, { $title }
}
editor-duplicate = Duplicate this card
editor-remove-card = { $title ->
    [none] Remove card { $n }
   *[other] Remove card { $n }, { $title }
}
editor-add-card = Add { $card }
editor-paste = Paste rows from a spreadsheet
editor-paste-hint = One card a row, cells separated by tabs or commas. An empty change is 0, empty copies are 1, an empty id is made up.
editor-paste-hint-columns = One card a row, cells separated by tabs or commas, in these columns: { $columns }. An empty change is 0, empty copies are 1, an empty id is made up.
editor-paste-rows = Rows to paste
editor-paste-add = Add these { deck-cards }
editor-paste-refused = { $count ->
    [one] No card was added: { $count } row problem to fix in the spreadsheet, then paste the rows again.
   *[other] No card was added: { $count } row problems to fix in the spreadsheet, then paste the rows again.
}
editor-pasted = { $count ->
    [one] Added { $count } card.
   *[other] Added { $count } cards.
}
editor-tag-unlisted = { $tag } (not in the tag list)
editor-choose-tag = Choose a tag

## A shared session's device in a browser, and the join page

network-unreachable = The computer can't be reached: check that this device is on the same Wi-Fi as the computer. It reconnects by itself.
network-no-answer = The computer did not answer within { $seconds } seconds: check that this device is on the same Wi-Fi as the computer. If the step was recorded, it shows when the page hears from the computer again; if not, tap it again.
network-sharing-stopped = Sharing stopped on the computer: turn it on there and scan the new code.
network-disconnected = This device was disconnected on the computer: scan the code shown there to join again.
network-link-invalid = This link is no longer valid: scan the code shown on the computer again.
device-connected = Connected
device-connecting = Connecting to the computer…
device-reconnecting = Reconnecting to the computer…
# $never, $android and $ipad are the words below, shown emphasised.
device-wake = This page can't keep the screen on (the browser allows that only on secure pages, and this one comes over plain HTTP from the computer). While you play, set the screen timeout to { $never } (or 30 minutes) in the device's settings: on Android { $android }, on an iPad { $ipad }.
device-wake-never = Never
device-wake-android = Settings › Display › Screen timeout
device-wake-ipad = Settings › Display & Brightness › Auto-Lock
device-got-it = Got it
join-title = Join the game at the table
# $share: the button's name on the computer (play-share-label), shown emphasised.
join-hint = Scan a QR code shown on the facilitator's computer ({ $share }), or type the 8-character code shown under it.
join-code = Code
join = Join

## Errors of the app itself

error-unexpected = Something went wrong inside the app ({ $detail }). Try again; if it keeps happening, restart the app.
error-no-detail = no detail
error-no-backend = This screen only works inside the { -app-name } app: start it with `make run`.
table-window-title = { -app-name }: { -table-display }

## The table display

table-failed = The game can't be shown
table-setup = Setup: every player draws a { -load-card }
table-turn = { $name }'s turn
# $step: the step's name, from the backend.
table-step = Step { $n } of { $steps }: { $step }
table-chart-title = Tracks after setup and after each round
table-players = Players
table-last-change = Last change
# A place shared with another player, e.g. "2=".
table-place-shared = { $place }=
table-waiting = Waiting for the game…
# The app's table display window when the facilitator left (or deleted) the session it showed.
table-closed = This session was closed
table-closed-next = The next session opened on the computer shows here.

## Share with the table
# $kind: display or tablet.

share-here = On this computer
share-open-window = Open the { -table-display } in a new window
share-here-hint = For a TV or projector on this computer's HDMI: no network is used.
share-here-web-hint = For a TV or a second screen on this device (HDMI, AirPlay, a second monitor): move the window there. No network is used.
share-window-blocked = The browser blocked the new window: allow pop-ups for this site, then try again.
share-web-not-yet = In the browser, { -app-name } cannot share this session over the network yet: for a second device at the table, use the desktop app.
share-network-title = Over the local network
share-network-off = Off. Turning it on lets devices on the same Wi-Fi open this session in their browser; nothing else of the app is reachable, and it turns off when you leave the game or quit.
share-network = Network
share-interface = { $name }: { $address }
share-interface-loopback = { $name }: { $address } (this computer only)
share-every-network = Every network of this computer (0.0.0.0)
share-port = Port (empty: any free one)
share-port-example = e.g. 8080
share-start = Start sharing
share-other-session = Another session is shared now: starting here stops that one.
share-instead = Share this session instead
# $address is shown emphasised.
share-listening = Sharing on { $address }
share-link-title = { $kind ->
    [display] Table display (read only)
   *[tablet] Facilitator's tablet
}
share-link-hint = { $kind ->
    [display] For a TV, a projector or the players' phones: the game, large, with no controls.
   *[tablet] Scores this session from a tablet: only this session, nothing else of the app.
}
share-link-qr = QR code of the { share-link-title } link
# $address and $code are shown emphasised.
share-link-typed = Or open { $address } and type { $code }: once, within { $minutes } minutes (a new code then shows here; the QR code stays the same).
share-devices = Devices ({ $count } of at most { $max })
share-no-devices = None yet: scan a code with the device's camera.
share-device-connected = connected
share-device-away = away
share-disconnect = Disconnect { $device }
share-links-kept = Stopping and starting again keeps these links: devices that joined need not join again. New links make every device join again.
share-revoke = New links (the old codes stop working)
share-stop = Stop sharing

## The app shell

# A screen whose code could not be fetched; $problem: why.
not-loaded = { $problem } Reload the page to try again.
# The web app: a new version was fetched and waits until the facilitator takes it.
update-ready = A new version of { -app-name } is ready. Your game is kept.
update-take = Update now
update-later = Later

## The tracks chart

chart-empty = The chart starts once every player has drawn their { -load-card }.
chart-legend = Players on the chart
# $track: the track's name.
chart-panel = { $track } of each player, 0 to { $max }, after setup and after each round. The numbers are in the table below the chart.
chart-as-table = Show these numbers as a table
chart-track = Track
