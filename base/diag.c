/* Error and warning messages in stap's layout: a labelled block naming the
 * token and quoting the source line with a caret under it. */
#include "diag.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

int diag_errors;
int diag_warnings;
int diag_suppressed;
int diag_quiet;
bool diag_verbose;
bool diag_no_warnings;

/* Messages already printed, to fold repeats the way stap does. */
static char **seen;
static int nseen;

static bool already_seen(const char *msg)
{
	for (int i = 0; i < nseen; i++)
		if (strcmp(seen[i], msg) == 0)
			return true;
	VEC_PUSH(seen, nseen, xstrdup(msg));
	return false;
}

/* Finds line `line` (1-based) of the file; returns its start and length. */
static const char *source_line(const src_file *file, int line, size_t *len)
{
	if (!file || !file->text || line < 1)
		return NULL;
	const char *p = file->text, *end = file->text + file->len;
	for (int l = 1; l < line; l++) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			return NULL;
		p = nl + 1;
	}
	const char *nl = memchr(p, '\n', (size_t)(end - p));
	*len = (size_t)((nl ? nl : end) - p);
	return p;
}

void diag_print_source(src_loc loc, int label_width)
{
	size_t len;
	const char *line = source_line(loc.file, loc.line, &len);
	if (!line)
		return;
	fprintf(stderr, "%*s: %.*s\n", label_width, "source", (int)len, line);
	/* The caret keeps the line's tabs so that it lines up on any tab
	 * width. */
	fprintf(stderr, "%*s", label_width + 2, "");
	for (int i = 0; i < loc.col - 1 && (size_t)i < len; i++)
		fputc(line[i] == '\t' ? '\t' : ' ', stderr);
	fputs("^\n", stderr);
}

/* "   LABEL: WHAT at FILE:L:C" and the source, or "LABEL: FILE EOF". */
static void print_where(const char *label, int width, src_loc loc,
			const char *what)
{
	if (loc.line <= 0) {
		fprintf(stderr, "%*s: %s\n", width, label, what ? what : "EOF");
		return;
	}
	fprintf(stderr, "%*s: %s%sat %s:%d:%d\n", width, label,
		what ? what : "", what ? " " : "",
		loc.file ? loc.file->name : "<input>", loc.line, loc.col);
	diag_print_source(loc, width);
}

static void parse_error(const char *label, src_loc loc, const char *what,
			const char *fmt, va_list ap)
{
	if (diag_quiet > 0)
		return;
	char *msg = xvasprintf(fmt, ap);
	diag_errors++;
	if (!diag_verbose && already_seen(msg)) {
		diag_suppressed++;
		free(msg);
		return;
	}
	fprintf(stderr, "parse error: %s\n", msg);
	print_where(label, 11, loc, what);
	fputc('\n', stderr);
	free(msg);
}

void diag_parse_error(src_loc loc, const char *saw, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	parse_error("saw", loc, saw, fmt, ap);
	va_end(ap);
}

void diag_parse_error_at(src_loc loc, const char *what, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	parse_error("at", loc, what, fmt, ap);
	va_end(ap);
}

/* "PREFIX: MSG: WHAT at FILE:L:C" then the source under a label as wide as
 * the prefix. */
static void print_located(const char *prefix, src_loc loc, const char *what,
			  const char *msg)
{
	fprintf(stderr, "%s: %s", prefix, msg);
	if (loc.line > 0)
		fprintf(stderr, ": %s%sat %s:%d:%d\n", what ? what : "",
			what ? " " : "", loc.file ? loc.file->name : "<input>",
			loc.line, loc.col);
	else
		fputc('\n', stderr);
	diag_print_source(loc, (int)strlen(prefix));
}

bool diag_catalog;
static char **catalog;
static int ncatalog;

/* The token of "identifier 'foo'": foo; "-" without one. */
static char *token_text(const char *what)
{
	const char *open = what ? strchr(what, '\'') : NULL;
	const char *close = open ? strrchr(open + 1, '\'') : NULL;
	if (!close)
		return xstrdup(what && *what ? what : "-");
	return xasprintf("%.*s", (int)(close - open - 1), open + 1);
}

void diag_catalog_add(src_loc loc, const char *what, const char *msg)
{
	if (!diag_catalog)
		return;
	char *token = token_text(loc.line > 0 ? what : NULL);
	char *line = loc.line > 0
		? xasprintf("SEMANTIC_ERROR\t%s\t%d\t%d\t%s\t%s",
			    loc.file ? loc.file->name : "<input>", loc.line,
			    loc.col, token, msg)
		: xasprintf("SEMANTIC_ERROR\t-\t0\t0\t-\t%s", msg);
	free(token);
	VEC_PUSH(catalog, ncatalog, line);
}

