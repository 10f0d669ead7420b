/* Prototype text of tracepoints: splitting a TP_PROTO into arguments and
 * spelling types one normal way. Pure string functions, so they can be
 * tested on strings alone. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "tp_int.h"
#include "util.h"

/* A prototype as C tokens; only identifiers, numbers and single-character
 * punctuation occur in a parameter list. */
typedef struct tokens {
	char **tok;
	int n;
} tokens;

static bool is_word(const char *tok)
{
	return isalnum((unsigned char)tok[0]) || tok[0] == '_';
}

static bool is_open(const char *t)
{
	return !strcmp(t, "(") || !strcmp(t, "[") || !strcmp(t, "{");
}

static bool is_close(const char *t)
{
	return !strcmp(t, ")") || !strcmp(t, "]") || !strcmp(t, "}");
}

static void tokens_push(tokens *ts, const char *s, size_t n)
{
	VEC_PUSH(ts->tok, ts->n, xstrndup(s, n));
}

static void tokens_free(tokens *ts)
{
	for (int i = 0; i < ts->n; i++)
		free(ts->tok[i]);
	free(ts->tok);
	ts->tok = NULL;
	ts->n = 0;
}

/* Index just past the bracket group opened at `open`, or -1. */
static int skip_group(const tokens *ts, int open, int end)
{
	int depth = 0;
	for (int i = open; i < end; i++) {
		if (is_open(ts->tok[i]))
			depth++;
		else if (is_close(ts->tok[i]) && --depth == 0)
			return i + 1;
	}
	return -1;
}

/* Drops `__attribute__((...))`: attributes say nothing about the type a
 * handler must declare, and the kernel's annotations expand to them under
 * some configurations. */
static void drop_attributes(tokens *ts)
{
	int out = 0;
	for (int i = 0; i < ts->n;) {
		if (!strcmp(ts->tok[i], "__attribute__") && i + 1 < ts->n &&
		    !strcmp(ts->tok[i + 1], "(")) {
			int next = skip_group(ts, i + 1, ts->n);
			if (next > 0) {
				for (int j = i; j < next; j++)
					free(ts->tok[j]);
				i = next;
				continue;
			}
		}
		ts->tok[out++] = ts->tok[i++];
	}
	ts->n = out;
}

static bool tokenize(const char *s, tokens *ts)
{
	while (*s) {
		if (isspace((unsigned char)*s)) {
			s++;
		} else if (isalnum((unsigned char)*s) || *s == '_') {
			const char *start = s;
			while (isalnum((unsigned char)*s) || *s == '_')
				s++;
			tokens_push(ts, start, (size_t)(s - start));
		} else if (*s == '"' || *s == '\'') {
			return false;   /* no literal belongs in a parameter list */
		} else {
			tokens_push(ts, s, 1);
			s++;
		}
	}
	drop_attributes(ts);
	return true;
}

/* --- spelling --- */

static bool is_int_word(const char *t)
{
	static const char *const words[] = {
		"signed", "unsigned", "short", "long", "int", "char",
	};
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if (!strcmp(t, words[i]))
			return true;
	return false;
}

/* "long unsigned int" (as BTF and DWARF spell it) and "unsigned long"
 * are one type: spell a run of integer keywords one way. */
static const char *canonical_int(char **run, int n)
{
	int longs = 0;
	bool is_unsigned = false, is_signed = false, is_short = false,
	     is_char = false;
	for (int i = 0; i < n; i++) {
		if (!strcmp(run[i], "long"))
			longs++;
		else if (!strcmp(run[i], "unsigned"))
			is_unsigned = true;
		else if (!strcmp(run[i], "signed"))
			is_signed = true;
		else if (!strcmp(run[i], "short"))
			is_short = true;
		else if (!strcmp(run[i], "char"))
			is_char = true;
	}
	if (is_char)
		return is_unsigned ? "unsigned char"
				   : is_signed ? "signed char" : "char";
	if (is_short)
		return is_unsigned ? "unsigned short" : "short";
	if (longs >= 2)
		return is_unsigned ? "unsigned long long" : "long long";
	if (longs == 1)
		return is_unsigned ? "unsigned long" : "long";
	return is_unsigned ? "unsigned int" : "int";
}

