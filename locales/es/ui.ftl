# Las palabras de las pantallas (ui/src). Las frases del juego (indicaciones, líneas del registro,
# rechazos, notas) vienen de los mensajes del backend (game.ftl y los demás); no se repiten aquí.
# Los términos como { -load } vienen de terms.ftl. Se tutea a la persona facilitadora.

## Piezas comunes

back = Volver
close = Cerrar
delete = Eliminar
keep-it = Conservar
cancel = Cancelar
damaged-files-title = Archivos que no se pueden leer
damaged-files-hint = Estos archivos no se tocan. Cópialos a un lugar seguro antes de quitarlos.
damaged-file = dañado.
track-value = { $value } de { $max }
stepper-minus = { $label } menos uno
stepper-plus = { $label } más uno

## Cartas (los nombres vienen de terms.ftl)

deck-title = { $deck ->
    [load] { -load }
    [life_happens] { -life-happens }
    [action] { -action }
    [brotherhood] { -brotherhood }
   *[turning_point] { -turning-point }
}
deck-a-card = { $deck ->
    [load] una { -load-card }
    [life_happens] una { -life-happens-card }
    [action] una { -action-card }
    [brotherhood] una { -brotherhood-card }
   *[turning_point] una { -turning-point-card }
}
deck-card = { $deck ->
    [load] { -load-card }
    [life_happens] { -life-happens-card }
    [action] { -action-card }
    [brotherhood] { -brotherhood-card }
   *[turning_point] { -turning-point-card }
}
deck-cards = { $deck ->
    [load] { -load-card(count: 2) }
    [life_happens] { -life-happens-card(count: 2) }
    [action] { -action-card(count: 2) }
    [brotherhood] { -brotherhood-card(count: 2) }
   *[turning_point] { -turning-point-card(count: 2) }
}
# Una carta del mazo al principio de una etiqueta o un título.
deck-card-start = { $deck ->
    [load] { -load-card(cap: "yes") }
    [life_happens] { -life-happens-card(cap: "yes") }
    [action] { -action-card(cap: "yes") }
    [brotherhood] { -brotherhood-card(cap: "yes") }
   *[turning_point] { -turning-point-card(cap: "yes") }
}
stat-name = { $stat ->
    [load] { -load }
    [connection] { -connection }
    [momentum] { -momentum }
   *[shield] { -shield }
}
scope-words = { $scope ->
    [everyone] todos los jugadores y jugadoras
    [highest_load] quien tenga la { -load } más alta
    [lowest_load] quien tenga la { -load } más baja
    [highest_connection] quien tenga la { -connection } más alta
    [lowest_connection] quien tenga la { -connection } más baja
    [highest_momentum] quien tenga el { -momentum } más alto
    [lowest_momentum] quien tenga el { -momentum } más bajo
   *[starting_player] quien empieza la ronda
}
list-separator = {", "}
effect-part = { stat-name } { $value }
effect-none = sin cambios
card-values-load = Alivio: { $relief }
card-values-life-happens = { -pressure } { $pressure } · Útiles: { $helpful }
card-values-action = { $tag } · { $effect }
card-values-brotherhood = { $giver ->
    [none] Receptor/a: { $receiver }
   *[other] Receptor/a: { $receiver } · Donante: { $giver }
}
card-values-turning-point = { $effect } para { scope-words }
discard-mark-all = Todas las copias descartadas
discard-mark-some = { $count } de { $copies } copias en la pila de descartes

## Elegir una carta y escribir una carta

choose = Elegir…
picker-search = Buscar { deck-cards } por título
picker-recorded-now = Registrada ahora
# A Life Happens card's printed values on its tile ($helpful: its two Helpful Approaches).
picker-values-life-happens = { -pressure } { $pressure } · { $helpful }
# The filter chips above the cards: one tap shows only the cards with that Pressure or approach.
picker-filter-pressure = { -pressure }
picker-filter-pressure-value = { -pressure } { $pressure }
picker-filter-tags = Enfoques
picker-no-match = Ningún título de { deck-cards } contiene «{ $query }».
picker-empty = No hay { deck-cards } para elegir: escribe la carta robada.
picker-type-in = ¿La carta no está en la lista? Escríbela
adhoc-heading = Escribir { $card }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
adhoc-title = Título tal como está impreso
adhoc-relief = { -relief-approach } { $n }
adhoc-helpful = { -helpful-approach } { $n }
adhoc-tag = Enfoque
adhoc-missing-title = Escribe el título impreso en la carta.
adhoc-missing = Elige: { $field }.
adhoc-pressure = { -pressure }
adhoc-receiver = Para quien recibe
adhoc-changes = Cambios impresos
adhoc-giver = Para quien da (si la carta lo dice)
adhoc-giver-stat = Donante: { stat-name }
adhoc-scope = A quién afecta
adhoc-add-to-catalog = Añadir también esta carta a «{ $catalog }»
adhoc-record = Registrar esta carta

