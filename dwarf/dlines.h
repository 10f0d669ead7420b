/* Source lines with code of their own, from a file's line table. */
#ifndef TAPC_DLINES_H
#define TAPC_DLINES_H

#include <stdbool.h>
#include <stdint.h>

#include "dwfile.h"

typedef struct dline {
	int line;
	uint64_t addr;     /* its first instruction's */
} dline;

/* The lines of source file `file` (a full path; a line table's shorter
 * name is its last components) that begin statements in the code of
 * the scope whose DIE is at `die` (a function, an inline instance), each
 * once at its first address, by line; *out allocated. Returns the count
 * (0 without DWARF). */
int dlines_of(const dwfile *f, uint64_t die, const char *file, dline **out);
/* Whether address `addr` begins a statement as stap checks one: a row of
 * its unit's line table is there; if not, *start is where the row that
 * holds it begins (0: none does). */
bool dlines_stmt_at(const dwfile *f, uint64_t addr, uint64_t *start);
/* Whether `src`, a line table's or a declaration's file, names the full
 * path `file`: the same, or its last components. */
bool dlines_same_file(const char *src, const char *file);

/* A row of a file's whole line table: from `addr` up to the next row's
 * address the code is line `line` of files[file]; line 0 is no line
 * (the end of a sequence, a gap between them). */
typedef struct dline_row {
	uint64_t addr;
	int line;
	int file;
} dline_row;

typedef struct dline_table {
	dline_row *rows;   /* by address, one per address, adjacent rows
	                    * of one line and file merged */
	int nrows;
	char **files;      /* full paths, as libdw joins them */
	int nfiles;
} dline_table;

/* Every compilation unit's line table of `f`, merged into one, for
 * naming addresses (usymline, usymfileline); false, and an empty table,
 * without DWARF or line tables. */
bool dlines_table(const dwfile *f, dline_table *out);
void dlines_table_free(dline_table *t);
#endif
