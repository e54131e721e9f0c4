# Die Begriffe des Spiels (docs/glossary.md), an einer Stelle je Sprache. Nachrichten verwenden
# sie als { -load }; eine Änderung hier gilt überall, wo der Begriff vorkommt.

-load = Last
-connection = Verbindung
-momentum = Schwung
-shield = Schutz
-pressure = Druck
-balance-score = Balance-Wert
-life-happens = Das Leben passiert
-action = Aktion
-brotherhood = Zusammenhalt
-turning-point = Wendepunkt
-real-talk = Klartext
-helpful-approach = hilfreicher Ansatz
-relief-approach = entlastender Ansatz
-sample-deck = Beispielkarten
-app-name = Loadout Companion
-game-name = The Loadout