## La pantalla de juego

back-to-start = Volver a la pantalla de inicio
undo = Deshacer
redo = Rehacer
sample-deck-note = { -sample-deck }, no las cartas impresas
play-not-opened = No se pudo abrir esta sesión
play-leave = Salir
play-leave-label = Salir de la partida (está guardada)
# Length reviewed: the usual word for this control; wraps where its place is narrow.
play-setup = Preparación
play-round = Ronda { $round } de { $rounds }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
play-tools = Herramientas de juego
play-history = Historial
play-adjust = Ajustar
play-load-card = { -load-card(cap: "yes") }
play-decks = Mazos
play-chart = Gráfico
play-share = Compartir
play-share-label = Compartir con la mesa
# Length reviewed: the usual word for this control; wraps where its place is narrow.
play-chart-title = Marcadores hasta ahora
play-chart-caption = Tras la preparación y tras cada ronda
play-not-added-to-catalog = La carta se registró, pero no se añadió a «{ $catalog }»: { $problem }
play-catalog-problem = { $problem } Escribe las cartas a medida que se roban.
seat-label = Asiento { $n }

## El turno

play-unsaved = Esta sesión no se pudo guardar en el disco: se conserva en memoria mientras la app esté abierta.
play-retry-save = Volver a intentar guardar
play-status = Lo que acaba de pasar
play-held = Ese toque llegó mientras aún se registraba el paso anterior, así que no se tuvo en cuenta. Revisa el paso que se muestra ahora y vuelve a tocar si aún hace falta.
play-reshuffle-needed = { $count ->
    [one] Vacío: { $decks }. Vuelve a barajar su pila de descartes en el mazo.
   *[other] Vacíos: { $decks }. Vuelve a barajar sus pilas de descartes en los mazos.
}
play-record-reshuffle = Registrar que se volvió a barajar el mazo de { deck-title }
play-undone = Deshecho
play-turning-point = { -turning-point }
play-load-cards = { -load-card(count: 2, cap: "yes") }
play-whose-load-card = { -load-card(cap: "yes") } de { $name }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
play-whose-load-card-group = De quién es la { -load-card }
play-steps = Pasos del turno de { $name }
play-step-done = (hecho)
play-step-skipped = (omitido)
play-whose-life-happens-card = { -life-happens-card(cap: "yes") } de { $name }
play-whose-action-card = { -action-card(cap: "yes") } de { $name }
play-steps-range = Pasos { $from } a { $to }
play-reasons = Cómo resultó la { -action }
play-warning = { $note } Si fue un error, toca «{ undo }».
play-brotherhood-optional = { -brotherhood } (opcional)
play-brotherhood-givers = Quién da { -brotherhood }
play-brotherhood-from = De { $name }
play-brotherhood-card-from = { -brotherhood-card(cap: "yes") } de { $name }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
play-end-turn = Terminar el turno de { $name }
play-round-turning-point = { -turning-point } de la ronda { $round }
play-game-over = La partida ha terminado
play-see-results = Ver los resultados
play-correct-hint = ¿Un paso mal anotado? En el historial, cambia su carta o inserta un paso olvidado: se recalculan todos los números.
play-correct-open = Corregir un paso en el historial
play-just-recorded = Recién registrado
heading-colon = { $heading }:

## Hablar claro

real-talk-answer = Responder
real-talk-pass = Pasar
real-talk-open = Abrir a la mesa
real-talk-done = { -real-talk } terminado. No se registra nada de ello.

## Diálogos de la pantalla de juego

