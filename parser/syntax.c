/* The parser's side of tokens: giving each its grammar kind, and saying
 * what was expected when the grammar cannot go on, in stap's words. */
#include "actions.h"

#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "util.h"

typedef struct kind_name {
	const char *text;
	int kind;
} kind_name;

static const kind_name keyword_kinds[] = {
	{ "probe", T_PROBE }, { "global", T_GLOBAL }, { "function", T_FUNCTION },
	{ "private", T_PRIVATE }, { "if", T_IF }, { "else", T_ELSE },
	{ "for", T_FOR }, { "foreach", T_FOREACH }, { "in", T_IN },
	{ "limit", T_LIMIT }, { "return", T_RETURN }, { "delete", T_DELETE },
	{ "while", T_WHILE }, { "break", T_BREAK }, { "continue", T_CONTINUE },
	{ "next", T_NEXT }, { "try", T_TRY }, { "catch", T_CATCH },
	{ "string", T_STRING_KW }, { "long", T_LONG_KW }, { NULL, 0 },
};

static const kind_name operator_kinds[] = {
	{ "&&", T_ANDAND }, { "||", T_OROR }, { "==", T_EQ }, { "!=", T_NE },
	{ "<=", T_LE }, { ">=", T_GE }, { "<<", T_SHL }, { ">>", T_SHR },
	{ "++", T_INC }, { "--", T_DEC }, { "->", T_ARROW }, { "=~", T_MATCH },
	{ "!~", T_NMATCH }, { "<<<", T_STATS_ADD }, { "+=", T_ASSIGN_OP },
	{ "-=", T_ASSIGN_OP }, { "*=", T_ASSIGN_OP }, { "/=", T_ASSIGN_OP },
	{ "%=", T_ASSIGN_OP }, { "<<=", T_ASSIGN_OP }, { ">>=", T_ASSIGN_OP },
	{ "&=", T_ASSIGN_OP }, { "|=", T_ASSIGN_OP }, { "^=", T_ASSIGN_OP },
	{ ".=", T_ASSIGN_OP }, { NULL, 0 },
};

static const kind_name at_kinds[] = {
	{ "@count", T_STATOP }, { "@sum", T_STATOP }, { "@min", T_STATOP },
	{ "@max", T_STATOP }, { "@avg", T_STATOP }, { "@variance", T_STATOP },
	{ "@hist_log", T_HIST_LOG }, { "@hist_linear", T_HIST_LINEAR },
	{ "@cast", T_ATOP }, { "@defined", T_ATOP }, { "@entry", T_ATOP },
	{ "@var", T_ATOP }, { "@perf", T_ATOP }, { "@kderef", T_ATOP },
	{ "@uderef", T_ATOP }, { "@kregister", T_ATOP }, { "@uregister", T_ATOP },
	{ "@probewrite", T_ATOP }, { "@const", T_ATOP }, { "@enum", T_ATOP },
	{ "@enumname", T_ATOP }, { NULL, 0 },
};

static int lookup(const kind_name *table, const char *text)
{
	for (int i = 0; table[i].text; i++)
		if (strcmp(table[i].text, text) == 0)
			return table[i].kind;
	return 0;
}

static int junk(token *t, const char *msg)
{
	if (!t->reported) {
		char *what = token_describe(t);
		diag_parse_error_at(t->loc, what, "%s", msg);
		free(what);
		t->reported = true;
	}
	return T_JUNK;
}

static int identifier_kind(token *t)
{
	if (t->text[0] != '$')
		return T_IDENT;
	if (strcmp(t->text, "$") == 0 || strcmp(t->text, "$$") == 0)
		return T_PRETTY;
	return T_TARGET;
}

static int operator_kind(token *t)
{
	int kind;
	if (t->text[0] == '@') {
		if ((kind = lookup(at_kinds, t->text)))
			return kind;
		char *msg = xasprintf("unknown operator %s", t->text);
		fail_at(t, msg);
		free(msg);
		return T_JUNK;
	}
	if (t->len == 1 && strchr("+-*/%<>=!~&|^.?:,;()[]{}", t->text[0]))
		return (unsigned char)t->text[0];
	if ((kind = lookup(operator_kinds, t->text)))
		return kind;
	return junk(t, "unexpected preprocessor operator");
}

static int token_kind(token *t)
{
	switch (t->cls) {
	case TC_EOF:
		return T_YYEOF;
	case TC_IDENT:
		return identifier_kind(t);
	case TC_KEYWORD:
		return lookup(keyword_kinds, t->text);
	case TC_NUMBER:
		if (!t->num_ok && !t->reported)
			fail_at(t, "number invalid or out of range");
		return T_NUMBER;
	case TC_STRING:
		return T_STRING;
	case TC_OPERATOR:
		return operator_kind(t);
	case TC_EMBEDDED:
		return T_EMBEDDED;
	case TC_JUNK:
		break;
	}
	return junk(t, t->error ? t->error : "unexpected character");
}

