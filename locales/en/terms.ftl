# The game's terms (docs/glossary.md), shared by every message file of this language.
# Card terms take an optional count: { -load-card(count: 2) } is "Load cards".

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
-helpful-approaches = Helpful Approaches
-relief-approaches = Relief Approaches
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
-tablet = tablet
-session = session
-round = round
-turn = turn
-step = step
-sample-deck = sample deck