load-dialog-title = { -load-card(cap: "yes") } para una persona
load-dialog-who = Quién roba la { -load-card }
decks-left = de { $size } quedan por robar
decks-not-counted = Sin contar (el catálogo no indica el tamaño de los mazos)
decks-discarded = { $count } en la pila de descartes
decks-empty = Vacío: vuelve a barajar la pila de descartes en el mazo y luego regístralo.
decks-record-reshuffle = Registrar que se volvió a barajar el mazo de { deck-title }
adjust-title = Ajuste manual
adjust-player = Jugador/a
adjust-changes = Cambios
adjust-reason = Motivo
adjust-reason-name = { $reason ->
    [card_effect] Efecto de una carta
    [correction] Corrección
   *[house_rule] Regla de la casa
}
adjust-choose-player = Elige a la persona.
adjust-set-change = Indica al menos un cambio.
adjust-choose-reason = Elige el motivo.
adjust-summary = { $name }: { $effect } ({ adjust-reason-name }).
adjust-record = Registrar el ajuste
history-amended = Paso { $step } cambiado: se recalcularon todos los números.
history-inserted = Paso { $step } insertado: los pasos siguientes avanzaron uno y se recalcularon todos los números.
history-round = Ronda { $round }
history-insert-label = Insertar antes del paso { $step }: { $label }
history-insert-nothing-label = No insertar nada antes del paso { $step }: { $label }
history-insert-before = Insertar antes
history-insert-nothing = No insertar nada
history-change-label = Cambiar la carta del paso { $step }: { $label }
history-change = Cambiar la carta
# Length reviewed: the usual word for this control; wraps where its place is narrow.
history-keep = Conservar
history-replacement = { deck-card-start } de reemplazo para el paso { $step }
history-show-step = Mostrar el paso { $step }
insert-who-gave = Quién la dio
insert-who-drew = Quién la robó
insert-what = Lo que se olvidó antes del paso { $step }
insert-kind = { $kind ->
    [brotherhood] { -brotherhood-card(cap: "yes") }
    [load] { -load-card(cap: "yes") }
    [turning_point] { -turning-point }
    [life_happens] { -life-happens-card(cap: "yes") }
    [action] { -action-card(cap: "yes") }
   *[end_turn] Fin del turno
}
insert-end-turn = Insertar un fin de turno antes del paso { $step }
insert-forgotten = { deck-card-start } olvidada antes del paso { $step }

## El marcador

scoreboard = Marcador
scoreboard-plays-next = Juega después
scoreboard-next = Después
scoreboard-their-turn = Es su turno
scoreboard-starts-round = Empieza la ronda
scoreboard-starts = Empieza
scoreboard-overloaded = Sobrecarga
# Length reviewed: the usual word for this control; wraps where its place is narrow.
scoreboard-score = Puntuación
scoreboard-load-short = { -load }
scoreboard-connection-short = Con.
scoreboard-momentum-short = Imp.
scoreboard-brotherhood-held = { -brotherhood }: en la mano
scoreboard-brotherhood-used = { -brotherhood }: usada
scoreboard-brotherhood-this-round = esta ronda
scoreboard-load-cards = { -load-card(count: 2, cap: "yes") } de { $name }:
# Length reviewed: the usual word for this control; wraps where its place is narrow.
scoreboard-no-load-card = Ninguna { -load-card }
scoreboard-order-legend = En un círculo: el orden de juego de esta ronda (el 1 juega primero).

## La pantalla de inicio

start-title = { -app-name }
start-tagline = Registra las cartas robadas en la mesa; la app lleva cada marcador y cada puntuación.
start-nav = Inicio
start-resume = Continuar la partida sin terminar
start-resume-detail = { $players } · ronda { $round } de { $rounds }
start-new = Nueva sesión
start-damaged = { $count ->
    [one] { $count } archivo de sesión guardado está dañado y no se toca: mira «{ sessions-title }».
   *[other] { $count } archivos de sesión guardados están dañados y no se tocan: mira «{ sessions-title }».
}
start-version = Versión
start-rules = Reglas
start-rules-edition = { -game-name } { $edition }
start-cards = Cartas
start-room = Espacio libre
# The web app, when the browser may clear its storage (it refused to keep it, or cannot be asked).
start-storage-may-clear = Este navegador puede borrar las sesiones y los catálogos guardados aquí si se queda sin espacio. Para evitarlo, añade { -app-name } a la pantalla de inicio (en un iPad: Compartir y luego «Añadir a pantalla de inicio») o instálala desde el menú del navegador. Después de una partida, descarga su archivo de sesión para guardar una copia.

