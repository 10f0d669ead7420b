/* --dump-functions (dump_functions.h). Like stap, functions whose name
 * starts with '_' are the tapsets' own and are not listed; an embedded-C
 * function's pragma comment says who may call it. */
#include "dump_functions.h"

#include <stdlib.h>
#include <string.h>

#include "parse.h"
#include "session.h"
#include "util.h"

static const char *privilege(const ast_function *fn)
{
	static const char *const pragmas[] = {
		"myproc-unprivileged", "unprivileged", "guru",
	};

	if (!fn->embedded_c)
		return NULL;
	for (size_t i = 0; i < sizeof pragmas / sizeof *pragmas; i++) {
		char *comment = xasprintf("/* %s */", pragmas[i]);
		bool found = strstr(fn->embedded_c, comment) != NULL;
		free(comment);
		if (found)
			return pragmas[i];
	}
	return NULL;
}

static char *signature(const ast_function *fn)
{
	strbuf sb = {0};

	sb_printf(&sb, "%s:%s (", fn->name, parse_type_name(fn->type));
	for (int i = 0; i < fn->nparams; i++) {
		ast_type ty = fn->body ? fn->locals[i]->type : fn->params[i].type;
		sb_printf(&sb, "%s%s:%s", i ? ", " : "", fn->params[i].name,
			  parse_type_name(ty));
	}
	sb_putc(&sb, ')');
	const char *pragma = privilege(fn);
	if (pragma)
		sb_printf(&sb, " /* %s */", pragma);
	return sb_steal(&sb);
}

static int compare_lines(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void dump_functions_print(const session *s, FILE *out)
{
	char **lines = NULL;
	int n = 0;

	for (int i = 0; i < s->nfunctions; i++) {
		const ast_function *fn = s->functions[i];
		if (fn->is_private || fn->name[0] == '_' || !fn->loc.file ||
		    !fn->loc.file->is_tapset)
			continue;
		VEC_PUSH(lines, n, signature(fn));
	}
	if (n > 1)
		qsort(lines, (size_t)n, sizeof *lines, compare_lines);
	for (int i = 0; i < n; i++) {
		fprintf(out, "%s\n", lines[i]);
		free(lines[i]);
	}
	free(lines);
}
