# Die Begriffe des Spiels (docs/glossary.md), für alle Nachrichtendateien dieser Sprache.
# Kartenbegriffe nehmen eine Anzahl: { -load-card(count: 2) } ist „Lastkarten“.

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
-helpful-approaches = hilfreiche Ansätze
-relief-approaches = entlastende Ansätze
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
-tablet = Tablet
-session = Sitzung
-round = Runde
-turn = Zug
-step = Schritt
-sample-deck = Beispielkarten
