/* The user symbol tables: pass 3. Each binary's segments, symbols (their
 * names in one string), and unwind rows as static tables, a struct
 * tapc_ubin over them, and tapc_ubins[], which the tapsets' functions
 * pass to the runtime (runtime/usym.c) as TAPC_UBINS; an OPS point per
 * binary finds its file when the session starts. */
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "process_family.h"
#include "utable.h"

static void emit_segments(FILE *out, int k, const usym_table *t)
{
	fprintf(out, "static const struct tapc_useg tapc_useg_%d[] = {\n", k);
	for (int i = 0; i < t->nsegs; i++)
		fprintf(out, "\t{ %#llx, %#llx, %#llx },\n",
			(unsigned long long)t->segs[i].vaddr,
			(unsigned long long)t->segs[i].offset,
			(unsigned long long)t->segs[i].filesz);
	fputs("\t{ 0 }\n};\n", out);
}

/* The symbols, and their names as one string of NUL-ended names. */
static void emit_symbols(const session *s, FILE *out, int k, const usym_table *t)
{
	strbuf names = {0};

	fprintf(out, "static const struct tapc_usym tapc_usym_%d[] = {\n", k);
	for (int i = 0; i < t->nsyms; i++) {
		fprintf(out, "\t{ %#llx, %#llx, %zu },\n",
			(unsigned long long)t->syms[i].addr,
			(unsigned long long)t->syms[i].size, names.len);
		sb_puts(&names, t->syms[i].name);
		sb_putc(&names, '\0');
	}
	fputs("\t{ 0 }\n};\n", out);
	fprintf(out, "static const char tapc_usym_names_%d[] = %s;\n", k,
		tr_c_string(s->arena, names.buf ? names.buf : "", names.len));
	free(names.buf);
}

static int bp_rule(ureg_rule r)
{
	return r == UREG_SAME ? 0 : r == UREG_AT_CFA ? 1 : 2;
}

static void emit_rows(FILE *out, int k, const usym_table *t)
{
	fprintf(out, "static const struct tapc_ucfi tapc_ucfi_%d[] = {\n", k);
	for (int i = 0; i < t->nrows; i++) {
		const ucfi_row *r = &t->rows[i];
		fprintf(out, "\t{ %#llx, %#llx, %lld, %lld, %lld, %d, %d },\n",
			(unsigned long long)r->start,
			(unsigned long long)(r->end - r->start),
			(long long)r->cfa_off, (long long)r->ra_off,
			(long long)r->bp_off, r->cfa_reg, bp_rule(r->bp_rule));
	}
	fputs("\t{ 0 }\n};\n", out);
}

/* The line rows, and the files they name (none without DWARF). */
static void emit_lines(const session *s, FILE *out, int k, const usym_table *t)
{
	if (!t->lines.nrows)
		return;
	fprintf(out, "static const struct tapc_uline tapc_uline_%d[] = {\n", k);
	for (int i = 0; i < t->lines.nrows; i++)
		fprintf(out, "\t{ %#llx, %d, %d },\n",
			(unsigned long long)t->lines.rows[i].addr,
			t->lines.rows[i].line, t->lines.rows[i].file);
	fputs("};\n", out);
	fprintf(out, "static const char *const tapc_ufile_%d[] = {\n", k);
	for (int i = 0; i < t->lines.nfiles; i++)
		fprintf(out, "\t%s,\n", tr_c_string(s->arena, t->lines.files[i],
						     strlen(t->lines.files[i])));
	fputs("};\n", out);
}

/* The lowest loadable address, and how far the segments reach from it;
 * the lowest address of code, where a program's text starts. */
static void extent(const usym_table *t, uint64_t *base, uint64_t *size,
		   uint64_t *text)
{
	uint64_t lo = UINT64_MAX, hi = 0;

	*text = UINT64_MAX;
	for (int i = 0; i < t->nsegs; i++) {
		if (t->segs[i].exec && t->segs[i].vaddr < *text)
			*text = t->segs[i].vaddr;
		if (t->segs[i].vaddr < lo)
			lo = t->segs[i].vaddr;
		if (t->segs[i].vaddr + t->segs[i].memsz > hi)
			hi = t->segs[i].vaddr + t->segs[i].memsz;
	}
	if (*text == UINT64_MAX)
		*text = 0;
	*base = t->nsegs ? lo & ~(uint64_t)0xfff : 0;
	*size = t->nsegs ? hi - *base : 0;
}

void usyms_emit_tables(tr_module *m)
{
	const proc_plan *plan = family_state(m->s, &probe_process_family);
	FILE *out = m->out;

	for (int k = 0; k < plan->nutables; k++) {
		const usym_table *t = &plan->utables[k];
		const char *slash = strrchr(t->path, '/');
		uint64_t base, size, text;

		emit_segments(out, k, t);
		emit_symbols(m->s, out, k, t);
		emit_rows(out, k, t);
		emit_lines(m->s, out, k, t);
		extent(t, &base, &size, &text);
		fprintf(out, "static struct tapc_ubin tapc_ubin_%d = {\n"
			"\t.path = %s, .name = %s,\n"
			"\t.base = %#llx, .size = %#llx, .text = %#llx,\n"
			"\t.segs = tapc_useg_%d, .nsegs = %d,\n"
			"\t.syms = tapc_usym_%d, .nsyms = %d, .names = tapc_usym_names_%d,\n"
			"\t.cfi = tapc_ucfi_%d, .ncfi = %d,\n", k,
			tr_c_string(m->s->arena, t->path, strlen(t->path)),
			tr_c_string(m->s->arena, slash ? slash + 1 : t->path,
				    strlen(slash ? slash + 1 : t->path)),
			(unsigned long long)base, (unsigned long long)size,
			(unsigned long long)text, k, t->nsegs, k, t->nsyms, k, k, t->nrows);
		if (t->lines.nrows)
			fprintf(out, "\t.lines = tapc_uline_%d, .nlines = %d, "
				".files = tapc_ufile_%d,\n", k, t->lines.nrows, k);
		fputs("};\n\n", out);
	}
	fputs("static struct tapc_ubin *const tapc_ubins[] = {\n", out);
	for (int k = 0; k < plan->nutables; k++)
		fprintf(out, "\t&tapc_ubin_%d,\n", k);
	fprintf(out, "\tNULL\n};\n#define TAPC_UBINS tapc_ubins, %d\n\n",
		plan->nutables);
}

/* Before the probes, so that their first hits find the files. */
void usyms_emit_entries(tr_module *m)
{
	const proc_plan *plan = family_state(m->s, &probe_process_family);

	for (int k = 0; k < plan->nutables; k++)
		fprintf(m->out, "\t{ .probe = &probe_0_0, "
			".ops = &tapc_ubin_ops, .slot = &tapc_ubin_%d },\n", k);
}
