/* Pass 3, the module: globals, functions, probe bodies, the handlers the
 * kernel calls, and the table the runtime registers from. See
 * runtime/tapc.h for the layout this follows. */
#include "translate.h"

#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "emit.h"
#include "family.h"
#include "parse.h"

static const char *tapc_type(ast_type ty)
{
	return ty == TYPE_STRING ? "TAPC_STRING" : "TAPC_LONG";
}

static void emit_globals(tr_module *m)
{
	FILE *out = m->out;

	for (int i = 0; i < m->s->nglobals; i++) {
		ast_symbol *g = m->s->globals[i];
		ast_node *init = g->global ? g->global->init : NULL;
		fprintf(out, "static TAPC_DEFINE_RWLOCK(g_%s_lock);\n", g->name);
		if (g->nkeys > 0) {
			fprintf(out, "static const enum tapc_type g_%s_keys[] = { ",
				g->name);
			for (int k = 0; k < g->nkeys; k++)
				fprintf(out, "%s%s", k ? ", " : "",
					tapc_type(g->key_types[k]));
			fputs(" };\n", out);
		}
		if (g->type == TYPE_STATS) {
			tr_stats_declare(m->stats, g, out);
		} else if (g->nkeys > 0) {
			fprintf(out, "static struct tapc_map *g_%s;\n", g->name);
		} else if (g->type == TYPE_STRING) {
			const char *v = init && init->kind == EX_STRING
				? tr_c_string(m->s->arena, init->str, init->len) : "\"\"";
			fprintf(out, "static char g_%s[MAXSTRINGLEN] = %s;\n", g->name, v);
			/* -G NAME=VALUE sets it when the module loads */
			fprintf(out, "TAPC_GLOBAL_PARAM_STRING(g_%s, \"%s\");\n",
				g->name, g->name);
		} else {
			fprintf(out, "static int64_t g_%s = %s;\n", g->name,
				tr_c_long(m->s->arena, init && init->kind == EX_NUMBER
					  ? init->num : 0));
			/* an int64_t is a long on the 64-bit targets */
			fprintf(out, "TAPC_GLOBAL_PARAM_LONG(g_%s, \"%s\");\n",
				g->name, g->name);
		}
	}
	fputs("\nstatic int tapc_init_globals(void)\n{\n", out);
	for (int i = 0; i < m->s->nglobals; i++) {
		ast_symbol *g = m->s->globals[i];
		ast_global *decl = g->global;
		if (g->type == TYPE_STATS) {
			tr_stats_init(g, out);
			continue;
		}
		if (g->nkeys <= 0)
			continue;
		fprintf(out, "\tg_%s = tapc_map_new(%d, g_%s_keys, %s, %lld, %s);\n"
			"\tif (!g_%s)\n\t\treturn -ENOMEM;\n",
			g->name, g->nkeys, g->name, tapc_type(g->type),
			decl ? (long long)decl->size : 0LL,
			decl && decl->wrap ? "true" : "false", g->name);
	}
	fputs("\treturn 0;\n}\n\nstatic void tapc_free_globals(void)\n{\n", out);
	for (int i = 0; i < m->s->nglobals; i++) {
		ast_symbol *g = m->s->globals[i];
		if (g->type == TYPE_STATS)
			tr_stats_free_global(g, out);
		else if (g->nkeys > 0)
			fprintf(out, "\ttapc_map_free(g_%s);\n", g->name);
	}
	fputs("}\n\n", out);
}

static void declare_local(body *b, const ast_symbol *sym)
{
	if (sym->type == TYPE_STRING)
		sb_printf(&b->fields, "\tchar l_%s[MAXSTRINGLEN];\n", sym->name);
	else
		sb_printf(&b->fields, "\tint64_t l_%s;\n", sym->name);
}

/* Locals start as 0 and "" at every hit and call, as in stap. */
static void init_locals(body *b, ast_symbol **locals, int n)
{
	for (int i = 0; i < n; i++) {
		if (locals[i]->kind == SYM_PARAM || locals[i]->kind == SYM_CONTEXT)
			continue;
		if (locals[i]->type == TYPE_STRING)
			tr_line(b, "l->l_%s[0] = '\\0';", locals[i]->name);
		else
			tr_line(b, "l->l_%s = 0;", locals[i]->name);
	}
}

