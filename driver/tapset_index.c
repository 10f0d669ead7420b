/* What a tapset file defines, from its text (tapset_index.h). `function`,
 * `global` and `probe` begin a definition wherever they stand, since the
 * language has them nowhere else, so the scan needs no nesting: it skips
 * comments, strings and embedded C, and reads what follows each. */
#include "tapset_index.h"

#include <ctype.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

typedef enum { T_END, T_NAME, T_PUNCT, T_OTHER } tok_kind;

typedef struct scan {
	const char *p, *end;
	tok_kind kind;
	const char *text;   /* the token's first character */
	size_t len;
	bool after_dot;     /* the token follows a '.': a component's name */
} scan;

static bool name_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

static void skip_space_and_comments(scan *s)
{
	while (s->p < s->end) {
		const char *p = s->p;
		if (isspace((unsigned char)*p)) {
			s->p++;
		} else if (*p == '#' || (*p == '/' && p + 1 < s->end && p[1] == '/')) {
			while (s->p < s->end && *s->p != '\n')
				s->p++;
		} else if (*p == '/' && p + 1 < s->end && p[1] == '*') {
			const char *close = strstr(p + 2, "*/");
			s->p = close && close < s->end ? close + 2 : s->end;
		} else if (*p == '%' && p + 1 < s->end && p[1] == '{') {
			const char *close = strstr(p + 2, "%}");
			s->p = close && close < s->end ? close + 2 : s->end;
		} else {
			return;
		}
	}
}

/* The next token: a name (with a leading $ or @ it names no
 * definition), one punctuation character ("+=" as one), or a string or
 * number (T_OTHER). */
static void next(scan *s)
{
	s->after_dot = s->kind == T_PUNCT && s->len == 1 && *s->text == '.';
	skip_space_and_comments(s);
	s->text = s->p;
	if (s->p >= s->end) {
		s->kind = T_END;
		s->len = 0;
		return;
	}
	char c = *s->p;
	if (c == '"') {
		for (s->p++; s->p < s->end && *s->p != '"'; s->p++)
			if (*s->p == '\\' && s->p + 1 < s->end)
				s->p++;
		s->p += s->p < s->end;
		s->kind = T_OTHER;
	} else if (isalpha((unsigned char)c) || c == '_' || c == '$' || c == '@') {
		for (s->p++; s->p < s->end && name_char(*s->p); s->p++)
			;
		s->kind = c == '$' || c == '@' ? T_OTHER : T_NAME;
	} else if (isdigit((unsigned char)c)) {
		for (s->p++; s->p < s->end && name_char(*s->p); s->p++)
			;
		s->kind = T_OTHER;
	} else {
		s->p++;
		if (c == '+' && s->p < s->end && *s->p == '=')
			s->p++;
		s->kind = T_PUNCT;
	}
	s->len = (size_t)(s->p - s->text);
}

static bool is(const scan *s, const char *text)
{
	return s->kind != T_END && s->len == strlen(text) &&
	       memcmp(s->text, text, s->len) == 0;
}

static bool starts_definition(const scan *s)
{
	return s->kind == T_NAME && !s->after_dot &&
	       (is(s, "function") || is(s, "global") || is(s, "probe") ||
		is(s, "private"));
}

/* global NAME[SIZE] = VALUE, ...: every name up to the next definition
 * or conditional. A '%' right after a name or its size is a wrap
 * array's mark (global NAME%, NAME[SIZE]%), not a conditional. */
static void scan_globals(scan *s, tapset_defs *d)
{
	bool after_name = false;

	for (next(s); s->kind != T_END && !starts_definition(s) &&
		      (after_name || !is(s, "%"));
	     next(s)) {
		if (s->kind == T_NAME)
			VEC_PUSH(d->names, d->nnames, xstrndup(s->text, s->len));
		after_name = s->kind == T_NAME || is(s, "]");
	}
}

/* A component's name, its wildcards glued on ("nd_*"), from the token
 * at hand; the token after it is read. */
static char *component(scan *s)
{
	strbuf sb = {0};
	for (;;) {
		sb_printf(&sb, "%.*s", (int)s->len, s->text);
		const char *end = s->p;
		next(s);
		if (s->text != end || !(s->kind == T_NAME || is(s, "*")))
			break;
	}
	return sb_steal(&sb);
}

/* probe POINT, POINT = ... or += ...: the points' first components, kept
 * when an = or += ends the list. Alternatives ({a,b}.c) count each name
 * inside them. */
static void scan_probe(scan *s, tapset_defs *d)
{
	char **firsts = NULL;
	int n = 0, depth = 0;
	bool expect_first = true, alias = false;

	next(s);
	while (s->kind != T_END && !starts_definition(s) && !is(s, "%")) {
		if (depth == 0 && (is(s, "=") || is(s, "+="))) {
			alias = true;
			break;
		}
		if (expect_first && (s->kind == T_NAME || is(s, "*"))) {
			VEC_PUSH(firsts, n, component(s));
			expect_first = false;
			continue;
		}
		if (is(s, "{") && (expect_first || depth > 0)) {
			depth++;
			expect_first = true;
		} else if (is(s, "}") && depth > 0) {
			depth--;
		} else if (is(s, "{") || is(s, "if")) {
			break;   /* a probe's body: no alias */
		} else if (is(s, ",")) {
			expect_first = true;
		} else if (is(s, ".") && depth > 0) {
			expect_first = false;
		} else if (is(s, "(")) {
			/* a component's argument */
			while (s->kind != T_END && !is(s, ")"))
				next(s);
		}
		next(s);
	}
	for (int i = 0; i < n; i++) {
		if (alias)
			VEC_PUSH(d->aliases, d->naliases, firsts[i]);
		else
			free(firsts[i]);
	}
	free(firsts);
}

tapset_defs tapset_defs_scan(const char *text, size_t len)
{
	scan s = { .p = text, .end = text + len };
	tapset_defs d = {0};

	next(&s);
	while (s.kind != T_END) {
		if (is(&s, "@define")) {
			next(&s);
			if (s.kind == T_NAME)
				VEC_PUSH(d.macros, d.nmacros, xstrndup(s.text, s.len));
			continue;
		}
		if (!starts_definition(&s)) {
			next(&s);
			continue;
		}
		if (is(&s, "function")) {
			next(&s);
			if (s.kind == T_NAME)
				VEC_PUSH(d.names, d.nnames, xstrndup(s.text, s.len));
		} else if (is(&s, "global")) {
			scan_globals(&s, &d);
			continue;
		} else if (is(&s, "probe")) {
			scan_probe(&s, &d);
			continue;
		}
		next(&s);
	}
	return d;
}

void tapset_defs_free(tapset_defs *d)
{
	for (int i = 0; i < d->nnames; i++)
		free(d->names[i]);
	for (int i = 0; i < d->naliases; i++)
		free(d->aliases[i]);
	for (int i = 0; i < d->nmacros; i++)
		free(d->macros[i]);
	free(d->names);
	free(d->aliases);
	free(d->macros);
	*d = (tapset_defs){0};
}

bool tapset_defs_alias_matches(const tapset_defs *d, const char *name)
{
	for (int i = 0; i < d->naliases; i++) {
		const char *a = d->aliases[i];
		if (strcmp(a, name) == 0 || fnmatch(name, a, 0) == 0 ||
		    strpbrk(a, "*?["))
			return true;
	}
	return false;
}
