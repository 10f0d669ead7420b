/* The unit tests' shared helpers (unit.h). */
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "kernel.h"
#include "unit.h"
#include "util.h"

int unit_failures;

void unit_result(const char *name, bool ok, const char *detail)
{
	printf("%s: %s\n", ok ? "PASS" : "FAIL", name);
	if (!ok && detail)
		printf("    %s\n", detail);
	unit_failures += !ok;
}

/* The release tapc targets without -r (kernel_find's default: never an rt
 * or cloud flavour by surprise), or NULL when there is none. */
static char *default_release(void)
{
	kernel_target *k = kernel_find_quietly(NULL);
	char *release = k ? xstrdup(k->release) : NULL;
	if (k) {
		free(k->release);
		free(k->build_dir);
		free(k->system_map);
		free(k->image);
		free(k);
	}
	return release;
}

double unit_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

char *unit_tree_top(int argc, char **argv)
{
	char *top = xstrdup(argc > 1 ? argv[1] : argv[0]);
	for (int up = argc > 1 ? 0 : 3; up > 0; up--) {
		char *slash = strrchr(top, '/');
		if (slash)
			*slash = '\0';
		else
			strcpy(top, ".");
	}
	return top;
}

bool unit_kernel_begin(char **release, char **build, char **cache_home)
{
	return unit_kernel_begin_preferring(NULL, release, build, cache_home);
}

bool unit_kernel_begin_preferring(const char *preferred, char **release,
				  char **build, char **cache_home)
{
	char *makefile = preferred
		? xasprintf("/lib/modules/%s/build/Makefile", preferred) : NULL;
	*release = makefile && access(makefile, R_OK) == 0
		? xstrdup(preferred) : default_release();
	free(makefile);
	if (!*release) {
		printf("SKIP: kernel catalogs: no /lib/modules/*/build to catalog\n");
		return false;
	}
	*cache_home = xstrdup("/tmp/tapc-test-cache-XXXXXX");
	if (!mkdtemp(*cache_home)) {
		unit_result("make a cache directory", false, NULL);
		free(*cache_home);
		free(*release);
		return false;
	}
	setenv("XDG_CACHE_HOME", *cache_home, 1);
	*build = xasprintf("/lib/modules/%s/build", *release);
	return true;
}

void unit_kernel_end(char *release, char *build, char *cache_home)
{
	remove_tree(cache_home);
	free(cache_home);
	free(build);
	free(release);
}

/* Flips a byte in the middle of the one file in CACHE/tapc/WHAT/. */
static bool damage_cache(const char *cache_home, const char *what)
{
	char *pattern = xasprintf("%s/tapc/%s/*.txt", cache_home, what);
	glob_t g;
	bool ok = glob(pattern, 0, NULL, &g) == 0 && g.gl_pathc == 1;
	free(pattern);
	if (!ok)
		return false;
	size_t len;
	char *text = read_file(g.gl_pathv[0], &len);
	ok = text && len > 100;
	if (ok) {
		text[len / 2] = text[len / 2] == 'x' ? 'y' : 'x';
		ok = write_file(g.gl_pathv[0], text, len);
	}
	free(text);
	globfree(&g);
	return ok;
}

void unit_catalog_cycle(const unit_catalog *uc, const char *release,
			const char *build, const char *cache_home)
{
	double t0 = unit_now_ms();
	void *generated = uc->load(release, build, 1);
	double t1 = unit_now_ms();
	void *cached = uc->load(release, build, 0);
	double t2 = unit_now_ms();
	char *label = xasprintf("generate the %s of %s (%.1f s)", uc->what,
				release, (t1 - t0) / 1e3);
	unit_result(label, generated != NULL, NULL);
	free(label);
	if (generated)
		uc->check(generated);
	label = xasprintf("%s from the cache: the same, in %.2f ms", uc->what,
			  t2 - t1);
	unit_result(label, generated && cached && uc->same(generated, cached) &&
		    t2 - t1 < 100, NULL);
	free(label);

	label = xasprintf("damage the %s cache", uc->what);
	unit_result(label, damage_cache(cache_home, uc->what), NULL);
	free(label);
	void *regenerated = uc->load(release, build, 1);
	label = xasprintf("damaged %s cache: detected, regenerated, the same",
			  uc->what);
	unit_result(label, generated && regenerated &&
		    uc->same(generated, regenerated), NULL);
	free(label);
	double t3 = unit_now_ms();
	void *again = uc->load(release, build, 0);
	double t4 = unit_now_ms();
	label = xasprintf("regenerated %s cache is good again", uc->what);
	unit_result(label, generated && again && uc->same(generated, again) &&
		    t4 - t3 < 100, NULL);
	free(label);
	void *all[] = { generated, cached, regenerated, again };
	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
		if (all[i])
			uc->free(all[i]);
}
