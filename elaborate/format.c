#include "format.h"

#include <stdbool.h>
#include <string.h>

#include "util.h"

static void add_arg(format_spec *spec, format_arg type)
{
	VEC_PUSH(spec->arg_types, spec->nargs, type);
}

/* Skips a width or precision: digits, or `*` which takes an argument. */
static const char *skip_number(const char *p, format_spec *spec)
{
	if (*p == '*') {
		add_arg(spec, FORMAT_LONG);
		return p + 1;
	}
	while (*p >= '0' && *p <= '9')
		p++;
	return p;
}

char *format_parse(const char *fmt, format_spec *spec)
{
	spec->arg_types = NULL;
	spec->nargs = 0;
	for (const char *p = fmt; *p; p++) {
		if (*p != '%')
			continue;
		p++;
		if (*p == '%')
			continue;
		while (*p && strchr("-+ #0", *p))
			p++;
		p = skip_number(p, spec);
		if (*p == '.')
			p = skip_number(p + 1, spec);
		/* length modifiers are accepted and ignored, as in stap */
		while (*p == 'l' || *p == 'h' || *p == 'L' || *p == 'j' ||
		       *p == 'z' || *p == 't' || *p == 'q')
			p++;
		switch (*p) {
		case 'd': case 'i': case 'u': case 'x': case 'X': case 'o':
		case 'c': case 'p': case 'b':
		case 'm': case 'M':	/* the address of the memory to show */
			add_arg(spec, FORMAT_LONG);
			break;
		case 's':
			add_arg(spec, FORMAT_STRING);
			break;
		case '\0':
			return xstrdup("format string ends in the middle of a conversion");
		default:
			return xasprintf("invalid or missing conversion specifier '%c'", *p);
		}
	}
	return NULL;
}
