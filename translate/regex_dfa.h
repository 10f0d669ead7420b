/* Pass 3: `s =~ "re"` and `s !~ "re"`. The regular expression, a POSIX
 * extended one (pass 2 checked it with regcomp), is compiled here to a
 * DFA whose tables go into the module, so that the kernel decides a match
 * in one pass over the string: no backtracking, no allocation, no
 * recursion.
 *
 * The match is a search, as egrep's: true when any part of the string
 * matches, `^` and `$` anchoring at its ends. In a script that asks for
 * matched() or ngroups(), the expression's NFA goes into the module too,
 * for the runtime's second pass over a string that matched, which finds
 * where each subexpression did (runtime/regex.c). */
#ifndef TAPC_REGEX_DFA_H
#define TAPC_REGEX_DFA_H

#include <stdbool.h>

#include "emit.h"

/* What a DFA state says (runtime/tapc.h has the same values). */
#define RE_ACCEPT_NOW 1     /* a match ends here: the search is done */
#define RE_ACCEPT_AT_END 2  /* a match ends here if the string does ($) */

/* Larger patterns are refused with a message. */
#define RE_MAX_DFA_STATES 1024
/* runtime/tapc.h's TAPC_RE_MAX_STATES and TAPC_RE_MAX_GROUPS */
#define RE_MAX_PROGRAM_STATES 512
#define RE_MAX_GROUPS 10

typedef struct re_dfa {
	unsigned char classes[256];  /* byte -> its class: bytes no part of
				      * the pattern tells apart share one */
	int nclasses;
	int nstates;                 /* state 0 starts */
	unsigned short *next;        /* [state * nclasses + class] */
	unsigned char *accept;       /* [state]: RE_ACCEPT_* bits */
} re_dfa;

/* Compiles `pattern`; false with *why (malloc'ed) for what it cannot
 * (a back-reference, a pattern too large). */
bool re_compile(const char *pattern, re_dfa *dfa, char **why);
void re_dfa_free(re_dfa *dfa);
/* Whether matched() can be had of `pattern` (its NFA small enough);
 * false with *why (malloc'ed) when not. */
bool re_groups_fit(const char *pattern, char **why);
/* Runs the DFA over `s` as the runtime does (for the unit tests). */
bool re_dfa_match(const re_dfa *dfa, const char *s);

/* The C of `n` (an EX_REGEX whose pattern compiles): an int64_t. */
char *tr_regex_match(body *b, ast_node *n);
#endif
