/* Pass 3, expressions: each becomes one C expression, of type int64_t for
 * a long and `const char *` for a string. Where a value needs naming (an
 * array's keys, the old value of x++), a GNU statement expression keeps it
 * in a C local; strings are built in temporaries of the locals struct. */
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "session.h"
#include "emit.h"
#include "parse.h"
#include "regex_dfa.h"

char *tr_string_temp(body *b)
{
	int n = b->ntemps++;

	sb_printf(&b->fields, "\tchar t%d[MAXSTRINGLEN];\n", n);
	return arena_asprintf(b->arena, "l->t%d", n);
}

char *tr_fresh_name(body *b, const char *stem)
{
	/* "__tapc_": gcc predefines names such as __k8 (-march=k8) */
	return arena_asprintf(b->arena, "__tapc_%s%d", stem, b->nnames++);
}

char *tr_c_long(arena *a, int64_t v)
{
	if (v == INT64_MIN)
		return arena_strdup(a, "((int64_t)(-9223372036854775807LL - 1))");
	return arena_asprintf(a, "((int64_t)%lldLL)", (long long)v);
}

char *tr_c_string(arena *a, const char *s, size_t len)
{
	/* straight into the arena, at most four characters a byte: pass 3
	 * quotes two strings for each of hundreds of points */
	char *out = arena_alloc(a, 4 * len + 3), *p = out;

	*p++ = '"';
	for (size_t i = 0; i < len; i++) {
		unsigned char ch = (unsigned char)s[i];
		if (ch == '"' || ch == '\\') {
			*p++ = '\\';
			*p++ = (char)ch;
		} else if (ch == '\n' || ch == '\t') {
			*p++ = '\\';
			*p++ = ch == '\n' ? 'n' : 't';
		} else if (ch < 0x20 || ch >= 0x7f || ch == '?') {
			/* octal, three digits; '?': no trigraphs */
			*p++ = '\\';
			*p++ = (char)('0' + (ch >> 6));
			*p++ = (char)('0' + ((ch >> 3) & 7));
			*p++ = (char)('0' + (ch & 7));
		} else {
			*p++ = (char)ch;
		}
	}
	*p++ = '"';
	*p = '\0';
	return out;
}

const char *tr_type_c(ast_type ty)
{
	return ty == TYPE_STRING ? "const char *" : "int64_t";
}

char *tr_function_name(arena *a, const ast_function *fn)
{
	/* with the arity, which overloads by arity share, and the place
	 * among those of one arity that `next` goes through */
	if (fn->overload_rank)
		return arena_asprintf(a, "fn_%s_%d_%d", fn->name, fn->nparams,
				      fn->overload_rank);
	return arena_asprintf(a, "fn_%s_%d", fn->name, fn->nparams);
}

char *tr_callee_name(arena *a, const ast_function *fn)
{
	if (fn->nexts)
		return arena_asprintf(a, "fnx_%s_%d", fn->name, fn->nparams);
	return tr_function_name(a, fn);
}

char *tr_global_name(arena *a, const ast_symbol *sym)
{
	return arena_asprintf(a, "g_%s", sym->name);
}

char *tr_local_ref(arena *a, const ast_symbol *sym)
{
	return arena_asprintf(a, "l->l_%s", sym->name);
}

/* The node whose token stap names for `n`: x++ is at its x, a[k] at
 * its a, a statement at its expression. */
static const ast_node *token_node(const ast_node *n)
{
	switch (n->kind) {
	case ST_EXPR:
	case EX_POSTINC:
		return token_node(n->lhs);
	case EX_INDEX:
	case EX_IN:
		return n->lhs->kind == EX_IDENT ? n->lhs : n;
	default:
		return n;
	}
}

/* "identifier 'x' at FILE:LINE:COL", in the arena. */
static char *near_text(arena *a, const ast_node *n)
{
	const ast_node *at = token_node(n);
	char *token = parse_describe(at);
	char *near = arena_asprintf(a, "%s at %s:%d:%d", token,
				    at->loc.file ? at->loc.file->name : "",
				    at->loc.line, at->loc.col);

	free(token);
	return near;
}

