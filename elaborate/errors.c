/* Pass 2's semantic errors at a node of the tree (session.h), its token
 * named as stap names it. */
#include <stdarg.h>
#include <stdlib.h>

#include "diag.h"
#include "parse.h"
#include "session.h"
#include "util.h"

void elaborate_verror_at(const ast_node *n, const char *fmt, va_list ap)
{
	char *what = parse_describe(n);
	char *msg = xvasprintf(fmt, ap);

	diag_semantic_error(n->loc, what, "%s", msg);
	free(msg);
	free(what);
}

void elaborate_error_at(const ast_node *n, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	elaborate_verror_at(n, fmt, ap);
	va_end(ap);
}
