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
# Plural: the approaches a Life Happens card prints (match bonus).
-helpful-approach = { $count ->
    [other] Enfoques útiles
   *[one] Enfoque útil
}
-relief-approach = Enfoque de alivio
-sample-deck = Cartas de ejemplo
-app-name = Loadout Companion
-game-name = The Loadout

# Términos de las pantallas (ui.ftl), añadidos por la rama de la UI: una carta de cada mazo, con
# un número ({ -load-card(count: 2) } es «cartas de Carga»), y la pantalla de la mesa.
# $cap: «yes» cuando la palabra de la carta abre una etiqueta o un título («Carta de Carga»).
-load-card = { $count ->
    [other] { $cap ->
        [yes] Cartas de Carga
       *[no] cartas de Carga
    }
   *[one] { $cap ->
        [yes] Carta de Carga
       *[no] carta de Carga
    }
}
-life-happens-card = { $count ->
    [other] { $cap ->
        [yes] Cartas de Imprevisto
       *[no] cartas de Imprevisto
    }
   *[one] { $cap ->
        [yes] Carta de Imprevisto
       *[no] carta de Imprevisto
    }
}
-action-card = { $count ->
    [other] { $cap ->
        [yes] Cartas de Acción
       *[no] cartas de Acción
    }
   *[one] { $cap ->
        [yes] Carta de Acción
       *[no] carta de Acción
    }
}
-brotherhood-card = { $count ->
    [other] { $cap ->
        [yes] Cartas de Solidaridad
       *[no] cartas de Solidaridad
    }
   *[one] { $cap ->
        [yes] Carta de Solidaridad
       *[no] carta de Solidaridad
    }
}
-turning-point-card = { $count ->
    [other] { $cap ->
        [yes] Cartas de Punto de inflexión
       *[no] cartas de Punto de inflexión
    }
   *[one] { $cap ->
        [yes] Carta de Punto de inflexión
       *[no] carta de Punto de inflexión
    }
}
-table-display = pantalla de la mesa