## Sesiones anteriores

sessions-title = Sesiones anteriores
sessions-import = Importar un archivo de sesión
sessions-none = Aún no hay sesiones. Las partidas se guardan aquí en cuanto empiezan.
sessions-date-unknown = Fecha desconocida
sessions-not-started = Aún sin empezar
sessions-not-finished = Ronda { $round } de { $rounds }, sin terminar
sessions-shared-win = Terminada · Victoria compartida: { $names }
sessions-winner = Terminada · Ganador/a: { $name }
sessions-finished = Terminada
sessions-named = { $label }, { $players }
sessions-delete-label = Eliminar: { $who }
sessions-delete-question = ¿Eliminar la sesión de { $players } del { $date }? No se puede deshacer.
sessions-delete-question-labelled = ¿Eliminar la sesión «{ $label }» de { $players } del { $date }? No se puede deshacer.
sessions-results = Resultados
sessions-results-label = Resultados: { $who }
sessions-correct = Corregir un paso
sessions-correct-label = Corregir un paso: { $who }
sessions-resume = Continuar
sessions-resume-label = Continuar: { $who }
catalogs-title = Catálogos
settings-title = Ajustes

## Nueva sesión

new-players = Jugadores ({ $count } de { $min } a { $max }), en orden de asiento
new-players-hint = Solo apodos. Se juega alrededor de la mesa en este orden.
new-seat-nickname = Apodo del asiento { $n }
new-seat-up = Subir el asiento { $n }
new-seat-down = Bajar el asiento { $n }
new-seat-remove = Quitar
new-seat-remove-label = Quitar el asiento { $n }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
new-add-player = Añadir una persona
new-table = En una mesa juegan de { $min } a { $max } personas.
new-table-full = En una mesa juegan de { $min } a { $max } personas: los { $max } asientos están ocupados.
new-this-session = Esta sesión
new-label = Etiqueta (opcional)
new-label-hint = Unas palabras, p. ej. «Grupo del jueves». Con la fecha de hoy distinguen esta partida en «{ sessions-title }», en la hoja impresa y en los nombres de los archivos exportados.
new-starter = Quién empieza la ronda 1
new-starter-random = Elegir al azar
new-catalog-version = (versión { $version })
new-catalog-problems = { $count ->
    [one] { $count } problema: corrígelo primero en «{ catalogs-title }»
   *[other] { $count } problemas: corrígelos primero en «{ catalogs-title }»
}
new-real-talk = Modo { -real-talk }
new-real-talk-on = Modo { -real-talk } activado
new-real-talk-hint = Opcional: una invitación a hablar tras cada { -action }. La app no registra nada de ello: ni lo que se dice, ni quién responde o pasa su turno.
new-start = Empezar la sesión

## Resultados

# Length reviewed: the usual word for this control; wraps where its place is narrow.
try-again = Volver a intentar
# Length reviewed: the usual word for this control; wraps where its place is narrow.
results-standings = Clasificación provisional
results-catalog-version = v{ $version }
ranking-place = Puesto
ranking-decided = Cómo se decidió el puesto
ledger-title = Por qué se movió cada número
ledger-whose = Mostrar el registro de
ledger-everyone = Todos
ledger-everyone-heading = Todos, paso a paso
ledger-player-heading = { $name }, turno a turno
ledger-empty = Aún no se ha registrado nada.
ledger-change-of = { $name }: { $change }

## Llevarse los resultados, y la hoja impresa

