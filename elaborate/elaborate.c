/* Pass 2: probe points, names, types; and its -p2 listing. */
#include "elaborate_int.h"
#include "probes.h"

static const char *type_name(ast_type ty)
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

bool elaborate(session *s)
{
	if (!elaborate_probes(s))
		return false;
	if (!elaborate_resolve(s))
		return false;
	if (!probe_tracepoint_check_targets(s))
		return false;
	return elaborate_types(s);
}

static void print_symbol(const ast_symbol *sym, FILE *out)
{
	fprintf(out, "%s:%s", sym->name, type_name(sym->type));
	if (sym->nkeys > 0) {
		fputs(" [", out);
		for (int i = 0; i < sym->nkeys; i++)
			fprintf(out, "%s%s", i ? ", " : "",
				type_name(sym->key_types[i]));
		fputc(']', out);
	}
	fputc('\n', out);
}

static void print_function(const ast_function *fn, FILE *out)
{
	fprintf(out, "%s:%s (", fn->name, type_name(fn->type));
	for (int i = 0; i < fn->nparams; i++) {
		ast_type ty = fn->body ? fn->locals[i]->type : fn->params[i].type;
		fprintf(out, "%s%s:%s", i ? ", " : "", fn->params[i].name,
			type_name(ty));
	}
	fputs(")\n", out);
}

void elaborate_print(const session *s, FILE *out)
{
	if (s->nglobals > 0)
		fputs("# globals\n", out);
	for (int i = 0; i < s->nglobals; i++)
		print_symbol(s->globals[i], out);
	if (s->nfunctions > 0)
		fputs("# functions\n", out);
	for (int i = 0; i < s->nfunctions; i++)
		print_function(s->functions[i], out);
	fputs("# probes\n", out);
	for (int i = 0; i < s->nprobes; i++) {
		const session_probe *p = s->probes[i];
		for (int j = 0; j < p->npoints; j++) {
			fprintf(out, "%s /* <- ", p->points[j].pp);
			const ast_probe_point *pp = p->probe->points[0];
			for (int k = 0; k < pp->ncomps; k++) {
				fprintf(out, "%s%s", k ? "." : "", pp->comps[k].name);
				const ast_node *a = pp->comps[k].arg;
				if (a && a->kind == EX_STRING)
					fprintf(out, "(\"%s\")", a->str);
				else if (a)
					fprintf(out, "(%lld)", (long long)a->num);
			}
			fputs(" */\n", out);
			if (j > 0 || p->probe->nlocals == 0)
				continue;
			fputs("  # locals\n", out);
			for (int k = 0; k < p->probe->nlocals; k++) {
				fputs("  ", out);
				print_symbol(p->probe->locals[k], out);
			}
		}
	}
}
