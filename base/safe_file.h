/* Files tapc writes where another user may create names: -m's NAME.ko
 * in the current directory, -o's FILE and its numbered files, in /tmp or
 * any world-writable directory. A name there may be another user's
 * symbolic link to a file of ours; writing through it (or chmod'ing it)
 * would overwrite that file. */
#ifndef TAPC_SAFE_FILE_H
#define TAPC_SAFE_FILE_H
#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* open(path, flags | O_CREAT, mode) that follows a symbolic link at the
 * end of `path` only as the kernel's fs.protected_symlinks would: a link
 * of our own, or one in a directory that is not sticky and world-
 * writable, or one whose owner owns the directory. Otherwise -1 with
 * errno ELOOP. */
int safe_open_output(const char *path, int flags, mode_t mode);
/* strerror(err), which says what ELOOP means here. */
const char *safe_file_strerror(int err);
/* Writes `path` whole with `mode`, never through a link: the data goes
 * into a new file of ours beside it (O_EXCL), which is fchmod'ed and
 * renamed over the name (a link there is replaced, not followed). False
 * with errno set when it cannot; nothing is left behind then. */
bool safe_replace_file(const char *path, const char *data, size_t len,
		       mode_t mode);
#endif
