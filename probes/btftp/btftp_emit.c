/* kernel.tracepoint: pass 3. The function the kernel calls takes the
 * tracepoint's arguments in kernel integer types of their widths and
 * signs (btftp_point.reg_types), copies those the body reads into its
 * locals and runs the body; the runtime registers it by the tracepoint's
 * name, as kernel.trace's (runtime/tracepoint.c), or a module's whenever
 * the module is loaded (runtime/tracepoint_module.c, from the point's
 * struct tapc_tp_module). */
#include <stdlib.h>
#include <string.h>

#include "btftp_family.h"
#include "diag.h"
#include "emit.h"
#include "parse.h"

/* An argument the body reads that no register holds (a struct or a
 * float by value): the handler could not take it right. */
static void check_reads(tr_module *m, const session_probe *p,
			const resolved_point *rp, const btftp_point *bp)
{
	for (int i = 0; i < p->ntargets; i++)
		for (int a = 0; a < bp->nargs; a++) {
			if (strcmp(bp->argnames[a], p->targets[i]) ||
			    bp->reg_types[a])
				continue;
			const ast_node *use = p->target_uses[i];
			char *what = parse_describe(use);
			diag_semantic_error(use->loc, what, "reading $%s (%s) of "
					    "%s is not supported: no register "
					    "holds it", p->targets[i],
					    bp->spelled[a], rp->pp);
			free(what);
			m->ok = false;
		}
}

void btftp_emit_handler(tr_module *m, int index, int j)
{
	const session_probe *p = m->s->probes[index];
	const resolved_point *rp = &p->points[j];
	const btftp_point *bp = rp->data;

	check_reads(m, p, rp, bp);
	fprintf(m->out, "static void btp_%d_%d(void *__data", index, j);
	for (int i = 0; i < bp->nargs; i++)
		fprintf(m->out, ", %s __a%d", bp->reg_types[i] ? bp->reg_types[i]
			: "unsigned long", i);
	fputs(")\n", m->out);
	tr_emit_hit(m, index, j);
	if (bp->module)
		fprintf(m->out, "static struct tapc_tp_module btp_mod_%d_%d = {\n"
			"\t.module = \"%s\",\n\t.name = \"%s\",\n"
			"\t.handler = (void *)btp_%d_%d,\n};\n\n", index, j,
			bp->module, bp->name, index, j);
}

void btftp_emit_entry(tr_module *m, int index, int j)
{
	const btftp_point *bp = m->s->probes[index]->points[j].data;

	if (bp->module) {
		fprintf(m->out, "\t{ .probe = &probe_%d_%d, "
			".ops = &tapc_tp_module_ops, .slot = &btp_mod_%d_%d },\n",
			index, j, index, j);
		return;
	}
	fprintf(m->out, "\tTAPC_TRACEPOINT_POINT(&probe_%d_%d, \"%s\", btp_%d_%d),\n",
		index, j, bp->name, index, j);
}
