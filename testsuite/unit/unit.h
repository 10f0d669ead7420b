/* What the unit tests share: reporting, and the kernel they test on. */
#ifndef TAPC_UNIT_H
#define TAPC_UNIT_H

#include <stdbool.h>

/* Failed checks so far; main() exits 1 when there are any. */
extern int unit_failures;

/* Prints "PASS: name" or "FAIL: name" (and the detail, if any). */
void unit_result(const char *name, bool ok, const char *detail);
/* The newest release under /lib/modules with a kbuild tree, or NULL. */
char *unit_newest_release(void);
double unit_now_ms(void);
/* A fresh directory for XDG_CACHE_HOME, so that tests generate their
 * catalogs; NULL (and a failed check) when it cannot be made. */
char *unit_private_cache(void);
void unit_remove_dir(const char *dir);
/* Flips a byte in the middle of the one file in CACHE/tapc/WHAT/. */
bool unit_damage_cache(const char *cache_home, const char *what);
#endif
