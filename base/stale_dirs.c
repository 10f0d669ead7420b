/* See stale_dirs.h. A pid that is running again (reused) keeps its
 * directory until a later run: only a dead pid's is removed, and only
 * one we own, so that another user's files, or a link someone made to
 * them, are never touched. */
#include "stale_dirs.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

char *stale_dirs_template(const char *root, const char *prefix)
{
	return xasprintf("%s/%s.%ld.XXXXXX", root, prefix, (long)getpid());
}

/* The pid in NAME = PREFIX.PID.XXXXXX, or 0 when it is not of that form. */
static long owner_pid(const char *name, const char *prefix)
{
	size_t n = strlen(prefix);
	char *end;

	if (strncmp(name, prefix, n) != 0 || name[n] != '.')
		return 0;
	long pid = strtol(name + n + 1, &end, 10);
	if (end == name + n + 1 || *end != '.' || strlen(end + 1) != 6)
		return 0;
	return pid > 0 ? pid : 0;
}

void stale_dirs_sweep(const char *root, const char *prefix)
{
	DIR *d = opendir(root);
	struct dirent *e;

	while (d && (e = readdir(d))) {
		long pid = owner_pid(e->d_name, prefix);
		if (!pid || pid == (long)getpid())
			continue;
		if (kill((pid_t)pid, 0) == 0 || errno != ESRCH)
			continue;   /* running, or another user's */
		struct stat st;
		if (fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
		    !S_ISDIR(st.st_mode) || st.st_uid != geteuid())
			continue;
		char *path = xasprintf("%s/%s", root, e->d_name);
		remove_tree(path);
		free(path);
	}
	if (d)
		closedir(d);
}