static void free_body(body *b)
{
	free(sb_steal(&b->code));
	free(sb_steal(&b->fields));
}

static void named_signature(const ast_function *fn, const char *name,
			    FILE *out)
{
	fprintf(out, "static %s %s(struct tapc_context *c",
		fn->type == TYPE_STRING ? "const char *" : "int64_t", name);
	if (fn->type == TYPE_STRING)
		fputs(", char *__retbuf", out);
	for (int i = 0; i < fn->nparams; i++) {
		ast_type ty = fn->body ? fn->locals[i]->type : fn->params[i].type;
		fprintf(out, ", %sa_%s", ty == TYPE_STRING ? "const char *" : "int64_t ",
			fn->params[i].name);
	}
	fputc(')', out);
}

static void function_signature(tr_module *m, const ast_function *fn, FILE *out)
{
	named_signature(fn, tr_function_name(m->s->arena, fn), out);
}

/* A call of overloads of one arity that may say `next`: each in turn
 * until one does not, and stap's error when none is left. */
static void emit_dispatcher(tr_module *m, const ast_function *head)
{
	FILE *out = m->out;

	named_signature(head, tr_callee_name(m->s->arena, head), out);
	fprintf(out, "\n{\n\t%s __r;\n\n", tr_type_c(head->type));
	for (const ast_function *fn = head; fn; fn = fn->overload_next) {
		fprintf(out, "\t__r = %s(c%s", tr_function_name(m->s->arena, fn),
			head->type == TYPE_STRING ? ", __retbuf" : "");
		for (int i = 0; i < head->nparams; i++)
			fprintf(out, ", a_%s", head->params[i].name);
		fputs(");\n\tif (!c->nexted)\n\t\treturn __r;\n"
		      "\tc->nexted = false;\n", out);
	}
	fputs("\ttapc_error(c, \"all functions exhausted\");\n"
	      "\treturn __r;\n}\n\n", out);
}

static void return_value_decl(const ast_function *fn, FILE *out)
{
	if (fn->type == TYPE_STRING)
		fputs("\tchar *__ret = __retbuf;\n\n\t__ret[0] = '\\0';\n", out);
	else
		fputs("\tint64_t __ret = 0;\n\n", out);
}

/* Whether embedded C names its parameters and result the way stap's
 * before 1.8 did, THIS->NAME and THIS->__retvalue: under --compatible
 * below 1.8, or marked so ("/\* unmangled *\/"). */
static bool legacy_locals(const ast_function *fn)
{
	return strstr(fn->embedded_c, "/* unmangled */") ||
	       (parse_opts.compatible && strverscmp(parse_opts.compatible, "1.8") < 0);
}

/* The body of such a function: THIS points at its parameters (a string
 * by its address) and at its result, __retvalue, which is the
 * function's own (a long's through the pointer a macro reads). */
static void emit_legacy_body(const ast_function *fn, FILE *out)
{
	fputs("\t{\n\tstruct {\n", out);
	for (int i = 0; i < fn->nparams; i++)
		fprintf(out, "\t\t%s%s;\n", fn->params[i].type == TYPE_STRING
			? "char *" : "int64_t ", fn->params[i].name);
	if (fn->type == TYPE_STRING)
		fputs("\t\tchar *__retvalue;\n", out);
	else if (fn->type == TYPE_LONG)
		fputs("\t\tint64_t *__tapc_retvalue;\n", out);
	fputs("\t\tchar __tapc_unused;\n\t} __tapc_this = {\n", out);
	for (int i = 0; i < fn->nparams; i++)
		fprintf(out, "\t\t.%s = STAP_ARG_%s,\n", fn->params[i].name,
			fn->params[i].name);
	if (fn->type == TYPE_STRING)
		fputs("\t\t.__retvalue = __ret,\n", out);
	else if (fn->type == TYPE_LONG)
		fputs("\t\t.__tapc_retvalue = &__ret,\n", out);
	fputs("\t}, *THIS __maybe_unused = &__tapc_this;\n", out);
	if (fn->type == TYPE_LONG)
		fputs("#define __retvalue __tapc_retvalue[0]\n", out);
	fprintf(out, "%s\n", fn->embedded_c);
	if (fn->type == TYPE_LONG)
		fputs("#undef __retvalue\n", out);
	fputs("\t}\n", out);
}

