/* -l PATTERN, -L PATTERN, --dump-probe-types and --dump-probe-aliases:
 * what probe points the target kernel offers, listed as stap lists
 * them. A listing is pass 1 and 2 of the script "probe PATTERN ? {}"
 * (or of nothing, for the dumps), then a printout instead of -p2's. */
#ifndef TAPC_LISTING_H
#define TAPC_LISTING_H

#include <stdbool.h>
#include <stdio.h>

#include "session.h"

typedef enum listing_kind {
	LISTING_NONE,
	LISTING_POINTS,        /* -l */
	LISTING_VARIABLES,     /* -L */
	LISTING_TYPES,         /* --dump-probe-types */
	LISTING_ALIASES,       /* --dump-probe-aliases */
} listing_kind;

/* From the command line: sets the script to elaborate and stops after
 * pass 2 (in `opts`). */
void listing_request(listing_kind kind, const char *pattern);
listing_kind listing_requested(void);
/* After pass 2: the listing on `out`; false when -l or -L matched no
 * point (stap then exits 1, saying nothing). */
bool listing_print(session *s, FILE *out);
#endif
