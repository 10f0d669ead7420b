/* Error and warning messages in stap's form:
 *
 *   parse error: expected ';'
 *           saw: operator '}' at foo.stp:3:1
 *        source: }
 *                ^
 *
 *   semantic error: unresolved function foo: identifier 'foo' at e.stp:2:33
 *           source: probe begin { foo() }
 *                                 ^
 */
#ifndef TAPC_DIAG_H
#define TAPC_DIAG_H

#include <stdarg.h>

#include "source.h"

/* Counts of what has been reported so far. */
extern int diag_errors;
extern int diag_warnings;

/* While above 0, errors are neither printed nor counted: stap passes over
 * what goes wrong in resolving an optional ('?', '!') probe point. A
 * message printed by hand checks diag_quiet_now(). */
extern int diag_quiet;
static inline int diag_quiet_now(void) { return diag_quiet > 0; }

/* "parse error: MSG\n        saw: WHAT at FILE:L:C\n     source: ...". */
void diag_parse_error(src_loc loc, const char *saw, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* The same with stap's "at:" label, which it uses for errors found while
 * reading tokens (lexer, preprocessor, macros) rather than while parsing. */
void diag_parse_error_at(src_loc loc, const char *what, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* A `loc` whose line is 0 is the end of input: `what` should then be
 * "FILE EOF", and no location or source line is printed. */

/* Like stap, an error whose message was already printed is counted here and
 * not printed again, unless diag_verbose (-v) is set. */
extern bool diag_verbose;
extern int diag_suppressed;
/* Prints "Number of similar error messages suppressed: N." and the -v hint
 * when any were; main() calls it before exiting. */
void diag_print_suppressed(void);

/* "semantic error: MSG: WHAT at FILE:L:C\n        source: ..." ;
 * `what` describes the token, e.g. "identifier 'foo'", or is NULL. */
void diag_semantic_error(src_loc loc, const char *what, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* The same, followed by a second place it concerns, as stap prints it:
 * "WHAT2 at FILE:L:C" and its source line. */
void diag_semantic_error_note(src_loc loc, const char *what, src_loc loc2,
			      const char *what2, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
/* The same for a probe point's component, whose place stap prints without
 * its file's name ("identifier 'opne' at :1:15"): a user's tools that read
 * stap's messages read tapc's alike. */
void diag_semantic_error_component(src_loc loc, const char *what,
				   const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* What went wrong under the error just reported, as stap follows its
 * "while resolving probe point" with it: "semantic error: MSG" and a
 * blank line, without a place, kept for --semantic-keep-going's list but
 * not counted again. */
void diag_semantic_error_more(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));
/* A semantic error of the whole script, with no place ("no probes
 * found"): "semantic error: MSG" and a blank line, counted and kept for
 * --semantic-keep-going's list. */
void diag_semantic_error_alone(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));
void diag_warning(src_loc loc, const char *what, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* -w: warnings are counted but not printed. */
extern bool diag_no_warnings;
/* A message with no location: "ERROR: ..." / "WARNING: ...". */
void diag_plain(const char *prefix, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* --semantic-keep-going: every semantic error is also kept, and
 * diag_print_catalog() lists them at the end of the failing pass, one
 * "SEMANTIC_ERROR\tFILE\tLINE\tCOL\tTOKEN\tMESSAGE" line each between
 * "SEMANTIC_ERRORS: N" and "SEMANTIC_ERRORS_END" (stap 5.6's catalog;
 * "-", 0 and 0 where an error has no place). */
extern bool diag_catalog;
void diag_catalog_add(src_loc loc, const char *what, const char *msg);
void diag_print_catalog(void);
/* Prints the "source:" line and caret under the given label indent. */
void diag_print_source(src_loc loc, int label_width);
#endif
