#include "kroot.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

#define KROOT_DEFAULT_DIR "/var/lib/tapc/roots"

static const char *roots_dir(void)
{
	const char *env = getenv("TAPC_ROOTS");

	return env && *env == '/' ? env : KROOT_DEFAULT_DIR;
}

const char *kroot_roots_dir(void)
{
	return roots_dir();
}

static bool is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

char *kroot_of_release(const char *release)
{
	if (!release || !*release || strchr(release, '/') || release[0] == '.')
		return NULL;
	char *host = xasprintf("/lib/modules/%s/build", release);
	char *root = xasprintf("%s/%s", roots_dir(), release);
	char *modules = xasprintf("%s/lib/modules/%s", root, release);
	bool ok = !is_dir(host) && is_dir(modules);

	free(host);
	free(modules);
	if (ok)
		return root;
	free(root);
	return NULL;
}

/* Debian's newer kernel packages install /boot's files as
 * /usr/lib/modules/RELEASE/NAME (vmlinuz, System.map, config) and leave
 * /boot to the system's hooks, which a build root never runs. */
static char *modules_dir_file(const char *root, const char *release,
			      const char *path)
{
	static const char boot[] = "/boot/";
	size_t n = strlen(release);
	size_t len = strlen(path);

	if (strncmp(path, boot, sizeof boot - 1) || len < sizeof boot + n + 1 ||
	    strcmp(path + len - n, release) || path[len - n - 1] != '-')
		return NULL;
	return xasprintf("%s/lib/modules/%s/%.*s", root, release,
			 (int)(len - n - 1 - (sizeof boot - 1)),
			 path + sizeof boot - 1);
}

char *kroot_file(const char *release, const char *format)
{
	char *root = kroot_of_release(release);
	char *path = xasprintf(format, release);
	char *out = xasprintf("%s%s", root ? root : "", path);
	char *moved = access(out, F_OK) != 0
		? modules_dir_file(root ? root : "", release, path) : NULL;

	if (moved && access(moved, F_OK) == 0) {
		free(out);
		out = moved;
	} else {
		free(moved);
	}
	free(path);
	free(root);
	return out;
}

/* The length of ROOTS/NAME at the start of `path` when `path` starts
 * with `dir` (the roots' directory) then '/', else 0. */
static size_t prefix_under(const char *path, const char *dir)
{
	size_t n = strlen(dir);

	while (n > 1 && dir[n - 1] == '/')
		n--;
	if (strncmp(path, dir, n) || path[n] != '/' || !path[n + 1])
		return 0;
	return n + 1 + strcspn(path + n + 1, "/");
}

size_t kroot_prefix(const char *path)
{
	static char *real;
	static bool looked;
	size_t n = path ? prefix_under(path, roots_dir()) : 0;

	if (n || !path)
		return n;
	/* realpath(3) of a path in a root gives the roots' own path */
	if (!looked) {
		real = realpath(roots_dir(), NULL);
		looked = true;
	}
	return real ? prefix_under(path, real) : 0;
}

const char *kroot_inside(const char *path)
{
	size_t n = kroot_prefix(path);

	return path[n] ? path + n : "/";
}

static bool write_text(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY);
	bool ok = fd >= 0 && write(fd, text, strlen(text)) == (ssize_t)strlen(text);

	if (fd >= 0)
		close(fd);
	return ok;
}

/* Inside a user namespace, we are its root and the files we make are
 * ours outside it. */
static bool map_ids(uid_t uid, gid_t gid)
{
	char *uids = xasprintf("0 %lu 1\n", (unsigned long)uid);
	char *gids = xasprintf("0 %lu 1\n", (unsigned long)gid);
	bool ok = write_text("/proc/self/uid_map", uids) &&
		  write_text("/proc/self/setgroups", "deny") &&
		  write_text("/proc/self/gid_map", gids);

	free(uids);
	free(gids);
	return ok;
}

/* The root's own system; every other directory of the host's / (/tmp,
 * /home, /root, a working tree elsewhere) is seen in the root. */
static bool is_system_dir(const char *name)
{
	static const char *const system[] = {
		"bin", "boot", "dev", "etc", "lib", "lib32", "lib64", "libx32",
		"lost+found", "proc", "run", "sbin", "sys", "usr", "var",
	};
	for (size_t i = 0; i < sizeof system / sizeof *system; i++)
		if (!strcmp(name, system[i]))
			return true;
	return false;
}

static bool bind_into(const char *root, const char *dir, bool must)
{
	struct stat st;

	if (lstat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
		return !must;
	char *target = xasprintf("%s%s", root, dir);
	/* a mount point the root lacks is made where we may (as root) */
	mkdir(target, 0755);
	bool ok = mount(dir, target, NULL, MS_BIND | MS_REC, NULL) == 0;

	if (!ok && (must || errno != ENOENT))
		fprintf(stderr, "%s: cannot show %s in the kernel's build root "
			"%s: %s\n", progname, dir, root, strerror(errno));
	free(target);
	return ok || !must;
}

/* ROOT/ROOTS/NAME -> /: a path of the kernel's files as the host names
 * them (the build tree under the root) leads to the same file inside. */
static void link_to_itself(const char *root)
{
	char *self = xasprintf("%s%s", root, root);
	char *slash = strrchr(self, '/');

	*slash = '\0';
	for (char *p = self + strlen(root) + 1; (p = strchr(p, '/')); p++) {
		*p = '\0';
		mkdir(self, 0755);
		*p = '/';
	}
	mkdir(self, 0755);
	*slash = '/';
	if (symlink("/", self) != 0 && errno != EEXIST)
		fprintf(stderr, "%s: cannot link %s to /: %s\n", progname,
			self, strerror(errno));
	free(self);
}

bool kroot_enter(const char *path)
{
	char *root = xstrndup(path, kroot_prefix(path));
	uid_t uid = geteuid();
	gid_t gid = getegid();
	bool ok = unshare(CLONE_NEWNS | (uid ? CLONE_NEWUSER : 0)) == 0 &&
		  (!uid || map_ids(uid, gid)) &&
		  mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0;

	if (!ok) {
		fprintf(stderr, "%s: cannot enter the kernel's build root %s "
			"(a mount namespace): %s\n", progname, root,
			strerror(errno));
		free(root);
		return false;
	}
	link_to_itself(root);
	ok = bind_into(root, "/dev", true) && bind_into(root, "/proc", true);
	DIR *d = opendir("/");
	for (struct dirent *de; ok && d && (de = readdir(d));) {
		if (de->d_name[0] == '.' || is_system_dir(de->d_name))
			continue;
		char *dir = xasprintf("/%s", de->d_name);
		ok = bind_into(root, dir, false);
		free(dir);
	}
	if (d)
		closedir(d);
	ok = ok && bind_into(root, "/var/tmp", false) &&
	     bind_into(root, "/usr/local", false) &&
	     bind_into(root, TAPC_PKGDATADIR, false);
	if (ok && (chroot(root) != 0 || chdir("/") != 0)) {
		fprintf(stderr, "%s: cannot enter the kernel's build root %s: "
			"%s\n", progname, root, strerror(errno));
		ok = false;
	}
	free(root);
	return ok;
}
