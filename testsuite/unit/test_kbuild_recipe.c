/* Unit tests of pass 4's recipes (kernel/kbuild_recipe.c): the commands
 * of a build's .cmd files kept without that build's directory, module
 * name and runtime headers, a name that is also part of the kernel's own
 * paths left alone there, the environment make gives the commands, a
 * build whose .cmd files lack a command not kept, and a recipe run again
 * for another module in another directory; 7.x's builds, whose commands
 * run in the module's folder and name its files from there; a compile's headers
 * precompiled by gcc and taken by a compile of another module's unit
 * (kernel/kbuild_pch.c).
 * Prints "PASS: name" or "FAIL: name" per check; exits 1 on any failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kbuild.h"
#include "kbuild_pch.h"
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

/* What kbuild leaves of a step: its target and command (%D and %N as
 * in cmd_file). */
typedef struct fake_step {
	const char *what, *command;
} fake_step;

/* A module's build as 6.x's kbuild leaves it, the commands run in the
 * kernel's tree; the last step, the .ko's */
static const fake_step tree_steps[] = {
	{ "%s_src.o", "true -include /k/include/linux/kconfig.h -I/rt "
	  "-DKBUILD_BASENAME='\"%N_src\"' -DKBUILD_MODNAME='\"%N\"' "
	  "-D__KBUILD_MODNAME=kmod_%N -c -o %D/%N_src.o %D/%N_src.c; "
	  "echo compiled %D/%N_src.o $SRCARCH >> %D/steps" },
	{ "%s.mod", "printf '%s\\n' %N_src.o %N_rt.o | awk '!x[$0]++ { print(\"%D/\"$0) }' > %D/%N.mod" },
	{ "%s.o", "cat %D/%N.mod > %D/%N.o" },
	{ "modules.order", "echo %D/%N.ko > %D/modules.order" },
	{ "Module.symvers", "test -f %D/.%N_src.o.cmd && cp %D/modules.order %D/Module.symvers" },
	{ "%s.mod.o", "echo '-DKBUILD_BASENAME=\"%N.mod\"' > %D/%N.mod.o" },
	{ "%s.ko", "cat %D/%N.o %D/%N.mod.o > %D/%N.ko" },
};

/* The same as 7.x's kbuild leaves it: the commands run in the module's
 * folder, its files named from there. */
static const fake_step folder_steps[] = {
	{ "%s_src.o", "true -Wp,-MMD,./.%N_src.o.d -include /k/include/linux/kconfig.h "
	  "-I/rt -DKBUILD_BASENAME='\"%N_src\"' -DKBUILD_MODNAME='\"%N\"' "
	  "-D__KBUILD_MODNAME=kmod_%N -c -o %N_src.o %N_src.c; "
	  "echo compiled %N_src.o $SRCARCH >> steps" },
	{ "%s.mod", "printf '%s\\n' %N_src.o %N_rt.o | awk '!x[$0]++ { print(\"./\"$0) }' > %N.mod" },
	{ "%s.o", "cat %N.mod > %N.o; echo @%N.mod >> steps" },
	{ "modules.order", "{   echo %N.o; :; } > modules.order" },
	{ "Module.symvers", "cp modules.order Module.symvers" },
	{ "%s.mod.o", "echo -DKBUILD_BASENAME='\"%N.mod\"' -o %N.mod.o > %N.mod.o" },
	{ "%s.ko", "cat %N.o %N.mod.o > %N.ko" },
};

#define NSTEPS (sizeof(tree_steps) / sizeof(tree_steps[0]))

/* A module's build as kbuild leaves it: the .cmd file of each of
 * `steps` (NSTEPS, the .ko's last, left out unless `with_ko`). */
static void fake_build_of(const fake_step *steps, const char *dir,
			  const char *name, bool saved, bool with_ko)
{
	env_file(dir);
	for (size_t i = 0; i < NSTEPS - (with_ko ? 0 : 1); i++)
		cmd_file(dir, name, steps[i].what, steps[i].command, saved);
}

static void fake_build(const char *dir, const char *name, bool saved,
		       bool with_ko)
{
	fake_build_of(tree_steps, dir, name, saved, with_ko);
}

static void fake_build_in_folder(const char *dir, const char *name)
{
	fake_build_of(folder_steps, dir, name, true, true);
}

static char *scratch(const char *what)
{
	char *dir = xasprintf("/tmp/tapc-unit-%s-XXXXXX", what);
	if (!mkdtemp(dir))
		fatal("mkdtemp %s", dir);
	return dir;
}

