# Las frases del juego: indicaciones, rechazos, líneas del registro, avisos, nombres de mazos,
# causas, alcances, pasos y desempates (crates/tracker/src/words/mod.rs).

## Listas y puestos

# «Ana y Ben», «Ana, Ben y Cal»: $first son todos los nombres menos el último, unidos por ", ".
list-and = { $first } y { $last }
seat = asiento { $n }
seat-in-file = asiento { $n } (asiento { $index } en un archivo de sesión, que cuenta desde 0)

## Nombres de mazos, marcadores, causas y alcances

deck-load = { -load }
deck-life-happens = { -life-happens }
deck-action = { -action }
deck-brotherhood = { -brotherhood }
deck-turning-point = { -turning-point }
a-card-load = una { -load-card }
a-card-life-happens = una { -life-happens-card }
a-card-action = una { -action-card }
a-card-brotherhood = una { -brotherhood-card }
a-card-turning-point = una { -turning-point-card }
stat-load = { -load }
stat-connection = { -connection }
stat-momentum = { -momentum }
stat-shield = { -shield }
adjust-card-effect = efecto de carta
adjust-correction = corrección
adjust-house-rule = regla de la casa
cause-start = inicio
cause-load-card-drawn = { -load-card } robada
cause-pressure = presión
cause-shield-absorbed = absorbido por el { -shield }
cause-action = { -action }
cause-match-bonus = bonus por acierto
cause-load-resolved = { -load } resuelta
cause-recovery = recuperación
cause-brotherhood-received = { -brotherhood } recibida
cause-brotherhood-given = { -brotherhood } dada
cause-turning-point = { -turning-point }
scope-everyone = todos los jugadores y jugadoras
scope-highest-load = quien tenga la { -load } más alta
scope-lowest-load = quien tenga la { -load } más baja
scope-highest-connection = quien tenga la { -connection } más alta
scope-lowest-connection = quien tenga la { -connection } más baja
scope-highest-momentum = quien tenga el { -momentum } más alto
scope-lowest-momentum = quien tenga el { -momentum } más bajo
scope-starting-player = quien empieza la ronda
# A quién toca un alcance y el valor que comparten: «Ana y Cal (Carga 7)».
scope-who-value = { $who } ({ $stat } { $value })
scope-preview = { $scope }: { $who }
scope-touches = Tocaría a { $who }
decided-by-score = { -balance-score }
decided-by-lower-load = { -load } (misma puntuación; la { -load } más baja queda por delante)
decided-by-higher-connection = { -connection } (misma puntuación y misma { -load }; la { -connection } más alta queda por delante)
decided-by-shared = puesto compartido (misma puntuación, misma { -load } y misma { -connection })
# Length reviewed: the usual word for this control; wraps where its place is narrow.
event-setup = Preparación
event-load-card = { -load }
event-life-happens = { -life-happens }
event-action = { -action }
event-brotherhood = { -brotherhood }
event-end-of-turn = Fin del turno
event-turning-point = { -turning-point }
event-adjustment = Ajuste
# Length reviewed: the usual word for this control; wraps where its place is narrow.
event-reshuffle = Volver a barajar
# Lo que un rechazo pide registrar: «Después registra la carta de La vida pasa».
record-setup = la preparación
record-load-card = la { -load-card }
record-life-happens = la { -life-happens-card }
record-action = la { -action }
record-brotherhood = la { -brotherhood-card }
record-end-of-turn = el fin del turno
record-turning-point = el { -turning-point }
record-adjustment = el ajuste
record-reshuffle = el nuevo barajado
# Un paso que una corrección inserta: «una carta de Hermandad», «un fin de turno».
a-step-setup = una preparación
a-step-load-card = una { -load-card }
a-step-life-happens = una { -life-happens-card }
a-step-action = una { -action-card }
a-step-brotherhood = una { -brotherhood-card }
a-step-end-of-turn = un fin de turno
a-step-turning-point = una { -turning-point-card }
a-step-adjustment = un ajuste
a-step-reshuffle = un nuevo barajado
the-step-setup = preparación
the-step-load-card = { -load-card }
the-step-life-happens = { -life-happens-card }
the-step-action = { -action-card }
the-step-brotherhood = { -brotherhood-card }
the-step-end-of-turn = fin de turno
the-step-turning-point = { -turning-point-card }
the-step-adjustment = ajuste
the-step-reshuffle = nuevo barajado
step-life-happens = { -life-happens }
step-action = { -action }
step-match-bonus = Bonus por acierto
# Length reviewed: the usual word for this control; wraps where its place is narrow.
step-resolve-load = Resolver una { -load-card }
step-brotherhood = { -brotherhood }
step-real-talk = { -real-talk }
step-refill = Reponer

