#include "kbuild_recipe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kbuild.h"
#include "util.h"

#define RECIPE_MAGIC "tapc kbuild recipe 1\n"

/* What kbuild makes of a module NAME in M=DIR, in the order it makes
 * them: a target named after the module ("NAME" + suffix) or not. The
 * .cmd file of DIR/T is DIR/.T.cmd. */
typedef struct step {
	const char *target;
	bool named;
	bool optional;
} step;

static const step steps[] = {
	{ "_src.o", true, false },
	{ ".mod", true, false },
	{ ".o", true, false },
	{ "modules.order", false, false },
	{ "Module.symvers", false, false },
	{ ".mod.o", true, false },
	{ ".module-common.o", false, true },	/* 6.12's */
	{ ".ko", true, false },
};

static char *cmd_file_path(const char *dir, const char *name, const step *s)
{
	return xasprintf("%s/.%s%s.cmd", dir, s->named ? name : "", s->target);
}

/* The command of a .cmd file ("cmd_T := ..." or, in 6.12,
 * "savedcmd_T := ..."), in the shell's terms: make's "$$" is "$". */
static char *recorded_command(const char *path)
{
	char *text = read_file(path, NULL);
	if (!text)
		return NULL;
	char *line = text, *found = NULL;
	while (line && *line) {
		char *end = strchr(line, '\n');
		size_t len = end ? (size_t)(end - line) : strlen(line);
		char *eq = strstr(line, " := ");
		if ((strncmp(line, "cmd_", 4) == 0 ||
		     strncmp(line, "savedcmd_", 9) == 0) &&
		    eq && eq < line + len) {
			found = xstrndup(eq + 4, len - (size_t)(eq + 4 - line));
			break;
		}
		line = end ? end + 1 : NULL;
	}
	free(text);
	if (!found)
		return NULL;
	strbuf sb = {0};
	for (const char *p = found; *p; p++) {
		sb_putc(&sb, *p);
		if (p[0] == '$' && p[1] == '$')
			p++;
	}
	free(found);
	return sb_steal(&sb);
}

/* `s` with every `from` replaced by `to`. */
static char *replace_all(const char *s, const char *from, const char *to)
{
	strbuf sb = {0};
	size_t n = strlen(from);
	const char *hit;

	while (n && (hit = strstr(s, from))) {
		sb_putn(&sb, s, (size_t)(hit - s));
		sb_puts(&sb, to);
		s = hit + n;
	}
	sb_puts(&sb, s);
	return sb_steal(&sb);
}

