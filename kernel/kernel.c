#include "kernel.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

static bool is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static char *file_or_null(char *path)
{
	if (access(path, R_OK) == 0)
		return path;
	free(path);
	return NULL;
}

/* The newest release under /lib/modules that has a kbuild tree; the host's
 * own kernel need not be one of them. */
static char *newest_release_with_headers(void)
{
	DIR *d = opendir("/lib/modules");
	char *best = NULL;
	struct dirent *de;

	if (!d)
		return NULL;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		char *build = xasprintf("/lib/modules/%s/build", de->d_name);
		bool ok = is_dir(build);
		free(build);
		if (ok && (!best || strverscmp(de->d_name, best) > 0)) {
			free(best);
			best = xstrdup(de->d_name);
		}
	}
	closedir(d);
	return best;
}

static char *release_of_build_dir(const char *dir)
{
	char *path = xasprintf("%s/include/config/kernel.release", dir);
	char *text = read_file(path, NULL);
	free(path);
	if (!text)
		return NULL;
	text[strcspn(text, "\n")] = '\0';
	return text;
}

static kernel_target *find(const char *spec, bool quiet)
{
	kernel_target *k = xcalloc(1, sizeof *k);

	if (spec && strchr(spec, '/')) {
		k->build_dir = xstrdup(spec);
		k->release = release_of_build_dir(spec);
		if (!k->release) {
			if (!quiet)
				fprintf(stderr, "%s: %s is not a kernel build tree "
					"(no include/config/kernel.release)\n",
					progname, spec);
			return NULL;
		}
	} else {
		k->release = spec ? xstrdup(spec) : newest_release_with_headers();
		if (!k->release) {
			if (!quiet)
				fprintf(stderr, "%s: no kernel headers found under "
					"/lib/modules: install linux-headers-amd64 "
					"(scripts/install-deps)\n", progname);
			return NULL;
		}
		k->build_dir = xasprintf("/lib/modules/%s/build", k->release);
		if (!is_dir(k->build_dir)) {
			if (!quiet)
				fprintf(stderr, "%s: no kernel build tree for %s at "
					"%s: install linux-headers-%s\n", progname,
					k->release, k->build_dir, k->release);
			return NULL;
		}
	}
	k->system_map = file_or_null(xasprintf("/boot/System.map-%s", k->release));
	k->image = file_or_null(xasprintf("/boot/vmlinuz-%s", k->release));
	return k;
}

kernel_target *kernel_find(const char *spec)
{
	return find(spec, false);
}

kernel_target *kernel_find_quietly(const char *spec)
{
	return find(spec, true);
}

char *kernel_config_text(const kernel_target *k)
{
	char *path = xasprintf("%s/.config", k->build_dir);
	char *text = read_file(path, NULL);

	free(path);
	return text;
}
