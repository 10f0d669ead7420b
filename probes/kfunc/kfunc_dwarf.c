/* kernel.function and module().function with DWARF (kfunc_family.h):
 * "FUNC@FILE[:LINES]", .inline, statement("FUNC@FILE:LINES"), and a
 * module's functions when its .ko has debug info (dwarf/kdwarf.h). A
 * point is a kprobe at a function's entry, an inline instance's entry
 * or a line's first instruction, placed as the kernel names it: a
 * module's as its function symbol and the distance from it (the module
 * may load later, anywhere), the kernel's at its link address. Its
 * variables are where DWARF says they are there (dwarf/dvars.h), read
 * from the registers of the probe's pt_regs and, through the runtime's
 * fault-safe tapc_kvar_read, the kernel's memory: a read that faults
 * ends the script with stap's error near the variable's first use, as
 * a typed chain's does (translate/typed.c). */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "catalogs.h"
#include "diag.h"
#include "dlines.h"
#include "dpattern.h"
#include "dtypes.h"
#include "dvars.h"
#include "emit.h"
#include "kcache.h"
#include "kdwarf.h"
#include "kfunc_family.h"
#include "kreserved.h"
#include "probes.h"
#include "util.h"

static void free_kdwarfs(void *arg)
{
	kfunc_state *st = arg;

	for (int i = 0; i < st->ndw; i++)
		kdwarf_free(st->dw[i]);
}

const kdwarf *kfunc_dwarf_of(session *s, const char *path)
{
	kfunc_state *st = kfunc_state_of(s);
	char *vmlinux = path ? NULL : kdwarf_vmlinux_path(s->kernel->release);
	const char *file = path ? path : vmlinux;

	if (!file)
		return NULL;
	for (int i = 0; i < st->ndw; i++)
		if (!strcmp(st->dw_paths[i], file)) {
			free(vmlinux);
			return st->dw[i];
		}
	if (!st->ndw)
		arena_defer(s->arena, free_kdwarfs, st);
	char *why = NULL;
	kdwarf *kd = kdwarf_open(file, &why);
	int n = st->ndw;
	ARENA_PUSH(s->arena, st->dw_paths, n, arena_strdup(s->arena, file));
	ARENA_PUSH(s->arena, st->dw, st->ndw, kd);
	free(why);
	free(vmlinux);
	return kd;
}

/* The names of the kernel's inline instances, from its DWARF: what
 * kernel.function("NAME") asks before it opens that DWARF (seconds) for
 * NAME's instances, cached per build and per vmlinux with debug info
 * (kcache.h), a name a record, sorted. */
typedef struct inline_names {
	char **names;
	int count;
	char *storage;
} inline_names;

static char *inlines_key(const kernel_files *kf)
{
	char *path = kdwarf_vmlinux_path(kf->release);
	struct stat st;

	if (!path)
		return xstrdup("dwarf none");
	char *key = stat(path, &st) == 0
		? xasprintf("dwarf %s %lld %lld", path, (long long)st.st_size,
			    (long long)st.st_mtime)
		: xasprintf("dwarf %s", path);
	free(path);
	return key;
}

static bool inlines_generate(const kernel_files *kf, int verbose, kcache_writer *w)
{
	char *path = kdwarf_vmlinux_path(kf->release), *why = NULL;
	kdwarf *kd = path ? kdwarf_open(path, &why) : NULL;

	(void)verbose;
	for (int i = 0; kd && i < kd->ninlines; i++)
		if (i == 0 || strcmp(kd->inlines[i].name, kd->inlines[i - 1].name)) {
			kcache_field(w, "%s", kd->inlines[i].name);
			kcache_end_record(w);
		}
	kdwarf_free(kd);
	free(why);
	free(path);
	return true;
}

static void *inlines_parse(char *text, kcache_reader *records)
{
	inline_names *in = xcalloc(1, sizeof *in);
	char *f[1];

	in->names = xcalloc((size_t)records->count + 1, sizeof *in->names);
	while (kcache_next_record(records, f, 1) > 0)
		in->names[in->count++] = f[0];
	in->storage = text;
	return in;
}

