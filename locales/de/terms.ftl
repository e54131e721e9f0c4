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

# Begriffe der Bildschirme (ui.ftl), aus dem Zweig der UI: eine Karte jedes Stapels, mit Anzahl
# ({ -load-card(count: 2) } ist „Lastkarten“), und die Tischanzeige.
-load-card = { $count ->
    [other] Lastkarten
   *[one] Lastkarte
}
-life-happens-card = { $count ->
    [other] Das-Leben-passiert-Karten
   *[one] Das-Leben-passiert-Karte
}
-action-card = { $count ->
    [other] Aktionskarten
   *[one] Aktionskarte
}
-brotherhood-card = { $count ->
    [other] Zusammenhaltkarten
   *[one] Zusammenhaltkarte
}
-turning-point-card = { $count ->
    [other] Wendepunktkarten
   *[one] Wendepunktkarte
}
-table-display = Tischanzeige
