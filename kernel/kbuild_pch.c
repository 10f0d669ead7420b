#include "kbuild_pch.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

/* A command's words, split at spaces: kbuild's compile commands quote no
 * space (their -D values are '"NAME"'). */
typedef struct words {
	char **w;
	int n;
} words;

static words split(const char *cmd)
{
	words ws = {0};

	for (const char *p = cmd; *p;) {
		size_t len = strcspn(p, " ");
		if (len)
			VEC_PUSH(ws.w, ws.n, xstrndup(p, len));
		p += len;
		p += strspn(p, " ");
	}
	return ws;
}

static void words_free(words *ws)
{
	for (int i = 0; i < ws->n; i++)
		free(ws->w[i]);
	free(ws->w);
}

/* -DNAME or -DNAME=VALUE whose value names the module */
static bool names_module(const char *w)
{
	return strncmp(w, "-D", 2) == 0 && strstr(w, "@NAME@");
}

/* "#define NAME VALUE" of -DNAME=VALUE, its shell quotes taken off; NULL
 * when the value holds what only a shell would read right. */
static char *define_of(const char *w)
{
	const char *eq = strchr(w, '=');
	size_t name_len = eq ? (size_t)(eq - w - 2) : strlen(w + 2);
	strbuf sb = {0};

	sb_printf(&sb, "#define %.*s ", (int)name_len, w + 2);
	for (const char *p = eq ? eq + 1 : "1"; *p; p++) {
		if (strchr("\\$`", *p)) {
			free(sb_steal(&sb));
			return NULL;
		}
		if (*p != '\'')
			sb_putc(&sb, *p);
	}
	sb_putc(&sb, '\n');
	return sb_steal(&sb);
}

/* the index of "-c" followed by "-o OUT SRC", or -1 */
static int compile_at(const words *ws)
{
	for (int i = 0; i + 3 < ws->n; i++)
		if (strcmp(ws->w[i], "-c") == 0 && strcmp(ws->w[i + 1], "-o") == 0)
			return i;
	return -1;
}

char *kbuild_pch_header(const char *cmd, const char *build_dir,
			const char *first)
{
	words ws = split(cmd);
	strbuf sb = {0};
	bool forced = false, compile = compile_at(&ws) >= 0;

	sb_puts(&sb, "/* the headers of a module's unit, precompiled by tapc */\n");
	for (int i = 0; i + 1 < ws.n && !strchr(ws.w[i], ';'); i++) {
		if (strcmp(ws.w[i], "-include") != 0)
			continue;
		const char *file = ws.w[++i];
		sb_printf(&sb, "#include \"%s%s%s\"\n", file[0] == '/' ? "" : build_dir,
			  file[0] == '/' ? "" : "/", file);
		forced = true;
	}
	sb_puts(&sb, first);
	words_free(&ws);
	if (!forced || !compile) {
		free(sb_steal(&sb));
		return NULL;
	}
	return sb_steal(&sb);
}

char *kbuild_pch_make_command(const char *cmd, const char *header)
{
	words ws = split(cmd);
	int c = compile_at(&ws);
	strbuf sb = {0};

	for (int i = 0; c >= 0 && i < ws.n && !strchr(ws.w[i], ';'); i++) {
		const char *w = ws.w[i];
		if (strcmp(w, "-include") == 0) {
			i++;
			continue;
		}
		if (names_module(w) || strncmp(w, "-Wp,-MMD,", 9) == 0)
			continue;
		if (i == c) {
			sb_printf(&sb, " -x c-header -o %s.gch %s", header, header);
			i += 3;
			continue;
		}
		sb_printf(&sb, " %s", w);
	}
	words_free(&ws);
	char *text = sb_steal(&sb);
	if (c < 0 || strstr(text, "@NAME@") || strstr(text, "@DIR@")) {
		free(text);
		return NULL;
	}
	return text;
}

char *kbuild_pch_use_command(const char *cmd, const char *header,
			     const char *names, char **names_text)
{
	words ws = split(cmd);
	strbuf sb = {0}, defs = {0};
	int c = compile_at(&ws);
	bool forced = false, ok = c >= 0;

	sb_puts(&defs, "/* the module's names, after its precompiled headers */\n");
	for (int i = 0; ok && i < ws.n; i++) {
		const char *w = ws.w[i];
		bool before_compile = i < c;
		if (before_compile && strcmp(w, "-include") == 0 && i + 1 < ws.n) {
			if (!forced)
				sb_printf(&sb, " -include %s -include %s",
					  header, names);
			forced = true;
			i++;
			continue;
		}
		if (before_compile && names_module(w)) {
			char *def = define_of(w);
			ok = def != NULL;
			if (def)
				sb_puts(&defs, def);
			free(def);
			continue;
		}
		sb_printf(&sb, " %s", w);
	}
	words_free(&ws);
	char *text = sb_steal(&sb);
	*names_text = sb_steal(&defs);
	if (!ok || !forced) {
		free(text);
		free(*names_text);
		*names_text = NULL;
		return NULL;
	}
	return text;
}
