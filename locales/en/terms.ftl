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
-helpful-approach = Helpful Approach
-relief-approach = Relief Approach
-sample-deck = Sample deck
-app-name = Loadout Companion
-game-name = The Loadout