char *tr_near(arena *a, const ast_node *n)
{
	char *near = near_text(a, n);

	return tr_c_string(a, near, strlen(near));
}

char *tr_near_called(arena *a, const ast_node *n)
{
	char *at = near_text(a, n);
	char *near = arena_asprintf(a, "%s (called from %s)", at, at);

	return tr_c_string(a, near, strlen(near));
}

/* Where a plain variable lives. */
static char *variable_ref(arena *a, const ast_symbol *sym)
{
	return sym->kind == SYM_GLOBAL ? tr_global_name(a, sym) : tr_local_ref(a, sym);
}

/* "(union tapc_key[]){ { .n = K1 }, { .s = K2 } }" */
char *tr_key_array(body *b, ast_node **keys, int nkeys, const ast_symbol *arr)
{
	strbuf sb = {0};

	sb_puts(&sb, "(union tapc_key[]){ ");
	for (int i = 0; i < nkeys; i++) {
		/* a slice's '*' matches anything: its slot is not read */
		char *k = keys[i]->kind == EX_WILDCARD ? arena_strdup(b->arena, "0")
						       : tr_expr(b, keys[i]);
		sb_printf(&sb, "%s{ .%c = %s }", i ? ", " : "",
			  arr->key_types[i] == TYPE_STRING ? 's' : 'n', k);
	}
	sb_puts(&sb, " }");
	return arena_steal(b->arena, &sb);
}

static char *index_read(body *b, ast_node *n)
{
	char *keys = tr_key_array(b, n->args, n->nargs, n->sym);
	char *map = tr_global_name(b->arena, n->sym);
	char *s;

	if (n->sym->type == TYPE_STRING) {
		char *tmp = tr_string_temp(b);
		s = arena_asprintf(b->arena, "(tapc_map_get_string(%s, %s, %s), (const char *)%s)",
			      map, keys, tmp, tmp);
	} else {
		s = arena_asprintf(b->arena, "tapc_map_get_long(%s, %s)", map, keys);
	}
	return s;
}

/* A long binary operation; division and shifts get run-time care. */
static char *long_op(arena *a, int op, const char *x, const char *y)
{
	switch (op) {
	case '/':
		return arena_asprintf(a, "tapc_div(c, %s, %s)", x, y);
	case '%':
		return arena_asprintf(a, "tapc_mod(c, %s, %s)", x, y);
	case TOK_SHL:
		return arena_asprintf(a, "((int64_t)((uint64_t)(%s) << ((%s) & 63)))", x, y);
	case TOK_SHR:
		return arena_asprintf(a, "((int64_t)(%s) >> ((%s) & 63))", x, y);
	case '+':
	case '-':
	case '*':
		/* in two's complement, as the kernel's int64_t wraps, and
		 * with no signed overflow for gcc to reject in constants */
		return arena_asprintf(a, "((int64_t)((uint64_t)(%s) %s (uint64_t)(%s)))",
				      x, parse_op_text(op), y);
	default:
		return arena_asprintf(a, "((int64_t)((%s) %s (%s)))", x, parse_op_text(op), y);
	}
}

/* `n`'s operation on a and b; a division by 0 ends the body there. */
static char *checked_op(body *b, const ast_node *n, int op, const char *x,
			const char *y)
{
	char *v = long_op(b->arena, op, x, y);

	if (op != '/' && op != '%')
		return v;
	char *r = tr_fresh_name(b, "r");
	char *near = tr_near(b->arena, n);
	char *s = arena_asprintf(b->arena, "({ int64_t %s; c->last_stmt = %s; %s = %s; "
			    "if (unlikely(c->last_error)) goto out; %s; })",
			    r, near, r, v, r);
	return s;
}