/* Whether a space goes between two adjacent tokens of the normal form. */
static bool space_between(const char *a, const char *b)
{
	if (!strcmp(a, ","))
		return true;
	if (is_word(a))
		return is_word(b) || !strcmp(b, "*") || !strcmp(b, "(");
	if (!strcmp(a, ")"))
		return is_word(b);
	return false;
}

/* Appends tokens [from, to) of `ts` in the normal form, skipping index
 * `skip` (-1: none); integer keyword runs are spelled canonically. */
static void spell(strbuf *sb, const tokens *ts, int from, int to, int skip)
{
	const char *prev = NULL;
	for (int i = from; i < to; i++) {
		if (i == skip)
			continue;
		const char *text = ts->tok[i];
		int run_end = i;
		while (run_end < to && run_end != skip &&
		       is_int_word(ts->tok[run_end]))
			run_end++;
		if (run_end > i) {
			text = canonical_int(ts->tok + i, run_end - i);
			i = run_end - 1;
		}
		if (prev && space_between(prev, text))
			sb_putc(sb, ' ');
		sb_puts(sb, text);
		/* the canonical spelling ends in a word like the run did */
		prev = text;
	}
}

/* --- one argument --- */

static bool is_type_keyword(const char *t)
{
	static const char *const words[] = {
		"void", "char", "short", "int", "long", "float", "double",
		"signed", "unsigned", "_Bool", "bool", "const", "volatile",
		"restrict", "struct", "union", "enum",
	};
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if (!strcmp(t, words[i]))
			return true;
	return false;
}

/* The declarator of a function pointer or pointer to array: the first
 * top-level "(" directly followed by "*". Returns its index or -1. */
static int pointer_declarator(const tokens *ts, int from, int to)
{
	for (int i = from; i + 1 < to; i++)
		if (!strcmp(ts->tok[i], "(") && !strcmp(ts->tok[i + 1], "*"))
			return i;
	return -1;
}

/* The index of the argument's name within [from, to), or -1 when it has
 * none: the last identifier of the pointer declarator if there is one,
 * else the last identifier outside brackets, unless that identifier is
 * part of the type ("unsigned int", "struct foo"). */
static int find_name(const tokens *ts, int from, int to)
{
	int decl = pointer_declarator(ts, from, to);
	if (decl >= 0) {
		int close = skip_group(ts, decl, to);
		for (int i = close - 2; i > decl; i--)
			if (is_word(ts->tok[i]) && !is_type_keyword(ts->tok[i]))
				return i;
		return -1;
	}
	int name = -1, words = 0;
	for (int i = from; i < to; i++) {
		if (is_open(ts->tok[i])) {
			i = skip_group(ts, i, to) - 1;
			continue;
		}
		if (is_word(ts->tok[i])) {
			name = i;
			words++;
		}
	}
	if (name < 0 || words < 2 || is_type_keyword(ts->tok[name]) ||
	    (name > from && (!strcmp(ts->tok[name - 1], "struct") ||
			     !strcmp(ts->tok[name - 1], "union") ||
			     !strcmp(ts->tok[name - 1], "enum"))))
		return -1;
	return name;
}

/* The type of an argument whose name (if any) is at `name`: the tokens
 * without the name, an array decayed to the pointer it is passed as. */
static char *arg_type(const tokens *ts, int from, int to, int name)
{
	strbuf sb = {0};
	int bracket = -1;
	if (name >= 0 && name + 1 < to && !strcmp(ts->tok[name + 1], "["))
		bracket = name + 1;
	if (bracket < 0) {
		spell(&sb, ts, from, to, name);
		return sb_steal(&sb);
	}
	int after = skip_group(ts, bracket, to);
	spell(&sb, ts, from, bracket, name);
	sb_puts(&sb, after < to ? " (*)" : " *");
	spell(&sb, ts, after, to, -1);
	return sb_steal(&sb);
}

/* The argument respelled with its name, the name `fallback` inserted
 * where the declarator wants it when the text had none. */
