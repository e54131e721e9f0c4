# Los términos del juego (docs/glossary.md), en un solo lugar por idioma. Los mensajes los usan
# así: { -load }; un cambio aquí vale en todas partes donde se dice el término.

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
-helpful-approach = enfoque útil
-relief-approach = enfoque de alivio
-sample-deck = Cartas de ejemplo
-app-name = Loadout Companion
-game-name = The Loadout