/* Runs `recipe` for the module "other" in `c`, from an empty unit:
 * whether it made the .ko; what its steps noted in `c`/steps and the
 * object list other.mod (malloc'ed, NULL when absent). */
static bool replay(const char *recipe, const kernel_target *k, const char *c,
		   char **log, char **list)
{
	char *src = xasprintf("%s/other_src.c", c);
	char *steps = xasprintf("%s/steps", c);
	char *mod = xasprintf("%s/other.mod", c);

	write_file(src, "", 0);
	char *ko = kbuild_recipe_run(recipe, k, c, "other", "/rt2", NULL, 0);
	*log = read_file(steps, NULL);
	*list = read_file(mod, NULL);
	bool built = ko != NULL;
	free(ko);
	free(mod);
	free(steps);
	free(src);
	return built;
}

/* 7.x's builds: a recipe that runs in the module's folder, which builds
 * another module in another folder; a name that a file of the kernel's
 * named from the folder starts with too keeps no recipe (make runs). */
static void test_in_folder(void)
{
	char *d = scratch("recipe-d");
	fake_build_in_folder(d, "tapc_k7");
	char *recipe = kbuild_recipe_capture(d, "tapc_k7", "/rt");
	unit_result("7.x: a build in the module's folder makes a recipe that "
		    "runs there", recipe && strstr(recipe, "\ncwd\t@DIR@\n"),
		    recipe);
	unit_result("7.x: the module's files named from its folder are "
		    "placeholders",
		    recipe && strstr(recipe, "-Wp,-MMD,./.@NAME@_src.o.d ") &&
		    strstr(recipe, "-c -o @NAME@_src.o @NAME@_src.c;") &&
		    strstr(recipe, "@@NAME@.mod >>") &&
		    strstr(recipe, "echo @NAME@.o;") &&
		    strstr(recipe, "'\"@NAME@.mod\"' -o @NAME@.mod.o") &&
		    strstr(recipe, "cat @NAME@.o @NAME@.mod.o > @NAME@.ko") &&
		    !strstr(recipe, "tapc_k7") && !strstr(recipe, d), recipe);
	if (recipe) {
		char *c = scratch("recipe-e"), *tree = scratch("tree");
		/* the kernel's tree elsewhere: the commands find the
		 * module's files only in its folder */
		kernel_target k = { .release = "test", .build_dir = tree };
		char *log, *list;
		bool built = replay(recipe, &k, c, &log, &list);
		unit_result("7.x: the recipe builds another module in its folder",
			    built && log && strcmp(log, "compiled other_src.o x86\n"
						   "@other.mod\n") == 0 &&
			    list && strcmp(list, "./other_src.o\n./other_rt.o\n")
			    == 0, log);
		free(list);
		free(log);
		remove_tree(c);
		free(c);
		remove_tree(tree);
		free(tree);
	}
	free(recipe);
	char *f = scratch("recipe-f");
	fake_build_in_folder(f, "modules");
	char *clash = kbuild_recipe_capture(f, "modules", "/rt");
	unit_result("7.x: a module named as kbuild's modules.order keeps no "
		    "recipe", clash == NULL, clash);
	free(clash);
	remove_tree(f);
	free(f);
	remove_tree(d);
	free(d);
}

/* Precompiles with gcc, in DIR, the forced header and the unit's first
 * header of a compile shaped as kbuild's, then compiles a unit of module
 * "other" with them: -Winvalid-pch -Werror fail the compile when gcc
 * does not take the .gch (a macro it saw defined otherwise, as the
 * module's names would be). */
static char *replace_placeholders(const char *t, const char *dir,
				  const char *name)
{
	strbuf sb = {0};

	for (const char *p = t; *p; p++) {
		if (strncmp(p, "@DIR@", 5) == 0)
			sb_puts(&sb, dir), p += 4;
		else if (strncmp(p, "@NAME@", 6) == 0)
			sb_puts(&sb, name), p += 5;
		else
			sb_putc(&sb, *p);
	}
	return sb_steal(&sb);
}

