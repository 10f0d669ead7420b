/* How large a regular expression's automaton could grow, told from its
 * text before any matcher is built from it: the repetitions of a piece
 * multiply (a{1000}{1000} is a million copies of a), so a short pattern
 * can stand for a huge one, which regcomp() and pass 3's DFA would try
 * to build whole. */
#ifndef TAPC_REGEX_SIZE_H
#define TAPC_REGEX_SIZE_H
#include <stdbool.h>

/* The most copies of its atoms a pattern may expand to. */
#define REGEX_MAX_EXPANDED 20000

/* Whether `pattern` (POSIX extended syntax) expands to at most `limit`
 * atoms, its repetitions counted out; in time linear in its length, in
 * memory linear in its depth of parentheses. A pattern that is not well
 * formed is counted as best it can be: regcomp() judges its syntax. */
bool regex_size_within(const char *pattern, double limit);
#endif
