/* The target kernel: which release, where its kbuild tree and boot files
 * are. */
#ifndef TAPC_KERNEL_H
#define TAPC_KERNEL_H

#include <stdbool.h>

typedef struct kernel_target {
	char *release;     /* "6.1.0-57-amd64" */
	char *build_dir;   /* its kbuild tree */
	char *system_map;  /* /boot/System.map-RELEASE, or NULL */
	char *image;       /* /boot/vmlinuz-RELEASE, or NULL */
	int verbose;       /* how much loading its catalogs says (-v) */
	/* those loaded so far (catalogs.h: ask for one there) */
	struct kernel_catalogs *catalogs;
} kernel_target;

/* `spec` is -r's argument: a release, a build directory (contains '/'),
 * or NULL for kernel_default_release(). Prints why and
 * returns NULL when there is none. */
kernel_target *kernel_find(const char *spec);
/* The same without a message, for those who can do without one. */
kernel_target *kernel_find_quietly(const char *spec);
/* The target and the catalogs it loaded. */
void kernel_free(kernel_target *k);
/* The target when -r is not given: $TAPC_RELEASE when set (the test
 * suite's one setting), else the running kernel where it loads modules,
 * else the one Debian's generic kernel package points to, else the newest
 * generic flavour with headers; malloc'ed, NULL when none has headers. */
char *kernel_default_release(void);
/* The newest kernel (major.minor) tapc was tested with; one newer is
 * tried, after a warning. */
#define KERNEL_NEWEST_TESTED "7.2"
/* Whether `release` ("7.3.1+deb14-amd64") is of a kernel newer than
 * KERNEL_NEWEST_TESTED. */
bool kernel_is_untested(const char *release);
/* Where its .config is (allocated). */
char *kernel_config_path(const kernel_target *k);
#endif