/* "identifier 'f' at f.stp:1:10": where a function is, for last_stmt. */
static char *function_near(tr_module *m, const ast_function *fn)
{
	char *where = xasprintf("identifier '%s' at %s:%d:%d", fn->name,
				fn->loc.file ? fn->loc.file->name : "",
				fn->loc.line, fn->loc.col);
	char *near = tr_c_string(m->s->arena, where, strlen(where));
	free(where);
	return near;
}

/* Whether a function of C gets copies of its string arguments it may
 * write, as stap's do: a script's, unless it says it leaves them be; a
 * tapset's read them where the caller has them. */
static bool copies_string_args(const ast_function *fn)
{
	if ((fn->loc.file && fn->loc.file->is_tapset) ||
	    strstr(fn->embedded_c, "/* unmodified-fnargs */"))
		return false;
	for (int i = 0; i < fn->nparams; i++)
		if (fn->params[i].type == TYPE_STRING)
			return true;
	return false;
}

/* Embedded C that cannot end in an error: it names nothing of the
 * runtime or the context (so no call that may set one) and no STAP_ERROR
 * or STAP_NEXT. Whether its call level is recorded is then not seen,
 * bar MAXNESTING's check, which stays. */
static bool embedded_cannot_fail(const char *code)
{
	static const char *const names[] = {
		"STAP_ERROR", "STAP_NEXT", "CONTEXT", "c->", "tapc_", "_stp_",
		"kread", "deref", "user_", "last_",
	};

	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strstr(code, names[i]))
			return false;
	return true;
}

/* A function whose body is C: stap's STAP_* conventions name its
 * arguments and result. Like a script function it is a level of the
 * call chain an error reports, at its own name; its string arguments
 * are char *, as in stap. */
static void emit_embedded_function(tr_module *m, const ast_function *fn,
				   const body_usage *usage)
{
	FILE *out = m->out;
	bool copies = copies_string_args(fn);
	/* no frame and no error: only the depth is checked */
	bool quiet = !copies && embedded_cannot_fail(fn->embedded_c);
	char *name = tr_function_name(m->s->arena, fn);

	if (copies) {
		fprintf(out, "struct %s_locals {\n", name);
		for (int i = 0; i < fn->nparams; i++)
			if (fn->params[i].type == TYPE_STRING)
				fprintf(out, "\tchar a_%s[MAXSTRINGLEN];\n",
					fn->params[i].name);
		fputs("};\n\n", out);
		sb_printf(&m->frames, "\tstruct %s_locals %s;\n", name, name);
	}
	function_signature(m, fn, out);
	fputs("\n{\n", out);
	if (copies)
		fprintf(out, "\tstruct %s_locals *l;\n", name);
	return_value_decl(fn, out);
	if (copies)
		fprintf(out, "\tl = tapc_function_enter(c, sizeof(*l), %s);\n"
			"\tif (!l)\n", function_near(m, fn));
	else if (quiet)
		fputs("\tif (!tapc_leaf_check(c))\n", out);
	else
		fprintf(out, "\tif (!tapc_leaf_enter(c, %s))\n",
			function_near(m, fn));
	fputs("\t\treturn __ret;\n", out);
	for (int i = 0; copies && i < fn->nparams; i++)
		if (fn->params[i].type == TYPE_STRING)
			fprintf(out, "\ttapc_strcpy(l->a_%s, a_%s);\n",
				fn->params[i].name, fn->params[i].name);
	/* stap's STAP_RETURN of each kind of function: a string's is
	 * copied into the result, a void one's takes nothing */
	fputs("#define STAP_RETVALUE __ret\n", out);
	if (fn->type == TYPE_STRING)
		fputs("#define STAP_RETURN(v) do { tapc_strcpy(STAP_RETVALUE, (v)); "
		      "goto out; } while (0)\n", out);
	else if (fn->type == TYPE_LONG)
		fputs("#define STAP_RETURN(v) do { STAP_RETVALUE = (int64_t)(v); "
		      "goto out; } while (0)\n", out);
	else
		fputs("#define STAP_RETURN() do { goto out; } while (0)\n", out);
	fputs("#define STAP_ERROR(...) do { tapc_error(c, __VA_ARGS__); goto out; } while (0)\n"
	      "#define STAP_NEXT do { c->nexted = true; goto out; } while (0)\n", out);
	for (int i = 0; i < fn->nparams; i++) {
		const char *p = fn->params[i].name;
		if (fn->params[i].type != TYPE_STRING)
			fprintf(out, "#define STAP_ARG_%s a_%s\n", p, p);
		else if (copies)
			fprintf(out, "#define STAP_ARG_%s (l->a_%s)\n", p, p);
		else
			fprintf(out, "#define STAP_ARG_%s ((char *)a_%s)\n", p, p);
	}
	tr_pragma_global_macros(usage, true, out);
	if (legacy_locals(fn))
		emit_legacy_body(fn, out);
	else
		fprintf(out, "\t{\n%s\n\t}\n", fn->embedded_c);
	tr_pragma_global_macros(usage, false, out);
	for (int i = 0; i < fn->nparams; i++)
		fprintf(out, "#undef STAP_ARG_%s\n", fn->params[i].name);
	fprintf(out, "#undef STAP_NEXT\n#undef STAP_ERROR\n#undef STAP_RETURN\n"
		"#undef STAP_RETVALUE\n"
		"\tgoto out;\nout: __attribute__((unused));\n"
		"\t%s;\n\treturn __ret;\n}\n\n",
		copies ? "tapc_frame_pop(c, sizeof(*l))" : quiet ? "(void)c" : "tapc_leaf_pop(c)");
}