int lex_token(parser_ctx *ctx, YYSTYPE *lval, YYLTYPE *lloc)
{
	token *t = pp_next(ctx->pp);
	t->kind = token_kind(t);
	lval->tok = t;
	lloc->tok = t;
	lloc->first_line = lloc->last_line = t->loc.line;
	lloc->first_column = lloc->last_column = t->loc.col;
	return t->kind;
}

/* ---- what was expected ---- */

typedef struct names {
	char *items[128];
	int n;
} names;

static bool has(const names *s, const char *name)
{
	for (int i = 0; i < s->n; i++)
		if (strcmp(s->items[i], name) == 0)
			return true;
	return false;
}

/* Tokens that could continue what came before (an operator after an
 * expression, a sort mark, a type): naming them all would drown the one
 * that was needed. */
static bool is_continuation(const char *name)
{
	static const char *const continuations[] = {
		"'+'", "'-'", "'*'", "'/'", "'%'", "'<'", "'>'", "'='", "'&'",
		"'|'", "'^'", "'.'", "'?'", "'['", "'('", "'&&'", "'||'",
		"'=='", "'!='", "'<='", "'>='", "'<<'", "'>>'", "'++'", "'--'",
		"'->'", "'=~'", "'!~'", "'<<<'", "'+='", "'$'", "'in'",
		"'limit'", "statistical operation", NULL,
	};
	for (int i = 0; continuations[i]; i++)
		if (strcmp(name, continuations[i]) == 0)
			return true;
	return false;
}

static void drop(names *s, bool (*unwanted)(const char *))
{
	names kept = { .n = 0 };
	for (int i = 0; i < s->n; i++)
		if (!unwanted(s->items[i]))
			kept.items[kept.n++] = s->items[i];
	if (kept.n > 0)
		*s = kept;
}

static bool is_colon(const char *name)
{
	return strcmp(name, "':'") == 0;
}

/* "identifier" -> "identifier", "number" -> "literal number". */
static const char *display(const char *name)
{
	if (!strcmp(name, "number"))
		return "literal number";
	if (!strcmp(name, "string"))
		return "literal string";
	return name;
}

static char *expected_message(names *s, const token *saw)
{
	if (has(s, "'probe'") && has(s, "'global'"))
		return xstrdup("expected 'probe', 'global', 'private', 'function', or '%{'");
	if (has(s, "'='") && has(s, "','") && has(s, "'{'") && has(s, "'+='"))
		return xstrdup("expected one of ', { } = +='");
	if (has(s, "identifier") && has(s, "'*'") && has(s, "'{'"))
		return xstrdup("expected identifier or '*' or '{'");
	if (has(s, "number") && has(s, "string") && has(s, "identifier")) {
		if (saw->cls != TC_EOF)
			return xstrdup("expected literal string or number");
		return xstrdup(has(s, "'}'") ? "expected statement" : "expected value");
	}
	if (has(s, "number") && has(s, "string"))
		return xstrdup("expected literal string or number");
	if (has(s, "identifier") && has(s, "'@hist_log'"))
		return xstrdup("expected identifier or statistical operation");
	if (has(s, "identifier") && has(s, "'probe'"))
		return xstrdup("expected identifier or keyword");
	if (s->n == 2 && has(s, "'+'") && has(s, "'-'"))
		return xstrdup("expected sort directive");
	drop(s, is_continuation);
	if (s->n > 1)
		drop(s, is_colon);
	if (s->n == 0)
		return xstrdup("syntax error");
	strbuf sb = { 0 };
	sb_puts(&sb, "expected ");
	for (int i = 0; i < s->n; i++) {
		if (i > 0)
			sb_puts(&sb, i == s->n - 1 ? (s->n > 2 ? ", or " : " or ") : ", ");
		sb_puts(&sb, display(s->items[i]));
	}
	return sb_steal(&sb);
}

void report_syntax_error(token *saw, const char *const *expected, int n)
{
	if (!saw || saw->reported)
		return;
	names s = { .n = 0 };
	for (int i = 0; i < n && s.n < 128; i++) {
		const char *e = expected[i];
		size_t len = strlen(e);
		/* bison quotes aliases: "\"identifier\"" */
		if (len >= 2 && e[0] == '"')
			s.items[s.n++] = xstrndup(e + 1, len - 2);
		else
			s.items[s.n++] = xstrdup(e);
	}
	names all = s;
	char *msg = expected_message(&s, saw);
	fail_at(saw, msg);
	free(msg);
	for (int i = 0; i < all.n; i++)
		free(all.items[i]);
}
