# Los términos del juego (docs/glossary.md), en un solo lugar por idioma. Los mensajes los usan
# así: { -load }; un cambio aquí vale en todas partes donde se dice el término.

-load = Carga
-connection = Conexión
-momentum = Impulso
-shield = Escudo
-pressure = Presión
-balance-score = Puntuación de equilibrio
-life-happens = Imprevistos
-action = Acción
-brotherhood = Solidaridad
-turning-point = Punto de inflexión
-real-talk = Hablar claro
-helpful-approach = enfoque útil
-relief-approach = enfoque de alivio
-sample-deck = Cartas de ejemplo
-app-name = Loadout Companion
-game-name = The Loadout

# Términos de las pantallas (ui.ftl), añadidos por la rama de la UI: una carta de cada mazo, con
# un número ({ -load-card(count: 2) } es «cartas de Carga»), y la pantalla de la mesa.
-load-card = { $count ->
    [other] cartas de Carga
   *[one] carta de Carga
}
-life-happens-card = { $count ->
    [other] cartas de Imprevisto
   *[one] carta de Imprevisto
}
-action-card = { $count ->
    [other] cartas de Acción
   *[one] carta de Acción
}
-brotherhood-card = { $count ->
    [other] cartas de Solidaridad
   *[one] carta de Solidaridad
}
-turning-point-card = { $count ->
    [other] cartas de Punto de inflexión
   *[one] carta de Punto de inflexión
}
-table-display = pantalla de la mesa
