/* What a tapset file defines, read from its text without parsing it, so
 * that pass 1 parses only the tapsets a script can use (tapsets.c). */
#ifndef TAPC_TAPSET_INDEX_H
#define TAPC_TAPSET_INDEX_H

#include <stdbool.h>
#include <stddef.h>

typedef struct tapset_defs {
	char **names;     /* functions and globals */
	int nnames;
	char **aliases;   /* the first component of each alias's names,
	                   * wildcards kept */
	int naliases;
	char **macros;    /* @define'd (what a macro file is for) */
	int nmacros;
} tapset_defs;

/* The names TEXT defines, every branch of its %( %) conditionals
 * counted: a superset of what any kernel's parse of it defines. */
tapset_defs tapset_defs_scan(const char *text, size_t len);
void tapset_defs_free(tapset_defs *d);

/* Whether a probe point's first component NAME (wildcards allowed) may
 * name one of d's aliases. */
bool tapset_defs_alias_matches(const tapset_defs *d, const char *name);
#endif
