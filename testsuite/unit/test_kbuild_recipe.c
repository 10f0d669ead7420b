/* Unit tests of pass 4's recipes (kernel/kbuild_recipe.c): the commands
 * of a build's .cmd files kept without that build's directory, module
 * name and runtime headers, a name that is also part of the kernel's own
 * paths left alone there, the environment make gives the commands, a
 * build whose .cmd files lack a command not kept, and a recipe run again
 * for another module in another directory.
 * Prints "PASS: name" or "FAIL: name" per check; exits 1 on any failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kbuild.h"
#include "kbuild_recipe.h"
#include "unit.h"
#include "util.h"

/* Writes DIR/.WHAT.cmd holding "cmd_DIR/WHAT := COMMAND" as kbuild would
 * (make's "$$" for "$"), with the command's %D and %N the build's
 * directory and module name. */
static void cmd_file(const char *dir, const char *name, const char *what,
		     const char *command, bool saved)
{
	char *target = xasprintf(what, name);
	char *path = xasprintf("%s/.%s.cmd", dir, target);
	strbuf sb = {0};
	for (const char *p = command; *p; p++) {
		if (p[0] == '%' && p[1] == 'D')
			sb_puts(&sb, dir), p++;
		else if (p[0] == '%' && p[1] == 'N')
			sb_puts(&sb, name), p++;
		else if (*p == '$')
			sb_puts(&sb, "$$");
		else
			sb_putc(&sb, *p);
	}
	char *cmd = sb_steal(&sb);
	char *text = xasprintf("%scmd_%s/%s := %s\n\nsource_x := y\n",
			       saved ? "saved" : "", dir, target, cmd);
	if (!write_file(path, text, strlen(text)))
		unit_result("writing a .cmd file", false, path);
	free(text);
	free(cmd);
	free(path);
	free(target);
}

/* The environment kbuild's make gives its commands (`env -0`): one of
 * kbuild's, one naming the build's directory, make's own, and one that
 * tapc's environment has alike. */
static void env_file(const char *dir)
{
	const char *path_var = getenv("PATH");
	char *text = xasprintf("SRCARCH=x86%cKBUILD_EXTMOD=%s%cMAKEFLAGS=-j2%cPATH=%s%c",
			       0, dir, 0, 0, path_var ? path_var : "", 0);
	size_t len = strlen("SRCARCH=x86") + 1 + strlen("KBUILD_EXTMOD=") +
		     strlen(dir) + 1 + strlen("MAKEFLAGS=-j2") + 1 +
		     strlen("PATH=") + strlen(path_var ? path_var : "") + 1;
	char *path = xasprintf("%s/" KBUILD_ENV_FILE, dir);
	if (!write_file(path, text, len))
		unit_result("writing the environment file", false, path);
	free(path);
	free(text);
}

/* A module's build as kbuild leaves it: every step's .cmd file. */
static void fake_build(const char *dir, const char *name, bool saved,
		       bool with_ko)
{
	env_file(dir);
	cmd_file(dir, name, "%s_src.o",
		 "true -include /k/include/linux/kconfig.h -I/rt "
		 "-DKBUILD_BASENAME='\"%N_src\"' -DKBUILD_MODNAME='\"%N\"' "
		 "-D__KBUILD_MODNAME=kmod_%N -c -o %D/%N_src.o %D/%N_src.c; "
		 "echo compiled %D/%N_src.o $SRCARCH >> %D/steps", saved);
	cmd_file(dir, name, "%s.mod",
		 "printf '%s\\n' %N_src.o %N_rt.o | awk '!x[$0]++ { print(\"%D/\"$0) }' > %D/%N.mod",
		 saved);
	cmd_file(dir, name, "%s.o", "cat %D/%N.mod > %D/%N.o", saved);
	cmd_file(dir, name, "modules.order", "echo %D/%N.ko > %D/modules.order",
		 saved);
	cmd_file(dir, name, "Module.symvers",
		 "test -f %D/.%N_src.o.cmd && cp %D/modules.order %D/Module.symvers",
		 saved);
	cmd_file(dir, name, "%s.mod.o",
		 "echo '-DKBUILD_BASENAME=\"%N.mod\"' > %D/%N.mod.o", saved);
	if (with_ko)
		cmd_file(dir, name, "%s.ko", "cat %D/%N.o %D/%N.mod.o > %D/%N.ko",
			 saved);
}

