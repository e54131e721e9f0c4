# Cartas y catálogos (crates/tracker/src/words/catalog.rs). $who nombra una carta y empieza la
# frase: «La carta de Acción "Llamar a una amiga" (id act-03)».

card-name-title-id = la carta de { $deck } «{ $title }» (id { $id })
card-name-id = la carta de { $deck } «{ $id }»
card-name-this = esta carta de { $deck }
card-name-title = la carta de { $deck } «{ $title }»
role-relief = { -relief-approach }
role-helpful = { -helpful-approach }
role-tag = enfoque

## Un problema de una carta

card-no-title = Falta el título de { $who }: escribe el título impreso en la carta.
card-title-too-long = El título de { $who } tiene { $length } caracteres: acórtalo a { $max } como máximo.
field-card-title = El título de { $who }
card-no-id = Falta el id de { $who }: dale uno que no use ninguna otra carta de su catálogo.
field-card-id = El id de { $who }
card-no-copies = En { $who } hay 0 copias: una carta del mazo tiene al menos 1 copia. Pon sus copias en 1 o más, o quita la carta.
card-empty-tag = En { $who } hay una entrada vacía ({ $role }): escribe el enfoque impreso en la carta.
card-tag-stray-space = En { $who }, «{ $tag }» ({ $role }) tiene un espacio al principio o al final: quita el espacio (los enfoques se comparan exactamente como están escritos, así que «Plan » nunca coincidiría con «Plan»).
field-card-tag = La entrada «{ $role }» de { $who }
card-undeclared-tag = En { $who }, «{ $tag }» ({ $role }) no es uno de los enfoques del catálogo ({ $tags }): corrige la ortografía o añádelo a los enfoques.
card-same-tag-twice = En { $who }, «{ $tag }» ({ $role }) aparece dos veces: una carta lleva dos enfoques distintos.
card-pressure = En { $who }, la { -pressure } es { $pressure }: la { -pressure } va de { $min } a { $max }.
# $value lleva signo («+3»); $whose es card, receiver o giver.
card-effect = { $whose ->
    [receiver] { $who } cambia { $stat } en { $value } para quien recibe: una carta cambia un marcador de -{ $limit } a +{ $limit }.
    [giver] { $who } cambia { $stat } en { $value } para quien da: una carta cambia un marcador de -{ $limit } a +{ $limit }.
   *[card] { $who } cambia { $stat } en { $value }: una carta cambia un marcador de -{ $limit } a +{ $limit }.
}

## El catálogo en su conjunto

catalog-no-name = El catálogo no tiene nombre: dale uno, p. ej. «Nuestras cartas impresas».
field-catalog-name = El nombre del catálogo
field-catalog-version = La versión del catálogo
catalog-no-tags = El catálogo aún no tiene enfoques: añade cada enfoque impreso en las cartas (como Hablar o Descansar) a sus enfoques.
catalog-empty-tag = Uno de los enfoques está vacío: quítalo o escríbelo como está impreso.
catalog-tag-stray-space = El enfoque «{ $tag }» tiene un espacio al principio o al final: quita el espacio (los enfoques se comparan exactamente como están escritos).
field-catalog-tag = El enfoque «{ $tag }»
catalog-tag-twice = El enfoque «{ $tag }» aparece dos veces: déjalo una sola vez.
catalog-tags-differ-in-case = Los enfoques «{ $first }» y «{ $tag }» solo se diferencian en mayúsculas: los enfoques deben coincidir exactamente, así que quédate con una ortografía y úsala en todas las cartas.
catalog-deck-too-large = El mazo de { $deck } tiene { $size } cartas, copias incluidas: un mazo tiene como máximo { $max }. Revisa cuántas copias tiene cada una de sus cartas.
catalog-deck-empty = El mazo de { $deck } no tiene cartas: introduce al menos una (en una partida se roba de todos los mazos).
catalog-no-id = La carta de { $deck } número { $position } («{ $title }») no tiene id: dale uno que no use ninguna otra carta, p. ej. «{ $suggested }».
catalog-id-used = La carta de { $deck } número { $position } usa el id «{ $id }», que ya usa la carta de { $other_deck } número { $other_position }: da a cada carta su propio id.
# Le sigue cada problema en una línea propia.
catalog-problems = { $count ->
    [one] El catálogo «{ $name }» tiene { $count } problema que corregir antes de poder jugar con él:
   *[other] El catálogo «{ $name }» tiene { $count } problemas que corregir antes de poder jugar con él:
}
catalog-problems-unnamed = { $count ->
    [one] Este catálogo tiene { $count } problema que corregir antes de poder jugar con él:
   *[other] Este catálogo tiene { $count } problemas que corregir antes de poder jugar con él:
}

# El idioma y los términos impresos de un catálogo (Catalog::language, Catalog::terms).
catalog-language = El idioma de las cartas «{ $code }» no es un código de idioma: escribe uno como «de», «fr» o «pt-BR», o déjalo vacío.
catalog-language-canonical = El idioma de las cartas «{ $code }» se escribe «{ $canonical }» como código de idioma: escríbelo así.
field-catalog-term = El nombre impreso para { $term }
catalog-term-empty = El nombre impreso para { $term } está vacío: escríbelo como en las cartas, o quítalo para usar la palabra de la aplicación.
term-load = { -load }
term-connection = { -connection }
term-momentum = { -momentum }
term-shield = { -shield }
term-pressure = { -pressure }
term-life-happens = { -life-happens }
term-action = { -action }
term-brotherhood = { -brotherhood }
term-turning-point = { -turning-point }
# La palabra para una carta de un mazo cuyo nombre imprime el catálogo ($deck: «Estrés»).
printed-card = { $count ->
    [one] carta de { $deck }
   *[other] cartas de { $deck }
}