static char *compare(body *b, ast_node *n)
{
	char *l = tr_expr(b, n->lhs), *r = tr_expr(b, n->rhs);
	char *s;

	if (n->lhs->type == TYPE_STRING)
		s = arena_asprintf(b->arena, "((int64_t)(strcmp(%s, %s) %s 0))", l, r,
			      parse_op_text(n->op));
	else
		s = arena_asprintf(b->arena, "((int64_t)((%s) %s (%s)))", l, parse_op_text(n->op), r);
	return s;
}

static char *concat(body *b, ast_node *n)
{
	char *tmp = tr_string_temp(b);
	char *l = tr_expr(b, n->lhs), *r = tr_expr(b, n->rhs);
	char *s = arena_asprintf(b->arena, "(tapc_strcpy(%s, %s), tapc_strcat(%s, %s), (const char *)%s)",
			    tmp, l, tmp, r, tmp);
	return s;
}

/* The value `old OP rhs` of a compound assignment. */
static char *compound_value(body *b, const ast_node *n, const char *old,
			    const char *rhs)
{
	if (n->op == '=')
		return arena_strdup(b->arena, rhs);
	return checked_op(b, n, n->op, old, rhs);
}

static char *assign_scalar(body *b, ast_node *n, const char *ref)
{
	char *rhs = tr_expr(b, n->rhs);
	char *s;

	if (n->lhs->type == TYPE_STRING) {
		const char *fn = n->op == '.' ? "tapc_strcat" : "tapc_strcpy";
		s = arena_asprintf(b->arena, "(%s(%s, %s), (const char *)%s)", fn, ref, rhs, ref);
	} else {
		char *v = compound_value(b, n, ref, rhs);
		s = arena_asprintf(b->arena, "(%s = %s)", ref, v);
	}
	return s;
}

/* a[k] OP= v: the keys are evaluated once; a full array ends the body. */
static char *assign_index(body *b, ast_node *n)
{
	ast_node *ix = n->lhs;
	char *keys = tr_key_array(b, ix->args, ix->nargs, ix->sym);
	char *k = tr_fresh_name(b, "k");
	char *map = tr_global_name(b->arena, ix->sym);
	char *rhs = tr_expr(b, n->rhs);
	char *near = tr_near(b->arena, ix);
	char *s;

	if (ix->sym->type == TYPE_STRING) {
		/* "=" copies the new value, ".=" appends to the old one */
		char *tmp = tr_string_temp(b);
		char *fill = n->op == '.'
			? arena_asprintf(b->arena, "tapc_map_get_string(%s, %s, %s); tapc_strcat(%s, %s);",
				    map, k, tmp, tmp, rhs)
			: arena_asprintf(b->arena, "tapc_strcpy(%s, %s);", tmp, rhs);
		s = arena_asprintf(b->arena, "({ union tapc_key *%s = %s; %s c->last_stmt = %s; "
			      "if (unlikely(!tapc_map_set_string(c, %s, %s, %s))) goto out; "
			      "(const char *)%s; })",
			      k, keys, fill, near, map, k, tmp, tmp);
	} else {
		char *old = arena_asprintf(b->arena, "tapc_map_get_long(%s, %s)", map, k);
		char *v = compound_value(b, n, old, rhs);
		char *val = tr_fresh_name(b, "v");
		s = arena_asprintf(b->arena, "({ union tapc_key *%s = %s; int64_t %s = %s; "
			      "c->last_stmt = %s; "
			      "if (unlikely(!tapc_map_set_long(c, %s, %s, %s))) goto out; %s; })",
			      k, keys, val, v, near, map, k, val, val);
	}
	return s;
}