share-title = Llévate los resultados
share-qr-label = Código QR de los resultados. Lo que dice está debajo.
share-qr-hint = Apunta la cámara de un teléfono al código: se lee como texto sencillo, sin ninguna app.
share-qr-not-final = La partida no ha terminado: el código contiene la clasificación provisional.
share-qr-text = Lo que dice el código QR
share-names = Nombres en el código y en los archivos
export-names = { $names ->
    [as_entered] Apodos tal como se escribieron
    [initials] Iniciales
   *[seat_numbers] Solo números de asiento
}
share-date = Poner la fecha de la partida en el código
share-save = { $file ->
    [png] Guardar el código como PNG
    [svg] Guardar el código como SVG
    [csv-results] Guardar los resultados como CSV
    [csv-ledger] Guardar el registro como CSV
   *[session] Guardar el archivo de sesión completo
}
share-download = { $file ->
    [png] Descargar el código como PNG
    [svg] Descargar el código como SVG
    [csv-results] Descargar los resultados como CSV
    [csv-ledger] Descargar el registro como CSV
   *[session] Descargar el archivo de sesión completo
}
share-saved = { $file ->
    [png] Se guardó el código como imagen PNG.
    [svg] Se guardó el código como imagen SVG.
    [csv-results] Se guardaron los resultados como archivo CSV.
    [csv-ledger] Se guardó el registro como archivo CSV.
   *[session] Se guardó el archivo de sesión.
} Está en { $path }
share-not-saved = { $file ->
    [png] No se guardó la imagen PNG.
    [svg] No se guardó la imagen SVG.
    [csv-results] No se guardó el CSV de resultados.
    [csv-ledger] No se guardó el CSV del registro.
   *[session] No se guardó el archivo de sesión.
} { $problem }
share-downloaded = { $file } descargado.
share-png-failed = Este navegador no pudo dibujar el código como imagen PNG: descárgalo como SVG.
share-print = Imprimir la hoja de resultados
share-print-failed = No se abrió el cuadro de impresión ({ $problem }). Guarda el código como PNG y los resultados como CSV, e imprímelos.
print-title = { -game-name } · Resultados
print-session = { $label } · { $date }
print-qr-hint = Escanéalo con la cámara de un teléfono: los resultados como texto.
print-tracks-final = Los marcadores de cada persona al final
print-tracks-so-far = Los marcadores de cada persona hasta ahora

## Ajustes

settings-language = Idioma
# Length reviewed: the usual word for this control; wraps where its place is narrow.
settings-language-name = { $lang ->
    [en] English
    [de] Deutsch
    [fr] Français
    [es] Español
   *[system] Como el sistema
}
settings-theme = Tema
settings-theme-name = { $theme ->
    [light] Claro
    [dark] Oscuro
   *[system] Como el sistema
}
# Length reviewed: the usual word for this control; wraps where its place is narrow.
settings-text-size = Tamaño del texto
settings-text-size-name = { $size ->
    [large] Grande
    [larger] Más grande
   *[normal] Normal
}
settings-text-size-hint = La app también sigue el tamaño de texto del sistema.
settings-exports = Exportaciones: código QR, CSV e impresión
settings-exports-hint = La opción habitual; cada exportación aún puede cambiarla.
settings-exports-date = Poner la fecha de la partida en las exportaciones

## Catálogos

catalogs-page-title = Catálogos de cartas
catalogs-add = Añadir un catálogo
catalogs-new-blank = Nuevo catálogo vacío
catalogs-new-copy = Nuevo catálogo a partir de una copia de las { -sample-deck }
catalogs-import = Importar un archivo de catálogo
catalogs-imported = «{ $name }» importado.
catalogs-exported = Se guardó el archivo del catálogo.
catalogs-drafts = Borradores
catalogs-drafts-hint = Catálogos que se están escribiendo, guardados tal como se dejaron. Continúa uno para terminarlo y guardarlo como catálogo.
catalogs-unnamed = Catálogo sin nombre
catalogs-draft-delete-label = Eliminar el borrador { $name }
catalogs-draft-delete-question = ¿Eliminar el borrador «{ $name }»? Lo que se escribió en él se perderá.
catalogs-draft-delete-question-changes = ¿Eliminar el borrador «{ $name }»? Lo que se escribió en él se perderá; el catálogo guardado «{ $catalog }» queda como está.
catalogs-draft = Borrador
catalogs-draft-changes = Cambios en «{ $catalog }», aún sin guardar
catalogs-draft-typed = { $count ->
    [one] { $count } carta escrita
   *[other] { $count } cartas escritas
}{ $kept ->
    [none] {""}
   *[other] , guardado el { $kept }
}
catalogs-draft-problems = { $count ->
    [one] { $count } problema que corregir antes de poder guardarlo
   *[other] { $count } problemas que corregir antes de poder guardarlo
}
catalogs-continue = Continuar
catalogs-continue-label = Continuar el borrador { $name }
catalogs-delete-label = Eliminar { $name }
catalogs-delete-question = ¿Eliminar «{ $name }»? Las sesiones anteriores conservan sus cartas; las partidas nuevas ya no podrán usarlo.
catalogs-sizes = { $total } cartas: { -load } { $load }, { -life-happens } { $life_happens }, { -action } { $action }, { -brotherhood } { $brotherhood }, { -turning-point } { $turning_point }
catalogs-language = Cartas en { $language }
catalogs-problems = { $count ->
    [one] { $count } problema: ábrelo para corregirlo
   *[other] { $count } problemas: ábrelo para corregirlos
}
catalogs-copy = Copiar para editar
catalogs-copy-label = Copiar para editar: { $name }
catalogs-edit = Editar
catalogs-edit-label = Editar { $name }
catalogs-export = Exportar
catalogs-export-label = Exportar { $name }
catalogs-copy-name = Copia de las { -sample-deck }

