/* kernel.trace: pass 3. The function the kernel calls takes the
 * tracepoint's arguments in types that need no kernel header (the
 * catalog's value types: void * for a pointer, C's own integer for a
 * typedef or an enum) under names of tapc's own (a kernel's may be a
 * macro here, as `current`); it copies the arguments the body uses into
 * its locals (as pass 2 recorded) and runs the body. The runtime
 * registers it by the tracepoint's name (runtime/tracepoint.c). */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "emit.h"
#include "parse.h"
#include "tracepoint_family.h"

static bool value_known(const tp_arg *a)
{
	return strcmp(a->value_type, TP_VALUE_UNKNOWN) != 0;
}

/* An argument the body reads whose type the target does not describe:
 * the handler could not be declared to take it right. */
static void check_reads(tr_module *m, const session_probe *p,
			const resolved_point *rp, const tracepoint_info *tp)
{
	for (int i = 0; i < p->ntargets; i++)
		for (int a = 0; a < tp->nargs; a++) {
			if (strcmp(tp->args[a].name, p->targets[i]) ||
			    value_known(&tp->args[a]))
				continue;
			const ast_node *use = p->target_uses[i];
			char *what = parse_describe(use);
			diag_semantic_error(use->loc, what, "reading $%s (%s) of "
					    "%s is not supported yet: the kernel "
					    "describes that type neither in BTF "
					    "nor in its shipped headers",
					    p->targets[i], tp->args[a].c_type, rp->pp);
			free(what);
			m->ok = false;
		}
}

void tracepoint_emit_handler(tr_module *m, int index, int j)
{
	const session_probe *p = m->s->probes[index];
	const resolved_point *rp = &p->points[j];
	const tracepoint_info *tp = ((const tracepoint_point *)rp->data)->tp;

	check_reads(m, p, rp, tp);
	fprintf(m->out, "static void tp_%d_%d(void *__data", index, j);
	for (int i = 0; i < tp->nargs; i++)
		fprintf(m->out, ", %s __a%d", value_known(&tp->args[i])
			? tp->args[i].value_type : "unsigned long", i);
	fputs(")\n", m->out);
	tr_emit_hit(m, index, j);
}

void tracepoint_emit_entry(tr_module *m, int index, int j)
{
	const resolved_point *rp = &m->s->probes[index]->points[j];
	const tracepoint_info *tp = ((const tracepoint_point *)rp->data)->tp;

	fprintf(m->out, "\tTAPC_TRACEPOINT_POINT(&probe_%d_%d, \"%s\", tp_%d_%d),\n",
		index, j, tp->name, index, j);
}
