/* Pass 3 for syscall.*, syscall_any, nd_syscall.* and kprobe.function.
 *
 * Every syscall point of the script runs on one pair of handlers, on the
 * raw_syscalls tracepoints sys_enter and sys_exit; each dispatches on the
 * system call's number through a table per probe (the probe's point for
 * that number, or NULL), so that syscall.* registers two tracepoints and
 * costs a table load per probe per system call. A probe's body then
 * finds the variables it uses filled in: name, argstr, the arguments,
 * retval, retstr, each from tables generated here from the target
 * kernel's catalog (elaborate/syscalls.h), read by runtime/syscall.c.
 *
 * nd_syscall and kprobe.function points are kprobes, one each, with a
 * handler per probe that fills the same variables from the system call's
 * saved user registers. */
#include "probe_syscall.h"

#include <stdlib.h>
#include <string.h>

#include "sc_format.h"
#include "syscalls.h"
#include "util.h"

/* Made in the tables pass when pass 2 did not need it (a script that
 * only calls syscall_name()), kept for the passes after. */
static sc_catalog *own_catalog;

static const sc_catalog *catalog(const session *s)
{
	return s->syscalls ? s->syscalls : own_catalog;
}

bool tr_syscall_owns(const resolved_point *rp)
{
	return rp->kind == POINT_SYSCALL || rp->kind == POINT_KPROBE ||
	       rp->kind == POINT_KRETPROBE;
}

static bool on_tracepoints(const resolved_point *rp)
{
	return rp->kind == POINT_SYSCALL;
}

/* The variables the body reads or writes that its points fill in. */
static int context_vars(const session_probe *p, const ast_symbol ***out)
{
	int n = 0;
	*out = NULL;
	for (int i = 0; i < p->probe->nlocals; i++)
		if (p->probe->locals[i]->kind == SYM_CONTEXT)
			VEC_PUSH(*out, n, p->probe->locals[i]);
	return n;
}

static bool pragma_used(const session *s)
{
	for (int i = 0; i < s->nfunctions; i++)
		if (s->functions[i]->embedded_c &&
		    strstr(s->functions[i]->embedded_c, "tapc:syscalls"))
			return true;
	return false;
}

static bool has_points(const session *s, bool (*which)(const resolved_point *))
{
	for (int i = 0; i < s->nprobes; i++)
		for (int j = 0; j < s->probes[i]->npoints; j++)
			if (which(&s->probes[i]->points[j]))
				return true;
	return false;
}

static bool is_any(const resolved_point *rp)
{
	return rp->kind == POINT_SYSCALL && !rp->syscall.sc;
}

/* Whether the module needs runtime/syscall.c and the tables. */
static bool needs_runtime(const session *s)
{
	if (pragma_used(s))
		return true;
	for (int i = 0; i < s->nprobes; i++) {
		const ast_symbol **vars;
		bool owned = false;
		for (int j = 0; j < s->probes[i]->npoints; j++)
			owned |= tr_syscall_owns(&s->probes[i]->points[j]);
		int n = owned ? context_vars(s->probes[i], &vars) : 0;
		if (owned)
			free(vars);
		if (n > 0)
			return true;
	}
	return false;
}

/* --- the tables --- */

static int popcount(long long v)
{
	return __builtin_popcountll((unsigned long long)v);
}

static bool excluded(const char *name, const char *field)
{
	size_t n = strlen(name);
	return (field && !strcmp(name, field)) ||
	       (n > 5 && !strcmp(name + n - 5, "_MASK")) ||
	       (n > 6 && !strcmp(name + n - 6, "_SHIFT"));
}

/* A flag set of one group: for bits, the ones of more bits first (O_SYNC
 * before O_DSYNC), else in the headers' order, where the usual name of
 * a value comes before its aliases. */
