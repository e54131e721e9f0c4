# Un texte qui enfreint les règles de texte (crates/tracker/src/words/text.rs). $field nomme le
# champ, par ex. « Le nom de la personne à la place 2 », et commence la phrase.

text-empty = Texte manquant : { $field }. Saisissez-le.
text-too-long = Texte trop long : { $field } fait { $length } caractères, pour { $max } au plus. Raccourcissez-le.
text-hidden = { $field } contient un caractère invisible à l'écran ({ $what }) : retapez le texte sans lui.
text-stray-space = { $field } a une espace au début ou à la fin : supprimez-la (le texte est comparé exactement tel qu'il est écrit).

## Comment un caractère refusé est nommé : « U+200B (une espace sans chasse) ».

char-code = U+{ $code } ({ $what })
char-line-break = un saut de ligne
char-tab = une tabulation
char-escape = un code d'échappement
char-zero-width-space = une espace sans chasse
char-zero-width-non-joiner = un antiliant sans chasse
char-zero-width-joiner = un liant sans chasse hors d'un emoji
char-direction-mark = une marque de direction
char-direction-override = un forçage de sens d'écriture
char-byte-order-mark = une indication d'ordre des octets
char-soft-hyphen = un trait d'union conditionnel
char-control = un caractère de contrôle
char-private-use = un caractère à usage privé
char-invisible = un caractère de mise en forme invisible