static void emit_script_function(tr_module *m, ast_function *fn)
{
	FILE *out = m->out;
	body b = { .fn = fn, .indent = 1, .stats = m->stats, .groups = m->groups,
		   .skip_badvars = m->s->config.skip_badvars,
		   .arena = m->s->arena };

	for (int i = 0; i < fn->nlocals; i++)
		declare_local(&b, fn->locals[i]);
	init_locals(&b, fn->locals, fn->nlocals);
	for (int i = 0; i < fn->nparams; i++) {
		ast_symbol *p = fn->locals[i];
		if (p->type == TYPE_STRING)
			tr_line(&b, "tapc_strcpy(l->l_%s, a_%s);", p->name, p->name);
		else
			tr_line(&b, "l->l_%s = a_%s;", p->name, p->name);
	}
	tr_stmt(&b, fn->body);

	char *name = tr_function_name(m->s->arena, fn);
	fprintf(out, "struct %s_locals {\n\tchar unused;\n%s};\n\n", name,
		b.fields.buf ? b.fields.buf : "");
	sb_printf(&m->frames, "\tstruct %s_locals %s;\n", name, name);
	function_signature(m, fn, out);
	char *near = function_near(m, fn);
	fprintf(out, "\n{\n\tstruct %s_locals *l __maybe_unused;\n", name);
	return_value_decl(fn, out);
	fprintf(out, "\tl = tapc_function_enter(c, sizeof(*l), %s);\n"
		"\tif (!l)\n\t\treturn __ret;\n", near);
	fprintf(out, "%s"
		"out: __attribute__((unused));\n"
		"\ttapc_frame_pop(c, sizeof(*l));\n\treturn __ret;\n}\n\n",
		b.code.buf ? b.code.buf : "");
	free_body(&b);
}

static void emit_functions(tr_module *m)
{
	for (int i = 0; i < m->s->nfunctions; i++) {
		const ast_function *fn = m->s->functions[i];
		function_signature(m, fn, m->out);
		fputs(";\n", m->out);
		if (fn->nexts && fn->overload_rank == 0) {
			named_signature(fn, tr_callee_name(m->s->arena, fn), m->out);
			fputs(";\n", m->out);
		}
	}
	fputc('\n', m->out);
	for (int i = 0; i < m->s->nfunctions; i++) {
		ast_function *fn = m->s->functions[i];
		if (fn->body)
			emit_script_function(m, fn);
		else
			emit_embedded_function(m, fn, &m->s->function_usage[i]);
	}
	for (int i = 0; i < m->s->nfunctions; i++) {
		const ast_function *fn = m->s->functions[i];
		if (fn->nexts && fn->overload_rank == 0)
			emit_dispatcher(m, fn);
	}
}

