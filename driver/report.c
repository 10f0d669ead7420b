#include "report.h"

#include <dirent.h>
#include <elfutils/libdwfl.h>
#include <ftw.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kcache.h"
#include "kernel.h"
#include "kroot.h"
#include "run.h"
#include "util.h"

/* The first line COMMAND prints, or "not found". */
static char *first_line_of(const char *command)
{
	char *line = NULL;
	size_t cap = 0;
	FILE *p = popen(command, "r");

	if (p && getline(&line, &cap, p) > 0)
		line[strcspn(line, "\n")] = '\0';
	else {
		free(line);
		line = NULL;
	}
	if (p)
		pclose(p);
	return line ? line : xstrdup("not found");
}

static const char *yes_no(bool b)
{
	return b ? "yes" : "no";
}

static bool readable(const char *fmt, const char *release)
{
	char *path = xasprintf(fmt, release);
	bool ok = access(path, R_OK) == 0;

	free(path);
	return ok;
}

/* Whether the release's modules have 9p's transport, which the guest
 * shares the host's files through (Debian's cloud kernels have none). */
static bool has_9p(const char *release)
{
	char *cmd = xasprintf("grep -qs '9pnet_virtio' /lib/modules/%s/modules.dep",
			      release);
	bool found = system(cmd) == 0;

	free(cmd);
	return found;
}

static void print_target(FILE *out, const kernel_target *k)
{
	fprintf(out, "target kernel: %s\n", k->release);
	fprintf(out, "  build tree: %s\n", k->build_dir);
	fprintf(out, "  image: %s\n", k->image ? k->image : "not installed");
	fprintf(out, "  System.map: %s\n", k->system_map ? k->system_map : "not installed");
	fprintf(out, "  BTF read from: %s\n",
		readable("/lib/modules/%s/build/vmlinux", k->release)
			? "the build tree's vmlinux" : "the image");
	fprintf(out, "  DWARF (linux-image-%s-dbg): %s\n", k->release,
		readable("/usr/lib/debug/boot/vmlinux-%s", k->release)
			? "installed" : "not installed");
	if (run_host_loads_modules()) {
		fprintf(out, "pass 5: loads the module here (this kernel loads modules)\n");
		return;
	}
	char *qemu = first_line_of("qemu-system-x86_64 --version 2>/dev/null");
	fprintf(out, "pass 5: in a guest of %s under qemu (this kernel cannot load "
		"modules): %s\n", k->release, qemu);
	free(qemu);
	fprintf(out, "  the host's files through 9p: %s\n", yes_no(has_9p(k->release)));
	fprintf(out, "  busybox-static: %s\n", yes_no(access("/bin/busybox", X_OK) == 0));
}

/* Every release with a kbuild tree here, and what else it has. */
/* The kernels in build roots of their own (tapc-prep RELEASE, kroot.h):
 * their headers, image and DWARF are the root's. */
static void print_rooted_kernels(FILE *out)
{
	DIR *d = opendir(kroot_roots_dir());
	struct dirent *de;

	while (d && (de = readdir(d))) {
		char *root = kroot_of_release(de->d_name);
		if (!root)
			continue;
		char *image = kroot_file(de->d_name, "/boot/vmlinuz-%s");
		char *dwarf = kroot_file(de->d_name,
					 "/usr/lib/debug/boot/vmlinux-%s");
		fprintf(out, "  %s (in the build root %s): image %s, DWARF %s\n",
			de->d_name, root, yes_no(access(image, R_OK) == 0),
			yes_no(access(dwarf, R_OK) == 0));
		free(dwarf);
		free(image);
		free(root);
	}
	if (d)
		closedir(d);
}

static void print_kernels(FILE *out)
{
	DIR *d = opendir("/lib/modules");
	struct dirent *de;

	fprintf(out, "kernels with headers:\n");
	if (!d) {
		fprintf(out, "  none (/lib/modules is not there)\n");
		return;
	}
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.' ||
		    !readable("/lib/modules/%s/build/Makefile", de->d_name))
			continue;
		fprintf(out, "  %s: image %s, DWARF %s\n", de->d_name,
			yes_no(readable("/boot/vmlinuz-%s", de->d_name)),
			yes_no(readable("/usr/lib/debug/boot/vmlinux-%s", de->d_name)));
	}
	closedir(d);
	print_rooted_kernels(out);
}

static long long cache_bytes;
static long cache_files;

static int add_file(const char *path, const struct stat *st, int type,
		    struct FTW *ftw)
{
	(void)path;
	(void)ftw;
	if (type == FTW_F) {
		cache_bytes += st->st_size;
		cache_files++;
	}
	return 0;
}

/* Each folder of tapc's cache: its files and bytes. */
static void print_cache(FILE *out)
{
	char *root = kcache_file("");
	DIR *d = opendir(root);
	struct dirent *de;

	fprintf(out, "cache: %s\n", root);
	if (!d) {
		fprintf(out, "  empty\n");
		free(root);
		return;
	}
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		char *path = xasprintf("%s/%s", root, de->d_name);
		cache_bytes = 0;
		cache_files = 0;
		nftw(path, add_file, 16, FTW_PHYS);
		fprintf(out, "  %s: %ld files, %.1f MB\n", de->d_name, cache_files,
			(double)cache_bytes / 1e6);
		free(path);
	}
	closedir(d);
	free(root);
}

int report_print(FILE *out, const char *release, const char *tapsets,
		 const char *runtime)
{
	fprintf(out, "tapc %s\n", TAPC_VERSION);
	kernel_target *k = kernel_find(release);
	if (k)
		print_target(out, k);
	print_kernels(out);
	print_cache(out);
	fprintf(out, "tapsets: %s\n", tapsets);
	fprintf(out, "runtime: %s\n", runtime);
	char *gcc = first_line_of("gcc --version 2>/dev/null");
	char *make = first_line_of("make --version 2>/dev/null");
	fprintf(out, "versions:\n  libdw: %s\n  gcc: %s\n  make: %s\n",
		dwfl_version(NULL), gcc, make);
	free(gcc);
	free(make);
	/* a failed write is main's to tell, as for every listing */
	return k ? 0 : 1;
}