## El editor de catálogos

editor-new = Nuevo catálogo
editor-edit = Editar el catálogo
editor-back = Volver a los catálogos
editor-save = Guardar el catálogo
editor-name = Nombre
editor-saved = Guardado.
editor-saving = Guardando…
editor-problems = { $count ->
    [one] { $count } problema que corregir antes de guardar.
   *[other] { $count } problemas que corregir antes de guardar.
}
editor-not-saved = Aún sin guardar.
editor-kept = Se guarda como borrador mientras escribes: estará en «{ catalogs-page-title }», en «{ catalogs-drafts }», si cierras el editor o la app.
editor-not-kept = Lo que escribiste no se pudo guardar como borrador: { $problem }
editor-not-checked = No se pudieron comprobar las cartas: { $problem }
editor-leave-question = Este catálogo tiene cambios sin guardar que no se pudieron guardar como borrador. ¿Salir sin ellos?
editor-leave = Salir sin guardar
editor-keep-editing = Seguir editando
# Idioma y términos impresos de un catálogo: lo que la app dice en lugar de sus propias palabras
# (terms.ftl) para cartas impresas en otro idioma o con otras palabras.
editor-printed = Idioma y términos impresos
editor-printed-hint = Si tus cartas están impresas en otro idioma o llaman de otra forma a los términos del juego, indícalo aquí: la app usará entonces las palabras de tus cartas.
editor-printed-language = Idioma de las cartas
editor-printed-language-none = Sin indicar
# La etiqueta del campo de un término tal como está impreso en las cartas, y su texto de ejemplo:
# la palabra de la app. $term: load, connection, momentum, shield, pressure, life_happens, action,
# brotherhood, turning_point.
editor-printed-term = { $term ->
    [load] { -load }
    [connection] { -connection }
    [momentum] { -momentum }
    [shield] { -shield }
    [pressure] { -pressure }
    [life_happens] { -life-happens }
    [action] { -action }
    [brotherhood] { -brotherhood }
   *[turning_point] { -turning-point }
}
editor-printed-term-hint = Escribe cada término tal como está impreso en tus cartas. Si lo dejas vacío, se usa la palabra de la app.
editor-tags = Enfoques
editor-tags-hint = Cada enfoque que nombran las cartas, escrito como está impreso. Renombrar un enfoque lo renombra en todas las cartas.
editor-tag-n = Enfoque { $n }
editor-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
editor-remove-tag = Quitar el enfoque { $tag }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-new-tag = Nuevo enfoque
# Length reviewed: the usual word for this control; wraps where its place is narrow.
editor-add-tag = Añadir el enfoque
editor-tag-empty = Escribe primero el enfoque tal como está impreso en las cartas.
editor-tag-unnamed = Un enfoque necesita un nombre: escríbelo como está impreso, o quita el enfoque.
editor-tag-taken = «{ $tag }» ya está en la lista.
editor-tag-in-use = { $count ->
    [one] «{ $tag }» está en { $count } carta: dale primero otro enfoque.
   *[other] «{ $tag }» está en { $count } cartas: dales primero otro enfoque.
}
editor-deck = Mazo
editor-deck-problems = { $count ->
    [one] { $count } problema
   *[other] { $count } problemas
}
editor-deck-hint = { $count ->
    [one] { $count } carta distinta
   *[other] { $count } cartas distintas
}, { $total } con las copias. Intro pasa a la carta siguiente.
editor-card-n = { deck-card-start } { $n }
editor-title = Título
editor-relief = { -relief-approach } { $n }
editor-helpful = { -helpful-approach } { $n }
editor-tag = Enfoque
editor-changes-player = Cambios para la persona
editor-changes-receiver = Cambios para quien recibe
editor-changes-giver = Cambios para quien da
editor-scope = A quién afecta
editor-copies = Copias
editor-id = ID
editor-duplicate-label = { $title ->
    [none] Duplicar esta carta: carta { $n }
   *[other] Duplicar esta carta: carta { $n }, { $title }
}
editor-duplicate = Duplicar esta carta
editor-remove-card = { $title ->
    [none] Quitar la carta { $n }
   *[other] Quitar la carta { $n }, { $title }
}
editor-add-card = Añadir { $card }
editor-paste = Pegar filas de una hoja de cálculo
editor-paste-hint = Una carta por fila, celdas separadas por tabuladores o comas. Un cambio vacío es 0, las copias vacías son 1 y un identificador vacío se inventa.
editor-paste-hint-columns = Una carta por fila, celdas separadas por tabuladores o comas, en estas columnas: { $columns }. Un cambio vacío es 0, las copias vacías son 1 y un identificador vacío se inventa.
editor-paste-rows = Filas que pegar
editor-paste-add = Añadir estas { deck-cards }
editor-paste-refused = { $count ->
    [one] No se añadió ninguna carta: corrige { $count } problema de fila en la hoja de cálculo y vuelve a pegar las filas.
   *[other] No se añadió ninguna carta: corrige { $count } problemas de fila en la hoja de cálculo y vuelve a pegar las filas.
}
editor-pasted = { $count ->
    [one] Se añadió { $count } carta.
   *[other] Se añadieron { $count } cartas.
}
editor-tag-unlisted = { $tag } (no está en la lista de enfoques)
editor-choose-tag = Elige un enfoque