void diag_print_catalog(void)
{
	if (!diag_catalog)
		return;
	fprintf(stderr, "SEMANTIC_ERRORS: %d\n", ncatalog);
	for (int i = 0; i < ncatalog; i++)
		fprintf(stderr, "%s\n", catalog[i]);
	fputs("SEMANTIC_ERRORS_END\n", stderr);
}

static void located_message(const char *prefix, src_loc loc, const char *what,
			    const char *fmt, va_list ap)
{
	char *msg = xvasprintf(fmt, ap);
	print_located(prefix, loc, what, msg);
	if (!strcmp(prefix, "semantic error"))
		diag_catalog_add(loc, what, msg);
	free(msg);
}

void diag_semantic_error(src_loc loc, const char *what, const char *fmt, ...)
{
	va_list ap;
	if (diag_quiet > 0)
		return;
	diag_errors++;
	va_start(ap, fmt);
	located_message("semantic error", loc, what, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

void diag_semantic_error_note(src_loc loc, const char *what, src_loc loc2,
			      const char *what2, const char *fmt, ...)
{
	va_list ap;
	if (diag_quiet > 0)
		return;
	diag_errors++;
	va_start(ap, fmt);
	located_message("semantic error", loc, what, fmt, ap);
	va_end(ap);
	if (loc2.line > 0) {
		fprintf(stderr, "%s%sat %s:%d:%d\n", what2 ? what2 : "",
			what2 ? " " : "", loc2.file ? loc2.file->name : "<input>",
			loc2.line, loc2.col);
		diag_print_source(loc2, (int)strlen("semantic error"));
	}
	fputc('\n', stderr);
}

/* "semantic error: MSG" and a blank line, with no place, for the
 * catalog too; counted unless it follows an error already counted. */
static __attribute__((format(printf, 2, 0)))
void semantic_error_placeless(bool counted, const char *fmt, va_list ap)
{
	if (diag_quiet > 0)
		return;
	diag_errors += counted;
	char *msg = xvasprintf(fmt, ap);
	fprintf(stderr, "semantic error: %s\n\n", msg);
	diag_catalog_add((src_loc){0}, NULL, msg);
	free(msg);
}

void diag_semantic_error_more(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	semantic_error_placeless(false, fmt, ap);
	va_end(ap);
}

void diag_semantic_error_alone(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	semantic_error_placeless(true, fmt, ap);
	va_end(ap);
}

void diag_semantic_error_component(src_loc loc, const char *what,
				   const char *fmt, ...)
{
	va_list ap;
	if (diag_quiet > 0)
		return;
	diag_errors++;
	va_start(ap, fmt);
	char *msg = xvasprintf(fmt, ap);
	va_end(ap);
	fprintf(stderr, "semantic error: %s", msg);
	diag_catalog_add(loc, what, msg);
	if (loc.line > 0)
		fprintf(stderr, ": %s at :%d:%d\n", what, loc.line, loc.col);
	else
		fputc('\n', stderr);
	diag_print_source(loc, (int)strlen("semantic error"));
	fputc('\n', stderr);
	free(msg);
}

static int warnings_suppressed;

static void print_suppressed_warnings(void)
{
	fprintf(stderr, "Number of similar warning messages suppressed: %d.\n"
		"Rerun with -v to see them.\n", warnings_suppressed);
}

void diag_warning(src_loc loc, const char *what, const char *fmt, ...)
{
	va_list ap;

	/* -w says nothing, so that -W has nothing to fail on */
	if (diag_no_warnings)
		return;
	diag_warnings++;
	va_start(ap, fmt);
	char *msg = xvasprintf(fmt, ap);
	va_end(ap);
	/* as stap: a warning whose text was seen before is only counted,
	 * and the count is the last thing said */
	char *key = xasprintf("WARNING: %s", msg);
	if (!diag_verbose && already_seen(key)) {
		if (warnings_suppressed++ == 0)
			atexit(print_suppressed_warnings);
	} else {
		print_located("WARNING", loc, what, msg);
	}
	free(key);
	free(msg);
}

void diag_plain(const char *prefix, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "%s: ", prefix);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

void diag_print_suppressed(void)
{
	if (!diag_suppressed)
		return;
	fprintf(stderr, "Number of similar error messages suppressed: %d.\n"
		"Rerun with -v to see them.\n", diag_suppressed);
}
