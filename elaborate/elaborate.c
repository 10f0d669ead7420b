/* Pass 2: probe points, names, types; and its -p2 listing. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "elaborate_int.h"
#include "enum_ops.h"
#include "family.h"
#include "parse.h"
#include "usage.h"
#include "typed.h"
#include "util.h"

const char *elaborate_type_name(ast_type ty)
{
	switch (ty) {
	case TYPE_LONG:
		return "long";
	case TYPE_STRING:
		return "string";
	case TYPE_STATS:
		return "stats";
	default:
		return "unknown";
	}
}

char *elaborate_describe(const ast_node *n)
{
	switch (n->kind) {
	case EX_NUMBER:
		return xasprintf("number '%" PRId64 "'", n->num);
	case EX_STRING:
		return xasprintf("string '%s'", n->str);
	case EX_IDENT:
	case EX_CALL:
		return xasprintf("identifier '%s'", n->name);
	case EX_INDEX:
	case EX_IN:
		return n->lhs->kind == EX_IDENT
			? xasprintf("identifier '%s'", n->lhs->name)
			: elaborate_describe(n->lhs);
	case EX_TARGET:
		return xasprintf("identifier '$%s'", n->name);
	case EX_AT_OP:
	case EX_STATS_OP:
	case EX_HIST:
		return xasprintf("operator '@%s'", n->name);
	case EX_EMBEDDED:
		return xstrdup("embedded-code");
	case EX_ASSIGN:
		return xasprintf("operator '%s='", n->op == '=' ? "" : parse_op_text(n->op));
	case EX_STATS_ADD:
		return xstrdup("operator '<<<'");
	case EX_CONCAT:
		return xstrdup("operator '.'");
	case EX_TERNARY:
		return xstrdup("operator '?'");
	case EX_MEMBER:
		return xstrdup("operator '->'");
	case EX_ADDR:
		return xstrdup("operator '&'");
	case EX_UNARY:
	case EX_BINARY:
	case EX_LOGICAL:
	case EX_COMPARE:
	case EX_PREINC:
	case EX_POSTINC:
	case EX_REGEX:
		return xasprintf("operator '%s'", parse_op_text(n->op));
	default:
		return xstrdup("keyword");
	}
}

void elaborate_verror_at(const ast_node *n, const char *fmt, va_list ap)
{
	char *what = elaborate_describe(n);
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

bool elaborate_pragma_names(const char *code, const char *kind,
			    const char *name)
{
	char *mark = xasprintf("pragma:%s:%s", kind, name);
	size_t len = strlen(mark);
	bool found = false;

	for (const char *p = code ? strstr(code, mark) : NULL; p && !found;
	     p = strstr(p + 1, mark)) {
		char after = p[len];
		found = !(after == '_' || (after >= 'a' && after <= 'z') ||
			  (after >= 'A' && after <= 'Z') || (after >= '0' && after <= '9'));
	}
	free(mark);
	return found;
}

/* Each family's decisions for pass 3, once everything else is known. */
static bool elaborate_record(session *s)
{
	bool ok = true;

	for (int i = 0; i < s->nfamilies; i++)
		if (s->families[i]->record)
			ok &= s->families[i]->record(s);
	return ok;
}

bool elaborate(session *s)
{
	if (!s->arena)
		s->arena = arena_new();
	/* --semantic-keep-going: the points that resolved are elaborated
	 * on, for their errors too; after a name that did not resolve, only
	 * the types are checked */
	bool ok = elaborate_probes(s);
	if (!ok && !s->config.keep_going)
		return false;
	targets_settle(s);
	if (!typed_expand_pretty(s))
		return false;
	if (!elaborate_resolve(s)) {
		if (s->config.keep_going)
			elaborate_types(s);
		return false;
	}
	if (!targets_settle_late(s) || !typed_expand_pretty_late(s))
		return false;
	if (!elaborate_check_foreach(s))
		return false;
	if (!elaborate_optimize(s))
		return false;
	usage_compute(s);
	if (!targets_check(s))
		return false;
	if (!typed_resolve(s) || !enum_ops_resolve(s))
		return false;
	if (!elaborate_types(s) || !ok)
		return false;
	elaborate_autoprint(s);
	usage_mark_unlocked(s);
	return elaborate_record(s);
}

static void print_symbol(const ast_symbol *sym, FILE *out)
{
	fputs(sym->name, out);
	if (sym->kind == SYM_GLOBAL && sym->global && sym->global->size)
		fprintf(out, "[%" PRId64 "]", sym->global->size);
	fprintf(out, ":%s", elaborate_type_name(sym->type));
	if (sym->nkeys > 0) {
		fputs(" [", out);
		for (int i = 0; i < sym->nkeys; i++)
			fprintf(out, "%s%s", i ? ", " : "",
				elaborate_type_name(sym->key_types[i]));
		fputc(']', out);
	}
	fputc('\n', out);
}

static void print_function(const ast_function *fn, bool bodies, FILE *out)
{
	fprintf(out, "%s:%s (", fn->name, elaborate_type_name(fn->type));
	for (int i = 0; i < fn->nparams; i++) {
		ast_type ty = fn->body ? fn->locals[i]->type : fn->params[i].type;
		fprintf(out, "%s%s:%s", i ? ", " : "", fn->params[i].name,
			elaborate_type_name(ty));
	}
	fputs(")\n", out);
	if (!bodies)
		return;
	if (fn->embedded_c) {
		fprintf(out, "%%{%s%%}\n", fn->embedded_c);
		return;
	}
	strbuf sb = {0};
	parse_print_block(&sb, fn->body, 0);
	fprintf(out, "%s\n", sb.buf);
	free(sb.buf);
}

static void print_probe(const session_probe *p, bool bodies, FILE *out)
{
	char *cond = NULL;

	if (p->condition) {
		strbuf sb = {0};
		parse_print_expr(&sb, p->condition);
		cond = sb_steal(&sb);
	}
	for (int j = 0; j < p->npoints; j++) {
		fputs(p->points[j].pp, out);
		if (p->mark)
			fputc(p->mark, out);
		if (cond)
			fprintf(out, " if (%s)", cond);
		/* puts, not printf: once for each of tens of thousands of
		 * points (kernel.function("*")) */
		fputs(" /* <- ", out);
		fputs(p->derivation, out);
		fputs(" */\n", out);
		if (p->probe->nlocals > 0)
			fputs("  # locals\n", out);
		for (int k = 0; k < p->probe->nlocals; k++) {
			fputs("  ", out);
			print_symbol(p->probe->locals[k], out);
		}
		if (bodies) {
			strbuf sb = {0};
			parse_print_block(&sb, p->probe->body, 0);
			fprintf(out, "%s\n", sb.buf);
			free(sb.buf);
		}
	}
	free(cond);
}

void elaborate_print(const session *s, FILE *out)
{
	bool bodies = s->config.verbose > 0;

	if (s->nembeds > 0)
		fputs("# global embedded code\n", out);
	for (int i = 0; i < s->nembeds; i++)
		fprintf(out, "%%{%s%%}\n", s->embeds[i]->code);
	if (s->nglobals > 0)
		fputs("# globals\n", out);
	for (int i = 0; i < s->nglobals; i++)
		print_symbol(s->globals[i], out);
	if (s->nfunctions > 0)
		fputs("# functions\n", out);
	for (int i = 0; i < s->nfunctions; i++)
		print_function(s->functions[i], bodies, out);
	fputs("# probes\n", out);
	for (int i = 0; i < s->nprobes; i++)
		print_probe(s->probes[i], bodies, out);
}
