# Die Begriffe des Spiels (docs/glossary.md), an einer Stelle je Sprache. Nachrichten verwenden
# sie als { -load }; eine Änderung hier gilt überall, wo der Begriff vorkommt.

-load = Belastung
-connection = Verbundenheit
-momentum = Schwung
-shield = Schutz
-pressure = Druck
-balance-score = Balance-Wert
-life-happens = Lebensereignis
-action = Aktion
-brotherhood = Zusammenhalt
-turning-point = Wendepunkt
-real-talk = Klartext
# Plural: the approaches a Life Happens card prints (match bonus).
-helpful-approach = { $count ->
    [other] Hilfreiche Ansätze
   *[one] Hilfreicher Ansatz
}
-relief-approach = Entlastender Ansatz
-sample-deck = Beispielkarten
-app-name = Loadout Companion
-game-name = The Loadout

# Begriffe der Bildschirme (ui.ftl), aus dem Zweig der UI: eine Karte jedes Stapels, mit Anzahl
# ({ -load-card(count: 2) } ist „Belastungskarten“), und die Tischanzeige.
-load-card = { $count ->
    [other] Belastungskarten
   *[one] Belastungskarte
}
-life-happens-card = { $count ->
    [other] Lebensereigniskarten
   *[one] Lebensereigniskarte
}
-action-card = { $count ->
    [other] Aktionskarten
   *[one] Aktionskarte
}
-brotherhood-card = { $count ->
    [other] Zusammenhaltskarten
   *[one] Zusammenhaltskarte
}
-turning-point-card = { $count ->
    [other] Wendepunktkarten
   *[one] Wendepunktkarte
}
-table-display = Tischanzeige
