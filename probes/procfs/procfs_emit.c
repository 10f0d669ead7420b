/* procfs: pass 3. Each point's handler points $value at the buffer the
 * runtime gives it and runs the body; each file is one struct
 * tapc_procfs_file (its path, mode, read buffer and handlers) that the
 * points' entries share and runtime/procfs.c makes the file from. */
#include <string.h>

#include "emit.h"
#include "procfs_family.h"

static const procfs_files *files_of(const tr_module *m)
{
	return family_state(m->s, &probe_procfs_family);
}

void procfs_emit_handler(tr_module *m, int index, int j)
{
	const session_probe *p = m->s->probes[index];
	const resolved_point *rp = &p->points[j];

	fprintf(m->out, "static void pf_%d_%d(struct tapc_string_target *__value)\n{\n"
		"\tstruct tapc_context *__c = tapc_probe_enter(&probe_%d_%d);\n\n"
		"\tif (!__c)\n\t\treturn;\n", index, j, index, j);
	tr_target_reads(m, index, p, rp);
	fprintf(m->out, "\tprobe_%d(__c);\n\ttapc_probe_exit(__c);\n}\n\n", index);
}

/* Each file's write handlers, then the file. */
void procfs_emit_handlers(tr_module *m)
{
	const procfs_files *st = files_of(m);

	for (int k = 0; st && k < st->nfiles; k++) {
		const procfs_file *f = &st->files[k];
		if (f->nwrites) {
			fprintf(m->out, "static void (*const pf_writes_%d[])"
				"(struct tapc_string_target *) = {", k);
			for (family_points it = family_points_of(m->s, &probe_procfs_family);
			     family_next_point(&it);) {
				const procfs_point *pt = it.rp->data;
				if (pt->file == k && pt->write)
					fprintf(m->out, " pf_%d_%d,", it.i, it.j);
			}
			fputs(" NULL };\n", m->out);
		}
		fprintf(m->out, "static struct tapc_procfs_file pf_file_%d = {\n"
			"\t.path = %s,\n\t.mode = 0%o,\n", k,
			tr_c_string(m->s->arena, f->path, strlen(f->path)), f->mode);
		if (f->bufsize)
			fprintf(m->out, "\t.bufsize = %lld,\n", (long long)f->bufsize);
		else
			fputs("\t.bufsize = STP_PROCFS_BUFSIZE,\n", m->out);
		if (f->read_probe >= 0)
			fprintf(m->out, "\t.read = pf_%d_%d,\n", f->read_probe,
				f->read_point);
		if (f->nwrites)
			fprintf(m->out, "\t.writes = pf_writes_%d,\n", k);
		fputs("};\n\n", m->out);
	}
}

void procfs_emit_entry(tr_module *m, int index, int j)
{
	const procfs_point *pt = m->s->probes[index]->points[j].data;

	fprintf(m->out, "\t{ .probe = &probe_%d_%d, "
		".ops = &tapc_procfs_ops, .slot = &pf_file_%d },\n", index, j,
		pt->file);
}
