# Texto que incumple las reglas de texto (crates/tracker/src/words/text.rs). $field nombra el
# campo, p. ej. «El nombre de la persona del asiento 2», y empieza la frase.

text-empty = Falta un texto: { $field }. Escríbelo.
text-too-long = Texto demasiado largo: { $field } tiene { $length } caracteres, y el máximo es { $max }. Acórtalo.
text-hidden = { $field } contiene un carácter que no se ve en pantalla ({ $what }): vuelve a escribir el texto sin él.
text-stray-space = { $field } tiene un espacio al principio o al final: quítalo (se compara exactamente como está escrito).

## Cómo se nombra un carácter rechazado: «U+200B (un espacio de ancho cero)».

char-code = U+{ $code } ({ $what })
char-line-break = un salto de línea
char-tab = un tabulador
char-escape = un código de escape
char-zero-width-space = un espacio de ancho cero
char-zero-width-non-joiner = un no-unidor de ancho cero
char-zero-width-joiner = un unidor de ancho cero fuera de un emoji
char-direction-mark = una marca de dirección
char-direction-override = un forzado de dirección del texto
char-byte-order-mark = una marca de orden de bytes
char-soft-hyphen = un guion suave
char-control = un carácter de control
char-private-use = un carácter de uso privado
char-invisible = un carácter de formato invisible