static const kcache_kind inlines_kind = {
	.what = "inlines",
	.magic = "tapc-inlines 1",
	.generate = inlines_generate,
	.parse = inlines_parse,
	.more_key = inlines_key,
};

static void free_inline_names(void *arg)
{
	inline_names *in = arg;

	free(in->names);
	free(in->storage);
	free(in);
}

static int compare_name(const void *key, const void *elem)
{
	return strcmp(key, *(char *const *)elem);
}

bool kfunc_dwarf_has_inline(session *s, const char *name)
{
	kfunc_state *st = kfunc_state_of(s);

	if (!st->inline_names_read) {
		st->inline_names_read = true;
		char *path = kdwarf_vmlinux_path(s->kernel->release);
		if (path)
			st->inline_names = kernel_catalog(s->kernel, &inlines_kind,
							  free_inline_names);
		free(path);
	}
	const inline_names *in = st->inline_names;
	return in && bsearch(name, in->names, (size_t)in->count, sizeof *in->names,
			     compare_name);
}

/* Whether the kernel refuses a kprobe at link address `pc` as text it
 * patches (kreserved.h): its sites are read once, the first time DWARF
 * places a point of the kernel. */
static bool patched_text(session *s, uint64_t pc)
{
	return kreserved_at(kernel_reserved(s->kernel), pc);
}

static bool is_glob(const char *s)
{
	return strpbrk(s, "*?[") != NULL;
}

/* The point's text, as stap names what it resolved to. */
static char *point_text(const kfunc_dwarf_request *rq, const kdw_func *f, int line)
{
	strbuf sb = {0};

	if (rq->module)
		sb_printf(&sb, "module(\"%s\").", is_glob(rq->spec) ? rq->module : rq->spec);
	else
		sb_puts(&sb, "kernel.");
	if (rq->by_address)
		sb_printf(&sb, "statement(%#llx)", (unsigned long long)rq->address);
	else
		sb_printf(&sb, "%s(\"%s@%s:%d\")", rq->statement ? "statement" : "function",
			  f->name, f->file ? f->file : "??", line ? line : f->line);
	if (rq->is_inline)
		sb_puts(&sb, ".inline");
	if (rq->is_call)
		sb_puts(&sb, ".call");
	if (rq->is_return)
		sb_puts(&sb, ".return");
	if (rq->maxactive)
		sb_printf(&sb, ".maxactive(%lld)", (long long)rq->maxactive);
	char *text = arena_strdup(rq->out->arena, sb.buf);
	free(sb.buf);
	return text;
}

static void add_point(kfunc_dwarf_request *rq, const kdwarf *kd, const kdw_func *f,
		      uint64_t pc, int line, bool is_inline)
{
	session *s = rq->s;
	const char *symbol;
	uint64_t offset;

	if (!kdwarf_symbol_at(kd, pc, &symbol, &offset))
		return;
	/* the kernel's blacklist, as BTF's functions are kept to it, and
	 * the jumps and calls it patches (a tracepoint's inline
	 * trace_NAME() begins with its static key's jump) */
	if (!rq->module && (kfuncs_refused(kernel_kfuncs(s->kernel), pc - offset) ||
			    patched_text(s, pc)))
		return;
	kfunc_dwarf_point *dp = arena_alloc(s->arena, sizeof *dp);
	*dp = (kfunc_dwarf_point){ .kd = kd, .func = f, .pc = pc, .line = line,
				   .is_inline = is_inline };
	dp->nvars = dvars_at(&kd->dwarf, f->die, f->fn_entry,
			     rq->is_return ? f->addr : pc, &dp->vars);
	arena_defer(s->arena, free, dp->vars);
	if (rq->is_return) {
		dvar ret;
		if (dvars_return(&kd->dwarf, f->die, &ret)) {
			dp->ret = arena_alloc(s->arena, sizeof *dp->ret);
			*dp->ret = ret;
			arena_defer(s->arena, free, ret.name);
			arena_defer(s->arena, free, ret.type_name);
		}
	}
	for (int i = 0; i < dp->nvars; i++) {
		arena_defer(s->arena, free, dp->vars[i].name);
		arena_defer(s->arena, free, dp->vars[i].type_name);
	}
	dp->types = (typed_source){ dtypes_info, dtypes_member, dtypes_members,
				    dtypes_spell, &kd->dwarf, false, NULL };
	kfunc_point *kp = arena_alloc(s->arena, sizeof *kp);
	kp->function = arena_strdup(s->arena, symbol);
	kp->offset = offset;
	kp->module = rq->module ? arena_strdup(s->arena, rq->module) : NULL;
	kp->dwarf = dp;
	kp->s = s;
	kp->maxactive = rq->maxactive;
	resolved_point rp = {
		.pp = point_text(rq, f, line),
		.data = kp,
		.is_return = rq->is_return,
	};
	probe_add_point(rq->out, rp);
	rq->added++;
}

