/* netfilter: pass 3. Each point's handler takes the packet, the hook and
 * the devices in types that need no header, copies what its body reads
 * into its locals, runs the body and returns the verdict: NF_ACCEPT, or
 * what a guru's body set $verdict to. Beside it, the struct
 * tapc_nf_hook runtime/netfilter.c registers the hook from, written
 * with the kernel's own names of its protocol family, hook and
 * priority. */
#include "emit.h"
#include "netfilter_family.h"

static bool has_points(const session *s)
{
	family_points it = family_points_of(s, &probe_netfilter_family);

	return family_next_point(&it);
}

/* The headers that name the families, hooks, priorities and verdicts. */
void netfilter_emit_tables(tr_module *m)
{
	if (!has_points(m->s))
		return;
	fputs("#include <linux/netfilter.h>\n#include <linux/netfilter_arp.h>\n"
	      "#include <linux/netfilter_bridge.h>\n#include <linux/netfilter_ipv4.h>\n"
	      "#include <linux/netfilter_ipv6.h>\n\n", m->out);
}

void netfilter_emit_handler(tr_module *m, int index, int j)
{
	const session_probe *p = m->s->probes[index];
	const resolved_point *rp = &p->points[j];
	const netfilter_point *pt = rp->data;

	fprintf(m->out, "static unsigned int nf_%d_%d(void *__skb, unsigned int __hook, "
		"void *__in, void *__out)\n{\n"
		"\tstruct tapc_context *__c = tapc_probe_enter(&probe_%d_%d);\n"
		"\tunsigned int __verdict = NF_ACCEPT;\n\n"
		"\tif (!__c)\n\t\treturn __verdict;\n", index, j, index, j);
	tr_target_reads(m, index, p, rp);
	fprintf(m->out, "\tprobe_%d(__c);\n", index);
	if (pt->verdict >= 0)
		fprintf(m->out, "\t__verdict = ((struct probe_%d_locals *)__c->locals)"
			"->target%d;\n", index, pt->verdict);
	fprintf(m->out, "\ttapc_probe_exit(__c);\n\treturn __verdict;\n}\n\n"
		"static struct tapc_nf_hook nf_hook_%d_%d = {\n"
		"\t.pf = %s,\n\t.hooknum = %s,\n\t.priority = %s,\n"
		"\t.run = nf_%d_%d,\n};\n\n", index, j, pt->pf, pt->hook,
		pt->priority, index, j);
}

void netfilter_emit_entry(tr_module *m, int index, int j)
{
	fprintf(m->out, "\t{ .probe = &probe_%d_%d, "
		".ops = &tapc_netfilter_ops, .slot = &nf_hook_%d_%d },\n",
		index, j, index, j);
}
