/* Pass 1: from source text to ast_script. */
#ifndef TAPC_PARSE_H
#define TAPC_PARSE_H

#include <stdio.h>

#include "ast.h"
#include "util.h"

/* What the command line tells pass 1; main() fills it before parsing. The
 * zero value is a plain unprivileged run with no arguments. */
typedef struct parse_options {
	bool guru;                /* -g: embedded C, @kderef, ... allowed */
	const char *compatible;   /* --compatible=VERSION, or NULL (newest) */
	char **args;              /* script arguments, for $1 @1 $# @# */
	int nargs;
	/* The target kernel, as the driver found it, for kernel_v, kernel_vr
	 * and CONFIG_*: its release (NULL: this host's) and where its .config
	 * is (NULL: every CONFIG_* unset), read at the first CONFIG_* test:
	 * most scripts have none. */
	const char *kernel_release;
	const char *kernel_config_path;
	const char *arch;         /* for %( arch == ... %); NULL: this host */
	bool verbose;             /* -v: do not fold repeated messages */
} parse_options;

extern parse_options parse_opts;

/* Whether --compatible names a version older than VERSION: what stap
 * changed since is then done as that version did it. */
bool compatible_below(const char *version);

/* Reads a whole file; NULL (and a message on stderr) if it cannot. */
src_file *parse_read_file(const char *path, bool is_tapset);
/* Wraps text given on the command line (-e) or read from stdin. */
src_file *parse_file_from_text(const char *name, const char *text,
			       bool is_tapset);

/* Parses one file. On errors prints them in stap's form (see diag.h) and
 * returns NULL; the caller exits 1. Never aborts on bad input. */
ast_script *parse_script(src_file *file);
/* The same, handing `sink` every name the script's tokens spell after
 * its macros are expanded (identifiers and keywords): what it may take
 * from the tapsets. */
ast_script *parse_script_names(src_file *file,
			       void (*sink)(void *ctx, const char *name),
			       void *ctx);

/* Reads the macro definitions (@define) of a tapset macro file (*.stpm);
 * they are then visible to every file parsed after. False after printing
 * errors. */
bool parse_macro_file(src_file *file);
/* The same for a macro file read when a script first names one of its
 * macros (pp_macro_resolver): its macros yield to those read before. */
bool parse_macro_file_behind(src_file *file);
/* RESOLVE is called with a macro's name no file read so far defines; it
 * returns true when it read a macro file that may (with
 * parse_macro_file_behind). */
void parse_macro_resolver(bool (*resolve)(void *ctx, const char *name),
			  void *ctx);
/* Reads the text of a file made without it (a tapset the index says
 * nothing needed yet); false after saying why not. */
bool parse_load_file(src_file *file);

/* Frees a tree parse_script returned. */
void parse_free_script(ast_script *script);
/* Frees a file parse_read_file or parse_file_from_text made, once no
 * tree's locations point into it. */
void parse_free_file(src_file *file);

/* Prints the tree in a canonical form that parses again to the same tree
 * (used by -p1). */
void parse_print_script(const ast_script *script, FILE *out);
/* A probe point's name as stap quotes it in messages and derivations:
 * its components, without '?', '!' or condition; malloc'ed. */
char *parse_point_text(const ast_probe_point *p);
/* Pieces of it, in the same form, for pass 2's listing and messages. */
void parse_print_point(strbuf *sb, const ast_probe_point *point);
void parse_print_expr(strbuf *sb, const ast_node *expr);
void parse_print_block(strbuf *sb, const ast_node *block, int depth);
/* A point, and a condition, as stap 5.6's pass-2 listing (-p2) has
 * them: each operation's operands in parentheses, the globals a
 * condition reads named __global_NAME. */
void parse_print_point_stap(strbuf *sb, const ast_probe_point *point);
void parse_print_condition_stap(strbuf *sb, const ast_node *cond);
/* An operator code (ast.h) as written: "+", "&&", "<<"; C spells the
 * ones pass 3 writes the same. */
const char *parse_op_text(int op);
/* How stap names a node's token in messages: "identifier 'x'", "number
 * '3'", "operator '+'". Allocated. */
char *parse_describe(const ast_node *n);
/* "long", "string", "stats" or "unknown". */
const char *parse_type_name(ast_type ty);
/* The code of an operator's text; a compound assignment ("+=", "<<=")
 * gives the code of its binary operator. */
int parse_op_code(const char *text);
#endif