/* The lines of `f` of its own file from its declaration on (an inline
 * instance's code has lines of its callee's before them). */
static int own_lines(const kdwarf *kd, const kdw_func *f, dline **out)
{
	int n = dlines_of(&kd->dwarf, f->die, f->file, out), kept = 0;

	for (int i = 0; i < n; i++)
		if ((*out)[i].line >= f->line)
			(*out)[kept++] = (*out)[i];
	return kept;
}

/* The line nearest `line` on either side among `f`'s, for stap's "try". */
static void near_lines(const dline *l, int n, int line, int *below, int *above)
{
	for (int i = 0; i < n; i++) {
		if (l[i].line < line && l[i].line > *below)
			*below = l[i].line;
		if (l[i].line > line && (!*above || l[i].line < *above))
			*above = l[i].line;
	}
}

typedef struct matching {
	const char *file;          /* the first match's, for messages */
	int below, above;          /* the lines nearest a single one wanted */
} matching;

static void add_function(kfunc_dwarf_request *rq, const kdwarf *kd,
			 const kdw_func *f, const dpattern *fp, bool is_inline,
			 matching *m)
{
	if (fnmatch(fp->func, f->name, 0) ||
	    (fp->file && !dpattern_file_matches(fp->file, f->file)))
		return;
	if (kfunc_blocklisted(rq->s, rq->module, f->name, rq->is_return))
		return;
	if (!m->file)
		m->file = f->file;
	/* stap's rule: the kprobes machinery's own file is not probed, the
	 * kernel's blacklist of it or not (its functions run while kprobes
	 * are placed and hit) */
	if (!rq->module && f->file && !strcmp(f->file, "kernel/kprobes.c")) {
		diag_warning(rq->pp->loc, "keyword", "function %s is in blocklisted file",
			     f->name);
		return;
	}
	if (!fp->lines) {
		add_point(rq, kd, f, f->addr, 0, is_inline);
		return;
	}
	dline *lines;
	int n = own_lines(kd, f, &lines);
	bool spans = false;
	for (int i = 0; i < n; i++) {
		if (!dpattern_line_wanted(fp->lines, fp->relative ? f->line : 0,
					  lines[i].line))
			continue;
		spans = true;
		if (rq->statement)
			add_point(rq, kd, f, lines[i].addr, lines[i].line, false);
	}
	/* function("F@FILE:N"): the functions whose code spans line N */
	if (spans && !rq->statement)
		add_point(rq, kd, f, f->addr, 0, is_inline);
	if (!spans && !fp->relative)
		near_lines(lines, n, fp->line, &m->below, &m->above);
	free(lines);
}

/* stap's message for a line no matching function has code at. */
static probe_match no_line(kfunc_dwarf_request *rq, const dpattern *fp,
			   const matching *m)
{
	char *near = m->below && m->above ? xasprintf(" (try :%d or :%d)", m->below, m->above)
		   : m->below || m->above ? xasprintf(" (try :%d)", m->below ? m->below : m->above)
		   : xstrdup("");
	probe_match r = probe_point_error(rq->pp, "no line records for %s:%s [man "
					  "error::dwarf]%s", m->file, fp->lines, near);
	free(near);
	return r;
}

