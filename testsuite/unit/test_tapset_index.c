/* What a tapset file defines, read from its text (driver/tapset_index.h):
 * for each of the tree's tapsets, every function, global and alias the
 * parser finds is among what the scan found, so that pass 1 never
 * leaves out a tapset a script uses; and the scan's reading of the
 * forms a definition can take. */
#include <dirent.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>

#include "parse.h"
#include "tapsets.h"
#include "tapset_cache.h"
#include "tapset_index.h"
#include "unit.h"
#include "util.h"

static bool has(char **list, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (strcmp(list[i], name) == 0)
			return true;
	return false;
}

/* Every definition the parser finds in `path` is in the scan's. */
static void check_file(const char *path)
{
	src_file *f = parse_read_file(path, true);
	ast_script *sc = f ? parse_script(f) : NULL;
	char *name = xasprintf("tapset index: %s", strrchr(path, '/') + 1);

	if (!sc) {
		unit_result(name, false, "does not parse");
		free(name);
		return;
	}
	tapset_defs d = tapset_defs_scan(f->text, f->len);
	strbuf missing = {0};
	for (int i = 0; i < sc->nfunctions; i++)
		if (!has(d.names, d.nnames, sc->functions[i]->name))
			sb_printf(&missing, " function %s", sc->functions[i]->name);
	for (int i = 0; i < sc->nglobals; i++)
		if (!has(d.names, d.nnames, sc->globals[i]->name))
			sb_printf(&missing, " global %s", sc->globals[i]->name);
	for (int i = 0; i < sc->nprobes; i++) {
		const ast_probe *p = sc->probes[i];
		for (int a = 0; p->is_alias && a < p->nalias_names; a++) {
			const char *first = p->alias_names[a]->comps[0].name;
			if (!tapset_defs_alias_matches(&d, first))
				sb_printf(&missing, " alias %s", first);
		}
	}
	unit_result(name, missing.len == 0, missing.buf);
	free(missing.buf);
	tapset_defs_free(&d);
	parse_free_script(sc);
	free(name);
}

static void check_tree(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	int n = 0;

	while (d && (de = readdir(d))) {
		size_t len = strlen(de->d_name);
		if (len < 5 || strcmp(de->d_name + len - 4, ".stp"))
			continue;
		char *path = xasprintf("%s/%s", dir, de->d_name);
		check_file(path);
		free(path);
		n++;
	}
	if (d)
		closedir(d);
	unit_result("tapset index: the tree's tapsets are there", n > 0, dir);
}

/* The scan of TEXT names exactly the names and aliases given (spaces
 * between them). */
static void check_scan(const char *what, const char *text, const char *names,
		       const char *aliases)
{
	tapset_defs d = tapset_defs_scan(text, strlen(text));
	strbuf got = {0}, got_aliases = {0};

	for (int i = 0; i < d.nnames; i++)
		sb_printf(&got, "%s%s", i ? " " : "", d.names[i]);
	for (int i = 0; i < d.naliases; i++)
		sb_printf(&got_aliases, "%s%s", i ? " " : "", d.aliases[i]);
	bool ok = strcmp(got.buf ? got.buf : "", names) == 0 &&
		  strcmp(got_aliases.buf ? got_aliases.buf : "", aliases) == 0;
	char *detail = xasprintf("names \"%s\" aliases \"%s\"",
				 got.buf ? got.buf : "",
				 got_aliases.buf ? got_aliases.buf : "");
	unit_result(what, ok, detail);
	free(detail);
	free(got.buf);
	free(got_aliases.buf);
	tapset_defs_free(&d);
}