static void emit_probe_body(tr_module *m, int index, const session_probe *p)
{
	FILE *out = m->out;
	body b = { .probe = p, .indent = 1, .stats = m->stats, .groups = m->groups,
		   .skip_badvars = m->s->config.skip_badvars,
		   .arena = m->s->arena };

	for (int i = 0; i < p->ntargets; i++)
		sb_printf(&b.fields, "\tint64_t target%d;\n", i);
	for (int i = 0; i < p->probe->nlocals; i++)
		declare_local(&b, p->probe->locals[i]);
	init_locals(&b, p->probe->locals, p->probe->nlocals);
	b.actions_bound = tr_actions_bound(p->probe->body);
	tr_stmt(&b, p->probe->body);

	fprintf(out, "struct probe_%d_locals {\n\tchar unused;\n%s};\n\n", index,
		b.fields.buf ? b.fields.buf : "");
	sb_printf(&m->locals, "\tstruct probe_%d_locals probe_%d;\n", index, index);
	/* maybe unused: a probe on `never` alone has no caller */
	fprintf(out, "static void __maybe_unused probe_%d(struct tapc_context *c)\n{\n"
		"\tstruct probe_%d_locals *l __maybe_unused = (void *)c->locals;\n\n%s"
		"out: __attribute__((unused));\n\t;\n}\n\n",
		index, index, b.code.buf ? b.code.buf : "");

	/* the globals it locks, in the session's fixed order */
	tr_emit_probe_locks(p, index, out);
	/* -t reports each point "from" the probe's first point, as stap */
	char *first = parse_point_text(p->probe->points[0]);
	char *from = xasprintf(" from: %s", first);
	char *derivation = tr_c_string(m->s->arena, from, strlen(from));
	/* pp() is the point as stap 5.6 prints it: with the '?' or '!' of
	 * the point it came from and its condition, as -p2 lists it */
	strbuf extras = {0};
	if (p->mark)
		sb_printf(&extras, "%c", p->mark);
	if (p->condition) {
		sb_puts(&extras, " if (");
		parse_print_condition_stap(&extras, p->condition);
		sb_puts(&extras, ")");
	}
	for (int j = 0; j < p->npoints; j++) {
		const src_loc *loc = &p->probe->loc;
		char *full = arena_asprintf(m->s->arena, "%s%s", p->points[j].pp,
					    extras.buf ? extras.buf : "");
		char *pp = tr_c_string(m->s->arena, full, strlen(full));
		const char *named = p->listed_as ? p->listed_as
				    : p->points[j].pn ? p->points[j].pn : p->points[j].pp;
		char *pn = tr_c_string(m->s->arena, named, strlen(named));
		fprintf(out, "static const struct tapc_probe probe_%d_%d = {\n"
			"\t.pp = %s,\n\t.pn = %s,\n\t.location = \"%s:%d:%d\",\n"
			"\t.derivation = %s,\n"
			"\t.locks = probe_%d_locks,\n\t.nlocks = %d,\n"
			"\t.locals_size = sizeof(struct probe_%d_locals),\n};\n",
			index, j, pp, pn, loc->file ? loc->file->name : "", loc->line,
			loc->col, derivation, index, tr_probe_nlocks(p), index);
	}
	free(first);
	free(from);
	free(sb_steal(&extras));
	fputc('\n', out);
	free_body(&b);
}

void tr_target_reads(tr_module *m, int index, const session_probe *p,
		     const resolved_point *rp)
{
	if (!p->ntargets)
		return;
	fprintf(m->out, "\t{\n\t\tstruct probe_%d_locals *__l = (void *)__c->locals;\n\n",
		index);
	for (int i = 0; i < p->ntargets; i++)
		if (rp->target_reads && rp->target_reads[i])
			fprintf(m->out, "\t\t__l->target%d = (int64_t)%s;\n", i,
				rp->target_reads[i]);
	fputs("\t}\n", m->out);
}