/* module("M").statement(ADDR): ADDR in the layout libdwfl gives the
 * module's sections, as stap reads it (the functions' addresses -L shows
 * in the same layout); the function holding it, its variables there. It
 * must begin a statement of the line table, as stap requires. */
static probe_match add_address(kfunc_dwarf_request *rq, const kdwarf *kd)
{
	const char *symbol;
	uint64_t offset, before = 0;
	const kdw_func *f = NULL;

	if (kdwarf_symbol_at(kd, rq->address, &symbol, &offset))
		for (int i = 0; i < kd->nfuncs && !f; i++)
			if (kd->funcs[i].addr == rq->address - offset &&
			    !strcmp(kd->funcs[i].name, symbol))
				f = &kd->funcs[i];
	if (!f)
		return PROBE_NO_MATCH;
	dline *lines;
	int n = dlines_of(&kd->dwarf, f->die, f->file, &lines), line = 0;
	for (int i = 0; i < n; i++) {
		if (lines[i].addr == rq->address)
			line = lines[i].line;
		else if (lines[i].addr < rq->address && lines[i].addr > before)
			before = lines[i].addr;
	}
	free(lines);
	if (!line) {
		char *near = before ? xasprintf(" (try %#llx)", (unsigned long long)before)
				    : xstrdup("");
		probe_match r = probe_point_error(rq->pp, "address %#llx does not match "
						  "the beginning of a statement%s",
						  (unsigned long long)rq->address, near);
		free(near);
		return r;
	}
	add_point(rq, kd, f, rq->address, line, false);
	return PROBE_MATCHED;
}

probe_match kfunc_dwarf_add(kfunc_dwarf_request *rq, const kdwarf *kd)
{
	if (rq->by_address)
		return add_address(rq, kd);

	dpattern fp = dpattern_split(rq->pattern);
	matching m = {0};
	int before = rq->added;

	if (rq->statement && !fp.lines) {
		dpattern_free(&fp);
		return probe_point_error(rq->pp, "%s.statement needs a line: "
					 "\"FUNC@FILE:LINE\"", rq->module ? "module()" : "kernel");
	}
	/* function(): out-of-line copies and inline instances; .call and
	 * .return the first alone, .inline the second */
	for (int i = 0; i < kd->nfuncs && !rq->is_inline && !rq->inlines_only; i++)
		add_function(rq, kd, &kd->funcs[i], &fp, false, &m);
	bool inlines = rq->is_inline || rq->inlines_only ||
		       (!rq->statement && !rq->is_call && !rq->is_return);
	for (int i = 0; i < kd->ninlines && inlines; i++)
		add_function(rq, kd, &kd->inlines[i], &fp, true, &m);
	probe_match r = PROBE_MATCHED;
	if (rq->added == before && m.file && fp.lines && !fp.relative &&
	    strspn(fp.lines, "0123456789") == strlen(fp.lines) && !rq->pp->optional)
		r = no_line(rq, &fp, &m);
	else if (rq->added == before)
		r = PROBE_NO_MATCH;
	dpattern_free(&fp);
	return r;
}

static const kfunc_dwarf_point *dwarf_of(const resolved_point *rp)
{
	const kfunc_point *kp = rp->data;

	return kp->dwarf;
}

static const kfunc_point *point_of_dwarf(const resolved_point *rp)
{
	return rp->data;
}

static const dvar *find_var(const resolved_point *rp, const char *name)
{
	const kfunc_dwarf_point *dp = dwarf_of(rp);

	if (!strcmp(name, "return"))
		return rp->is_return ? dp->ret : NULL;
	for (int i = 0; i < dp->nvars; i++)
		if (!strcmp(dp->vars[i].name, name))
			return &dp->vars[i];
	return NULL;
}

/* The argument register (its index in the entry's copy of them) that
 * holds a value at the entry: DWARF's rdi, rsi, rdx, rcx, r8, r9. */
