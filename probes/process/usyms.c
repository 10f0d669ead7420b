/* The user symbol tables: which binaries' symbols and unwind rows go
 * into the module, as stap chooses them (proc_core.h). They are
 * there only when a function the script calls needs them: one that
 * names user addresses says so with pragma:usymbols in its embedded C,
 * one that unwinds the user stack with pragma:uunwind, one that names
 * their source lines with pragma:ulines (the line tables of the
 * binaries with DWARF). The binaries are
 * those the process points probe, each -d BINARY, and with --ldd the
 * libraries each of them needs, as the dynamic loader finds them. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "process_family.h"
#include "ubin.h"
#include "util.h"
#include "utable.h"

/* Whether a function the script calls has `mark` in its embedded C. */
static bool functions_say(const session *s, const char *mark)
{
	for (int i = 0; i < s->nfunctions; i++)
		if (s->functions[i]->embedded_c &&
		    strstr(s->functions[i]->embedded_c, mark))
			return true;
	return false;
}

static bool listed(const proc_plan *plan, const char *path)
{
	for (int i = 0; i < plan->nutables; i++)
		if (!strcmp(plan->utables[i].path, path))
			return true;
	return false;
}

static void add_table(session *s, proc_plan *plan, const char *path)
{
	if (listed(plan, path))
		return;
	usym_table t = { .path = arena_strdup(s->arena, path) };
	ARENA_PUSH(s->arena, plan->utables, plan->nutables, t);
}

/* stap's warning for a -d that names no readable binary */
static const ubin *open_named(session *s, const char *path)
{
	char *why = NULL;
	const ubin *b = proc_open_path(s, path, &why);

	if (!b)
		diag_plain("WARNING", "missing unwind/symbol data for module '%s'",
			   path);
	free(why);
	return b;
}

/* --ldd: the libraries each table's binary needs, and theirs. */
static void add_libraries(session *s, proc_plan *plan)
{
	for (int i = 0; i < plan->nutables; i++) {
		const ubin *b = plan->utables[i].bin;
		for (int j = 0; b && j < b->nneeded; j++) {
			char *lib = ubin_find_library(b, b->needed[j]);
			if (lib && !listed(plan, lib)) {
				add_table(s, plan, lib);
				plan->utables[plan->nutables - 1].bin = open_named(s, lib);
			}
			free(lib);
		}
	}
}

static void free_table(void *p)
{
	usym_table *t = p;

	free(t->syms);
	free(t->segs);
	free(t->rows);
	dlines_table_free(&t->lines);
}

/* The tables hold the file's addresses in 32 bits: what lies beyond
 * (no binary of a distribution's) is left out. */
static void read_table(session *s, usym_table *t, bool unwind, bool lines)
{
	if (!t->bin)
		return;
	t->nsyms = utable_symbols(t->bin, &t->syms);
	t->nsegs = utable_segments(t->bin, &t->segs);
	if (unwind)
		t->nrows = utable_cfi(t->bin, &t->rows);
	while (t->nsyms && t->syms[t->nsyms - 1].addr + t->syms[t->nsyms - 1].size > UINT32_MAX)
		t->nsyms--;
	while (t->nrows && t->rows[t->nrows - 1].end > UINT32_MAX)
		t->nrows--;
	if (lines && t->bin->has_dwarf)
		dlines_table(&t->bin->dwarf, &t->lines);
	while (t->lines.nrows && t->lines.rows[t->lines.nrows - 1].addr > UINT32_MAX)
		t->lines.nrows--;
	arena_defer(s->arena, free_table, t);
}

static void add_user_file(session *s, const char *path)
{
	for (int i = 0; i < s->nuser_files; i++)
		if (!strcmp(s->user_files[i], path))
			return;
	char *copy = arena_strdup(s->arena, path);
	ARENA_PUSH(s->arena, s->user_files, s->nuser_files, copy);
}

bool usyms_record(session *s)
{
	proc_plan *plan = family_state(s, &probe_process_family);
	bool wanted = functions_say(s, "pragma:usymbols") ||
		      functions_say(s, "pragma:uunwind") ||
		      functions_say(s, "pragma:ulines");
	int nprobed = plan ? plan->nbins : 0;

	if (wanted || s->config.nsymbol_modules)
		plan = proc_plan_of(s);
	if (plan) {
		plan->usyms = wanted;
		plan->uunwind = functions_say(s, "pragma:uunwind");
		plan->ulines = functions_say(s, "pragma:ulines");
	}
	for (int i = 0; i < nprobed; i++)
		add_table(s, plan, plan->bins[i]->path);
	for (int i = 0; i < s->config.nsymbol_modules; i++)
		add_table(s, plan, s->config.symbol_modules[i]);
	for (int i = 0; plan && i < plan->nutables; i++)
		plan->utables[i].bin = i < nprobed ? plan->bins[i]
						   : open_named(s, plan->utables[i].path);
	if (plan && s->config.ldd)
		add_libraries(s, plan);
	for (int i = 0; plan && i < plan->nutables; i++) {
		add_user_file(s, plan->utables[i].path);
		if (plan->usyms)
			read_table(s, &plan->utables[i], plan->uunwind,
				   plan->ulines);
	}
	return true;
}