static bool starts(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

static bool ends_at(const char *start, const char *at, const char *suffix)
{
	size_t n = strlen(suffix);
	return (size_t)(at - start) >= n && strncmp(at - n, suffix, n) == 0;
}

/* Whether the module's name at `at` (in `cmd`) is one kbuild put there
 * for this module, not a part of some other word or path: a file of the
 * build's directory, KBUILD_BASENAME or KBUILD_MODNAME, or an object in
 * the list of NAME.mod. */
static bool is_module_name(const char *cmd, const char *at, size_t n)
{
	const char *after = at + n;
	bool ends = *after == '_' || *after == '.' || *after == '"' ||
		    *after == ' ' || *after == '\'' || *after == '\0';

	if (!ends)
		return false;
	if (ends_at(cmd, at, "@DIR@/") || ends_at(cmd, at, "@DIR@/.") ||
	    ends_at(cmd, at, "'\""))
		return true;
	if (ends_at(cmd, at, "kmod_"))
		return *after == ' ' || *after == '\0' || *after == '\'';
	return ends_at(cmd, at, " ") &&
	       (starts(after, "_src.o") || starts(after, "_rt.o"));
}

static char *name_to_placeholder(const char *cmd, const char *name)
{
	strbuf sb = {0};
	size_t n = strlen(name);
	const char *p = cmd, *hit;

	while ((hit = strstr(p, name))) {
		sb_putn(&sb, p, (size_t)(hit - p));
		sb_puts(&sb, is_module_name(cmd, hit, n) ? "@NAME@" : name);
		p = hit + n;
	}
	sb_puts(&sb, p);
	return sb_steal(&sb);
}

/* A command with this build's names taken out; NULL when a file of the
 * module would be left under its own name. */
static char *template_of(const char *cmd, const char *dir, const char *name,
			 const char *runtime_dir)
{
	char *a = replace_all(cmd, dir, "@DIR@");
	char *b = replace_all(a, runtime_dir, "@RUNTIME@");
	char *c = name_to_placeholder(b, name);
	free(a);
	free(b);
	char *left[] = { xasprintf("%s_src", name), xasprintf("%s_rt", name),
			 xasprintf("@DIR@/%s", name) };
	bool ok = !strchr(c, '\n');
	for (size_t i = 0; i < sizeof(left) / sizeof(left[0]); i++) {
		ok = ok && !strstr(c, left[i]);
		free(left[i]);
	}
	if (!ok) {
		free(c);
		return NULL;
	}
	return c;
}

/* Whether a variable of make's environment is make's own business (its
 * jobserver, its level) rather than something kbuild's commands read. */
static bool make_private(const char *var)
{
	return starts(var, "MAKE") || starts(var, "MFLAGS=") ||
	       starts(var, "_=");
}

/* The environment kbuild's make gave its commands, less what tapc's own
 * has alike, as "env\tNAME=VALUE" lines of the recipe (6.12's objtool
 * wants SRCARCH); false when a value cannot be kept on one line. */
static bool capture_env(strbuf *sb, const char *dir, const char *name,
			const char *runtime_dir)
{
	char *path = xasprintf("%s/" KBUILD_ENV_FILE, dir);
	size_t len = 0;
	char *text = read_file(path, &len);
	bool ok = text != NULL;

	free(path);
	for (size_t at = 0; ok && at < len; at += strlen(text + at) + 1) {
		const char *var = text + at, *eq = strchr(var, '=');
		if (!eq || make_private(var))
			continue;
		char *key = xstrndup(var, (size_t)(eq - var));
		const char *ours = getenv(key);
		free(key);
		if (ours && strcmp(ours, eq + 1) == 0)
			continue;
		char *t = strpbrk(var, "\t") ? NULL :
			template_of(var, dir, name, runtime_dir);
		if (t)
			sb_printf(sb, "env\t%s\n", t);
		ok = t != NULL;
		free(t);
	}
	free(text);
	return ok;
}

char *kbuild_recipe_capture(const char *dir, const char *name,
			    const char *runtime_dir)
{
	strbuf sb = {0};

	sb_puts(&sb, RECIPE_MAGIC);
	if (!capture_env(&sb, dir, name, runtime_dir)) {
		free(sb_steal(&sb));
		return NULL;
	}
	for (size_t i = 0; i < sizeof(steps) / sizeof(steps[0]); i++) {
		char *path = cmd_file_path(dir, name, &steps[i]);
		char *cmd = recorded_command(path);
		char *t = cmd ? template_of(cmd, dir, name, runtime_dir) : NULL;
		free(path);
		free(cmd);
		if (!t && (cmd || !steps[i].optional)) {
			free(sb_steal(&sb));
			return NULL;
		}
		if (t)
			sb_printf(&sb, "%s\t%s\n", steps[i].target, t);
		free(t);
	}
	return sb_steal(&sb);
}

static char *instantiate(const char *t, const char *dir, const char *name,
			 const char *runtime_dir)
{
	char *a = replace_all(t, "@DIR@", dir);
	char *b = replace_all(a, "@NAME@", name);
	char *c = replace_all(b, "@RUNTIME@", runtime_dir);
	free(a);
	free(b);
	return c;
}

/* modpost reads the symbol versions an object exports from its .cmd
 * file, as it does the runtime's: the script's unit exports none. */
static bool write_note(const char *dir, const char *name)
{
	char *path = xasprintf("%s/.%s_src.o.cmd", dir, name);
	const char *note = "# compiled by tapc with kbuild's command\n";
	bool ok = write_file(path, note, strlen(note));
	free(path);
	return ok;
}

char *kbuild_recipe_run(const char *recipe, const kernel_target *k,
			const char *dir, const char *name,
			const char *runtime_dir, int verbose)
{
	if (!starts(recipe, RECIPE_MAGIC))
		return NULL;
	char *log_path = xasprintf("%s/kbuild.log", dir);
	bool ok = write_file(log_path, "", 0);
	const char *line = recipe + strlen(RECIPE_MAGIC);
	char **env = NULL;
	int nenv = 0;

	while (ok && *line) {
		const char *step = line;
		const char *tab = strchr(line, '\t');
		const char *end = strchr(line, '\n');
		if (!tab || !end || tab > end) {
			ok = false;
			break;
		}
		char *t = xstrndup(tab + 1, (size_t)(end - tab - 1));
		char *cmd = instantiate(t, dir, name, runtime_dir);
		free(t);
		line = end + 1;
		if (starts(step, "env\t")) {
			VEC_PUSH(env, nenv, cmd);
			continue;
		}
		/* NULL-ended for kbuild_shell, the NULL not counted */
		VEC_PUSH(env, nenv, NULL);
		nenv--;
		if (verbose >= 3)
			fprintf(stderr, "%s\n", cmd);
		ok = kbuild_shell(k->build_dir, cmd, env, log_path) == 0;
		if (ok && starts(step, "_src.o\t"))
			ok = write_note(dir, name);
		free(cmd);
	}
	for (int i = 0; i < nenv; i++)
		free(env[i]);
	free(env);
	free(log_path);
	return kbuild_module_built(dir, name, ok, false, verbose);
}
