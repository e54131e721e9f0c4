# The game's terms (docs/glossary.md), one place per language. Messages use them as
# { -load }; a change here is a change everywhere the term is said.

-load = Load
-connection = Connection
-momentum = Momentum
-shield = Shield
-pressure = Pressure
-balance-score = Balance Score
-life-happens = Life Happens
-action = Action
-brotherhood = Brotherhood
-turning-point = Turning Point
-real-talk = Real Talk
# Plural: the approaches a Life Happens card prints (match bonus).
-helpful-approach = { $count ->
    [other] Helpful Approaches
   *[one] Helpful Approach
}
-relief-approach = Relief Approach
-sample-deck = Sample deck
-app-name = Loadout Companion
-game-name = The Loadout

# Terms the screens use (ui.ftl), added by the UI's branch: a card of each deck, with a count
# ({ -load-card(count: 2) } is "Load cards"), and the table display.
-load-card = { $count ->
    [other] Load cards
   *[one] Load card
}
-life-happens-card = { $count ->
    [other] Life Happens cards
   *[one] Life Happens card
}
-action-card = { $count ->
    [other] Action cards
   *[one] Action card
}
-brotherhood-card = { $count ->
    [other] Brotherhood cards
   *[one] Brotherhood card
}
-turning-point-card = { $count ->
    [other] Turning Point cards
   *[one] Turning Point card
}
-table-display = table display
