/* Listings of probe points (listing.h). stap sorts them and prints each
 * once: -l the point as pp() names it, -L followed by its variables,
 * "name:string fd:long argstr:string $regs:struct pt_regs* $id:long int"
 * (plain names as the script sees them, then target variables with
 * their C types as DWARF spells them). */
#include <stdlib.h>
#include <string.h>

#include "family.h"
#include "listing.h"
#include "options.h"
#include "parse.h"
#include "probes.h"
#include "util.h"

static listing_kind requested;

/* The points that stand for others, as an alias would in stap: each
 * system call point and the tracepoint or kprobe it runs on. */
static const char kernel_aliases[] =
	"probe syscall.*, syscall.*.return, syscall_any, syscall_any.return, "
	"tp_syscall.*, tp_syscall.*.return, "
	"nd_syscall.*, nd_syscall.*.return ? {}";

void listing_request(listing_kind kind, const char *pattern)
{
	requested = kind;
	opts.script_text = pattern ? xasprintf("probe %s ? {}", pattern)
		: kind == LISTING_ALIASES ? kernel_aliases : "probe never {}";
	opts.last_pass = 2;
	/* the probe's body is empty: it is listed, not elided */
	opts.unoptimized = true;
}

listing_kind listing_requested(void)
{
	return requested;
}

static int compare_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted, each once. */
static void print_sorted(char **lines, int n, FILE *out)
{
	if (n > 1)
		qsort(lines, (size_t)n, sizeof *lines, compare_strings);
	for (int i = 0; i < n; i++) {
		if (i == 0 || strcmp(lines[i], lines[i - 1]))
			fprintf(out, "%s\n", lines[i]);
	}
	for (int i = 0; i < n; i++)
		free(lines[i]);
	free(lines);
}

/* A C type as DWARF names it: "struct pt_regs*", "long int". */
static char *dwarf_type(const char *c_type)
{
	static const struct {
		const char *c, *dwarf;
	} names[] = {
		{ "long", "long int" },
		{ "unsigned long", "long unsigned int" },
		{ "long long", "long long int" },
		{ "unsigned long long", "long long unsigned int" },
		{ "short", "short int" },
		{ "unsigned short", "short unsigned int" },
		{ "unsigned", "unsigned int" },
		{ "bool", "_Bool" },
	};
	strbuf sb = {0};
	size_t base = strcspn(c_type, "*");
	while (base > 0 && c_type[base - 1] == ' ')
		base--;
	const char *spelled = NULL;
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strlen(names[i].c) == base && !strncmp(c_type, names[i].c, base))
			spelled = names[i].dwarf;
	if (spelled)
		sb_puts(&sb, spelled);
	else
		sb_putn(&sb, c_type, base);
	for (const char *p = c_type + base; *p; p++)
		if (*p != ' ')
			sb_putc(&sb, *p);
	return sb_steal(&sb);
}

/* " $NAME:TYPE", the C type spelled as stap does; nothing when the
 * point has no such variable and `if_any`. */
static void target_variable(const resolved_point *rp, const char *name,
			    bool if_any, strbuf *sb)
{
	const probe_family *f = rp->family;
	ast_type ty = TYPE_LONG;
	char *msg = f->target(rp, name, false, &ty);
	free(msg);
	if (msg && if_any)
		return;
	const char *c_type = f->target_c_type ? f->target_c_type(rp, name) : NULL;
	if (c_type) {
		char *t = dwarf_type(c_type);
		sb_printf(sb, " $%s:%s", name, t);
		free(t);
		return;
	}
	sb_printf(sb, " $%s:%s", name, parse_type_name(ty));
}

static void point_variables(const resolved_point *rp, strbuf *sb)
{
	const probe_family *f = rp->family;
	probe_var vars[PROBE_MAX_VARS];
	int n = f && f->context ? f->context(rp, vars) : 0;
	for (int i = 0; i < n; i++)
		sb_printf(sb, " %s:%s", vars[i].name, parse_type_name(vars[i].type));
	const char **names = NULL;
	int ntargets = f && f->target_names ? f->target_names(rp, &names) : 0;
	/* a return lists its $return first, as stap does, unless the
	 * family lists it in its place */
	bool listed = false;
	for (int i = 0; i < ntargets; i++)
		listed |= !strcmp(names[i], "return");
	if (f && rp->is_return && f->target && !listed)
		target_variable(rp, "return", true, sb);
	for (int i = 0; i < ntargets; i++)
		if (!f->target_listed || f->target_listed(rp, names[i]))
			target_variable(rp, names[i], false, sb);
	free(names);
}

