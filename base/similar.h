/* stap's "(similar: a, b)" hints: the known names closest to a misspelt
 * one, ranked as stap ranks them so that both tools suggest the same. */
#ifndef TAPC_SIMILAR_H
#define TAPC_SIMILAR_H

/* The distance stap ranks suggestions by: an edit distance where a
 * substitution, an insertion and a deletion each cost 2 (1 for a
 * substitution that only changes a letter's case), except that the
 * letters before the first of either word's letters cost 1 each (stap's
 * table starts its borders at 0, 1, 2, ...). */
unsigned similar_distance(const char *a, const char *b);

/* "a, b, c": the five of `names` closest to `name` by similar_distance,
 * closest first, equals in byte order, each once, `name` itself left out;
 * NULL when `names` has no other. Allocated. */
char *similar_list(const char *name, const char *const *names, int n);

/* " (similar: a, b, c)" of similar_list, or "" when it is NULL. Allocated. */
char *similar_names(const char *name, const char *const *names, int n);
#endif
