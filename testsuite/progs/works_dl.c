/* cflags: -g -O2 */
/* works_dl LIB: works.h's calls to the work() of the shared library LIB
 * (libworks_o0, libworks_o2), loaded from beside this program, its
 * lines beginning with LIB */
#include <dlfcn.h>
#include <limits.h>
#include <stdlib.h>
#include <unistd.h>

#include "works.h"

int main(int argc, char **argv)
{
	char self[PATH_MAX], path[PATH_MAX + 64];
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);

	if (argc < 2 || n < 0)
		return 2;
	self[n] = '\0';
	*strrchr(self, '/') = '\0';
	snprintf(path, sizeof path, "%s/%s", self, argv[1]);
	void *lib = dlopen(path, RTLD_NOW);
	int (*fn)(int, const char *, struct item *) = lib ? dlsym(lib, "work") : NULL;
	if (!fn) {
		fprintf(stderr, "works_dl: %s\n", dlerror());
		return 1;
	}
	return works_calls(argv[1], fn);
}
