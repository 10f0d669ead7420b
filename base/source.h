/* Where a message points: a source file, kept whole so that errors can
 * quote the offending line, and a place in it. Every floor above this one
 * reports through these (the parser's tokens, pass 2's nodes, the
 * catalogs' generated scripts). */
#ifndef TAPC_SOURCE_H
#define TAPC_SOURCE_H

#include <stdbool.h>
#include <stddef.h>

/* A source file, user script or tapset, kept whole so that errors can quote
 * the offending line. */
typedef struct src_file {
	char *name;
	char *text;
	size_t len;
	bool is_tapset;
} src_file;

typedef struct src_loc {
	const src_file *file;
	int line;
	int col;
} src_loc;
#endif
