# Las frases propias de la app de escritorio (src-tauri/src): almacenamiento, diálogos de archivo,
# ajustes, sesiones y catálogos guardados en este dispositivo, y compartir una sesión con la mesa
# en la red local. $what es, en varios mensajes, uno de: session, catalog, draft.

## Archivos guardados en este dispositivo

shell-invalid-catalog = { $count ->
    [one] { $what }: { $count } problema que corregir primero.
   *[other] { $what }: { $count } problemas que corregir primero.
}
shell-catalog-gone-pick = Ese catálogo ya no está en este dispositivo: elige otro.
shell-catalog-gone = Ese catálogo ya no está en este dispositivo.
shell-draft-too-large = Este borrador es mucho más grande que un mazo de cartas y no se ha guardado: quita las cartas que no pertenecen al mazo impreso.
shell-draft-gone = Ese borrador ya no está en este dispositivo.
shell-paste-too-long = Eso es mucho más texto que un mazo de cartas: copia solo las filas de las cartas.
shell-session-catalog-gone = El catálogo de esta sesión no está en esta computadora.
shell-catalog-not-saved = El catálogo no se ha guardado
shell-sample-unchangeable = Las { -sample-deck } no se pueden cambiar: guarda tus cambios como un catálogo nuevo.
shell-sample-undeletable = Las { -sample-deck } vienen con la app y no se pueden borrar.
shell-not-imported = { $name } no se ha importado
shell-draft-unreadable = Este borrador de catálogo no se puede leer ({ $why }). Se ha dejado como está.
shell-draft-mistake-at = un error en la línea { $line }, columna { $column }
shell-draft-not-a-draft = no dice ser un borrador de catálogo de esta app, versión de formato 1
shell-not-saved-to-disk = Registrado, pero no guardado en el disco. { $why } No se pierde nada mientras la app siga abierta: vuelve a guardar con tu próximo paso, o al momento desde la pantalla de juego.
shell-session-gone-pick = Esa sesión ya no está en este dispositivo: puede que se haya borrado. Elige otra de la lista.
shell-session-gone = Esa sesión ya no está en este dispositivo.
shell-not-named-like = { $what ->
    [session] { $file } no tiene nombre de archivo de sesión (letras, cifras, - y _ y luego .json). Se deja como está; para usarlo, impórtalo.
    [draft] { $file } no tiene nombre de archivo de borrador (letras, cifras, - y _ y luego .json). Se deja como está; para usarlo, impórtalo.
   *[catalog] { $file } no tiene nombre de archivo de catálogo (letras, cifras, - y _ y luego .json). Se deja como está; para usarlo, impórtalo.
}
shell-not-an-id = { $what ->
    [session] «{ $id }» no es un id de sesión: elige la sesión de la lista.
    [draft] «{ $id }» no es un id de borrador: elige el borrador de la lista.
   *[catalog] «{ $id }» no es un id de catálogo: elige el catálogo de la lista.
}
shell-not-a-file = El diálogo de archivos no dio ningún archivo: elige un archivo, no una carpeta.
shell-not-loadout = { $what ->
    [session] Esto no es un archivo de sesión de Loadout (no dice serlo), así que la app no lee nada de él. Elige un archivo de sesión guardado por la app.
   *[catalog] Esto no es un archivo de catálogo de Loadout (no dice serlo), así que la app no lee nada de él. Elige un archivo de catálogo guardado por la app.
}
shell-stale = Este paso ya estaba registrado (la pantalla no estaba al día). No se ha registrado nada dos veces.
shell-settings-unreadable = El archivo de ajustes (settings.json) no se puede leer ({ $why }), así que se usan los ajustes predeterminados. El archivo se deja como está; al guardar los ajustes se sustituye y se guarda una copia como settings.damaged.json.

## Diálogos de archivo: sus títulos y los nombres de sus filtros

dialog-import-session = Importar un archivo de sesión
dialog-import-catalog = Importar un archivo de catálogo
dialog-save-catalog = Guardar el archivo de catálogo
dialog-save-session = Guardar el archivo completo de la sesión
dialog-save-results-csv = Guardar los resultados como CSV
dialog-save-ledger-csv = Guardar el registro como CSV
dialog-save-png = Guardar el código como PNG
dialog-save-svg = Guardar el código como SVG
filter-session = Sesión de Loadout (JSON)
filter-catalog = Catálogo de Loadout (JSON)
filter-csv = CSV para hojas de cálculo
filter-png = Imagen PNG
filter-svg = Imagen SVG

## Solicitudes que la app no pudo leer

shell-no-command = La app no tiene la orden «{ $command }»: actualiza la app o la página.
shell-bad-request = La app no pudo leer esta solicitud ({ $command }: { $why }). La pantalla y la app no coinciden: reinicia la app.
shell-takes-no-request = no admite solicitud
shell-not-req-arguments = los argumentos no son `{"{"} req {"}"}`

## El disco. $doing: read-file, save-file, delete-file, create-data-folder, read-data-folder,
## keep-settings-copy; $path y $why: el archivo y las palabras del sistema.