static void test_pch(void)
{
	char *dir = scratch("pch");
	char *forced = xasprintf("%s/forced.h", dir);
	char *first = xasprintf("%s/first.h", dir);
	char *unit = xasprintf("%s/other_src.c", dir);
	write_file(forced, "#define FORCED 1\n", 17);
	const char *first_text = "#ifndef FIRST_H\n#define FIRST_H\n"
		"#ifndef LIMIT\n#define LIMIT 1\n#endif\n"
		"#define NAME_OF(x) KBUILD_MODNAME x\n"
		"static inline int first(void) { return FORCED; }\n#endif\n";
	write_file(first, first_text, strlen(first_text));
	/* the unit's prologue: a -D define before the header, which the
	 * precompiled header must have seen too */
	const char *prologue = "#define LIMIT 5\n#include \"first.h\"\n";
	const char *unit_text = "#define LIMIT 5\n#include \"first.h\"\n"
		"_Static_assert(LIMIT == 5, \"the prologue's define\");\n"
		"const char *name = NAME_OF(\"!\");\n"
		"int f(void) { return first(); }\n";
	write_file(unit, unit_text, strlen(unit_text));
	char *cmd = xasprintf("gcc -Wp,-MMD,@DIR@/.@NAME@_src.o.d -include %s "
			      "-I%s -Winvalid-pch -Werror -O2 "
			      "-DKBUILD_BASENAME='\"@NAME@_src\"' "
			      "-DKBUILD_MODNAME='\"@NAME@\"' -c -o "
			      "@DIR@/@NAME@_src.o @DIR@/@NAME@_src.c ; true",
			      forced, dir);
	char *header = xasprintf("%s/kept.src.h", dir);
	char *text = kbuild_pch_header(cmd, "/build", prologue);
	char *want = xasprintf("/* the headers of a module's unit, precompiled "
			       "by tapc */\n#include \"%s\"\n%s", forced,
			       prologue);
	unit_result("pch: the header includes the forced headers, then the "
		    "unit's prologue", text && strcmp(text, want) == 0, text);
	char *make = kbuild_pch_make_command(cmd, header);
	unit_result("pch: its command leaves out the module's names, the "
		    "dependency file and what follows the compile",
		    make && !strstr(make, "@NAME@") && !strstr(make, "MMD") &&
		    !strstr(make, "true") && strstr(make, "-x c-header"), make);
	char *names_text = NULL;
	char *use = kbuild_pch_use_command(cmd, header, "@DIR@/names.h",
					   &names_text);
	unit_result("pch: the module's names are defined after the header",
		    names_text && strstr(names_text,
			"#define KBUILD_MODNAME \"@NAME@\"\n") &&
		    use && strstr(use, "-include @DIR@/names.h") &&
		    !strstr(use, "-DKBUILD") && strstr(use, "; true"), use);
	bool made = false, used = false;
	if (text && make && use && names_text) {
		write_file(header, text, strlen(text));
		char *run = xasprintf("cd %s && %s", dir, make);
		made = system(run) == 0;
		free(run);
		char *names_path = xasprintf("%s/names.h", dir);
		char *names = replace_placeholders(names_text, dir, "other");
		write_file(names_path, names, strlen(names));
		char *u = replace_placeholders(use, dir, "other");
		run = xasprintf("cd %s && %s", dir, u);
		used = system(run) == 0;
		free(run);
		free(u);
		free(names);
		free(names_path);
	}
	unit_result("pch: gcc precompiles the header", made, NULL);
	unit_result("pch: gcc takes it for another module's unit", used, NULL);
	free(names_text);
	free(use);
	free(make);
	free(want);
	free(text);
	free(header);
	free(cmd);
	free(unit);
	free(first);
	free(forced);
	remove_tree(dir);
	free(dir);
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
		char *log, *list;
		bool built = replay(recipe, &k, c, &log, &list);
		char *want = xasprintf("%s/other_src.o\n%s/other_rt.o\n", c, c);
		char *compiled = xasprintf("compiled %s/other_src.o x86\n", c);
		unit_result("a recipe builds another module in another directory",
			    built && log && strcmp(log, compiled) == 0 &&
			    list && strcmp(list, want) == 0, list);
		free(compiled);
		free(want);
		free(list);
		free(log);
		char *bad = xasprintf("%s", "not a recipe\n");
		unit_result("what is not a recipe builds nothing",
			    !kbuild_recipe_run(bad, &k, c, "other", "/rt2", NULL, 0), NULL);
		free(bad);
		remove_tree(c);
		free(c);
	}
	free(recipe);
	test_in_folder();
	test_pch();
	remove_tree(a);
	remove_tree(b);
	free(a);
	free(b);
	return unit_failures ? 1 : 0;
}
