/* Pass 2's -p2 listing: the embedded code, globals, functions and
 * derived probes the module will contain, as stap lists them. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "parse.h"
#include "session.h"
#include "util.h"
#include "walk.h"

static void print_symbol(const ast_symbol *sym, FILE *out)
{
	fputs(sym->name, out);
	if (sym->kind == SYM_GLOBAL && sym->global && sym->global->size)
		fprintf(out, "[%" PRId64 "]", sym->global->size);
	fprintf(out, ":%s", parse_type_name(sym->type));
	if (sym->nkeys > 0) {
		fputs(" [", out);
		for (int i = 0; i < sym->nkeys; i++)
			fprintf(out, "%s%s", i ? ", " : "",
				parse_type_name(sym->key_types[i]));
		fputc(']', out);
	}
	fputc('\n', out);
}

static void print_function(const ast_function *fn, bool bodies, FILE *out)
{
	fprintf(out, "%s:%s (", fn->name, parse_type_name(fn->type));
	for (int i = 0; i < fn->nparams; i++) {
		ast_type ty = fn->body ? fn->locals[i]->type : fn->params[i].type;
		fprintf(out, "%s%s:%s", i ? ", " : "", fn->params[i].name,
			parse_type_name(ty));
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
		parse_print_condition_stap(&sb, p->condition);
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
		fputs(p->derivation, out);
		fputc('\n', out);
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

static bool reads_variable(ast_node *n, void *arg)
{
	if (n->kind == EX_IDENT)
		*(bool *)arg = true;
	return true;
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
	bool conditions_read = false;
	for (int i = 0; i < s->nprobes; i++) {
		print_probe(s->probes[i], bodies, out);
		if (s->probes[i]->condition)
			walk_tree(s->probes[i]->condition, reads_variable,
				  &conditions_read);
	}
	/* stap derives a begin probe of its own that first evaluates the
	 * conditions that read globals (its PR18115), and lists it; tapc
	 * evaluates each condition at every hit, which comes to the same */
	if (conditions_read)
		fputs("begin /*  <- begin */ \n", out);
}
