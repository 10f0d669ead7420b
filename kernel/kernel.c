#include "kernel.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "catalogs.h"
#include "kcache.h"
#include "kroot.h"
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

static bool has_build_tree(const char *release)
{
	char *build = xasprintf("/lib/modules/%s/build", release);
	bool ok = is_dir(build);

	free(build);
	return ok;
}

/* An rt or cloud flavour is a choice the user makes with -r, never one made
 * for them. */
static bool is_generic_flavour(const char *release)
{
	return !strstr(release, "-rt-") && !strstr(release, "-cloud-");
}

/* The newest release under /lib/modules that has a kbuild tree, of the
 * generic flavour when `generic`; the host's own kernel need not be one of
 * them. */
static char *newest_release_with_headers(bool generic)
{
	DIR *d = opendir("/lib/modules");
	char *best = NULL;
	struct dirent *de;

	if (!d)
		return NULL;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.' || (generic && !is_generic_flavour(de->d_name)))
			continue;
		if (has_build_tree(de->d_name) &&
		    (!best || strverscmp(de->d_name, best) > 0)) {
			free(best);
			best = xstrdup(de->d_name);
		}
	}
	closedir(d);
	return best;
}

#define DPKG_STATUS "/var/lib/dpkg/status"

/* The release Debian's linux-image-amd64 depends on, from dpkg's status
 * file ("Depends: linux-image-6.1.0-57-amd64 (= 6.1.192-3)"); NULL when it
 * is not installed. The file is a megabyte: mapped and searched for the
 * one package's stanza, not read. */
static char *scan_dpkg_status(void)
{
	static const char stanza[] = "\nPackage: linux-image-amd64\n";
	static const char depends[] = "\nDepends: linux-image-";
	size_t len;
	char *map = map_file(DPKG_STATUS, &len);
	char *release = NULL;

	if (!map)
		return NULL;
	const char *text = map, *end = text + len;
	const char *p = len > sizeof stanza - 2 &&
			!memcmp(text, stanza + 1, sizeof stanza - 2) ? text
		: memmem(text, len, stanza, sizeof stanza - 1);
	if (p) {
		const char *last = memmem(p + 1, (size_t)(end - p - 1), "\n\n", 2);
		last = last ? last : end;
		const char *dep = memmem(p, (size_t)(last - p), depends,
					 sizeof depends - 1);
		if (dep) {
			dep += sizeof depends - 1;
			size_t n = 0;
			while (dep + n < last && !strchr(" ,(\n", dep[n]))
				n++;
			release = xstrndup(dep, n);
		}
	}
	munmap(map, len);
	return release;
}

/* scan_dpkg_status's answer, kept in the user's cache under the status
 * file's identity (device, inode, size, time), which dpkg changes each
 * time it writes the file: scanning its megabyte took 2 to 6 ms of every
 * run without -r here. */
static char *metapackage_release(void)
{
	struct stat st;

	if (stat(DPKG_STATUS, &st) != 0)
		return NULL;
	char *id = xasprintf("%llu %llu %lld %lld.%09ld\n",
			     (unsigned long long)st.st_dev,
			     (unsigned long long)st.st_ino, (long long)st.st_size,
			     (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec);
	size_t idlen = strlen(id);
	char *path = kcache_file("default-release");
	char *text = read_file(path, NULL);
	char *release;
	char *answer = text && !strncmp(text, id, idlen) ? text + idlen : NULL;

	if (answer && strchr(answer, '\n')) {
		answer[strcspn(answer, "\n")] = '\0';
		release = *answer ? xstrdup(answer) : NULL;
	} else {
		release = scan_dpkg_status();
		char *out = xasprintf("%s%s\n", id, release ? release : "");
		/* a cache that cannot be written costs the next run a scan */
		make_parent_dirs(path, 0755);
		write_file_replacing(path, out, strlen(out));
		free(out);
	}
	free(text);
	free(path);
	free(id);
	return release;
}

/* The target when -r names none: $TAPC_RELEASE (the test suite's one
 * setting), else the running kernel where it loads modules (as stap), else
 * the kernel linux-image-amd64 points to, else the newest generic one, else
 * the newest of any flavour. */
char *kernel_default_release(void)
{
	const char *env = getenv("TAPC_RELEASE");
	struct utsname u;

	if (env && *env)
		return xstrdup(env);
	/* the running kernel, where it loads modules and has headers here
	 * or a build root (a guest of a kernel of another release, which
	 * sees the host's roots) */
	if (access("/proc/modules", F_OK) == 0 && uname(&u) == 0) {
		char *root = kroot_of_release(u.release);
		bool ok = has_build_tree(u.release) || root;

		free(root);
		if (ok)
			return xstrdup(u.release);
	}
	char *meta = metapackage_release();
	if (meta && has_build_tree(meta))
		return meta;
	free(meta);
	char *generic = newest_release_with_headers(true);
	return generic ? generic : newest_release_with_headers(false);
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

/* A kernel the host has no headers of may have a build root (kroot.h):
 * its build tree is then the root's, by the host's path to it (its
 * `build` link names it as the root sees it). */
static void use_build_root(kernel_target *k)
{
	char *root = kroot_of_release(k->release);
	if (!root)
		return;
	char *link = xasprintf("%s/lib/modules/%s/build", root, k->release);
	char target[4096];
	ssize_t n = readlink(link, target, sizeof target - 1);
	if (n > 0 && target[0] == '/') {
		target[n] = '\0';
		free(k->build_dir);
		k->build_dir = xasprintf("%s%s", root, target);
	} else if (is_dir(link)) {
		free(k->build_dir);
		k->build_dir = xstrdup(link);
	}
	free(link);
	free(root);
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
		k->release = spec ? xstrdup(spec) : kernel_default_release();
		if (!k->release) {
			if (!quiet)
				fprintf(stderr, "%s: no kernel headers found under "
					"/lib/modules: install linux-headers-amd64 "
					"(tapc-prep)\n", progname);
			return NULL;
		}
		k->build_dir = xasprintf("/lib/modules/%s/build", k->release);
		if (!is_dir(k->build_dir))
			use_build_root(k);
		if (!is_dir(k->build_dir)) {
			if (!quiet)
				fprintf(stderr, "%s: no kernel build tree for %s at "
					"%s: install linux-headers-%s (tapc-prep %s)\n",
					progname, k->release, k->build_dir,
					k->release, k->release);
			return NULL;
		}
	}
	k->system_map = file_or_null(kroot_file(k->release, "/boot/System.map-%s"));
	k->image = file_or_null(kroot_file(k->release, "/boot/vmlinuz-%s"));
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

char *kernel_config_path(const kernel_target *k)
{
	return xasprintf("%s/.config", k->build_dir);
}

void kernel_free(kernel_target *k)
{
	if (!k)
		return;
	kernel_catalogs_free(k);
	free(k->release);
	free(k->build_dir);
	free(k->system_map);
	free(k->image);
	free(k);
}

/* major * 1000 + minor of "M.m..." (0 when it is no version). */
static unsigned long major_minor(const char *version)
{
	char *end;
	unsigned long major = strtoul(version, &end, 10);

	if (end == version || *end != '.')
		return 0;
	return major * 1000 + strtoul(end + 1, NULL, 10);
}

bool kernel_is_untested(const char *release)
{
	return major_minor(release) > major_minor(KERNEL_NEWEST_TESTED);
}