static char *increment(body *b, ast_node *n, bool post)
{
	const char *delta = n->op == TOK_INC ? "1" : "-1";
	ast_node *target = n->lhs;

	if (target->kind != EX_INDEX) {
		char *ref = variable_ref(b->arena, target->sym);
		char *s = post ? arena_asprintf(b->arena, "((%s += %s) - %s)", ref, delta, delta)
			       : arena_asprintf(b->arena, "(%s += %s)", ref, delta);
		return s;
	}
	/* one lookup: the keys are evaluated first, and nothing else can
	 * change the map before the value is changed in place */
	char *r = tr_fresh_name(b, "r");
	char *map = tr_global_name(b->arena, target->sym);
	char *near = tr_near(b->arena, target);
	if (target->nargs == 1 && target->sym->key_types[0] != TYPE_STRING) {
		char *key = tr_expr(b, target->args[0]);
		return arena_asprintf(b->arena, "({ int64_t %s_k = %s; c->last_stmt = %s; "
				      "int64_t *%s = tapc_map_ref_long1(c, %s, %s_k); "
				      "if (unlikely(!%s)) goto out; "
				      "(*%s += %s)%s%s; })",
				      r, key, near, r, map, r, r, r, delta,
				      post ? " - " : "", post ? delta : "");
	}
	char *keys = tr_key_array(b, target->args, target->nargs, target->sym);
	char *s = arena_asprintf(b->arena, "({ union tapc_key *%s_k = %s; c->last_stmt = %s; "
			    "int64_t *%s = tapc_map_ref_long(c, %s, %s_k); "
			    "if (unlikely(!%s)) goto out; "
			    "(*%s += %s)%s%s; })",
			    r, keys, near, r, map, r, r, r, delta,
			    post ? " - " : "", post ? delta : "");
	return s;
}

/* Arguments are evaluated left to right, as stap does (C leaves the order
 * of a call's arguments open): each is bound to a C local first. Returns
 * the locals' names; their declarations go to `decls`. */
static char **bind_args(body *b, ast_node **args, int n, strbuf *decls)
{
	char **names = arena_alloc(b->arena, sizeof *names * (size_t)(n ? n : 1));

	for (int i = 0; i < n; i++) {
		char *value = tr_expr(b, args[i]);
		names[i] = tr_fresh_name(b, "a");
		/* a printf's format or a lone printd's delimiter goes unused */
		sb_printf(decls, "%s%s __maybe_unused = %s; ",
			  args[i]->type == TYPE_STRING ? "const char *" : "int64_t ",
			  names[i], value);
	}
	return names;
}

/* The arguments of a print's format, in order: their C names and types. */
typedef struct print_args {
	char **names;
	ast_type *types;
	int n, ntypes;
} print_args;

static void print_arg(body *b, print_args *pa, strbuf *args, char *name,
		      ast_type type)
{
	sb_printf(args, ", %s", name);
	ARENA_PUSH(b->arena, pa->names, pa->n, name);
	ARENA_PUSH(b->arena, pa->types, pa->ntypes, type);
}

/* A printf of text, plain %d of numbers, plain %s of strings and %% only,
 * as calls that append each piece (tapc_print_text's): NULL when the
 * format has anything else, for tapc_printf to read in the hit. */
static char *print_pieces(body *b, const char *fmt, size_t len,
			  const print_args *pa)
{
	strbuf out = {0};
	size_t text = 0, i = 0;
	int arg = 0;
	bool ok = true;

	while (ok) {
		bool end = i == len;
		if (!end && fmt[i] != '%') {
			i++;
			continue;
		}
		/* the text so far, with a %% as its last '%' */
		size_t upto = !end && i + 1 < len && fmt[i + 1] == '%' ? i + 1 : i;
		if (upto > text)
			sb_printf(&out, "tapc_print_text(c, %s, %zu); ",
				  tr_c_string(b->arena, fmt + text, upto - text), upto - text);
		if (end)
			break;
		char conv = i + 1 < len ? fmt[i + 1] : '\0';
		if (conv == '%') {
			text = i = i + 2;
			continue;
		}
		if (arg >= pa->n || (conv != 'd' && conv != 's') ||
		    (conv == 'd') != (pa->types[arg] != TYPE_STRING)) {
			ok = false;
			break;
		}
		sb_printf(&out, conv == 'd' ? "tapc_print_dec(c, %s); "
			  : "tapc_print_string(c, %s); ", pa->names[arg]);
		arg++;
		text = i = i + 2;
	}
	if (!ok || arg != pa->n) {
		free(sb_steal(&out));
		return NULL;
	}
	return out.buf ? arena_steal(b->arena, &out) : arena_strdup(b->arena, "");
}

