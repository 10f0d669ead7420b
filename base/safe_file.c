/* See safe_file.h. */
#include "safe_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "interrupt.h"
#include "util.h"

/* The directory part of `path` ("." when it has none). */
static char *dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		return xstrdup(".");
	if (slash == path)
		return xstrdup("/");
	return xstrndup(path, (size_t)(slash - path));
}

/* The kernel's protected_symlinks rule, applied whatever the sysctl. */
static bool link_may_be_followed(const char *path)
{
	struct stat link, dir;
	char *d = dir_of(path);
	bool ok = lstat(path, &link) == 0 && S_ISLNK(link.st_mode) &&
		  stat(d, &dir) == 0;

	free(d);
	if (!ok)
		return false;
	bool shared = (dir.st_mode & S_ISVTX) && (dir.st_mode & S_IWOTH);
	return !shared || link.st_uid == geteuid() ||
	       link.st_uid == dir.st_uid;
}

int safe_open_output(const char *path, int flags, mode_t mode)
{
	int fd = open(path, flags | O_CREAT | O_NOFOLLOW | O_CLOEXEC, mode);
	struct stat st;

	/* a link is ELOOP, or EACCES where the kernel protects it */
	if (fd >= 0 || (errno != ELOOP && errno != EACCES))
		return fd;
	int saved = errno;
	if (lstat(path, &st) != 0 || !S_ISLNK(st.st_mode)) {
		errno = saved;
		return -1;
	}
	if (!link_may_be_followed(path)) {
		errno = ELOOP;
		return -1;
	}
	return open(path, flags | O_CREAT | O_CLOEXEC, mode);
}

const char *safe_file_strerror(int err)
{
	return err == ELOOP ? "a symbolic link in a directory others may "
			      "write (not followed)" : strerror(err);
}

bool safe_replace_file(const char *path, const char *data, size_t len,
		       mode_t mode)
{
	char *tmp = xasprintf("%s.XXXXXX", path);
	int fd = mkostemp(tmp, O_CLOEXEC);

	if (fd < 0) {
		free(tmp);
		return false;
	}
	interrupt_remove_path(tmp, false);
	bool ok = write_all(fd, data, len) && fchmod(fd, mode) == 0;
	int saved = errno;
	if (close(fd) != 0 && ok) {
		ok = false;
		saved = errno;
	}
	if (ok && rename(tmp, path) != 0) {
		ok = false;
		saved = errno;
	}
	if (!ok)
		unlink(tmp);
	interrupt_forget(tmp);
	free(tmp);
	errno = saved;
	return ok;
}
