# Text that breaks the text rules (crates/tracker/src/words/text.rs). $field names the field,
# e.g. "The name of the player at seat 2", and starts the sentence.

text-empty = { $field } is empty: fill it in.
text-too-long = { $field } is { $length } characters long: shorten it to at most { $max }.
text-hidden = { $field } holds { $what }, which does not show on screen: type it again without it.
text-stray-space = { $field } has a space at its start or end: remove it (it is matched exactly as spelled).

## How a refused character is named: "U+200B (a zero-width space)".

char-code = U+{ $code } ({ $what })
char-line-break = a line break
char-tab = a tab
char-escape = an escape code
char-zero-width-space = a zero-width space
char-zero-width-non-joiner = a zero-width non-joiner
char-zero-width-joiner = a zero-width joiner outside an emoji
char-direction-mark = a direction mark
char-direction-override = a text direction override
char-byte-order-mark = a byte order mark
char-soft-hyphen = a soft hyphen
char-control = a control character
char-private-use = a private-use character
char-invisible = an invisible formatting character