## Indicaciones

prompt-setup = Preparación · roba una { -load-card } boca arriba para { $names }
prompt-overloaded = Ronda { $round } · { $name } tiene sobrecarga este turno: sin { -life-happens-card }; registra su { -action }
prompt-life-happens = Ronda { $round } · turno de { $name }: roba una { -life-happens-card }
prompt-action = Ronda { $round } · turno de { $name }: registra su { -action }
# $next: los elementos de abajo, unidos por ", ".
prompt-support = Ronda { $round } · turno de { $name }: { $next }
prompt-support-brotherhood = { -brotherhood } si alguien la da
prompt-support-real-talk = { -real-talk }
prompt-support-refill = robar hasta tener { $hand } { -action-card(count: 2) } y terminar el turno
prompt-round-end = La ronda { $round } ha terminado: revela un { -turning-point }
prompt-game-over = { $count ->
    [one] Fin de la partida · gana { $names }
   *[other] Fin de la partida · { $names } comparten la victoria
}

## Rechazos

refusal-unknown-edition = Esta app conoce la edición de reglas { $known }, no «{ $edition }»: empieza la sesión con { $known }.
refusal-player-count = { -game-name } se juega de { $min } a { $max } personas; esta preparación tiene { $count }.
refusal-no-name = La persona del { $seat } no tiene nombre: escribe un apodo.
refusal-name-too-long = «{ $name }» tiene { $chars } caracteres: usa un apodo de { $max } como máximo.
field-player-name = El nombre de la persona del { $seat }
field-session-label = La etiqueta de la sesión
refusal-setup-date = La fecha registrada en la preparación, «{ $date }», no es un día escrito como año-mes-día (2026-12-01): escríbela así o quítala.
field-setup-catalog-id = El id de catálogo registrado en la preparación
field-setup-catalog-name = El nombre de catálogo registrado en la preparación
field-setup-catalog-version = La versión de catálogo registrada en la preparación
field-setup-catalog-term = El nombre impreso para { $term } registrado en la preparación
refusal-setup-language = El idioma de las cartas registrado en la preparación, «{ $code }», no es un código de idioma: escribe uno como «de», o quítalo.
refusal-same-name = «{ $name }» y «{ $other }» se ven iguales en la pantalla: da otro apodo a una de las dos personas.
refusal-starting-seat = Quien empieza está en el { $seat }, pero la mesa tiene { $count } asientos: elige a una de las personas de la mesa.
refusal-load-card-already-drawn = { $name } ya tiene su { -load-card } de preparación: ahora roba una para { $missing }.
refusal-overloaded = { $name } tiene sobrecarga este turno: sin { -life-happens-card }; registra su { -action }.
refusal-round-not-over = La ronda { $round } no ha terminado: { $left ->
        [one] queda { $left } turno
       *[other] quedan { $left } turnos
    }, ahora le toca a { $name }. El { -turning-point } llega después del turno de cada persona.