static char *scratch(const char *what)
{
	char *dir = xasprintf("/tmp/tapc-unit-%s-XXXXXX", what);
	if (!mkdtemp(dir))
		fatal("mkdtemp %s", dir);
	return dir;
}

int main(void)
{
	char *a = scratch("recipe-a");
	/* a name that is also a word of the kernel's paths */
	fake_build(a, "kconfig", false, true);
	char *recipe = kbuild_recipe_capture(a, "kconfig", "/rt");
	unit_result("a build's commands make a recipe", recipe != NULL, NULL);
	if (recipe) {
		unit_result("recipe: the build's directory, module name and "
			    "runtime headers are placeholders",
			    strstr(recipe, "-o @DIR@/@NAME@_src.o @DIR@/@NAME@_src.c") &&
			    strstr(recipe, "KBUILD_MODNAME='\"@NAME@\"'") &&
			    strstr(recipe, "kmod_@NAME@ ") &&
			    strstr(recipe, "-I@RUNTIME@ ") &&
			    strstr(recipe, "%s\\n' @NAME@_src.o @NAME@_rt.o") &&
			    !strstr(recipe, a), recipe);
		unit_result("recipe: the kernel's own paths keep a word that is "
			    "the module's name too",
			    strstr(recipe, "/k/include/linux/kconfig.h") != NULL,
			    recipe);
		unit_result("recipe: make's $$ is the shell's $",
			    strstr(recipe, "!x[$0]++") != NULL, recipe);
		unit_result("recipe: the environment kbuild gives its commands, "
			    "less make's own and what tapc's has alike",
			    strstr(recipe, "env\tSRCARCH=x86\n") &&
			    strstr(recipe, "env\tKBUILD_EXTMOD=@DIR@\n") &&
			    !strstr(recipe, "MAKEFLAGS") &&
			    !strstr(recipe, "env\tPATH="), recipe);
	}

	char *b = scratch("recipe-b");
	/* 6.12's "savedcmd_" lines; a build that made no .ko */
	fake_build(b, "stap_0123456789abcdef", true, false);
	char *partial = kbuild_recipe_capture(b, "stap_0123456789abcdef", "/rt");
	unit_result("a build without every command makes no recipe",
		    partial == NULL, partial);
	free(partial);
	fake_build(b, "stap_0123456789abcdef", true, true);
	char *saved = kbuild_recipe_capture(b, "stap_0123456789abcdef", "/rt");
	unit_result("6.12's savedcmd_ lines make a recipe", saved != NULL, NULL);
	free(saved);

	if (recipe) {
		char *c = scratch("recipe-c");
		kernel_target k = { .release = "test", .build_dir = c };
		char *src = xasprintf("%s/other_src.c", c);
		write_file(src, "", 0);
		char *ko = kbuild_recipe_run(recipe, &k, c, "other", "/rt2", 0);
		char *steps = xasprintf("%s/steps", c);
		char *log = read_file(steps, NULL);
		char *mod = xasprintf("%s/other.mod", c);
		char *list = read_file(mod, NULL);
		char *want = xasprintf("%s/other_src.o\n%s/other_rt.o\n", c, c);
		char *compiled = xasprintf("compiled %s/other_src.o x86\n", c);
		unit_result("a recipe builds another module in another directory",
			    ko && log && strcmp(log, compiled) == 0 &&
			    list && strcmp(list, want) == 0, list);
		free(compiled);
		free(want);
		free(list);
		free(mod);
		free(log);
		free(steps);
		free(ko);
		free(src);
		char *bad = xasprintf("%s", "not a recipe\n");
		unit_result("what is not a recipe builds nothing",
			    !kbuild_recipe_run(bad, &k, c, "other", "/rt2", 0), NULL);
		free(bad);
		remove_tree(c);
		free(c);
	}
	free(recipe);
	remove_tree(a);
	remove_tree(b);
	free(a);
	free(b);
	return unit_failures ? 1 : 0;
}