static void emit_flag_set(const sc_catalog *cat, const char *group,
			  const char *field, bool bits, FILE *out)
{
	long long field_value = 0;
	if (field)
		sc_catalog_const(cat, field, &field_value);
	fprintf(out, "static const struct tapc_flag tapc_sc_%s[] = {\n", group);
	int n = 0;
	for (int bitcount = bits ? 64 : -1; bitcount >= -1; bitcount--)
		for (int i = 0; i < cat->nconsts; i++) {
			const sc_const *c = &cat->consts[i];
			if (strcmp(c->group, group) || excluded(c->name, field) ||
			    (bitcount >= 0 && popcount(c->value) != bitcount))
				continue;
			fprintf(out, "\t{ %lldLL, \"%s\" },\n", c->value, c->name);
			n++;
		}
	if (n == 0)
		fputs("\t{ 0, NULL },\n", out);
	fprintf(out, "};\n#define TAPC_SC_%s_FIELD %lldULL\n\n", group, field_value);
}

static void emit_abi(const sc_catalog *cat, FILE *out)
{
	emit_flag_set(cat, "O", "O_ACCMODE", true, out);
	emit_flag_set(cat, "PROT", NULL, true, out);
	emit_flag_set(cat, "MAP", "MAP_TYPE", true, out);
	emit_flag_set(cat, "SIG", NULL, false, out);
	emit_flag_set(cat, "E", NULL, false, out);
	long long at_fdcwd = -100, o_creat = 0;
	sc_catalog_const(cat, "AT_FDCWD", &at_fdcwd);
	sc_catalog_const(cat, "O_CREAT", &o_creat);
	fputs("#define TAPC_FLAG_SET(s, f) { s, ARRAY_SIZE(s), f }\n"
	      "static const struct tapc_sc_abi tapc_sc_abi = {\n"
	      "\t.open = TAPC_FLAG_SET(tapc_sc_O, TAPC_SC_O_FIELD),\n"
	      "\t.prot = TAPC_FLAG_SET(tapc_sc_PROT, 0),\n"
	      "\t.mmap = TAPC_FLAG_SET(tapc_sc_MAP, TAPC_SC_MAP_FIELD),\n"
	      "\t.signals = TAPC_FLAG_SET(tapc_sc_SIG, 0),\n"
	      "\t.errnos = TAPC_FLAG_SET(tapc_sc_E, 0),\n", out);
	fprintf(out, "\t.at_fdcwd = %lldLL,\n\t.open_creates = %lldLL,\n};\n\n",
		at_fdcwd, o_creat);
}

/* Which system calls the script's points name, by number. */
static bool *probed_calls(const session *s, const sc_catalog *cat)
{
	bool *probed = xcalloc((size_t)cat->max_nr + 1, sizeof *probed);
	for (int i = 0; i < s->nprobes; i++)
		for (int j = 0; j < s->probes[i]->npoints; j++) {
			const syscall_info *sc = s->probes[i]->points[j].syscall.sc;
			if (tr_syscall_owns(&s->probes[i]->points[j]) && sc)
				probed[sc->nr] = true;
		}
	return probed;
}

static void emit_descs(const session *s, const sc_catalog *cat, FILE *out)
{
	bool *probed = probed_calls(s, cat);
	fputs("static const struct tapc_sc_desc tapc_sc_descs[TAPC_SC_NR] = {\n", out);
	for (int i = 0; i < cat->ncalls; i++) {
		const syscall_info *sc = &cat->calls[i];
		if (!probed[sc->nr])
			continue;
		int nargs = sc->nargs > 0 ? sc->nargs : 0;
		fprintf(out, "\t[%d] = { \"%s\", %d, %s, {", sc->nr, sc->name, nargs,
			sc_returns_address(sc) ? "TAPC_SCR_HEX" : "TAPC_SCR_DEC");
		for (int a = 0; a < nargs; a++)
			fprintf(out, "%s%s", a ? ", " : " ", sc_arg_c_type(sc, a));
		fputs(" }, {", out);
		for (int a = 0; a < nargs; a++)
			fprintf(out, "%s%s", a ? ", " : " ", sc_fmt_c_name(sc_arg_format(sc, a)));
		fputs(" } },\n", out);
	}
	fputs("};\n\n", out);
	free(probed);
}

static void emit_names(const sc_catalog *cat, FILE *out)
{
	fputs("static const char *const tapc_sc_names[TAPC_SC_NR] = {\n", out);
	for (int i = 0; i < cat->ncalls; i++)
		fprintf(out, "\t[%d] = \"%s\",\n", cat->calls[i].nr, cat->calls[i].name);
	fputs("};\n\n", out);
}