void tr_emit_hit(tr_module *m, int index, int j)
{
	const session_probe *p = m->s->probes[index];

	fprintf(m->out, "{\n"
		"\tstruct tapc_context *__c = probe_%d_hit_enter(&probe_%d_%d);\n\n"
		"\tif (!__c)\n\t\treturn;\n", index, index, j);
	tr_target_reads(m, index, p, &p->points[j]);
	fprintf(m->out, "\tprobe_%d(__c);\n\tprobe_%d_hit_exit(__c);\n}\n\n", index,
		index);
}

/* The entry's locals start with the probe's targets, so that
 * tr_target_reads fills them as it fills the probe's. */
void tr_emit_entry_body(tr_module *m, int index, ast_node *const *exprs, int n)
{
	const session_probe *p = m->s->probes[index];
	body b = { .probe = p, .indent = 1, .stats = m->stats,
		   .skip_badvars = m->s->config.skip_badvars, .arena = m->s->arena };

	for (int k = 0, j = 0; k < n; k++) {
		char *v = tr_expr(&b, exprs[k]);
		/* a string's text after the values (probe_entry_text) */
		if (exprs[k]->type == TYPE_STRING)
			tr_line(&b, "strscpy((char *)(c->entry_vals + %d) + %d * "
				"MAXSTRINGLEN, %s, MAXSTRINGLEN);", n, j++, v);
		else
			tr_line(&b, "c->entry_vals[%d] = %s;", k, v);
	}
	fprintf(m->out, "struct probe_%d_entry_locals {\n\tchar unused;\n", index);
	for (int t = 0; t < p->ntargets; t++)
		fprintf(m->out, "\tint64_t target%d;\n", t);
	fprintf(m->out, "%s};\n\n", b.fields.buf ? b.fields.buf : "");
	sb_printf(&m->locals, "\tstruct probe_%d_entry_locals probe_%d_entry;\n",
		  index, index);
	fprintf(m->out, "static void probe_%d_entry(struct tapc_context *c)\n{\n"
		"\tstruct probe_%d_entry_locals *l __maybe_unused = (void *)c->locals;\n\n"
		"%sout: __attribute__((unused));\n\t;\n}\n\n", index, index,
		b.code.buf ? b.code.buf : "");
	free(sb_steal(&b.code));
	free(sb_steal(&b.fields));
}

/* Every family's module-wide `hook`, in the table's order. */
#define EACH_FAMILY(m, hook)                                            \
	for (int f_ = 0; f_ < (m)->s->nfamilies; f_++)                  \
		if ((m)->s->families[f_]->hook)                          \
			(m)->s->families[f_]->hook(m)

/* A point's own hook (emit_handler, emit_entry). */
#define POINT_HOOK(m, i, j, hook)                                        \
	do {                                                              \
		const probe_family *f_ = (m)->s->probes[i]->points[j].family; \
		if (f_ && f_->hook)                                       \
			f_->hook(m, i, j);                                \
	} while (0)

/* stap's macros saying what the script's functions need, which embedded
 * C may test: STAP_NEED_GETTIMEOFDAY where one has pragma:gettimeofday
 * (the time of day: tapc reads it without setting anything up). */
static void emit_needs(const session *s, FILE *out)
{
	for (int i = 0; i < s->nfunctions; i++)
		if (s->functions[i]->embedded_c &&
		    strstr(s->functions[i]->embedded_c, "pragma:gettimeofday")) {
			fputs("#define STAP_NEED_GETTIMEOFDAY 1\n", out);
			return;
		}
}

/* The limits the script's unit hands to the runtime in tapc_script.limits
 * (runtime/tapc_limits.h defines them): no defines of the runtime's unit,
 * whose object is then shared by every value of them. testsuite/run's
 * runtime_defines names the same, to know which builds share an object. */
static const char *const script_limits[] = {
	"MAXACTION", "MAXACTION_INTERRUPTIBLE", "MAXMAPENTRIES", "MAXTRYLOCK",
	"TRYLOCKDELAY", "MAXERRORS", "MAXSKIPPED",
};

static bool is_script_limit(const char *define)
{
	size_t len = strcspn(define, "=");

	for (size_t i = 0; i < sizeof(script_limits) / sizeof(*script_limits); i++)
		if (strlen(script_limits[i]) == len &&
		    !strncmp(define, script_limits[i], len))
			return true;
	return false;
}

