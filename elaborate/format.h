/* printf formats, checked at compile time so that each argument's type is
 * known: stap's conversions %d %i %u %x %X %o %c %p %b %m %M take a long,
 * %s a string; `*` width or precision takes a
 * long. */
#ifndef TAPC_FORMAT_H
#define TAPC_FORMAT_H

typedef enum format_arg { FORMAT_LONG, FORMAT_STRING } format_arg;

typedef struct format_spec {
	format_arg *arg_types;  /* one per argument the format consumes */
	int nargs;
} format_spec;

/* Fills `spec`; returns NULL, or a message for a bad format. */
char *format_parse(const char *fmt, format_spec *spec);
#endif
