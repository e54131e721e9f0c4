# Cartes et catalogues (crates/tracker/src/words/catalog.rs). $who nomme une carte et commence la
# phrase : « La carte Action "Appeler une amie" (id act-03) ».

card-name-title-id = la carte { $deck } « { $title } » (id { $id })
card-name-id = la carte { $deck } « { $id } »
card-name-this = cette carte { $deck }
card-name-title = la carte { $deck } « { $title } »
role-relief = { -relief-approach }
role-helpful = { -helpful-approach }
role-tag = approche

## Un problème d'une carte

card-no-title = Il manque le titre de { $who } : saisissez le titre imprimé sur la carte.
card-title-too-long = Le titre de { $who } fait { $length } caractères : raccourcissez-le à { $max } au plus.
field-card-title = Le titre de { $who }
card-no-id = Il manque un identifiant à { $who } : donnez-lui-en un qu'aucune autre carte de son catalogue n'utilise.
field-card-id = L'identifiant de { $who }
card-no-copies = Pour { $who }, le nombre d'exemplaires est 0 : une carte de la pioche a au moins 1 exemplaire. Mettez ses exemplaires à 1 ou plus, ou retirez la carte.
card-empty-tag = Sur { $who }, une entrée est vide ({ $role }) : écrivez l'approche imprimée sur la carte.
card-tag-stray-space = Sur { $who }, « { $tag } » ({ $role }) a une espace au début ou à la fin : supprimez l'espace (les approches sont comparées exactement comme elles sont écrites, donc « Plan  » ne correspondrait jamais à « Plan »).
field-card-tag = L'entrée « { $role } » de { $who }
card-undeclared-tag = Sur { $who }, « { $tag } » ({ $role }) ne fait pas partie des approches du catalogue ({ $tags }) : corrigez l'orthographe ou ajoutez-la aux approches.
card-same-tag-twice = Sur { $who }, « { $tag } » ({ $role }) figure deux fois : une carte porte deux approches différentes.
card-pressure = Sur { $who }, la { -pressure } est de { $pressure } : la { -pressure } va de { $min } à { $max }.
# $value porte un signe (« +3 ») ; $whose vaut card, receiver ou giver.
card-effect = { $whose ->
    [receiver] { $who } change { $stat } de { $value } pour la personne qui reçoit : une carte change une piste de -{ $limit } à +{ $limit }.
    [giver] { $who } change { $stat } de { $value } pour la personne qui donne : une carte change une piste de -{ $limit } à +{ $limit }.
   *[card] { $who } change { $stat } de { $value } : une carte change une piste de -{ $limit } à +{ $limit }.
}

## Le catalogue dans son ensemble

catalog-no-name = Le catalogue n'a pas de nom : donnez-lui-en un, par ex. « Nos cartes imprimées ».
field-catalog-name = Le nom du catalogue
field-catalog-version = La version du catalogue
catalog-no-tags = Le catalogue n'a pas encore d'approches : ajoutez-y chaque approche imprimée sur les cartes (comme Parler ou Se reposer).
catalog-empty-tag = L'une des approches est vide : supprimez-la ou écrivez-la telle qu'imprimée.
catalog-tag-stray-space = L'approche « { $tag } » a une espace au début ou à la fin : supprimez l'espace (les approches sont comparées exactement comme elles sont écrites).
field-catalog-tag = L'approche « { $tag } »
catalog-tag-twice = L'approche « { $tag } » figure deux fois : gardez-la une seule fois.
catalog-tags-differ-in-case = Les approches « { $first } » et « { $tag } » ne diffèrent que par les majuscules : les approches doivent correspondre exactement, gardez donc une seule orthographe et utilisez-la sur chaque carte.
catalog-deck-too-large = La pioche { $deck } a { $size } cartes, exemplaires compris : une pioche en contient { $max } au plus. Vérifiez le nombre d'exemplaires de chacune de ses cartes.
catalog-deck-empty = La pioche { $deck } n'a aucune carte : saisissez-en au moins une (on pioche dans chaque pioche pendant une partie).
catalog-no-id = La carte { $deck } numéro { $position } (« { $title } ») n'a pas d'identifiant : donnez-lui-en un qu'aucune autre carte n'utilise, par ex. « { $suggested } ».
catalog-id-used = La carte { $deck } numéro { $position } utilise l'identifiant « { $id } », déjà pris par la carte { $other_deck } numéro { $other_position } : donnez à chaque carte son propre identifiant.
# Suivi de chaque problème sur sa propre ligne.
catalog-problems = { $count ->
    [one] Le catalogue « { $name } » a { $count } problème à corriger avant de pouvoir jouer avec :
   *[other] Le catalogue « { $name } » a { $count } problèmes à corriger avant de pouvoir jouer avec :
}
catalog-problems-unnamed = { $count ->
    [one] Ce catalogue a { $count } problème à corriger avant de pouvoir jouer avec :
   *[other] Ce catalogue a { $count } problèmes à corriger avant de pouvoir jouer avec :
}

# La langue et les termes imprimés d'un catalogue (Catalog::language, Catalog::terms).
catalog-language = La langue des cartes « { $code } » n'est pas un code de langue : écrivez-en un comme « de », « fr » ou « pt-BR », ou laissez-la vide.
catalog-language-canonical = La langue des cartes « { $code } » s'écrit « { $canonical } » comme code de langue : écrivez-la ainsi.
field-catalog-term = Le nom imprimé pour { $term }
catalog-term-empty = Le nom imprimé pour { $term } est vide : écrivez-le comme sur les cartes, ou supprimez-le pour utiliser le mot de l'application.
term-load = { -load }
term-connection = { -connection }
term-momentum = { -momentum }
term-shield = { -shield }
term-pressure = { -pressure }
term-life-happens = { -life-happens }
term-action = { -action }
term-brotherhood = { -brotherhood }
term-turning-point = { -turning-point }
# Le mot pour une carte d'une pioche dont le catalogue imprime le nom ($deck : « Stress »).
printed-card = { $count ->
    [one] carte { $deck }
   *[other] cartes { $deck }
}