refusal-brotherhood-to-self = { $name } no puede darse { -brotherhood }: la da otra persona.
refusal-brotherhood-twice = { $name } ya ha recibido una { -brotherhood-card } este turno: como máximo una por turno.
refusal-brotherhood-used = { $name } ya ha usado su { -brotherhood-card } esta ronda: recibe una nueva cuando termine la ronda { $round }.
refusal-empty-adjustment = Este ajuste para { $name } no cambia nada: introduce al menos un cambio.
refusal-unknown-seat = No hay ningún { $seat } en esta mesa de { $players } personas: elige a una de las personas de la mesa.
refusal-game-over = La partida terminó tras la ronda { $rounds }: ya no se puede registrar nada. Deshaz para cambiar los últimos pasos.
refusal-already-set-up = Esta sesión ya está preparada: empieza una sesión nueva para otra partida.
refusal-nothing-to-undo = Nada que deshacer: solo está registrada la preparación. Empieza una sesión nueva para cambiar la preparación.
refusal-nothing-to-redo = Nada que rehacer: no se ha deshecho ningún paso desde el último registrado.
refusal-no-such-step = No hay paso { $index }: el registro tiene los pasos 0 a { $last }.
refusal-other-deck = El paso { $index } tiene { $has }, no { $given }: elige { $has }.
refusal-no-card = El paso { $index } es un paso «{ $kind }» y no tiene carta que cambiar.
refusal-card-does-not-fit = Esta carta no puede sustituir al { $step }: { $why }
refusal-insert-before-setup = Nada va antes de la preparación (paso 0): inserta el paso antes de uno posterior.
refusal-insert-does-not-fit = No se puede insertar { $step } antes del paso { $before }: { $why }. Insértalo antes del paso que vino justo después en la mesa.
refusal-log-does-not-start-with-setup = el registro empieza con un paso «{ $kind }» en lugar de la preparación
refusal-empty-log = el registro está vacío: no tiene preparación
refusal-log-does-not-replay = Este archivo de sesión está dañado: el { $step } no encaja con las reglas ({ $why }). No se ha cambiado nada en el disco.

## Correcciones que un paso posterior no soportaría

amend-refused = El paso { $index } no puede llevar esta carta
amend-keep = deja el paso { $index } como está registrado y registra un ajuste (corrección) por la diferencia
insert-refused = No se puede insertar { $step } antes del paso { $before }
insert-keep = registra un ajuste (corrección) por lo que cambió el paso olvidado ({ $step }), en lugar de insertarlo
later-step-breaks = { $refused }: el { $name } ya no encajaría, porque { $why }. Cómo seguir: si el paso { $step } tampoco ocurrió así, deshaz hasta él ({ $undo } { $undo ->
        [one] paso
       *[other] pasos
    }), haz esta corrección y luego registra el paso { $step } y lo que siguió tal como ocurrió; o { $keep }.
conflict-amend = Este paso ya no encajaría si se cambiara el paso { $index }.
conflict-insert = Este paso ya no encajaría si se insertara { $step } antes del paso { $before }.
would-overloaded = { $name } empezaría ese turno con { -load } { $max } (sobrecarga), y un turno con sobrecarga no tiene { -life-happens-card }
would-not-overloaded = { $name } ya no empezaría ese turno con { -load } { $max }, así que el turno necesitaría una { -life-happens-card } antes de su { -action }
would-wrong-step = en ese momento { $at }, y { $step } no encaja ahí
would-round-not-over = la ronda { $round } no habría terminado en ese momento ({ $left ->
        [one] quedaría { $left } turno
       *[other] quedarían { $left } turnos
    }), y un { -turning-point } llega después del turno de cada persona
would-brotherhood-to-self = sería el propio turno de { $name }, y nadie puede darse { -brotherhood }
would-brotherhood-twice = { $name } ya habría recibido una { -brotherhood-card } en ese turno (como máximo una por turno)
would-brotherhood-used = { $name } ya habría dado su { -brotherhood-card } en la ronda { $round } (una vez por ronda)
would-load-card-already-drawn = { $name } ya tendría su { -load-card } de preparación
would-game-over = la partida ya habría terminado en ese momento (tras la ronda { $rounds })
would-be-load-cards = la preparación seguiría esperando la { -load-card } de { $missing }
would-be-life-happens = el turno de { $name } esperaría su { -life-happens-card }
would-be-overloaded-action = { $name } tendría sobrecarga y estaría esperando a jugar su { -action }
would-be-action = { $name } estaría esperando a jugar su { -action }
would-be-support = { $name } habría jugado su { -action }, sin que el turno hubiera terminado
would-be-round-end = la ronda { $round } habría terminado y esperaría su { -turning-point }
would-be-game-over = la partida habría terminado