bool tr_syscall_tables(const session *s, FILE *out)
{
	bool runtime = needs_runtime(s);
	if (!runtime && !has_points(s, tr_syscall_owns))
		return true;
	if (!s->syscalls && !own_catalog) {
		own_catalog = sc_catalog_load(s->kernel->release, s->kernel->build_dir,
					      s->verbose);
		if (!own_catalog)
			return false;
	}
	const sc_catalog *cat = catalog(s);
	fprintf(out, "/* The target kernel's system calls */\n"
		"#include \"syscall.h\"\n#define TAPC_SC_NR %d\n\n", cat->max_nr + 1);
	if (!runtime)
		return true;
	emit_descs(s, cat, out);
	emit_names(cat, out);
	emit_abi(cat, out);
	fputs("#include \"syscall.c\"\n\n", out);
	return true;
}

/* --- the handlers --- */

/* What variable `name` is at the probe's points: the same kind of thing
 * at each (name, argstr, ...), or an argument (at different places). */
static sc_var_kind var_kind(const session_probe *p, const char *name)
{
	for (int j = 0; j < p->npoints; j++) {
		const resolved_point *rp = &p->points[j];
		if (!tr_syscall_owns(rp) || (rp->kind != POINT_SYSCALL && !rp->syscall.sc))
			continue;
		sc_var vars[SC_MAX_VARS];
		int n = sc_point_vars(rp->syscall.sc, rp->is_return, vars);
		for (int k = 0; k < n; k++)
			if (!strcmp(vars[k].name, name))
				return vars[k].kind;
	}
	return SC_VAR_ARG;
}

/* Whether the probe reads the system call's arguments (argstr or one of
 * them): then its entry points get them from the registers. */
static bool reads_args(const session_probe *p)
{
	const ast_symbol **vars;
	int n = context_vars(p, &vars);
	bool reads = false;
	for (int i = 0; i < n; i++) {
		sc_var_kind kind = var_kind(p, vars[i]->name);
		reads |= kind == SC_VAR_ARG || kind == SC_VAR_ARGSTR;
	}
	free(vars);
	return reads;
}

/* The statement that fills variable `v` of probe `index` for system
 * call `id`, inside its runner. An argument is found through the probe's
 * table of where each call has it (emit_arg_table). */
static void emit_fill(FILE *out, int index, const ast_symbol *v,
		      const session_probe *p)
{
	const char *name = v->name;
	sc_var_kind kind = var_kind(p, name);
	switch (kind) {
	case SC_VAR_NAME:
		fprintf(out, "\t\tif (tapc_sc_names[id])\n"
			"\t\t\ttapc_strcpy(l->l_%s, tapc_sc_names[id]);\n", name);
		break;
	case SC_VAR_NR:
		fprintf(out, "\t\tl->l_%s = id;\n", name);
		break;
	case SC_VAR_ARGSTR:
		fprintf(out, "\t\tif (args)\n\t\t\ttapc_sc_argstr(l->l_%s, &tapc_sc_descs[id], args);\n",
			name);
		break;
	case SC_VAR_RETVAL:
		fprintf(out, "\t\tif (is_return)\n\t\t\tl->l_%s = ret;\n", name);
		break;
	case SC_VAR_RETSTR:
		fprintf(out, "\t\tif (is_return)\n\t\t\ttapc_sc_retstr(l->l_%s, &tapc_sc_descs[id], ret);\n",
			name);
		break;
	case SC_VAR_ARG:
		fprintf(out, "\t\tif (args && probe_%d_arg_%s[id])\n", index, name);
		if (v->type == TYPE_STRING)
			fprintf(out, "\t\t\ttapc_sc_arg_string(l->l_%s, "
				"args[probe_%d_arg_%s[id] - 1]);\n", name, index, name);
		else
			fprintf(out, "\t\t\tl->l_%s = tapc_sc_arg_long(&tapc_sc_descs[id], "
				"probe_%d_arg_%s[id] - 1, args);\n", name, index, name);
		break;
	}
}

/* For an argument variable: where each probed system call has it, plus
 * one (0: it has none). */
