/* The preprocessor between the scanner and the parser, as in stap:
 *
 *   %( CONDITION %? TOKENS [%: TOKENS] %)    keeps one branch
 *   @define NAME[(PARAMS)] %( TOKENS %)      defines a macro
 *   @NAME[(ARGS)]                            expands one
 *   $1 @1 $# @#                              script arguments
 *
 * It works on tokens, not text, so a macro body or an argument is scanned
 * once and expanded wherever it is used. */
#include "token.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "parse.h"
#include "pp_cond.h"
#include "util.h"

typedef struct macro {
	char *name;
	char **params;
	int nparams;
	token *body;        /* copies, kept as long as the macro */
	int nbody;
} macro;

/* The parameter values of one macro expansion. */
typedef struct env env;
struct env {
	const macro *m;
	token ***args;      /* args[i]: the tokens of parameter i */
	int *nargs;
	env *caller;        /* where the argument tokens are to be expanded */
};

/* A source of tokens: the file, a script argument, or a token list. */
typedef struct frame {
	scanner *scan;
	token *toks;        /* a macro body */
	token **refs;       /* or a macro argument */
	int ntoks, pos;
	env *env;
	bool from_arg;      /* a script argument: no $N inside */
} frame;

typedef struct cond {
	token *start;       /* the %( */
	bool in_else;
} cond;

struct pp {
	src_file *file;
	frame *frames;
	int nframes;
	token **all;        /* every token handed out, freed at the end */
	int nall, capall;
	env **envs;
	int nenvs;
	cond *conds;
	int nconds;
	macro **macros;     /* this file's @defines */
	int nmacros;
	token *pushed;      /* one token read ahead */
	env *pushed_env;
	bool pushed_from_arg;
	token *eof;
	int count;
	long expanded;      /* tokens copied out of macros and arguments */
	void (*sink)(void *ctx, const char *name);
	void *sink_ctx;
};

/* Macros that invoke others several times over grow exponentially with
 * their nesting, which alone bounds nothing: past this many tokens of
 * expansion (some 50 MB; no tapset file expands to a tenth of it)
 * the file's expansion stops with an error. */
#define MAX_EXPANDED_TOKENS (1L << 18)

/* Macros of the tapset macro files, visible to every file. */
static macro **library;
static int nlibrary;

static const char *const keywords[] = {
	"probe", "global", "function", "private", "if", "else", "for",
	"foreach", "in", "limit", "return", "delete", "while", "break",
	"continue", "next", "string", "long", "try", "catch", NULL,
};

bool token_is_keyword(const char *text)
{
	/* the first letter before strcmp: asked of every identifier */
	for (int i = 0; keywords[i]; i++)
		if (text[0] == keywords[i][0] && strcmp(text, keywords[i]) == 0)
			return true;
	return false;
}

char *token_describe(const token *t)
{
	switch (t->cls) {
	case TC_EOF:
		return xasprintf("%s EOF", t->loc.file ? t->loc.file->name : "input");
	case TC_IDENT:
		return xasprintf("identifier '%s'", t->text);
	case TC_KEYWORD:
		return xstrdup("keyword");
	case TC_NUMBER:
		return xasprintf("number '%s'", t->text);
	case TC_STRING:
		return xasprintf("string '%s'", t->text);
	case TC_OPERATOR:
		return xasprintf("operator '%s'", t->text);
	case TC_EMBEDDED:
		return xstrdup("embedded-code");
	case TC_JUNK:
		break;
	}
	return xasprintf("junk '%s'", t->text);
}

/* Reports an error at a token with stap's "at:" label (preprocessor). */
static void pp_error(token *t, const char *fmt, const char *arg, int num)
{
	char *what = token_describe(t);
	char *msg = xasprintf(fmt, arg, num);
	diag_parse_error_at(t->loc, what, "%s", msg);
	t->reported = true;
	free(msg);
	free(what);
}

static token *keep(pp *p, token *t)
{
	if (p->nall == p->capall) {
		p->capall = p->capall ? p->capall * 2 : 1024;
		p->all = xrealloc(p->all, sizeof(*p->all) * (size_t)p->capall);
	}
	p->all[p->nall++] = t;
	return t;
}

