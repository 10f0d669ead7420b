/* The types C headers declare, for stap's @cast(ADDR, "TYPE", "<a.h><b.h>")
 * and "kernel<a.h>": as stap does, the headers are compiled into an
 * object with DWARF (gcc -g for the system's headers; the target's
 * kbuild for a kernel's, as a module's code includes them), whose types
 * dtypes.h walks. The object is kept in tapc's cache, sealed
 * ($XDG_CACHE_HOME/tapc/headers/KEY/, else ~/.cache/...), KEY a hash of
 * the header list and the compiler (gcc's executable; for a kernel's
 * headers its build, whose configuration names its compiler), so that a
 * second run compiles nothing. */
#ifndef TAPC_DHEADERS_H
#define TAPC_DHEADERS_H

#include <stdbool.h>

#include "dwfile.h"

/* Whether the @cast module `module` is one header list, not a ':'
 * search list: "<a.h><b.h>" (the system's headers) or, *kernel set,
 * "kernel<a.h>..." */
bool dheaders_is(const char *module, bool *kernel);

/* The DWARF of the headers `module` lists (dheaders_is), compiled for the
 * kernel of `release` built in `build_dir` when they are its; NULL after
 * the compiler's own messages and stap's warning of its exit status when
 * they do not compile (a header that is not there). */
dwfile *dheaders_open(const char *module, const char *release,
		      const char *build_dir, int verbose);
void dheaders_close(dwfile *f);
#endif