static void emit_arg_table(FILE *out, int index, const ast_symbol *v,
			   const session_probe *p)
{
	fprintf(out, "static const unsigned char probe_%d_arg_%s[TAPC_SC_NR] = {",
		index, v->name);
	for (int j = 0; j < p->npoints; j++) {
		const syscall_info *sc = p->points[j].syscall.sc;
		if (!tr_syscall_owns(&p->points[j]) || !sc || p->points[j].is_return)
			continue;
		/* a string at one call and a long at another is filled
		 * only where it has the body's type */
		for (int a = 0; a < sc->nargs; a++) {
			ast_type ty = sc_arg_format(sc, a) == SC_STR ? TYPE_STRING
								     : TYPE_LONG;
			if (!strcmp(sc->args[a].name, v->name) && ty == v->type)
				fprintf(out, " [%d] = %d,", sc->nr, a + 1);
		}
	}
	fputs(" };\n", out);
}

/* sc_run_I(point, id, args, ret, regs, is_return): runs probe I at
 * `point` for system call `id`, with its arguments (at an entry, when the
 * probe reads them; else NULL) or its result (at a return); `regs` are a
 * kprobe's registers, for probefunc() and the like, or NULL. */
static void emit_runner(FILE *out, int index, const session_probe *p)
{
	const ast_symbol **vars;
	int n = context_vars(p, &vars);
	fprintf(out, "static void sc_run_%d(const struct tapc_probe *point, long id,\n"
		"\t\t     const unsigned long *args, long ret,\n"
		"\t\t     struct pt_regs *regs, bool is_return)\n{\n"
		"\tstruct tapc_context *c = tapc_probe_enter(point);\n"
		"\tstruct probe_%d_locals *l __maybe_unused;\n\n"
		"\tif (!c)\n\t\treturn;\n"
		"\tc->regs = regs;\n"
		"\tl = (void *)c->locals;\n", index, index);
	if (n > 0)
		fputs("\tif ((unsigned long)id < TAPC_SC_NR) {\n", out);
	for (int i = 0; i < n; i++)
		emit_fill(out, index, vars[i], p);
	if (n > 0)
		fputs("\t}\n", out);
	fprintf(out, "\t(void)args;\n\t(void)ret;\n\t(void)is_return;\n"
		"\tprobe_%d(c);\n\ttapc_probe_exit(c);\n}\n\n",
		index);
	free(vars);
}

/* The tables of where each argument variable is, before the runner. */
static void emit_arg_tables(FILE *out, int index, const session_probe *p)
{
	const ast_symbol **vars;
	int n = context_vars(p, &vars);
	for (int i = 0; i < n; i++) {
		bool is_arg = false;
		for (int j = 0; j < p->npoints && !is_arg; j++) {
			const syscall_info *sc = p->points[j].syscall.sc;
			for (int a = 0; tr_syscall_owns(&p->points[j]) && sc && a < sc->nargs; a++)
				is_arg |= !strcmp(sc->args[a].name, vars[i]->name);
		}
		if (is_arg)
			emit_arg_table(out, index, vars[i], p);
	}
	free(vars);
}

/* The probe's points on the tracepoints, by number: entry or return. */
static bool emit_point_table(FILE *out, int index, const session_probe *p,
			     bool is_return)
{
	bool any = false;
	for (int j = 0; j < p->npoints; j++)
		any |= on_tracepoints(&p->points[j]) &&
		       p->points[j].is_return == is_return &&
		       p->points[j].syscall.sc;
	if (!any)
		return false;
	fprintf(out, "static const struct tapc_probe *const probe_%d_%s[TAPC_SC_NR] = {\n",
		index, is_return ? "exit" : "enter");
	for (int j = 0; j < p->npoints; j++) {
		const resolved_point *rp = &p->points[j];
		if (on_tracepoints(rp) && rp->is_return == is_return &&
		    rp->syscall.sc)
			fprintf(out, "\t[%d] = &probe_%d_%d,\n", rp->syscall.sc->nr,
				index, j);
	}
	fputs("};\n\n", out);
	return true;
}