## Un dispositivo de una sesión compartida en un navegador, y la página para unirse

network-unreachable = No se puede llegar a la computadora: comprueba que este dispositivo está en la misma Wi-Fi que la computadora. Se vuelve a conectar solo.
network-no-answer = La computadora no ha respondido en { $seconds } segundos: comprueba que este dispositivo está en la misma Wi-Fi que la computadora. Si el paso se registró, aparecerá cuando la página vuelva a comunicarse con la computadora; si no, tócalo otra vez.
network-sharing-stopped = Se dejó de compartir en la computadora: actívalo allí y escanea el código nuevo.
network-disconnected = Este dispositivo se desconectó en la computadora: escanea el código que se muestra allí para volver a unirte.
network-link-invalid = Este enlace ya no es válido: vuelve a escanear el código que se muestra en la computadora.
device-connected = Conectado
device-connecting = Conectando con la computadora…
device-reconnecting = Volviendo a conectar con la computadora…
device-wake = Esta página no puede mantener la pantalla encendida (el navegador solo lo permite en páginas seguras, y esta llega de la computadora por HTTP sin cifrar). Mientras juegas, pon el tiempo de espera de la pantalla en { $never } (o 30 minutos) en los ajustes del dispositivo: en Android { $android }, en un iPad { $ipad }.
device-wake-never = Nunca
device-wake-android = Ajustes › Pantalla › Tiempo de espera de la pantalla
device-wake-ipad = Ajustes › Pantalla y brillo › Bloqueo automático
device-got-it = Entendido
join-title = Únete a la partida en la mesa
join-hint = Escanea un código QR que se muestre en la computadora de la persona facilitadora ({ $share }) o escribe el código de 8 caracteres que aparece debajo.
join-code = Código
join = Unirse

## Errores de la propia app

error-unexpected = Algo salió mal dentro de la app ({ $detail }). Vuelve a intentarlo; si sigue pasando, reinicia la app.
error-no-detail = sin detalles
error-no-backend = Esta pantalla solo funciona dentro de la app { -app-name }: iníciala con `make run`.
table-window-title = { -app-name }: { -table-display }