## Un paso que no toca ahora

wrong-step-load-cards = La ronda 1 no ha empezado: primero cada persona roba una { -load-card } (aún falta para { $missing }). Después registra { $event }.
wrong-step-life-happens = El turno de { $name } empieza con una { -life-happens-card }: regístrala primero y después { $event }.
wrong-step-overloaded-action = { $name } tiene sobrecarga este turno: registra ahora su { -action }.
wrong-step-action = { $name } ha robado su { -life-happens-card }: registra ahora su { -action }.
wrong-step-support = { $name } ha jugado su { -action }: ahora da { -brotherhood } o termina el turno.
wrong-step-round-end = La ronda { $round } ha terminado: revela ahora el { -turning-point }.
wrong-step-game-over = La partida ha terminado: ya no se puede registrar nada.

## Cambios y avisos

# «Carga 3 → 5 (presión)»; $requested lleva signo («+3»).
change = { $stat } { $before } → { $after } ({ $cause })
change-stopped = { $stat } { $before } → { $after } ({ $cause } { $requested }, { $stopped })
change-of = { $name } { $change }
stopped-at = detenido en { $end }
moved = { $stat } { $before } → { $after }
moved-stopped = { $stat } { $before } → { $after } ({ $stopped })
note-card-in-discard = Todas las copias de la carta { $card } ya están en la pila de descartes de { $deck }: revisa la carta robada.
note-deck-empty = El mazo de { $deck } está vacío: vuelve a barajar su pila de descartes y registra el nuevo barajado.
note-no-match = Sin bonus por acierto: el enfoque de la { -action } no es uno de los { -helpful-approach(count: 2) } del evento.
note-no-resolve = Ninguna { -load-card } resuelta: ninguna { -load-card } en la mano tiene el enfoque de la { -action }.
note-overloaded = { $name } empieza el turno con { -load } { $max }: turno de recuperación, sin { -life-happens-card }.
note-round-over = La ronda { $round } ha terminado: revela un { -turning-point }.
note-game-over = La partida ha terminado.

## Líneas del registro

# «Ana: Acción “Llamar a una amiga” (Hablar)»: una línea con la persona a la que pertenece.
ledger-who = { $name }: { $what }
ledger-setup = { $random ->
    [yes] Preparación: { $players } personas, empieza { $name }, por sorteo
   *[no] Preparación: { $players } personas, empieza { $name }
}
ledger-load-card = { -load } «{ $title }» ({ $tags })
ledger-life-happens = { -life-happens } «{ $title }», { -pressure } { $pressure } ({ $tags })
ledger-action = { -action } «{ $title }» ({ $tags })
ledger-brotherhood = { -brotherhood } «{ $title }» de { $giver }
ledger-end-of-turn = fin del turno
ledger-turning-point = Ronda { $round }: { -turning-point } «{ $title }» para { $scope }
ledger-adjustment = ajuste ({ $reason })
ledger-reshuffle = pila de descartes de { $deck } barajada de nuevo en el mazo
step-name = paso { $index } ({ $when }, { $what })
# Length reviewed: the usual word for this control; wraps where its place is narrow.
step-when-setup = preparación
step-when-round = ronda { $round }
step-what-of = { $kind } de { $name }
step-number = paso { $index }
step-setup = paso 0 (preparación)
chart-start = Inicio
chart-round = R{ $round }
part-setup = Preparación
part-turn = Ronda { $round } · turno de { $name }
part-round-end = Ronda { $round } · fin de la ronda

## Los pasos de un turno