static token *copy_token(const token *src)
{
	token *t = xmalloc(sizeof(*t));
	*t = *src;
	t->text = xmalloc(src->len + 1);
	memcpy(t->text, src->text, src->len);
	t->text[src->len] = '\0';
	return t;
}

static void push_frame(pp *p, frame f)
{
	VEC_PUSH(p->frames, p->nframes, f);
}

static void pop_frame(pp *p)
{
	frame *f = &p->frames[--p->nframes];
	scanner_free(f->scan);
}

/* Stops the file's expansion: its frames go, so that what follows is
 * the end of the file. */
static void expansion_too_large(pp *p, const token *at)
{
	token *t = keep(p, copy_token(at));

	pp_error(t, "macro expansion too large (over %.0s%d tokens)", "",
		 (int)MAX_EXPANDED_TOKENS);
	while (p->nframes > 0)
		pop_frame(p);
}

/* The next token as written, with no expansion. */
static token *get(pp *p, env **envp, bool *from_arg)
{
	if (p->pushed) {
		token *t = p->pushed;
		*envp = p->pushed_env;
		*from_arg = p->pushed_from_arg;
		p->pushed = NULL;
		return t;
	}
	while (p->nframes > 0) {
		frame *f = &p->frames[p->nframes - 1];
		*envp = f->env;
		*from_arg = f->from_arg;
		if (f->scan) {
			token t;
			scanner_next(f->scan, &t);
			if (t.cls != TC_EOF) {
				token *kept = xmalloc(sizeof(*kept));
				*kept = t;
				return keep(p, kept);
			}
			free(t.text);
			if (p->nframes == 1)
				break;
			pop_frame(p);
			continue;
		}
		if (f->pos < f->ntoks) {
			const token *src = f->toks ? &f->toks[f->pos] : f->refs[f->pos];
			f->pos++;
			if (++p->expanded > MAX_EXPANDED_TOKENS) {
				expansion_too_large(p, src);
				break;
			}
			return keep(p, copy_token(src));
		}
		pop_frame(p);
	}
	*envp = NULL;
	*from_arg = false;
	return p->eof;
}

static void unget(pp *p, token *t, env *e, bool from_arg)
{
	p->pushed = t;
	p->pushed_env = e;
	p->pushed_from_arg = from_arg;
}

static bool is_op(const token *t, const char *op)
{
	return t->cls == TC_OPERATOR && strcmp(t->text, op) == 0;
}

/* ---- macros ---- */

static bool (*resolver)(void *ctx, const char *name);
static void *resolver_ctx;

void pp_macro_resolver(bool (*resolve)(void *ctx, const char *name),
		       void *ctx)
{
	resolver = resolve;
	resolver_ctx = ctx;
}

static macro *find_library_macro(const char *name)
{
	for (int i = nlibrary - 1; i >= 0; i--)
		if (strcmp(library[i]->name, name) == 0)
			return library[i];
	return NULL;
}

static macro *find_macro(pp *p, const char *name)
{
	for (int i = p->nmacros - 1; i >= 0; i--)
		if (strcmp(p->macros[i]->name, name) == 0)
			return p->macros[i];
	macro *m = find_library_macro(name);
	if (!m && resolver && resolver(resolver_ctx, name))
		m = find_library_macro(name);
	return m;
}

static void free_macro(macro *m)
{
	for (int i = 0; i < m->nparams; i++)
		free(m->params[i]);
	for (int i = 0; i < m->nbody; i++)
		free(m->body[i].text);
	free(m->params);
	free(m->body);
	free(m->name);
	free(m);
}

/* Reads "(a, b)" after a macro's name; false after an error. */
static bool read_params(pp *p, macro *m)
{
	env *e;
	bool fa;
	for (;;) {
		token *t = get(p, &e, &fa);
		if (t->cls != TC_IDENT) {
			char *what = token_describe(t);
			diag_parse_error(t->loc, what, "expected identifier");
			free(what);
			return false;
		}
		VEC_PUSH(m->params, m->nparams, xstrdup(t->text));
		t = get(p, &e, &fa);
		if (is_op(t, ")"))
			return true;
		if (!is_op(t, ",")) {
			char *what = token_describe(t);
			diag_parse_error(t->loc, what, "expected ',' or ')'");
			free(what);
			return false;
		}
	}
}

