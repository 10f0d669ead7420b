/* stap's "(similar: a, b)" hints: the known names closest to a misspelt
 * one. */
#ifndef TAPC_SIMILAR_H
#define TAPC_SIMILAR_H

/* " (similar: a, b, c)" listing up to five of `names` within a small edit
 * distance of `name`, closest first; "" when none is. Allocated. */
char *similar_names(const char *name, const char *const *names, int n);
#endif
