/* Pass 1: from source text to ast_script. */
#ifndef TAPC_PARSE_H
#define TAPC_PARSE_H

#include <stdio.h>

#include "ast.h"

/* Reads a whole file; NULL (and a message on stderr) if it cannot. */
ast_file *parse_read_file(const char *path, bool is_tapset);
/* Wraps text given on the command line (-e) or read from stdin. */
ast_file *parse_file_from_text(const char *name, const char *text,
			       bool is_tapset);

/* Parses one file. On errors prints them in stap's form (see diag.h) and
 * returns NULL; the caller exits 1. Never aborts on bad input. */
ast_script *parse_script(ast_file *file);

/* Prints the tree in a canonical form that parses again to the same tree
 * (used by -p1). */
void parse_print_script(const ast_script *script, FILE *out);
#endif