/* @define NAME[(PARAMS)] %( BODY %) */
static void define_macro(pp *p)
{
	env *e;
	bool fa;
	token *name = get(p, &e, &fa);
	if (name->cls != TC_IDENT && name->cls != TC_KEYWORD) {
		char *what = token_describe(name);
		diag_parse_error(name->loc, what, "expected identifier");
		free(what);
		return;
	}
	if (strcmp(name->text, "define") == 0) {
		pp_error(name, "attempt to redefine '@define'", NULL, 0);
		return;
	}
	macro *m = xcalloc(1, sizeof(*m));
	m->name = xstrdup(name->text);
	token *t = get(p, &e, &fa);
	if (is_op(t, "(")) {
		if (!read_params(p, m)) {
			free_macro(m);
			return;
		}
		t = get(p, &e, &fa);
	}
	if (!is_op(t, "%(")) {
		char *what = token_describe(t);
		diag_parse_error(t->loc, what, "expected '%%(' or '('");
		free(what);
		free_macro(m);
		return;
	}
	for (int depth = 0;;) {
		t = get(p, &e, &fa);
		if (t->cls == TC_EOF) {
			pp_error(name, "incomplete macro definition - missing '%%)'", NULL, 0);
			free_macro(m);
			return;
		}
		if (is_op(t, "%("))
			depth++;
		if (is_op(t, "%)") && depth-- == 0)
			break;
		token *copy = copy_token(t);
		VEC_PUSH(m->body, m->nbody, *copy);
		free(copy);
	}
	VEC_PUSH(p->macros, p->nmacros, m);
}

/* Reads the "(a, b)" of an invocation into e; false after an error. */
static bool read_args(pp *p, token *at, env *e)
{
	env *te;
	bool fa;
	token *t = get(p, &te, &fa);
	if (!is_op(t, "(")) {
		pp_error(t, "expected '(' in invocation of macro '@%s' taking %d parameter(s)",
			 e->m->name, e->m->nparams);
		unget(p, t, te, fa);
		return false;
	}
	int n = 0, depth = 0;
	for (;;) {
		t = get(p, &te, &fa);
		if (t->cls == TC_EOF) {
			pp_error(at, "could not find end of macro invocation", NULL, 0);
			return false;
		}
		if (depth == 0 && (is_op(t, ",") || is_op(t, ")"))) {
			n++;
			if (is_op(t, ")"))
				break;
			if (n >= e->m->nparams) {
				pp_error(t, "too many parameters for macro '@%s' (expected %d)",
					 e->m->name, e->m->nparams);
				return false;
			}
			continue;
		}
		if (is_op(t, "(") || is_op(t, "[") || is_op(t, "{"))
			depth++;
		if (is_op(t, ")") || is_op(t, "]") || is_op(t, "}"))
			depth--;
		VEC_PUSH(e->args[n], e->nargs[n], t);
	}
	if (n != e->m->nparams) {
		pp_error(t, "too few parameters for macro '@%s' (expected %d)",
			 e->m->name, e->m->nparams);
		return false;
	}
	return true;
}

static bool too_deep(pp *p, token *t)
{
	if (p->nframes < 200)
		return false;
	pp_error(t, "macro or argument expansion nested too deeply", NULL, 0);
	return true;
}

static void invoke(pp *p, token *at, const macro *m, env *caller)
{
	if (too_deep(p, at))
		return;
	env *e = xcalloc(1, sizeof(*e));
	e->m = m;
	e->caller = caller;
	e->args = xcalloc((size_t)m->nparams + 1, sizeof(*e->args));
	e->nargs = xcalloc((size_t)m->nparams + 1, sizeof(*e->nargs));
	VEC_PUSH(p->envs, p->nenvs, e);
	if (m->nparams > 0 && !read_args(p, at, e))
		return;
	push_frame(p, (frame){ .toks = m->body, .ntoks = m->nbody, .env = e });
}

/* @NAME as a parameter of the macro being expanded: its argument. */
static bool expand_param(pp *p, token *t, env *e, bool from_arg)
{
	if (!e)
		return false;
	for (int i = 0; i < e->m->nparams; i++) {
		if (strcmp(e->m->params[i], t->text + 1) != 0)
			continue;
		if (!too_deep(p, t))
			push_frame(p, (frame){ .refs = e->args[i],
					       .ntoks = e->nargs[i],
					       .env = e->caller,
					       .from_arg = from_arg });
		return true;
	}
	return false;
}

