# Lo que sale de la mesa (crates/tracker/src/words/exports.rs): el resumen de texto de un código
# de resultados (la app vuelve a leer sus líneas, así que cada línea qr- debe seguir siendo
# distinta), los nombres tal como los muestra una exportación, y lo que falló al exportar.

export-seat = Asiento { $n }
export-initials-at-seat = { $initials } (asiento { $n })
export-no-name = (sin nombre)
export-names-not-replaced = No se pudieron sustituir los nombres para esta exportación ({ $why }). Elige los nombres tal como se escribieron o los números de asiento.

## Lo que deja fuera un código de resultados. $what: tracks, date o both; $cut y $winner: yes o
## no; $n: la longitud a la que se recortan los nombres.

code-full = El código contiene los resultados completos.
code-leaves-out = { $cut ->
    [yes] { $winner ->
        [yes] Para que quepa en un solo código legible, { $what ->
            [tracks] se dejan fuera los marcadores
            [date] se deja fuera la fecha
           *[both] se dejan fuera los marcadores y la fecha
        }, los nombres se recortan a { $n } caracteres y la línea de la victoria solo da el puesto.
       *[no] Para que quepa en un solo código legible, { $what ->
            [tracks] se dejan fuera los marcadores
            [date] se deja fuera la fecha
           *[both] se dejan fuera los marcadores y la fecha
        } y los nombres se recortan a { $n } caracteres.
    }
   *[no] { $winner ->
        [yes] Para que quepa en un solo código legible, { $what ->
            [tracks] se dejan fuera los marcadores
            [date] se deja fuera la fecha
           *[both] se dejan fuera los marcadores y la fecha
        } y la línea de la victoria solo da el puesto.
       *[no] Para que quepa en un solo código legible, { $what ->
            [tracks] se dejan fuera los marcadores
            [date] se deja fuera la fecha
           *[both] se dejan fuera los marcadores y la fecha
        }.
    }
}
code-too-long = Estos resultados no caben en un código QR que un teléfono pueda leer, ni siquiera con los nombres recortados a { $n } caracteres ({ $players } personas). Comparte el archivo CSV en su lugar.
qr-image-failed = No se pudo crear la imagen QR: { $why }
csv-failed = No se pudo crear el archivo CSV: { $why }

## Las líneas del resumen de texto de un código de resultados (su primera línea,
## LOADOUT-RESULTS 1, es igual en todos los idiomas)

qr-game = { -game-name } { $edition }
qr-date = Fecha: { $date }
qr-sample = { -sample-deck }
qr-place-one = puesto 1
qr-winner = Ganador/a: { $who }
qr-shared-win = Victoria compartida: { $who }
qr-progress = Ronda { $round } de { $rounds }, sin terminar. { $lead }: { $who }
qr-leading = En cabeza
qr-shared-lead = Empate en cabeza

## Un código de resultados que no se puede leer

code-not-results = Esto no es un código de resultados de Loadout: su primera línea no es «{ $magic }».
code-cut-short = Este código de resultados está cortado: termina después de su primera línea.
code-no-game = Este código de resultados no nombra el juego en su segunda línea.
code-damaged-line = Este código de resultados tiene una línea dañada: «{ $line }» no es un puesto, un nombre y una puntuación.
code-damaged-last-line = Este código de resultados tiene la última línea dañada: «{ $line }» no nombra ganador/a ni ronda.
code-inconsistent = Este código de resultados es incoherente: su última línea «{ $line }» no coincide con las personas del puesto 1.