## La pantalla de la mesa

table-failed = No se puede mostrar la partida
table-setup = Preparación: cada persona roba una { -load-card }
table-turn = Turno de { $name }
table-step = Paso { $n } de { $steps }: { $step }
table-chart-title = Marcadores tras la preparación y tras cada ronda
table-players = Jugadores
table-last-change = Último cambio
table-place-shared = { $place }=
table-waiting = Esperando la partida…
# The app's table display window when the facilitator left (or deleted) the session it showed.
table-closed = Esta sesión se ha cerrado
table-closed-next = La próxima sesión que se abra en la computadora aparecerá aquí.

## Compartir con la mesa

share-here = En esta computadora
share-open-window = Abrir la { -table-display } en una ventana nueva
share-here-hint = Para un televisor o un proyector conectado por HDMI a esta computadora: no se usa ninguna red.
share-here-web-hint = Para un televisor o una segunda pantalla en este dispositivo (HDMI, AirPlay, un segundo monitor): lleva la ventana allí. No se usa ninguna red.
share-window-blocked = El navegador bloqueó la ventana nueva: permite las ventanas emergentes para este sitio y vuelve a intentarlo.
share-web-not-yet = En el navegador, { -app-name } todavía no puede compartir esta sesión por la red: para un segundo dispositivo en la mesa, usa la app de escritorio.
share-network-title = Por la red local
share-network-off = Desactivado. Al activarlo, los dispositivos de la misma Wi-Fi pueden abrir esta sesión en su navegador; no se puede llegar a nada más de la app, y se desactiva cuando sales de la partida o de la app.
share-network = Red
share-interface = { $name }: { $address }
share-interface-loopback = { $name }: { $address } (solo esta computadora)
share-every-network = Todas las redes de esta computadora (0.0.0.0)
share-port = Puerto (vacío: cualquiera libre)
share-port-example = p. ej. 8080
share-start = Empezar a compartir
share-other-session = Ahora se comparte otra sesión: si empiezas aquí, aquella deja de compartirse.
share-instead = Compartir esta sesión en su lugar
share-listening = Compartiendo en { $address }
# Length reviewed: the usual word for this control; wraps where its place is narrow.
share-link-title = { $kind ->
    [display] Pantalla de la mesa (solo lectura)
   *[tablet] Tableta de la persona facilitadora
}
share-link-hint = { $kind ->
    [display] Para un televisor, un proyector o los teléfonos de quienes juegan: la partida, en grande, sin controles.
   *[tablet] Lleva esta sesión desde una tableta: solo esta sesión, nada más de la app.
}
share-link-qr = Código QR del enlace: { share-link-title }
share-link-typed = O abre { $address } y escribe { $code }: una sola vez, en los próximos { $minutes } minutos (después aparece aquí un código nuevo; el código QR sigue igual).
share-devices = Dispositivos ({ $count } de { $max } como máximo)
share-no-devices = Ninguno todavía: escanea un código con la cámara del dispositivo.
share-device-connected = conectado
share-device-away = ausente
share-disconnect = Desconectar { $device }
share-links-kept = Si detienes el uso compartido y lo vuelves a iniciar, estos enlaces se mantienen: los dispositivos que se unieron no tienen que volver a unirse. Con enlaces nuevos, todos los dispositivos tienen que volver a unirse.
share-revoke = Enlaces nuevos (los códigos antiguos dejan de funcionar)
share-stop = Dejar de compartir

## El armazón de la app

not-loaded = { $problem } Vuelve a cargar la página para intentarlo de nuevo.
# The web app: a new version was fetched and waits until the facilitator takes it.
update-ready = Hay una versión nueva de { -app-name } lista. Tu partida se conserva.
update-take = Actualizar ahora
update-later = Más tarde

## El gráfico de marcadores

chart-empty = El gráfico empieza cuando cada persona haya robado su { -load-card }.
chart-legend = Jugadores del gráfico
chart-panel = { $track } de cada persona, de 0 a { $max }, tras la preparación y tras cada ronda. Los números están en la tabla bajo el gráfico.
chart-as-table = Mostrar estos números como tabla
chart-track = Marcador
