/* process("PATH").statement("FUNC@FILE:LINES"): pass 2 (process_family.h).
 * LINES is stap's: N, N-M, lists of them, or * for every line of the
 * function; +LINES counts from the function's own line. Each line with
 * code of its own is a uprobe at its first instruction, where the
 * variables of the blocks around it are read as DWARF says they are
 * there. */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "dpattern.h"
#include "probes.h"
#include "process_family.h"
#include "ubin.h"
#include "util.h"
#include "dvars.h"

static int add_lines(session *s, session_probe *out, const ubin *bin,
		     const ubin_func *f, const dpattern *fp)
{
	ubin_line *lines;
	int n = ubin_func_lines(bin, f, &lines), added = 0;

	for (int i = 0; i < n; i++) {
		if (!dpattern_line_wanted(fp->lines, fp->relative ? f->line : 0, lines[i].line))
			continue;
		process_point *p = arena_alloc(s->arena, sizeof *p);
		*p = (process_point){ .event = PROC_STATEMENT, .path = bin->path,
				      .path_slot = -1, .bin = bin, .func = f,
				      .pc = lines[i].addr, .offset = lines[i].offset };
		p->nvars = dvars_at(&bin->dwarf, f->die, f->addr, p->pc, &p->vars);
		p->types = proc_types_of(s, bin);
		resolved_point rp = {
			.pp = arena_asprintf(out->arena,
					     "process(\"%s\").statement(\"%s@%s:%d\")",
					     bin->path, f->name, f->file, lines[i].line),
			.data = p,
		};
		probe_add_point(out, rp);
		added++;
	}
	free(lines);
	return added;
}

probe_match ustmt_resolve(session *s, const ast_probe_point *pp,
			  session_probe *out)
{
	if (pp->ncomps != 2 || !probe_component_named(pp, 1, "statement"))
		return PROBE_NOT_MINE;
	const ast_node *arg = pp->comps[1].arg;
	if (!arg || arg->kind != EX_STRING)
		return probe_point_error(pp, "process(\"PATH\").statement needs "
					 "\"FUNC@FILE:LINE\" (an address is not supported yet)");
	probe_match failure;
	const ubin *bin = proc_open_bin(s, pp, &failure);
	if (!bin)
		return failure;
	if (!bin->has_dwarf)
		return probe_point_error(pp, "no match: %s has no DWARF for its lines",
					 bin->path);
	dpattern fp = dpattern_split(arg->str);
	if (!fp.lines) {
		dpattern_free(&fp);
		return probe_point_error(pp, "process(\"PATH\").statement needs a line: "
					 "\"FUNC@FILE:LINE\"");
	}
	int added = 0;
	for (int i = 0; i < bin->nfuncs; i++) {
		const ubin_func *f = &bin->funcs[i];
		if (!f->file ||
		    !dpattern_file_matches(fp.file ? fp.file : "*", f->file) ||
		    fnmatch(fp.func, f->name, 0))
			continue;
		added += add_lines(s, out, bin, f, &fp);
	}
	dpattern_free(&fp);
	if (added)
		return PROBE_MATCHED;
	if (pp->optional)
		return PROBE_NO_MATCH;
	return probe_point_error(pp, "no match: no code at %s in %s", arg->str,
				 bin->path);
}
