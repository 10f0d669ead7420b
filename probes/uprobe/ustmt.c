/* process("PATH").statement("FUNC@FILE:LINES"): pass 2 (uprobe_family.h).
 * LINES is stap's: N, N-M, lists of them, or * for every line of the
 * function; +LINES counts from the function's own line. Each line with
 * code of its own is a uprobe at its first instruction, where the
 * variables of the blocks around it are read as DWARF says they are
 * there. */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "dlines.h"
#include "dpattern.h"
#include "probes.h"
#include "ubin.h"
#include "uprobe_family.h"
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
		uprobe_point *p = arena_alloc(s->arena, sizeof *p);
		*p = (uprobe_point){ .where.path_slot = -1, .kind = UPROBE_STATEMENT,
				     .path = bin->path, .bin = bin, .func = f,
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

/* statement(ADDR): an address of the binary's own (as nm shows it) that
 * begins a statement of its line table, its function's variables there;
 * statement(ADDR).absolute: any address of its code, unchecked, without
 * variables (stapprobes(3stap)). */
static probe_match add_address(session *s, const ast_probe_point *pp,
			       session_probe *out, uint64_t addr, bool absolute)
{
	probe_match failure;
	const ubin *bin = proc_open_bin(s, pp, &failure);
	uint64_t off, start;

	if (!bin)
		return failure;
	if (!ubin_file_offset(bin, addr, true, &off))
		return pp->optional ? PROBE_NO_MATCH
			: probe_point_error(pp, "no match: %#llx is not in the code of %s",
					    (unsigned long long)addr, bin->path);
	const ubin_func *f = absolute ? NULL : ubin_func_at(bin, addr);
	if (!absolute && (!f || !dlines_stmt_at(&bin->dwarf, addr, &start))) {
		if (pp->optional)
			return PROBE_NO_MATCH;
		if (!f || !start)
			return probe_point_error(pp, "no match: %#llx is in no function "
						 "that %s's DWARF describes",
						 (unsigned long long)addr, bin->path);
		return probe_point_error(pp, "no match: address %#llx does not match the "
					 "beginning of a statement (try %#llx)",
					 (unsigned long long)addr, (unsigned long long)start);
	}
	uprobe_point *p = arena_alloc(s->arena, sizeof *p);
	*p = (uprobe_point){ .where.path_slot = -1, .kind = UPROBE_STATEMENT,
			     .path = bin->path, .bin = bin, .func = f,
			     .pc = addr, .offset = off };
	if (f) {
		p->nvars = dvars_at(&bin->dwarf, f->die, f->fn_entry, addr, &p->vars);
		p->types = proc_types_of(s, bin);
	}
	resolved_point rp = {
		.pp = arena_asprintf(out->arena, "process(\"%s\").statement(%#llx)%s",
				     bin->path, (unsigned long long)addr,
				     absolute ? ".absolute" : ""),
		.data = p,
	};
	probe_add_point(out, rp);
	return PROBE_MATCHED;
}

probe_match ustmt_resolve(session *s, const ast_probe_point *pp,
			  session_probe *out)
{
	bool absolute = pp->ncomps == 3 && probe_component_is(pp, 2, "absolute") &&
			!pp->comps[2].arg;
	if ((pp->ncomps != 2 && !absolute) || !probe_component_named(pp, 1, "statement"))
		return PROBE_NOT_MINE;
	const ast_node *arg = pp->comps[1].arg;
	if (arg && arg->kind == EX_NUMBER)
		return add_address(s, pp, out, (uint64_t)arg->num, absolute);
	if (!arg || absolute)
		return probe_point_error(pp, "process(\"PATH\").statement%s needs %s",
					 absolute ? "(ADDR).absolute" : "",
					 absolute ? "an address" : "\"FUNC@FILE:LINE\" or an address");
	probe_match failure;
	const ubin *bin = proc_open_bin(s, pp, &failure);
	if (!bin)
		return failure;
	if (!bin->has_dwarf)
		return probe_point_miss(s, "no match: %s has no DWARF for its lines",
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