/* sys_enter or sys_exit: each probe with points there, by number. */
static bool probe_has(const session_probe *p, bool (*which)(const resolved_point *))
{
	for (int j = 0; j < p->npoints; j++)
		if (which(&p->points[j]))
			return true;
	return false;
}

static void emit_dispatch(const session *s, FILE *out, bool is_return,
			  const bool *tables)
{
	/* the registers are read once, and only when a probe needs them */
	bool args = false;
	for (int i = 0; i < s->nprobes && !is_return; i++)
		args |= probe_has(s->probes[i], on_tracepoints) && reads_args(s->probes[i]);
	fprintf(out, "static void tapc_sc_%s(void *__data, struct pt_regs *regs, long %s)\n{\n",
		is_return ? "exit" : "enter", is_return ? "ret" : "id");
	if (is_return)
		fputs("\tlong id = syscall_get_nr(current, regs);\n", out);
	if (args)
		fputs("\tunsigned long args[6];\n", out);
	if (is_return || args)
		fputc('\n', out);
	fputs("\tif (id < 0 || in_compat_syscall())\n\t\treturn;\n", out);
	if (args)
		fputs("\tsyscall_get_arguments(current, regs, args);\n", out);
	for (int i = 0; i < s->nprobes; i++) {
		const session_probe *p = s->probes[i];
		const char *given = !is_return && reads_args(p) ? "args" : "NULL";
		const char *result = is_return ? "ret" : "0";
		const char *flag = is_return ? "true" : "false";
		const char *side = is_return ? "exit" : "enter";
		if (tables[2 * i + is_return])
			fprintf(out, "\tif (id < TAPC_SC_NR && probe_%d_%s[id])\n"
				"\t\tsc_run_%d(probe_%d_%s[id], id, %s, %s, NULL, %s);\n",
				i, side, i, i, side, given, result, flag);
		for (int j = 0; j < p->npoints; j++)
			if (is_any(&p->points[j]) &&
			    p->points[j].is_return == is_return)
				fprintf(out, "\tsc_run_%d(&probe_%d_%d, id, %s, %s, NULL, %s);\n",
					i, i, j, given, result, flag);
	}
	fputs("}\n\n", out);
}


static bool is_kprobe(const resolved_point *rp)
{
	return rp->kind == POINT_KPROBE || rp->kind == POINT_KRETPROBE;
}

static void emit_kprobe_handlers(FILE *out, int index, const session_probe *p)
{
	bool entry = false, ret = false;
	for (int j = 0; j < p->npoints; j++) {
		entry |= p->points[j].kind == POINT_KPROBE;
		ret |= p->points[j].kind == POINT_KRETPROBE;
	}
	/* a system call's arguments are in its saved user registers; a
	 * kprobe.function point has none (its data is -1) */
	if (entry && reads_args(p))
		fprintf(out, "static void kp_%d(const struct tapc_probe_point *pt, "
			"struct pt_regs *regs)\n{\n"
			"\tunsigned long args[6] = { 0 };\n\n"
			"\tif (pt->data >= 0)\n"
			"\t\tsyscall_get_arguments(current, task_pt_regs(current), args);\n"
			"\tsc_run_%d(pt->probe, pt->data, args, 0, regs, false);\n}\n\n",
			index, index);
	else if (entry)
		fprintf(out, "static void kp_%d(const struct tapc_probe_point *pt, "
			"struct pt_regs *regs)\n{\n"
			"\tsc_run_%d(pt->probe, pt->data, NULL, 0, regs, false);\n}\n\n",
			index, index);
	if (ret)
		fprintf(out, "static void kp_ret_%d(const struct tapc_probe_point *pt, "
			"struct pt_regs *regs)\n{\n"
			"\tsc_run_%d(pt->probe, pt->data, NULL, regs_return_value(regs),\n"
			"\t\t  regs, true);\n}\n\n",
			index, index);
}