/* A format's %p conversions as the runtime's %P, the pointer of stap
 * before 1.3 (runtime/format.c), for --compatible=1.2 and older. */
static void legacy_pointers(char *fmt, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		if (fmt[i] != '%')
			continue;
		if (++i < len && fmt[i] == '%')
			continue;
		while (i < len && !strchr("diuxXopcbmMs", fmt[i]))
			i++;
		if (i < len && fmt[i] == 'p')
			fmt[i] = 'P';
	}
}

/* print, println, printd, printdln, printf and their s- forms all become
 * one printf with a format made here. */
static char *print_call(body *b, ast_node *n, const builtin *bi)
{
	strbuf fmt = {0}, decls = {0}, args = {0};
	print_args pa = {0};
	int first = 0;
	bool delimited = bi->kind == BUILTIN_PRINTD || bi->kind == BUILTIN_PRINTDLN;

	if (n->nargs == 1 && n->args[0]->kind == EX_HIST)
		return tr_hist_print(b, n, bi->to_string);

	if (bi->kind == BUILTIN_PRINTF) {
		sb_putn(&fmt, n->args[0]->str, n->args[0]->len);
		if (compatible_below("1.3"))
			legacy_pointers(fmt.buf, fmt.len);
		first = 1;
	} else if (delimited) {
		first = 1;
	}
	/* the delimiter is argument 0 and is bound like the others */
	char **names = bind_args(b, n->args, n->nargs, &decls);
	for (int i = first; i < n->nargs; i++) {
		if (bi->kind != BUILTIN_PRINTF) {
			if (delimited && i > first) {
				sb_puts(&fmt, "%s");
				print_arg(b, &pa, &args, names[0], TYPE_STRING);
			}
			sb_puts(&fmt, n->args[i]->type == TYPE_STRING ? "%s" : "%d");
		}
		print_arg(b, &pa, &args, names[i], n->args[i]->type);
	}
	if (bi->kind == BUILTIN_PRINTLN || bi->kind == BUILTIN_PRINTDLN)
		sb_puts(&fmt, "\n");
	char *cfmt = tr_c_string(b->arena, fmt.buf ? fmt.buf : "", fmt.len);
	char *s;
	if (bi->to_string) {
		char *tmp = tr_string_temp(b);
		s = arena_asprintf(b->arena, "({ %stapc_sprintf(%s, %s%s); (const char *)%s; })",
			      decls.buf ? decls.buf : "", tmp, cfmt,
			      args.buf ? args.buf : "", tmp);
	} else if ((s = print_pieces(b, fmt.buf ? fmt.buf : "", fmt.len, &pa))) {
		/* nothing of it can fail */
		s = arena_asprintf(b->arena, "({ %s%s(int64_t)0; })",
				   decls.buf ? decls.buf : "", s);
	} else {
		/* %m may fault */
		char *near = tr_near(b->arena, n);
		s = arena_asprintf(b->arena, "({ %sc->last_stmt = %s; tapc_printf(c, %s%s); "
			      "if (unlikely(c->last_error)) goto out; (int64_t)0; })",
			      decls.buf ? decls.buf : "", near, cfmt,
			      args.buf ? args.buf : "");
	}
	free(sb_steal(&fmt));
	free(sb_steal(&decls));
	free(sb_steal(&args));
	return s;
}

/* @enumname's lookup: the table pass 2 kept (enum_ops.h), the value in
 * decimal when it has no name. */
