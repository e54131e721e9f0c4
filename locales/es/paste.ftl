# Cartas pegadas desde una hoja de cálculo (crates/tracker/src/words/paste.rs): los nombres de las
# columnas, cada problema por fila y columna, y las palabras que se pueden escribir para el
# alcance de un Punto de inflexión.

## Las columnas, en el orden de una fila pegada

column-title = Título
column-relief-1 = { -relief-approach } 1
column-relief-2 = { -relief-approach } 2
column-helpful-1 = { -helpful-approach } 1
column-helpful-2 = { -helpful-approach } 2
column-pressure = { -pressure }
column-tag = Enfoque
column-load = { -load }
column-connection = { -connection }
column-momentum = { -momentum }
column-shield = { -shield }
column-receiver-load = { -load } de quien recibe
column-receiver-connection = { -connection } de quien recibe
column-receiver-momentum = { -momentum } de quien recibe
column-receiver-shield = { -shield } de quien recibe
column-giver-load = { -load } de quien da
column-giver-connection = { -connection } de quien da
column-giver-momentum = { -momentum } de quien da
column-giver-shield = { -shield } de quien da
column-scope = A quién toca
column-copies = Copias
column-id = Id

## Un problema de una fila entera

paste-not-text = no es texto sin formato
paste-row-unreadable = La fila { $row } no se pudo leer ({ $why }): revisa sus comillas o vuelve a copiar las celdas de la hoja de cálculo.
paste-too-many = Fila { $row }: un pegado admite como máximo { $max } cartas. Pega el resto por separado.
paste-row-card = Fila { $row }: { $problem }
paste-no-rows = No hay filas que añadir: copia las celdas de las cartas desde la hoja de cálculo, una carta por fila, en las columnas { $columns }.

## Un problema de una celda: paste-cell con uno de los demás como $what

paste-cell = Fila { $row }, columna { $letter } ({ $column }): { $what }.
paste-extra-cell = celda de más
paste-number-change = un cambio de
paste-number-copies = copias
paste-number-pressure = { -pressure }
paste-id-used = el id «{ $id }» ya lo usa otra carta: dale a esta carta uno propio o deja la celda vacía
paste-extra-columns = { $card } tiene { $count } columnas ({ $columns }); esta fila tiene más: comprueba que las columnas estén en este orden
paste-no-title = sin título: escribe el título impreso en la carta
paste-no-tag = vacía: escribe el enfoque impreso en la carta
paste-tag-spelt = «{ $text }» se escribe «{ $declared }» en los enfoques del catálogo: usa esa ortografía
paste-undeclared-tag = «{ $text }» no es uno de los enfoques del catálogo ({ $tags }): corrige la ortografía o añádelo primero en Enfoques
paste-out-of-range = { $what } { $n }: una carta lleva de { $min } a { $max }
paste-not-whole = «{ $text }» no es un número entero
paste-scope-empty = vacía: escribe uno de estos: { $scopes }
paste-scope-unknown = «{ $text }» no es un alcance que la app conozca: escribe uno de estos: { $scopes }
paste-no-pressure = vacía: escribe la { -pressure } impresa en la carta

## Las palabras que se pueden escribir para un alcance, además de las de la app (scope-… en
## game.ftl), en minúsculas, alternativas separadas por |. Los prefijos se quitan antes de comparar.

scope-words-prefixes = quien tenga la|quien tenga el|quienes tengan la|quienes tengan el|la|el
scope-words-everyone = todos|todas|todo el mundo|todos los jugadores y jugadoras
scope-words-highest-load = carga más alta|mayor carga
scope-words-lowest-load = carga más baja|menor carga
scope-words-highest-connection = conexión más alta|mayor conexión
scope-words-lowest-connection = conexión más baja|menor conexión
scope-words-highest-momentum = impulso más alto|mayor impulso
scope-words-lowest-momentum = impulso más bajo|menor impulso
scope-words-starting-player = jugador inicial|jugadora inicial|quien empieza la ronda
