/* The unit tests' shared helpers (unit.h). */
#include <dirent.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

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

char *unit_newest_release(void)
{
	DIR *dir = opendir("/lib/modules");
	char *best = NULL;
	for (struct dirent *de; dir && (de = readdir(dir));) {
		if (de->d_name[0] == '.')
			continue;
		char *build = xasprintf("/lib/modules/%s/build/Makefile", de->d_name);
		if (access(build, R_OK) == 0 &&
		    (!best || strverscmp(de->d_name, best) > 0)) {
			free(best);
			best = xstrdup(de->d_name);
		}
		free(build);
	}
	if (dir)
		closedir(dir);
	return best;
}

double unit_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

char *unit_private_cache(void)
{
	char *dir = xstrdup("/tmp/tapc-test-cache-XXXXXX");
	if (!mkdtemp(dir)) {
		unit_result("make a cache directory", false, NULL);
		free(dir);
		return NULL;
	}
	setenv("XDG_CACHE_HOME", dir, 1);
	return dir;
}

void unit_remove_dir(const char *dir)
{
	remove_tree(dir);
}

bool unit_damage_cache(const char *cache_home, const char *what)
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
