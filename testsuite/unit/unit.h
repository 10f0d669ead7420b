/* What the unit tests share: reporting, and the kernel they test on. */
#ifndef TAPC_UNIT_H
#define TAPC_UNIT_H

#include <stdbool.h>

/* Failed checks so far; main() exits 1 when there are any. */
extern int unit_failures;

/* Prints "PASS: name" or "FAIL: name" (and the detail, if any). */
void unit_result(const char *name, bool ok, const char *detail);
/* The kernel to test on (the newest release under /lib/modules with a
 * kbuild tree) and a fresh XDG_CACHE_HOME, so that the test generates its
 * catalogs; false (after a SKIP line or a failed check) when there is
 * none. unit_kernel_end removes the cache and frees the three. */
bool unit_kernel_begin(char **release, char **build, char **cache_home);
/* The same with release `preferred` when it is installed. */
bool unit_kernel_begin_preferring(const char *preferred, char **release,
				  char **build, char **cache_home);
void unit_kernel_end(char *release, char *build, char *cache_home);
double unit_now_ms(void);
/* The source tree: argv[1] when given, else three levels above the
 * test's own path (testsuite/unit/test_NAME); the caller frees it. */
char *unit_tree_top(int argc, char **argv);
/* A catalog of the kernel, cached per build (kernel/kcache.h). */
typedef struct unit_catalog {
	const char *what;     /* its cache's folder: "tracepoints" */
	void *(*load)(const char *release, const char *build, int verbose);
	bool (*same)(const void *a, const void *b);
	void (*check)(const void *cat);   /* its contents */
	void (*free)(void *cat);
} unit_catalog;

/* Generates the catalog and checks it; loads it again from the cache
 * (fast, the same); damages the cache file and sees it regenerated, the
 * same, and good again. */
void unit_catalog_cycle(const unit_catalog *uc, const char *release,
			const char *build, const char *cache_home);
#endif