static int arg_index(const dvar *v)
{
	static const int regs[] = { 5, 4, 1, 2, 8, 9 };

	for (int i = 0; !v->loc.deref && v->loc.offset == 0 && i < 6; i++)
		if (v->loc.reg == regs[i])
			return i;
	return -1;
}

int kfunc_dwarf_write_reg(const resolved_point *rp, const char *name)
{
	const kfunc_point *kp = rp->data;
	const dvar *v = find_var(rp, name);

	if (!v || !v->located || !v->size || v->loc.nops || rp->is_return ||
	    kp->offset || kp->dwarf->is_inline)
		return -1;
	return arg_index(v);
}

/* stap's message for a name the point does not have, with those it has */
static char *no_such_local(const resolved_point *rp, const char *name)
{
	const kfunc_dwarf_point *dp = dwarf_of(rp);
	strbuf alt = {0};

	for (int i = 0; i < dp->nvars; i++)
		if (dp->vars[i].located)
			sb_printf(&alt, "%s$%s", alt.len ? " " : "", dp->vars[i].name);
	if (dp->ret)
		sb_printf(&alt, "%s$return", alt.len ? " " : "");
	char *msg = xasprintf("unable to find local '%s', [man error::dwarf] dieoffset "
			      "%#llx in %s, near pc %#llx in %s %s%s%s%s", name,
			      (unsigned long long)dp->func->die, dp->kd->path,
			      (unsigned long long)dp->pc, dp->func->name,
			      dp->func->file ? dp->func->file : "", alt.len
			      ? " (alternatives: " : "", alt.len ? alt.buf : "",
			      alt.len ? ")" : "");
	free(sb_steal(&alt));
	return msg;
}

char *kfunc_dwarf_target(const resolved_point *rp, const char *name,
			 bool write, ast_type *type)
{
	const dvar *v = find_var(rp, name);

	if (!v)
		return no_such_local(rp, name);
	if (write) {
		char *refused = kfunc_write_refused(rp, name);
		if (refused)
			return refused;
		if (!rp->is_return && kfunc_dwarf_write_reg(rp, name) < 0)
			return xasprintf("cannot write target variable '$%s' in %s: "
					 "it is not in an argument register at the "
					 "function's entry", name, rp->pp);
	}
	if (!v->size && !v->aggregate)
		return xasprintf("'$%s' is a %s: only numbers and pointers can be "
				 "read yet", name, v->type_name);
	/* IPA-SRA's copy of a function whose callers use no result returns
	 * none: rax at its return is whatever it last held (a tail-called
	 * printk's count), while DWARF still gives the source's type */
	if (!strcmp(name, "return") && strstr(point_of_dwarf(rp)->function, ".isra."))
		return xasprintf("cannot read target variable '$return' in %s: the "
				 "compiler's copy of the function it probes, %s, "
				 "may return no value", rp->pp,
				 point_of_dwarf(rp)->function);
	if (!v->located)
		return xasprintf("not accessible at this address [man error::dwarf] "
				 "(%#llx)", (unsigned long long)dwarf_of(rp)->pc);
	/* an aggregate's members are read where it is (typed.c) */
	/* at a return, a parameter only as the entry's register held it;
	 * $return where the function left it */
	if (v->aggregate && (dvars_shape(v) == DVAR_UNREADABLE ||
			 (rp->is_return && strcmp(name, "return") &&
			  dvars_shape(v) != DVAR_HELD)))
		return xasprintf("'$%s' is a %s: its members cannot be read %s yet",
				 name, v->type_name, rp->is_return
				 ? "at a return" : "where it is");
	if (rp->is_return && strcmp(name, "return") && arg_index(v) < 0)
		return xasprintf("cannot read target variable '$%s' in %s: it is not "
				 "in an argument register at the entry", name, rp->pp);
	*type = TYPE_LONG;
	return NULL;
}

/* The variables in scope at the point, located or not: $$vars shows
 * one with no location there as "x=?", as stap (gcc 16 gives an
 * inline instance's parameter a location over an empty range); at a
 * return, the parameters the entry's registers kept. */
