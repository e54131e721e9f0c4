# Los términos del juego (docs/glossary.md), comunes a todos los archivos de mensajes de este idioma.
# Los términos de carta aceptan un número: { -load-card(count: 2) } es «cartas de Carga».

-load = Carga
-connection = Conexión
-momentum = Impulso
-shield = Escudo
-pressure = Presión
-balance-score = Puntuación de equilibrio
-life-happens = La vida pasa
-action = Acción
-brotherhood = Hermandad
-turning-point = Punto de inflexión
-real-talk = Hablar claro
-helpful-approaches = enfoques útiles
-relief-approaches = enfoques de alivio
-load-card = { $count ->
    [other] cartas de Carga
   *[one] carta de Carga
}
-life-happens-card = { $count ->
    [other] cartas de La vida pasa
   *[one] carta de La vida pasa
}
-action-card = { $count ->
    [other] cartas de Acción
   *[one] carta de Acción
}
-brotherhood-card = { $count ->
    [other] cartas de Hermandad
   *[one] carta de Hermandad
}
-turning-point-card = { $count ->
    [other] cartas de Punto de inflexión
   *[one] carta de Punto de inflexión
}
-table-display = pantalla de la mesa
-tablet = tableta
-session = sesión
-round = ronda
-turn = turno
-step = paso
-sample-deck = cartas de ejemplo