static void emit_defines(char **defines, int ndefines, bool with_limits,
			 FILE *out)
{
	fputs("/* Generated by tapc. */\n", out);
	for (int i = 0; i < ndefines; i++) {
		if (!with_limits && is_script_limit(defines[i]))
			continue;
		char *eq = strchr(defines[i], '=');
		if (eq)
			fprintf(out, "#define %.*s %s\n", (int)(eq - defines[i]),
				defines[i], eq + 1);
		else
			fprintf(out, "#define %s\n", defines[i]);
	}
	fputs("#include \"tapc.h\"\n\n", out);
}

void translate_prologue(char **defines, int ndefines, FILE *out)
{
	emit_defines(defines, ndefines, true, out);
	fputs("#include \"tapc_limits.h\"\n\n", out);
}

void translate_shared_prologue(char **defines, int ndefines, FILE *out)
{
	emit_defines(defines, ndefines, false, out);
}

void translate_runtime_unit(char **defines, int ndefines, FILE *out)
{
	translate_shared_prologue(defines, ndefines, out);
	fputs("#include \"tapc_main.c\"\n", out);
}

bool translate(const session *s, char **defines, int ndefines, FILE *out)
{
	tr_module m = { .s = s, .out = out, .groups = tr_uses_groups(s), .ok = true };

	if (!translate_supported(s))
		return false;

	m.stats = tr_stats_prepare(s);
	if (!tr_stats_ok(m.stats)) {
		tr_stats_free(m.stats);
		return false;
	}

	translate_prologue(defines, ndefines, out);
	emit_needs(s, out);
	for (int i = 0; i < s->nembeds; i++)
		fprintf(out, "%s\n", s->embeds[i]->code);
	emit_globals(&m);
	EACH_FAMILY(&m, emit_tables);
	/* embedded C, in functions and in expressions, names the hit's
	 * context CONTEXT */
	fputs("#define CONTEXT c\n\n", out);
	emit_functions(&m);
	for (int i = 0; i < s->nprobes; i++) {
		emit_probe_body(&m, i, s->probes[i]);
		for (int j = 0; j < s->probes[i]->npoints; j++)
			POINT_HOOK(&m, i, j, emit_handler);
	}
	EACH_FAMILY(&m, emit_handlers);
	fputs("static const struct tapc_probe_point tapc_points[] = {\n", out);
	for (int i = 0; i < s->nprobes; i++)
		for (int j = 0; j < s->probes[i]->npoints; j++)
			POINT_HOOK(&m, i, j, emit_entry);
	EACH_FAMILY(&m, emit_entries);
	fprintf(out, "};\n\nunion tapc_probe_locals {\n\tchar unused;\n%s};\n\n"
		"union tapc_frames {\n\tchar unused;\n%s};\n\n",
		m.locals.buf ? m.locals.buf : "", m.frames.buf ? m.frames.buf : "");
	/* the table's records, when a return it keeps has @entry() strings */
	if (s->entry_texts)
		fprintf(out, "static int64_t tapc_entry_area[TAPC_ENTRIES]"
			"[TAPC_ENTRY_VALS + (%d * MAXSTRINGLEN + 7) / 8];\n\n",
			s->entry_texts);
	fputs("const struct tapc_script tapc_script = {\n"
	      "\t.points = tapc_points,\n"
	      "\t.npoints = ARRAY_SIZE(tapc_points),\n"
	      "\t.max_locals_size = sizeof(union tapc_probe_locals),\n"
	      "\t.max_frame_size = sizeof(union tapc_frames),\n"
	      "\t.init_globals = tapc_init_globals,\n"
	      "\t.free_globals = tapc_free_globals,\n", out);
	if (s->entry_texts)
		fputs("\t.entry_area = &tapc_entry_area[0][0],\n"
		      "\t.entry_record_words = ARRAY_SIZE(tapc_entry_area[0]),\n", out);
	fprintf(out, "\t.uses_match = %s,\n%s", m.groups ? "true" : "false",
		m.script.buf ? m.script.buf : "");
	fputs("\t.limits = TAPC_SCRIPT_LIMITS,\n};\n", out);
	free(sb_steal(&m.script));
	free(sb_steal(&m.locals));
	free(sb_steal(&m.frames));
	tr_stats_free(m.stats);
	return m.ok;
}
