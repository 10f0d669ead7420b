/* Pass 1's entry points: reading files and parsing them. */
#include "parse.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "build.h"
#include "diag.h"
#include "parser.h"
#include "token.h"
#include "util.h"

parse_options parse_opts;

src_file *parse_read_file(const char *path, bool is_tapset)
{
	size_t len;
	char *text = read_file(path, &len);
	if (!text) {
		diag_plain("ERROR", "Input file '%s' is missing: %s", path,
			   strerror(errno));
		return NULL;
	}
	src_file *f = xcalloc(1, sizeof(*f));
	f->name = xstrdup(path);
	f->text = text;
	f->len = len;
	f->is_tapset = is_tapset;
	return f;
}

src_file *parse_file_from_text(const char *name, const char *text,
			       bool is_tapset)
{
	src_file *f = xcalloc(1, sizeof(*f));
	f->name = xstrdup(name);
	f->len = strlen(text);
	f->text = xstrndup(text, f->len);
	f->is_tapset = is_tapset;
	return f;
}

void parse_free_file(src_file *file)
{
	if (!file)
		return;
	free(file->name);
	free(file->text);
	free(file);
}

/* Runs the grammar over a file; the script, or NULL after errors. `pp` is
 * left to the caller (macro files keep its definitions). */
static ast_script *run_parser(src_file *file, pp *pp, bool *empty)
{
	int before = diag_errors;
	parser_ctx ctx = { .pp = pp, .file = file };
	ctx.start.cls = TC_EOF;
	ctx.start.text = "";
	ctx.start.loc = (src_loc){ .file = file, .line = 1, .col = 1 };
	build_begin();
	ctx.script = build_script(file);
	int rc = yyparse(&ctx);
	symtab_free(&ctx.global_names);
	int errors = diag_errors - before;
	if (rc != 0 && errors == 0) {
		diag_parse_error(ctx.start.loc, NULL, "cannot parse");
		errors = 1;
	}
	*empty = pp_count(pp) == 0;
	if (errors) {
		fprintf(stderr, "%d parse error%s.\n", errors, errors == 1 ? "" : "s");
		build_abort();
		return NULL;
	}
	build_commit();
	return ctx.script;
}

ast_script *parse_script(src_file *file)
{
	return parse_script_names(file, NULL, NULL);
}

ast_script *parse_script_names(src_file *file,
			       void (*sink)(void *ctx, const char *name),
			       void *ctx)
{
	diag_verbose = diag_verbose || parse_opts.verbose;
	pp *pp = pp_new(file);
	pp_name_sink(pp, sink, ctx);
	bool empty;
	ast_script *script = run_parser(file, pp, &empty);
	if (script && empty && !file->is_tapset) {
		/* stap refuses a script with nothing in it. */
		fprintf(stderr, "Input file '%s' is empty%s.\n", file->name,
			pp_had_tokens(pp) ? " after preprocessing" : "");
		diag_errors++;
		parse_free_script(script);
		script = NULL;
	}
	pp_free(pp);
	return script;
}

static bool read_macro_file(src_file *file, bool behind)
{
	pp *pp = pp_new(file);
	/* A macro file holds only definitions: reading it through is all
	 * it takes to record them. */
	int before = diag_errors;
	for (token *t = pp_next(pp); t->cls != TC_EOF; t = pp_next(pp)) {
		char *what = token_describe(t);
		diag_parse_error(t->loc, what, "unexpected token in a macro file");
		free(what);
		break;
	}
	bool ok = diag_errors == before;
	if (ok && behind)
		pp_export_macros_behind(pp);
	else if (ok)
		pp_export_macros(pp);
	pp_free(pp);
	return ok;
}

bool parse_macro_file(src_file *file)
{
	return read_macro_file(file, false);
}

bool parse_macro_file_behind(src_file *file)
{
	return read_macro_file(file, true);
}

void parse_macro_resolver(bool (*resolve)(void *ctx, const char *name),
			  void *ctx)
{
	pp_macro_resolver(resolve, ctx);
}

bool parse_load_file(src_file *file)
{
	if (file->text)
		return true;
	char *text = read_file(file->name, &file->len);
	if (!text) {
		diag_plain("ERROR", "Input file '%s' is missing: %s", file->name,
			   strerror(errno));
		return false;
	}
	file->text = text;
	return true;
}

/* ---- freeing a finished tree ---- */

static void free_node(ast_node *n);

static void free_nodes(ast_node **nodes, int n)
{
	for (int i = 0; i < n; i++)
		free_node(nodes[i]);
	free(nodes);
}

static void free_node(ast_node *n)
{
	while (n) {
		ast_node *next = n->next;
		free_node(n->lhs);
		free_node(n->rhs);
		free_node(n->cond);
		free_node(n->init);
		free_node(n->step);
		free_node(n->body);
		free_node(n->els);
		free_nodes(n->args, n->nargs);
		if (n->foreach) {
			ast_foreach *f = n->foreach;
			free_nodes(f->keys, f->nkeys);
			free_nodes(f->slice, f->nslice);
			free_node(f->value);
			free_node(f->array);
			free_node(f->limit);
			free(f->sort_aggr);
			free(f);
		}
		free(n->name);
		free(n->str);
		free(n);
		n = next;
	}
}

static void free_point(ast_probe_point *p)
{
	for (int i = 0; i < p->ncomps; i++) {
		free(p->comps[i].name);
		free_node(p->comps[i].arg);
	}
	free(p->comps);
	free_node(p->condition);
	free(p);
}

static void free_probe(ast_probe *p)
{
	for (int i = 0; i < p->npoints; i++)
		free_point(p->points[i]);
	for (int i = 0; i < p->nalias_names; i++)
		free_point(p->alias_names[i]);
	free(p->points);
	free(p->alias_names);
	free_node(p->body);
	free_node(p->epilogue);
	free(p->locals);
	free(p);
}

static void free_function(ast_function *f)
{
	for (int i = 0; i < f->nparams; i++)
		free(f->params[i].name);
	free(f->params);
	free_node(f->body);
	free(f->embedded_c);
	free(f->name);
	free(f->locals);
	free(f);
}

void parse_free_script(ast_script *s)
{
	if (!s)
		return;
	for (int i = 0; i < s->nprobes; i++)
		free_probe(s->probes[i]);
	for (int i = 0; i < s->nfunctions; i++)
		free_function(s->functions[i]);
	for (int i = 0; i < s->nglobals; i++) {
		free_node(s->globals[i]->init);
		free(s->globals[i]->name);
		free(s->globals[i]);
	}
	for (int i = 0; i < s->nembeds; i++) {
		free(s->embeds[i]->code);
		free(s->embeds[i]);
	}
	free(s->probes);
	free(s->functions);
	free(s->globals);
	free(s->embeds);
	free(s);
}