static char *arg_text(const tokens *ts, int from, int to, int name,
		      const char *fallback)
{
	strbuf sb = {0};
	if (name >= 0) {
		spell(&sb, ts, from, to, -1);
		return sb_steal(&sb);
	}
	int decl = pointer_declarator(ts, from, to);
	if (decl < 0) {
		spell(&sb, ts, from, to, -1);
		if (sb.len && sb.buf[sb.len - 1] != '*')
			sb_putc(&sb, ' ');
		sb_puts(&sb, fallback);
		return sb_steal(&sb);
	}
	spell(&sb, ts, from, decl + 2, -1);
	sb_puts(&sb, fallback);
	spell(&sb, ts, decl + 2, to, -1);
	return sb_steal(&sb);
}

/* --- the whole prototype --- */

/* Splits `ts` on top-level commas: the start of each argument, and a
 * final entry at ts->n. False on unbalanced brackets or empty arguments. */
static bool split_commas(const tokens *ts, int **starts, int *nstarts)
{
	int depth = 0;
	*starts = NULL;
	*nstarts = 0;
	VEC_PUSH(*starts, *nstarts, 0);
	for (int i = 0; i < ts->n; i++) {
		if (is_open(ts->tok[i]))
			depth++;
		else if (is_close(ts->tok[i]) && --depth < 0)
			break;
		else if (depth == 0 && !strcmp(ts->tok[i], ","))
			VEC_PUSH(*starts, *nstarts, i + 1);
	}
	VEC_PUSH(*starts, *nstarts, ts->n + 1);
	if (depth != 0)
		return false;
	for (int a = 0; a + 1 < *nstarts; a++)
		if ((*starts)[a + 1] - 1 <= (*starts)[a])
			return false;
	return true;
}

/* Parses `proto` into arguments and, when `text` is not NULL, its normal
 * spelling. Returns the argument count or -1. */
static int parse_proto(const char *proto, tp_arg **args, char **text)
{
	tokens ts = {0};
	int *starts = NULL, nstarts = 0;
	*args = NULL;
	if (text)
		*text = NULL;
	if (!tokenize(proto, &ts)) {
		tokens_free(&ts);
		return -1;
	}
	if (ts.n == 0 || (ts.n == 1 && !strcmp(ts.tok[0], "void"))) {
		tokens_free(&ts);
		if (text)
			*text = xstrdup("void");
		return 0;
	}
	if (!split_commas(&ts, &starts, &nstarts)) {
		free(starts);
		tokens_free(&ts);
		return -1;
	}
	int nargs = nstarts - 1;
	strbuf sb = {0};
	*args = xcalloc((size_t)nargs, sizeof **args);
	for (int a = 0; a < nargs; a++) {
		int from = starts[a], to = starts[a + 1] - 1;
		int name = find_name(&ts, from, to);
		char *fallback = xasprintf("arg%d", a + 1);
		(*args)[a].name = name >= 0 ? xstrdup(ts.tok[name]) : fallback;
		(*args)[a].c_type = arg_type(&ts, from, to, name);
		if (text) {
			char *one = arg_text(&ts, from, to, name, fallback);
			sb_printf(&sb, "%s%s", a ? ", " : "", one);
			free(one);
		}
		if (name >= 0)
			free(fallback);
	}
	if (text)
		*text = sb_steal(&sb);
	free(starts);
	tokens_free(&ts);
	return nargs;
}

int tp_proto_split(const char *proto, tp_arg **args)
{
	return parse_proto(proto, args, NULL);
}

char *tp_proto_normalize(const char *proto)
{
	tp_arg *args;
	char *text;
	int nargs = parse_proto(proto, &args, &text);
	if (nargs < 0)
		return NULL;
	tp_args_free(args, nargs);
	return text;
}

void tp_args_free(tp_arg *args, int nargs)
{
	for (int i = 0; i < nargs; i++) {
		free(args[i].name);
		free(args[i].c_type);
	}
	free(args);
}

void tp_raw_add(tp_raw_list *list, const char *system, const char *name,
		const char *proto)
{
	tp_raw raw = {
		.system = system ? xstrdup(system) : NULL,
		.name = xstrdup(name),
		.proto = proto ? xstrdup(proto) : NULL,
	};
	VEC_PUSH(list->items, list->count, raw);
}

void tp_raw_list_free(tp_raw_list *list)
{
	for (int i = 0; i < list->count; i++) {
		free(list->items[i].system);
		free(list->items[i].name);
		free(list->items[i].proto);
	}
	free(list->items);
	list->items = NULL;
	list->count = 0;
}