/* ---- script arguments ---- */

static bool is_positional(const token *t)
{
	return t->cls == TC_IDENT && (t->text[0] == '$' || t->text[0] == '@') &&
	       (t->text[1] == '#' || isdigit((unsigned char)t->text[1]));
}

static bool inside_argument(const pp *p, bool from_arg)
{
	if (from_arg)
		return true;
	for (int i = 0; i < p->nframes; i++)
		if (p->frames[i].from_arg)
			return true;
	return false;
}

/* Replaces $N by the tokens of argument N, @N by it as a string, $# and
 * @# by the count. Returns the token to hand on, or NULL when a frame was
 * pushed (or an error reported). */
static token *expand_positional(pp *p, token *t, bool from_arg)
{
	bool as_string = t->text[0] == '@';
	if (t->text[1] == '#') {
		free(t->text);
		t->text = xasprintf("%d", parse_opts.nargs);
		t->len = strlen(t->text);
		t->cls = as_string ? TC_STRING : TC_NUMBER;
		t->num = parse_opts.nargs;
		t->num_ok = true;
		return t;
	}
	char *end;
	long n = strtol(t->text + 1, &end, 10);
	if (*end || n < 1 || n > parse_opts.nargs) {
		pp_error(t, "command line argument out of range [1-%.0s%d]", "",
			 parse_opts.nargs);
		return NULL;
	}
	if (inside_argument(p, from_arg)) {
		pp_error(t, "recursive command line argument %s", t->text, 0);
		return NULL;
	}
	const char *arg = parse_opts.args[n - 1];
	if (as_string) {
		free(t->text);
		t->text = xstrdup(arg);
		t->len = strlen(arg);
		t->cls = TC_STRING;
		return t;
	}
	if (!too_deep(p, t))
		push_frame(p, (frame){ .scan = scanner_new(t->loc.file, arg,
							   strlen(arg), t->loc.line,
							   t->loc.col),
				       .from_arg = true });
	return NULL;
}

/* ---- conditionals ---- */

/* Expands a macro parameter, a macro or a script argument. Returns the
 * token to hand on, or NULL when t gave way to a frame to read (or was an
 * error, reported). */
static token *expand(pp *p, token *t, env *e, bool from_arg)
{
	if (t->cls == TC_OPERATOR && t->text[0] == '@') {
		if (expand_param(p, t, e, from_arg))
			return NULL;
		const macro *m = find_macro(p, t->text + 1);
		if (m) {
			invoke(p, t, m, e);
			return NULL;
		}
	}
	if (is_positional(t))
		return expand_positional(p, t, from_arg);
	return t;
}

/* Tokens of a condition: arguments and macros expanded, nothing else. */
static token *cond_token(void *ctx)
{
	pp *p = ctx;
	for (;;) {
		env *e;
		bool fa;
		token *t = get(p, &e, &fa);
		t = expand(p, t, e, fa);  /* e and fa are set by get */
		if (t)
			return t;
	}
}

static void cond_unget(void *ctx, token *t)
{
	unget(ctx, t, NULL, false);
}

/* Skips a branch not taken. Stops after the %: that starts the other
 * branch (returns true) or after the %) that ends the conditional. */
static bool skip_branch(pp *p, token *start, bool stop_at_else)
{
	for (int depth = 0;;) {
		env *e;
		bool fa;
		token *t = get(p, &e, &fa);
		if (t->cls == TC_EOF) {
			pp_error(start, "incomplete conditional at end of file", NULL, 0);
			unget(p, t, e, fa);
			return false;
		}
		if (is_op(t, "%("))
			depth++;
		else if (is_op(t, "%)") && depth-- == 0)
			return false;
		else if (depth == 0 && is_op(t, "%:") && stop_at_else)
			return true;
		else if (depth == 0 && (is_op(t, "%?") || is_op(t, "%:")))
			pp_error(t, "incomplete conditional - missing '%%('", NULL, 0);
	}
}