/* What an alias's prologue gives its body: its locals, in the order
 * they first appear (the listed probe's own body is empty). */
static void alias_variables(const session_probe *sp, strbuf *sb)
{
	for (int i = 0; i < sp->probe->nlocals; i++) {
		const ast_symbol *l = sp->probe->locals[i];
		if (l->kind == SYM_LOCAL && !l->nkeys)
			sb_printf(sb, " %s:%s", l->name, parse_type_name(l->type));
	}
}

/* A point reached through an alias is listed by the alias's name, as
 * stap lists scheduler.ctxswitch rather than the tracepoint under it. */
static int print_points(const session *s, bool with_vars, FILE *out)
{
	char **lines = NULL;
	int n = 0;
	for (int i = 0; i < s->nprobes; i++)
		for (int j = 0; j < s->probes[i]->npoints; j++) {
			const session_probe *sp = s->probes[i];
			const resolved_point *rp = &sp->points[j];
			strbuf sb = {0};
			sb_puts(&sb, sp->listed_as ? sp->listed_as
				     : rp->pn ? rp->pn : rp->pp);
			if (with_vars && sp->listed_as)
				alias_variables(sp, &sb);
			if (with_vars)
				point_variables(rp, &sb);
			VEC_PUSH(lines, n, sb_steal(&sb));
		}
	print_sorted(lines, n, out);
	return n;
}

/* "timer.s(#)" as stap prints a probe type: "timer.s(number)". */
static char *shape_text(const char *shape)
{
	strbuf sb = {0};
	for (const char *p = shape; *p; p++) {
		if (!strncmp(p, "(#)", 3)) {
			sb_puts(&sb, "(number)");
			p += 2;
		} else if (!strncmp(p, "($)", 3)) {
			sb_puts(&sb, "(string)");
			p += 2;
		} else {
			sb_putc(&sb, *p);
		}
	}
	return sb_steal(&sb);
}

static void print_types(session *s, FILE *out)
{
	const probe_family *const *families = s->families;
	int nfamilies = s->nfamilies;
	ast_component any = { .name = "**" };
	ast_probe_point everything = { .comps = &any, .ncomps = 1 };
	char **lines = NULL;
	int n = 0;
	for (int i = 0; i < nfamilies; i++) {
		const char *const *lists[2] = {
			families[i]->shapes,
			families[i]->kernel_shapes
				? families[i]->kernel_shapes(s, &everything) : NULL,
		};
		for (int l = 0; l < 2; l++)
			for (int k = 0; lists[l] && lists[l][k]; k++)
				VEC_PUSH(lines, n, shape_text(lists[l][k]));
	}
	print_sorted(lines, n, out);
}

/* "NAME = POINT, POINT" for each alias the tapsets and the script
 * define, "+=" for an epilogue's; and the points whose family runs them
 * on others (the system call points), each "= " what it runs on. */
static void print_aliases(const session *s, FILE *out)
{
	char **lines = NULL;
	int n = 0;
	for (int i = 0; i < s->nprobes; i++)
		for (int j = 0; j < s->probes[i]->npoints; j++) {
			const resolved_point *rp = &s->probes[i]->points[j];
			if (!rp->family || !rp->family->runs_on)
				continue;
			char *under = rp->family->runs_on(rp);
			VEC_PUSH(lines, n, xasprintf("%s = %s", rp->pp, under));
			free(under);
		}
	for (int t = -1; t < s->ntapsets; t++) {
		const ast_script *sc = t < 0 ? s->user : s->tapsets[t];
		for (int i = 0; i < sc->nprobes; i++) {
			const ast_probe *p = sc->probes[i];
			for (int a = 0; p->is_alias && a < p->nalias_names; a++) {
				strbuf sb = {0};
				char *name = probe_point_text(p->alias_names[a]);
				sb_printf(&sb, "%s %s ", name, p->alias_epilogue ? "+=" : "=");
				free(name);
				for (int k = 0; k < p->npoints; k++) {
					char *pt = probe_point_text(p->points[k]);
					sb_printf(&sb, "%s%s", k ? ", " : "", pt);
					free(pt);
				}
				VEC_PUSH(lines, n, sb_steal(&sb));
			}
		}
	}
	print_sorted(lines, n, out);
}

bool listing_print(session *s, FILE *out)
{
	switch (requested) {
	case LISTING_POINTS:
	case LISTING_VARIABLES:
		return print_points(s, requested == LISTING_VARIABLES, out) > 0;
	case LISTING_TYPES:
		print_types(s, out);
		break;
	case LISTING_ALIASES:
		print_aliases(s, out);
		break;
	case LISTING_NONE:
		break;
	}
	return true;
}