static char *enum_name(body *b, ast_node *n)
{
	char *v = tr_expr(b, n->args[0]);
	char *tmp = tr_string_temp(b);
	char *t = tr_fresh_name(b, "en");
	return arena_asprintf(b->arena, "({ static const struct { int64_t v; "
			      "const char *name; } %s[] = { %s}; int64_t %s_v = %s; "
			      "const char *%s_n = NULL; int %s_i; "
			      "for (%s_i = 0; %s_i < %d; %s_i++) "
			      "if (%s[%s_i].v == %s_v) { %s_n = %s[%s_i].name; break; } "
			      "if (!%s_n) { tapc_long_to_string(%s, %s_v); %s_n = %s; } "
			      "%s_n; })",
			      t, n->str, t, v, t, t, t, t, (int)n->num, t,
			      t, t, t, t, t, t, t, tmp, t, t, tmp, t);
}

static char *function_call(body *b, ast_node *n)
{
	const builtin *bi = builtin_find(n->name);

	if (bi)
		return print_call(b, n, bi);
	ast_function *fn = n->sym->function;
	strbuf decls = {0}, call = {0};
	char **names = bind_args(b, n->args, n->nargs, &decls);
	char *name = tr_callee_name(b->arena, fn);
	sb_printf(&call, "%s(c", name);
	if (fn->type == TYPE_STRING) {
		char *tmp = tr_string_temp(b);
		sb_printf(&call, ", %s", tmp);
	}
	for (int i = 0; i < n->nargs; i++)
		sb_printf(&call, ", %s", names[i]);
	sb_putc(&call, ')');
	/* an error in the function ends the caller too */
	char *r = tr_fresh_name(b, "r");
	char *near = tr_near(b->arena, n);
	char *s = arena_asprintf(b->arena, "({ %s%s %s; c->last_stmt = %s; %s = %s; "
			    "if (unlikely(c->last_error)) goto out; %s; })",
			    decls.buf ? decls.buf : "", tr_type_c(fn->type), r,
			    near, r, call.buf, r);
	free(sb_steal(&decls));
	free(sb_steal(&call));
	return s;
}

char *tr_keyed_call(body *b, const char *fn, const ast_node *n)
{
	unsigned int wild = 0;

	for (int i = 0; i < n->nargs; i++)
		if (n->args[i]->kind == EX_WILDCARD)
			wild |= 1u << i;
	char *keys = tr_key_array(b, n->args, n->nargs, n->sym);
	char *s = wild ? arena_asprintf(b->arena, "%s_slice(g_%s, %s, %#xU)", fn, n->sym->name,
				   keys, wild)
		       : arena_asprintf(b->arena, "%s(g_%s, %s)", fn, n->sym->name, keys);
	return s;
}

static char *in_array(body *b, ast_node *n)
{
	if (n->lhs->kind == EX_HIST) {
		/* stap: true when @hist_*(s)[i] is not zero */
		return arena_asprintf(b->arena, "((int64_t)(%s != 0))",
				      tr_hist_index(b, n));
	}
	char *call = tr_keyed_call(b, n->sym->type == TYPE_STATS
				   ? "tapc_pmap_exists" : "tapc_map_exists", n);
	char *s = arena_asprintf(b->arena, "((int64_t)%s)", call);

	return s;
}

/* %{ CODE %} as a value (guru): a long, or with stap's string marker a
 * string, copied so that it outlives the C that gave it. CONTEXT is the
 * hit's context here too. */
static char *embedded_expr(body *b, const ast_node *n)
{
	if (n->type != TYPE_STRING)
		return arena_asprintf(b->arena, "((int64_t)(%s))", n->str);
	char *tmp = tr_string_temp(b);
	return arena_asprintf(b->arena, "({ tapc_strcpy(%s, (%s)); (const char *)%s; })",
			      tmp, n->str, tmp);
}