static void check_forms(void)
{
	check_scan("tapset index: functions, typed and private",
		   "function a() {}\nprivate function b:long(x) %{ /* function c */ %}\n"
		   "function d:string (s:string) { return kernel.function(\"e\") }\n",
		   "a b d", "");
	check_scan("tapset index: globals, sized and set",
		   "global x = 1, y[10], z = \"s\"\nprivate global w\nprobe begin {}\n",
		   "x y z w", "");
	check_scan("tapset index: aliases, several names, +=, wildcards",
		   "probe a.b, c.d(\"x\") = kernel.function(\"f\") { }\n"
		   "probe e.function = begin {}\nprobe f.* += end {}\n"
		   "probe {g,h}.i = never {}\nprobe begin { }\nprobe j if (1) {}\n"
		   "probe k* = begin {}\n",
		   "", "a c e f g h k*");
	check_scan("tapset index: every branch of a conditional",
		   "%( kernel_v >= \"2.6\" %? function k() {} %: function l() {} %)\n",
		   "k l", "");
	check_scan("tapset index: comments and strings define nothing",
		   "# function m()\n// global n\n/* probe o = begin */\n"
		   "probe begin { print(\"function p\") }\n",
		   "", "");
}

static void check_macros(void)
{
	const char *text = "# @define no %( %)\n@define a %( 1 %)\n"
			   "@define b(x) %( @x + @a %)\n";
	tapset_defs d = tapset_defs_scan(text, strlen(text));
	unit_result("tapset index: a macro file's @defines",
		    d.nmacros == 2 && !strcmp(d.macros[0], "a") &&
		    !strcmp(d.macros[1], "b"), "");
	tapset_defs_free(&d);
}

static char *defs_text(const tapset_dir *d)
{
	strbuf sb = {0};
	for (int i = 0; i < d->n; i++) {
		const tapset_defs *f = &d->files[i].defs;
		sb_printf(&sb, "%s:", strrchr(d->files[i].path, '/') + 1);
		for (int j = 0; j < f->nnames; j++)
			sb_printf(&sb, " %s", f->names[j]);
		for (int j = 0; j < f->naliases; j++)
			sb_printf(&sb, " =%s", f->aliases[j]);
		for (int j = 0; j < f->nmacros; j++)
			sb_printf(&sb, " @%s", f->macros[j]);
		sb_printf(&sb, ";");
	}
	return sb_steal(&sb);
}

/* The index of a directory comes from the cache on the second run, the
 * same; a file changed, it is scanned again. */
static void check_cache(void)
{
	char *dir = xasprintf("/tmp/tapc-unit-index.%d", (int)getpid());
	char *lib = xasprintf("%s/lib", dir);
	char *a = xasprintf("%s/a.stp", lib), *m = xasprintf("%s/m.stpm", lib);

	mkdir(dir, 0700);
	mkdir(lib, 0700);
	setenv("XDG_CACHE_HOME", dir, 1);
	write_file(a, "function f() {}\nprobe x.y = begin {}\n", 37);
	write_file(m, "@define mm %( 1 %)\n", 19);
	tapset_dir *d1 = tapset_dir_index(lib);
	char *t1 = defs_text(d1);
	tapset_dir *d2 = tapset_dir_index(lib);
	char *t2 = defs_text(d2);
	unit_result("tapset index: scanned, then from the cache, the same",
		    !d1->text && d2->text && !strcmp(t1, t2) &&
		    !strcmp(t1, "a.stp: f =x;m.stpm: @mm;"), t2);
	write_file(a, "function g() {}\n", 16);
	tapset_dir *d3 = tapset_dir_index(lib);
	char *t3 = defs_text(d3);
	unit_result("tapset index: a changed file is scanned again",
		    !d3->text && !strcmp(t3, "a.stp: g;m.stpm: @mm;"), t3);
	tapset_dir_free(d1);
	tapset_dir_free(d2);
	tapset_dir_free(d3);
	free(t1);
	free(t2);
	free(t3);
	char *rm = xasprintf("rm -rf '%s'", dir);
	if (system(rm) != 0)
		unit_result("tapset index: clean up", false, dir);
	unsetenv("XDG_CACHE_HOME");
	free(rm);
	free(a);
	free(m);
	free(lib);
	free(dir);
}

int main(int argc, char **argv)
{
	char *top = unit_tree_top(argc, argv);
	char *dir = xasprintf("%s/tapsets", top);

	read_files read = {0};
	check_forms();
	check_macros();
	check_cache();
	if (!tapsets_read_macros(dir, 0, &read))
		unit_result("tapset index: the tapsets' macros", false, dir);
	check_tree(dir);
	free(dir);
	free(top);
	return unit_failures ? 1 : 0;
}