void tr_syscall_handlers(const session *s, FILE *out)
{
	if (!has_points(s, tr_syscall_owns))
		return;
	bool *tables = xcalloc((size_t)s->nprobes * 2, sizeof *tables);
	int nkprobes = 0;
	for (int i = 0; i < s->nprobes; i++) {
		const session_probe *p = s->probes[i];
		if (!probe_has(p, tr_syscall_owns))
			continue;
		emit_arg_tables(out, i, p);
		emit_runner(out, i, p);
		tables[2 * i] = emit_point_table(out, i, p, false);
		tables[2 * i + 1] = emit_point_table(out, i, p, true);
		if (probe_has(p, is_kprobe))
			emit_kprobe_handlers(out, i, p);
		for (int j = 0; j < p->npoints; j++)
			nkprobes += is_kprobe(&p->points[j]);
	}
	bool entry = false, ret = false;
	for (int i = 0; i < s->nprobes; i++)
		for (int j = 0; j < s->probes[i]->npoints; j++)
			if (on_tracepoints(&s->probes[i]->points[j])) {
				entry |= !s->probes[i]->points[j].is_return;
				ret |= s->probes[i]->points[j].is_return;
			}
	if (entry)
		emit_dispatch(s, out, false, tables);
	if (ret)
		emit_dispatch(s, out, true, tables);
	if (nkprobes)
		fprintf(out, "static struct tapc_kprobe tapc_kprobe_slots[%d];\n\n",
			nkprobes);
	free(tables);
}

/* The first point of the script on the tracepoints' side: its probe
 * stands for the registration (and names it in messages). */
static const resolved_point *registering_point(const session *s, bool is_return,
					       int *pi, int *pj)
{
	for (int i = 0; i < s->nprobes; i++)
		for (int j = 0; j < s->probes[i]->npoints; j++) {
			const resolved_point *rp = &s->probes[i]->points[j];
			if (on_tracepoints(rp) && rp->is_return == is_return) {
				*pi = i;
				*pj = j;
				return rp;
			}
		}
	return NULL;
}

static void emit_tracepoint_entry(const session *s, FILE *out, bool is_return)
{
	int i, j;
	if (registering_point(s, is_return, &i, &j))
		fprintf(out, "\t{ .kind = TAPC_PROBE_TRACEPOINT, .probe = &probe_%d_%d, "
			".tp_name = \"%s\", .tp_handler = (void *)tapc_sc_%s },\n",
			i, j, is_return ? "sys_exit" : "sys_enter",
			is_return ? "exit" : "enter");
}

/* The other points on the tracepoints: one entry each, for -t's report
 * only (a module without -t is smaller without them). */
static void emit_dispatched_entries(const session *s, FILE *out)
{
	int ei = -1, ej = -1, ri = -1, rj = -1;
	registering_point(s, false, &ei, &ej);
	registering_point(s, true, &ri, &rj);
	fputs("#ifdef TAPC_TIMING\n", out);
	for (int i = 0; i < s->nprobes; i++)
		for (int j = 0; j < s->probes[i]->npoints; j++)
			if (on_tracepoints(&s->probes[i]->points[j]) &&
			    !(i == ei && j == ej) && !(i == ri && j == rj))
				fprintf(out, "\t{ .kind = TAPC_PROBE_DISPATCHED, "
					".probe = &probe_%d_%d },\n", i, j);
	fputs("#endif\n", out);
}

void tr_syscall_points(const session *s, FILE *out)
{
	emit_tracepoint_entry(s, out, false);
	emit_tracepoint_entry(s, out, true);
	emit_dispatched_entries(s, out);
	int slot = 0;
	for (int i = 0; i < s->nprobes; i++)
		for (int j = 0; j < s->probes[i]->npoints; j++) {
			const resolved_point *rp = &s->probes[i]->points[j];
			if (!is_kprobe(rp))
				continue;
			bool ret = rp->kind == POINT_KRETPROBE;
			fprintf(out, "\t{ .kind = %s, .probe = &probe_%d_%d, "
				".symbol = \"%s\", .kp_handler = kp_%s%d, "
				".kprobe = &tapc_kprobe_slots[%d], .data = %d, "
				".optional = %s },\n",
				ret ? "TAPC_PROBE_KRETPROBE" : "TAPC_PROBE_KPROBE",
				i, j, rp->syscall.symbol, ret ? "ret_" : "", i, slot++,
				rp->syscall.sc ? rp->syscall.sc->nr : -1,
				rp->syscall.optional ? "true" : "false");
		}
}
