/* What the runtime needs to know of a target kernel beyond its version:
 * found by compiling a tiny file per feature against the target's headers
 * with its kbuild, as a configure script tests a compiler. */
#ifndef TAPC_KFEATURES_H
#define TAPC_KFEATURES_H

/* "#define TAPC_HAVE_NAME 1\n" for each feature the kernel has (cached
 * per kernel build, kcache.h); NULL, after a message, when the kernel's
 * kbuild compiles nothing at all. */
char *kfeatures_defines(const char *release, const char *build_dir,
			int verbose);
/* The same from the cache alone: NULL, silently, when not kept. */
char *kfeatures_defines_kept(const char *release, const char *build_dir,
			     int verbose);
#endif