storage-failed = No se pudo { $doing ->
    [read-file] leer el archivo
    [save-file] guardar el archivo
    [delete-file] borrar el archivo
    [create-data-folder] crear la carpeta de datos
    [read-data-folder] leer la carpeta de datos
   *[keep-settings-copy] guardar una copia del archivo de ajustes
} ({ $path }: { $why }). { $advice } y vuelve a intentarlo.
storage-too-large = Es demasiado grande para ser un archivo de Loadout: elige otro archivo
storage-not-a-file = No es un archivo normal: elige un archivo
storage-disk-full = El disco está lleno: libera espacio
storage-read-only = La carpeta de datos está en un disco de solo lectura: hazlo escribible
storage-permission = La app no puede escribir en la carpeta de datos: revisa sus permisos
storage-in-the-way = Algo que no es una carpeta está en medio: revisa la carpeta de datos
storage-check-folder = Comprueba que la carpeta de datos existe y se puede escribir
storage-in-use = Otra copia de { -app-name } está usando la carpeta de datos ({ $path }), así que esta no cambia nada en ella: no se ha guardado nada. Cambia a la otra copia, o ciérrala y vuelve a abrir esta.
storage-in-another-tab = { -app-name } está abierto en otra pestaña o ventana de este navegador, así que esta página no cambia nada: no se ha guardado nada. Cambia a la otra pestaña, o ciérrala: esta página tomará el relevo sola.
storage-changed-on-disk = Otro programa cambió { $path } desde la última vez que esta app lo guardó, así que no se ha escrito nada, para conservar esa versión. Vuelve a abrirlo para verlo como está ahora.
storage-not-regular = no es un archivo normal
storage-larger-than = más de { $kib } KiB
storage-no-parent = sin carpeta superior
storage-no-file-name = sin nombre de carpeta o de archivo

## Compartir una sesión con la mesa

share-one-session = Este enlace muestra una sola sesión: la que se comparte desde la computadora.
share-no-pages = Esta copia de la app no tiene páginas que compartir: ábrela con su ventana.
share-not-an-address = «{ $address }» no es una dirección de red: elige una de la lista.
share-no-such-address = Esta computadora no tiene (ya) la dirección { $ip }: vuelve a elegir una de la lista.
share-low-port = Los puertos por debajo de 1024 necesitan permisos de administrador: elige un puerto de 1024 a 65535, o déjalo vacío para usar uno libre.
share-port-in-use = { $port ->
    [none] Otro programa está usando un puerto: elige otro puerto en los ajustes, o déjalo vacío para usar uno libre.
   *[other] Otro programa está usando el puerto { $port }: elige otro puerto en los ajustes, o déjalo vacío para usar uno libre.
}
share-could-not-start = No se pudo empezar a compartir en { $ip }: { $why }. Elige otra dirección.
share-device-gone = Ese dispositivo ya no está conectado.
share-off = Compartir está desactivado: actívalo para obtener los enlaces.
share-link-invalid = Este enlace no es válido (o ya no lo es): vuelve a escanear el código que muestra la computadora.
share-code-wrong = Código incorrecto: compáralo con el código que aparece bajo el código QR en la computadora y vuelve a escribirlo.
share-code-used = Este código ya se usó: cada código sirve para que se una un solo dispositivo. Escribe el código nuevo que muestra ahora la computadora.
share-code-expired = Este código caducó (un código vale solo unos minutos): escribe el código nuevo que muestra ahora la computadora.
share-rate-limited = Demasiados códigos erróneos desde este dispositivo: espera { $seconds } segundos y luego escanea el código que muestra la computadora.
share-rate-limited-all = Se acaban de probar muchos códigos erróneos desde varios dispositivos: espera { $seconds } segundos y luego escanea el código que muestra la computadora. Los dispositivos ya conectados siguen funcionando.
share-full = Hay tantos dispositivos conectados como se permite: desconecta uno en la computadora primero.
share-wrong-host = Esta no es la dirección que comparte la computadora: abre el enlace que muestra la computadora.
share-foreign-origin = Esta solicitud vino de otra página web y se ha rechazado.
share-no-page = Esa página no existe.
share-no-request = Esa solicitud no existe.
share-no-command = La app no tiene la orden «{ $command }»: recarga la página.
share-display-only = La { -table-display } solo muestra la partida: registra en la tableta o en la computadora.
share-tablet-only = La tableta solo puntúa la sesión compartida: haz esto en la computadora.
share-not-json = Las solicitudes son JSON: recarga la página.
share-unreadable = No se pudo leer la solicitud: recarga la página.
share-no-answer = La computadora no pudo responder: vuelve a intentarlo.
share-stale = Ya registrado en otro dispositivo: esta pantalla muestra ahora el último paso. No se ha registrado nada dos veces.
share-too-large = Las solicitudes tienen como máximo { $kib } KiB.
share-too-slow = La solicitud tardó demasiado en llegar: revisa la red y vuelve a intentarlo.
share-no-origin = Una conexión en directo necesita el origen de la página.