overloaded-turn = Paso 1 omitido: { $name } empezó este turno con { -load } { $max } (sobrecarga), así que no se roba { -life-happens-card }. Después de la { -action }, la recuperación resta { $recovery } a la { -load }.
action-done = { $label }.
action-done-moves = { $label }: { $moves }.
match-bonus = Bonus por acierto: { $moves }. El enfoque de la { -action } es uno de los { -helpful-approach(count: 2) } del evento.
match-recovery = Nada en un turno de recuperación: no hay evento. Recuperación: { $moves }. El turno empezó con { -load } { $max }.
resolve-done = { -load } resuelta: { $moves }. El enfoque de la { -action } es un { -relief-approach } de una { -load-card } en la mano, que se descarta.
resolve-no-load-card = { $name } no tiene ninguna { -load-card }.
brotherhood-ask = ¿Otra persona le dio a { $name } una { -brotherhood-card }? ¿Quién se la dio?
brotherhood-none = Nadie puede dar { -brotherhood } ahora: una por turno, y cada persona da una vez por ronda.
brotherhood-done = Dada: { $label }.
undone = Deshecho: { $label }
redone = Rehecho: { $label }
real-talk-step = { $name } puede responder a la pregunta de { -real-talk }, pasar o abrirla a la mesa. No se registra nada.
refill = { $name } roba hasta tener { $hand } { -action-card(count: 2) }.
deal = Reparte a cada persona { $action } { -action-card(count: 2) } y { $brotherhood } { $brotherhood ->
        [one] { -brotherhood-card }
       *[other] { -brotherhood-card(count: 2) }
    }. Después roba una { -load-card } boca arriba para cada persona.
deal-reminder = Reparte a cada persona { $action } { -action-card(count: 2) } y { $brotherhood } { $brotherhood ->
        [one] { -brotherhood-card }
       *[other] { -brotherhood-card(count: 2) }
    }. Después: la { -load-card } de cada persona, robada boca arriba.
deal-reminder-full = Reparte a cada persona { $action } { -action-card(count: 2) } y { $brotherhood } { $brotherhood ->
        [one] { -brotherhood-card }
       *[other] { -brotherhood-card(count: 2) }
    } ({ $full } { -action-card(count: 2) } por persona con { $players } personas). Después: la { -load-card } de cada persona, robada boca arriba.
round-begins = Comienza la ronda { $round }: empieza { $name }. { $used ->
        [0] Nadie dio una { -brotherhood-card } en la ronda anterior: cada persona conserva la suya.
        [one] { $givers } dio una { -brotherhood-card } en la ronda anterior y toma una nueva del mazo.
       *[other] En la ronda anterior, { $givers } dieron una { -brotherhood-card } cada cual: toman una nueva del mazo ({ $used } cartas).
    }
load-card-during-play = Cuando una carta diga que se robe una { -load-card }: elige a la persona y luego la carta robada (+{ $draw } { -load }).

## Puntuaciones y puestos

score-formula = Puntuación = ({ $max } − { -load }) + { -connection } + { -momentum }
score-parts = ({ $max } − { $load }) + { $connection } + { $momentum }
ordinal = { $place }.º
place-shared = { $place } (compartido)
turn-place = { $place } en jugar esta ronda
turn-place-done = { $place } en jugar esta ronda, ya jugó
turn-place-now = { $place } en jugar esta ronda, juega ahora
place-by-score = decidido por la puntuación
place-by-load = misma puntuación que { $others }: decidido por la { -load } (la más baja queda por delante)
place-by-connection = misma puntuación y misma { -load } que { $others }: decidido por la { -connection } (la más alta queda por delante)
place-shared-with = misma puntuación, misma { -load } y misma { -connection } que { $others }: puesto compartido
ranking-final = Clasificación final
ranking-so-far = Clasificación provisional
not-final = La partida aún no ha terminado: estos puestos todavía pueden cambiar.
winner = Ganador/a
winner-shared = Victoria compartida
winner-so-far = En primer puesto
winner-so-far-shared = Compartiendo el primer puesto
