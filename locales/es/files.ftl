# Archivos (crates/tracker/src/words/files.rs). Las claves entre comillas ("version", "format") y
# los nombres de formato (loadout-session) están así en el archivo: no se traducen.

file-utf16 = Este archivo no es texto UTF-8: está guardado como UTF-16. Guárdalo como UTF-8 (en la mayoría de los editores: Guardar como, Codificación: UTF-8) y vuelve a intentarlo.
file-latin1 = Este archivo no es texto UTF-8: parece Latin-1/Windows-1252 (el primer carácter así está en la { $at }). Guárdalo como UTF-8 (en la mayoría de los editores: Guardar como, Codificación: UTF-8) y vuelve a intentarlo.
file-binary = Este archivo no es texto UTF-8: no es un archivo de texto. Elige un archivo .json de sesión o de catálogo.
file-at = línea { $line }, columna { $column }
# $what: las palabras del lector de JSON (en inglés).
file-json-mistake = { $what } ({ $at })
version-missing = no tiene un número "{ $key }"
version-quoted = su "{ $key }" está escrito como el texto "{ $text }": escríbelo como número, sin comillas ("{ $key }": { $number })
version-not-whole = su "{ $key }" es { $number }, no un número entero
level-out-of-range = el valor de marcador { $value } está fuera de 0..={ $max }
file-step = paso { $index }
file-undone-step = paso deshecho { $index }
unreadable-step-field = { $step }, campo "{ $path }": { $why }
unreadable-step = { $step }: { $why }
unreadable-field = campo "{ $path }": { $why }

## Un archivo de sesión que no se puede leer: session-unreadable seguido de uno de los motivos.

session-unreadable = Este archivo no es una sesión de Loadout legible: { $why }. No se ha cambiado nada; abre otro archivo.
session-not-json = no es JSON válido: { $mistake }. Si se editó a mano, busca ahí una coma, comilla o corchete que falte
session-is-catalog = su formato es «{ $catalog }», no «{ $session }»: es un catálogo de cartas, que se importa desde la pantalla de catálogos
session-other-format = su formato es «{ $format }», no «{ $session }»
session-no-format = no tiene nombre de formato
session-version-zero = su número de versión es 0
session-field-on-end-of-turn = el { $step } es un fin de turno con un campo desconocido «{ $field }»
session-meta-time = su campo "meta" "{ $key }" no es una hora escrita en RFC 3339 (por ejemplo "2025-05-10T18:00:00Z"): la app no escribe ahí otra cosa
session-no-setup-first = su registro no empieza con la preparación
session-second-setup = el paso { $index } es una segunda preparación
session-setup-in-redo = su lista de rehacer contiene una preparación
session-inserted-in-version-one = enumera pasos insertados, que solo tienen los archivos de versión 2, bajo la versión 1
session-label-before-version-three = su preparación tiene una etiqueta o una fecha, que solo tienen los archivos de versión 3, bajo una versión anterior
session-printed-before-version-four = el catálogo de su preparación tiene un idioma o términos impresos, que solo tienen los archivos de versión 4, bajo una versión anterior
session-inserted-do-not-fit = su lista de pasos insertados no encaja con su registro
session-newer = Esta sesión se guardó con una versión más reciente de la app (versión de formato { $version }; esta app lee hasta la { $reads }). Actualiza la app para abrirla.

## Un archivo de catálogo que no se puede leer

unreadable-card = La carta de { $deck } número { $position }: { $why }
unreadable-card-id = La carta de { $deck } número { $position } (id "{ $id }"): { $why }
catalog-file-not-json = Este archivo de catálogo no es JSON válido: { $mistake }. Si se editó a mano, busca ahí una coma, comilla o corchete que falte.
catalog-file-unreadable = Este archivo de catálogo no se pudo leer: { $what } ({ $at }). Corrige esa entrada y vuelve a intentarlo (la guía del formato de catálogo enumera cada campo).
catalog-file-not-an-object = Este archivo no es un catálogo de Loadout: un catálogo es un objeto JSON que empieza con "format": "loadout-catalog".
catalog-file-session = Esto es una sesión guardada, no un catálogo: ábrela desde la lista de sesiones.
catalog-file-other-format = Este archivo no es un catálogo de Loadout: su "format" es "{ $format }", un catálogo dice "{ $catalog }".
catalog-file-no-format = Este archivo no es un catálogo de Loadout: no tiene una línea "format": "{ $catalog }".
catalog-file-newer = Este catálogo lo escribió una versión más reciente de { -app-name } (formato de catálogo { $version }; esta versión lee el formato { $reads }). Actualiza la app para usarlo.
catalog-file-version-zero = Este archivo de catálogo no tiene un "format_version" válido: debería decir "format_version": { $reads }.
catalog-file-version = Este archivo de catálogo no tiene un "format_version" válido: { $why }.