int kfunc_dwarf_target_names(const resolved_point *rp, const char ***names)
{
	const kfunc_dwarf_point *dp = dwarf_of(rp);
	int n = 0;

	*names = xcalloc((size_t)dp->nvars + 1, sizeof **names);
	for (int i = 0; i < dp->nvars; i++) {
		const dvar *v = &dp->vars[i];
		/* at a return, also the structs by value $$parms shows as
		 * "{...}" */
		if (!rp->is_return || (v->located && v->is_param &&
				       (arg_index(v) >= 0 || !v->size)))
			(*names)[n++] = v->name;
	}
	return n;
}

/* A variable in scope that has no location at the point ("=?"). */
bool kfunc_dwarf_unavailable(const resolved_point *rp, const char *name)
{
	const dvar *v = find_var(rp, name);

	return v && !v->located;
}

int kfunc_dwarf_target_shape(const resolved_point *rp, const char *name)
{
	const dvar *v = find_var(rp, name);
	if (!v)
		return TARGET_SCALAR;
	dvar_shape shape = dvars_shape(v);
	/* at a return, only what the entry's registers kept */
	if (rp->is_return && shape != DVAR_SCALAR && strcmp(name, "return") &&
	    (shape != DVAR_HELD || arg_index(v) < 0))
		return TARGET_UNREADABLE;
	return (int)shape;
}

bool kfunc_dwarf_is_local(const resolved_point *rp, const char *name)
{
	const dvar *v = find_var(rp, name);

	return v && !v->is_param && strcmp(name, "return");
}

const char *kfunc_dwarf_c_type(const resolved_point *rp, const char *name)
{
	const dvar *v = find_var(rp, name);

	return v ? v->type_name : NULL;
}

const typed_source *kfunc_dwarf_source(const resolved_point *rp,
				       const char *name, uint32_t *type)
{
	const dvar *v = find_var(rp, name);

	if (!v || !v->type)
		return NULL;
	*type = v->type;
	return &dwarf_of(rp)->types;
}

/* The reader's context: the handler's, and the use a fault is said
 * near as a typed chain's read says it (NULL under --skip-badvars: the
 * read is 0). */
static char *reader_ctx(session *s, const ast_node *use)
{
	const char *near = s->config.skip_badvars || !use ? "NULL" : tr_near(s->arena, use);

	return xasprintf("__c, %s", near);
}

char *kfunc_dwarf_read(session *s, const resolved_point *rp, const char *name,
		       const ast_node *use)
{
	const dvar *v = find_var(rp, name);

	if (!v || !v->located)
		return NULL;
	char *c, *ctx;
	if (v->aggregate && rp->is_return && strcmp(name, "return")) {
		/* an aggregate the entry's register held */
		c = arg_index(v) >= 0 ? xasprintf("(u64)__entry[%d]", arg_index(v)) : NULL;
	} else if (v->aggregate) {
		ctx = reader_ctx(s, use);
		c = dvars_object_c("regs", v, "tapc_kvar_read", ctx);
		free(ctx);
	} else if (rp->is_return && strcmp(name, "return"))
		c = xasprintf("(%s%d)__entry[%d]", v->is_signed ? "s" : "u",
			      v->size * 8, arg_index(v));
	else if (rp->is_return)
		c = xasprintf("(%s%d)regs_return_value(regs)", v->is_signed ? "s" : "u",
			      v->size * 8);
	else {
		ctx = reader_ctx(s, use);
		c = dvars_loc_c("regs", &v->loc, v->size, v->is_signed, "tapc_kvar_read", ctx);
		free(ctx);
	}
	if (!c)
		return NULL;
	char *read = arena_asprintf(s->arena, "(int64_t)%s", c);
	free(c);
	return read;
}

void kfunc_dwarf_record(session *s, kfunc_point *kp)
{
	if (kp->module)
		return;
	/* the kernel's: at its link address, an entry through ftrace with
	 * the others */
	const kfunc_list *kfuncs = kernel_kfuncs(s->kernel);
	kp->link = kp->offset ? kfuncs_link_address(kfuncs, kp->dwarf->pc)
			      : kfuncs_link(kfuncs, kp->function);
}
