/* Functions the translator implements itself rather than a tapset:
 * printing and formatting, which take any number of arguments of any
 * type; and what the last regular expression match found, which only the
 * code of the =~ that made it knows. */
#ifndef TAPC_BUILTINS_H
#define TAPC_BUILTINS_H

#include <stdbool.h>

typedef enum builtin_kind {
	BUILTIN_PRINT,     /* print(a, ...): each value, nothing between */
	BUILTIN_PRINTLN,   /* println: the same, then a newline */
	BUILTIN_PRINTD,    /* printd(delim, a, ...) */
	BUILTIN_PRINTDLN,
	BUILTIN_PRINTF,    /* printf(fmt, ...) */
} builtin_kind;

typedef struct builtin {
	const char *name;
	builtin_kind kind;
	bool to_string;    /* the s- form returns a string instead */
} builtin;

const builtin *builtin_find(const char *name);
#endif