static void start_conditional(pp *p, token *start)
{
	pp_cond_reader r = { .next = cond_token, .unget = cond_unget, .ctx = p };
	int value = pp_cond_eval(&r, start);
	env *e;
	bool fa;
	if (value < 0) {
		/* The condition was reported; drop what is left of it and
		 * keep neither branch. */
		for (token *t = get(p, &e, &fa); !is_op(t, "%?"); t = get(p, &e, &fa))
			if (t->cls == TC_EOF) {
				unget(p, t, e, fa);
				return;
			}
		if (skip_branch(p, start, true))
			skip_branch(p, start, false);
		return;
	}
	if (value || skip_branch(p, start, true))
		VEC_PUSH(p->conds, p->nconds, ((cond){ start, !value }));
}

/* Handles a %( %? %: %) token; true if it was one. */
static bool conditional_token(pp *p, token *t)
{
	if (t->cls != TC_OPERATOR || t->text[0] != '%')
		return false;
	if (is_op(t, "%(")) {
		start_conditional(p, t);
	} else if (is_op(t, "%:") && p->nconds && !p->conds[p->nconds - 1].in_else) {
		token *start = p->conds[--p->nconds].start;
		skip_branch(p, start, false);
	} else if (is_op(t, "%)") && p->nconds) {
		p->nconds--;
	} else if (is_op(t, "%?") || is_op(t, "%:") || is_op(t, "%)")) {
		pp_error(t, "incomplete conditional - missing '%%('", NULL, 0);
	} else {
		return false;
	}
	return true;
}

/* ---- the filter ---- */

token *pp_next(pp *p)
{
	for (;;) {
		env *e;
		bool fa;
		token *t = get(p, &e, &fa);
		if (t->cls == TC_EOF) {
			while (p->nconds > 0)
				pp_error(p->conds[--p->nconds].start,
					 "incomplete conditional at end of file", NULL, 0);
			return t;
		}
		if (conditional_token(p, t))
			continue;
		if (t->cls == TC_OPERATOR && strcmp(t->text, "@define") == 0) {
			define_macro(p);
			continue;
		}
		t = expand(p, t, e, fa);
		if (!t)
			continue;
		p->count++;
		if (p->sink && (t->cls == TC_IDENT || t->cls == TC_KEYWORD))
			p->sink(p->sink_ctx, t->text);
		return t;
	}
}

pp *pp_new(src_file *file)
{
	pp *p = xcalloc(1, sizeof(*p));
	p->file = file;
	push_frame(p, (frame){ .scan = scanner_new(file, file->text, file->len, 1, 1) });
	p->eof = keep(p, xcalloc(1, sizeof(token)));
	p->eof->cls = TC_EOF;
	p->eof->text = xstrdup("");
	p->eof->loc.file = file;
	return p;
}

void pp_name_sink(pp *p, void (*sink)(void *ctx, const char *name),
		  void *ctx)
{
	p->sink = sink;
	p->sink_ctx = ctx;
}

int pp_count(const pp *p)
{
	return p->count;
}

bool pp_had_tokens(const pp *p)
{
	return p->nall > 1;  /* more than the end-of-input token */
}

void pp_export_macros(pp *p)
{
	for (int i = 0; i < p->nmacros; i++)
		VEC_PUSH(library, nlibrary, p->macros[i]);
	p->nmacros = 0;
}

void pp_export_macros_behind(pp *p)
{
	for (int i = 0; i < p->nmacros; i++)
		VEC_PUSH(library, nlibrary, NULL);
	memmove(library + p->nmacros, library,
		(size_t)(nlibrary - p->nmacros) * sizeof *library);
	memcpy(library, p->macros, (size_t)p->nmacros * sizeof *library);
	p->nmacros = 0;
}

void pp_free(pp *p)
{
	while (p->nframes > 0)
		pop_frame(p);
	for (int i = 0; i < p->nall; i++) {
		free(p->all[i]->text);
		free(p->all[i]);
	}
	for (int i = 0; i < p->nenvs; i++) {
		env *e = p->envs[i];
		for (int j = 0; j <= e->m->nparams; j++)
			free(e->args[j]);
		free(e->args);
		free(e->nargs);
		free(e);
	}
	for (int i = 0; i < p->nmacros; i++)
		free_macro(p->macros[i]);
	free(p->macros);
	free(p->envs);
	free(p->all);
	free(p->frames);
	free(p->conds);
	free(p);
}