char *tr_expr(body *b, ast_node *n)
{
	if (n->typed)
		return tr_typed(b, n);
	switch (n->kind) {
	case EX_NUMBER:
		return tr_c_long(b->arena, n->num);
	case EX_STRING:
		return tr_c_string(b->arena, n->str, n->len);
	case EX_IDENT:
		if (n->sym->type == TYPE_STRING && n->sym->kind == SYM_GLOBAL) {
			char *g = tr_global_name(b->arena, n->sym);
			char *s = arena_asprintf(b->arena, "((const char *)%s)", g);
			return s;
		}
		return variable_ref(b->arena, n->sym);
	case EX_TARGET:
		/* a string target ($$name of a marker, procfs's $value) holds
		 * its text's address */
		if (n->type == TYPE_STRING)
			return arena_asprintf(b->arena, "((const char *)(unsigned long)l->target%lld)",
					      (long long)n->num);
		return arena_asprintf(b->arena, "l->target%lld", (long long)n->num);
	case EX_INDEX:
		if (n->lhs->kind == EX_HIST)
			return tr_hist_index(b, n);
		return index_read(b, n);
	case EX_STATS_ADD:
		return tr_stats_add(b, n);
	case EX_STATS_OP:
		return tr_stats_op(b, n);
	case EX_IN:
		return in_array(b, n);
	case EX_CALL:
		return function_call(b, n);
	case EX_UNARY: {
		char *a = tr_expr(b, n->lhs);
		/* a negation wraps as stap's does: -INT64_MIN is INT64_MIN,
		 * which gcc would reject as a signed overflow in a constant */
		if (n->op == '-')
			return arena_asprintf(b->arena, "((int64_t)(0 - (uint64_t)(%s)))", a);
		if (n->op == '!')
			return arena_asprintf(b->arena, "((int64_t)!(%s))", a);
		return arena_asprintf(b->arena, "((int64_t)(%c(%s)))", n->op, a);
	}
	case EX_BINARY:
	case EX_LOGICAL: {
		char *l = tr_expr(b, n->lhs), *r = tr_expr(b, n->rhs);
		char *s = checked_op(b, n, n->op, l, r);
		return s;
	}
	case EX_COMPARE:
		return compare(b, n);
	case EX_CONCAT:
		return concat(b, n);
	case EX_REGEX:
		return tr_regex_match(b, n);
	case EX_TERNARY: {
		char *c = tr_expr(b, n->cond);
		char *l = tr_expr(b, n->lhs), *r = tr_expr(b, n->rhs);
		char *s = arena_asprintf(b->arena, "((%s) ? (%s) : (%s))", c, l, r);
		return s;
	}
	case EX_ASSIGN:
		if (n->lhs->typed)
			return tr_typed_write(b, n);
		if (n->lhs->kind == EX_INDEX)
			return assign_index(b, n);
		/* a number target ($verdict of a netfilter hook): its local,
		 * which the handler reads back when the body is done */
		if (n->lhs->kind == EX_TARGET && n->lhs->type == TYPE_LONG)
			return assign_scalar(b, n, arena_asprintf(b->arena, "l->target%lld",
								  (long long)n->lhs->num));
		/* $value of a procfs read: set in its buffer, whose text the
		 * local still points at */
		if (n->lhs->kind == EX_TARGET)
			return arena_asprintf(b->arena, "tapc_string_target_set("
					      "l->target%lld, %s, %s)",
					      (long long)n->lhs->num, tr_expr(b, n->rhs),
					      n->op == '.' ? "true" : "false");
		else {
			char *ref = variable_ref(b->arena, n->lhs->sym);
			char *s = assign_scalar(b, n, ref);
			return s;
		}
	case EX_PREINC:
		return increment(b, n, false);
	case EX_POSTINC:
		return increment(b, n, true);
	case EX_EMBEDDED:
		return embedded_expr(b, n);
	case EX_AT_OP:
		/* @const("NAME"): the C constant, from the headers the
		 * runtime and the script's embedded C include */
		if (!strcmp(n->name, "const"))
			return arena_asprintf(b->arena, "((int64_t)(%s))",
					      n->args[0]->str);
		if (!strcmp(n->name, "enumname"))
			return enum_name(b, n);
		/* @perf("NAME"), the other one left to pass 3 (unsupported.c) */
		return arena_asprintf(b->arena, "tapc_perf_counter(c, %s)",
				      tr_c_string(b->arena, n->args[0]->str,
						  n->args[0]->len));
	default:
		return arena_strdup(b->arena, "0");
	}
}
