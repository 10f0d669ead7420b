/* Cache entries written whole and checked when used (sealed.h). */
#include "sealed.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "hash.h"
#include "interrupt.h"
#include "util.h"

/* The seal of an entry holding `files`. */
static char *seal(const char *magic, const char *key, const sealed_file *files,
		  int n)
{
	strbuf sb = {0};

	sb_printf(&sb, "%s\n%s\n", magic, key);
	for (int i = 0; i < n; i++) {
		hash_state h;
		char hex[HASH_HEX_LEN];

		hash_init(&h);
		hash_update(&h, files[i].data, files[i].len);
		hash_hex(&h, hex);
		sb_printf(&sb, "%zu %s %s\n", files[i].len, hex, files[i].name);
	}
	return sb_steal(&sb);
}

static char *sums_path(const char *dir)
{
	return xasprintf("%s/sums", dir);
}

/* Writes DIR/NAME for each file, then DIR/sums. */
static bool write_files(const char *dir, const char *magic, const char *key,
			const sealed_file *files, int n)
{
	bool ok = true;

	for (int i = 0; ok && i < n; i++) {
		char *path = xasprintf("%s/%s", dir, files[i].name);
		ok = write_file(path, files[i].data, files[i].len);
		free(path);
	}
	if (!ok)
		return false;
	char *sums = seal(magic, key, files, n);
	char *path = sums_path(dir);
	ok = write_file(path, sums, strlen(sums));
	free(path);
	free(sums);
	return ok;
}

void sealed_discard(const char *root, const char *path)
{
	char *old = xasprintf("%s/.old-%ld-%ld", root, (long)getpid(),
			      (long)time(NULL));

	interrupt_remove_path(old, false);
	if (rename(path, old) == 0)
		remove_tree(old);
	else
		remove_tree(path);
	interrupt_forget(old);
	free(old);
}

/* Puts `tmp` in the place of the entry `dir` already there, in one step
 * where the file system can (a reader sees the old entry or the new one,
 * never neither); the old one is then removed from `tmp`. */
static bool swap_in(const char *root, const char *tmp, const char *dir)
{
	if (renameat2(AT_FDCWD, tmp, AT_FDCWD, dir, RENAME_EXCHANGE) == 0) {
		remove_tree(tmp);
		return true;
	}
	if (errno != EINVAL && errno != ENOSYS)
		return false;
	sealed_discard(root, dir);
	return rename(tmp, dir) == 0;
}

bool sealed_dir_write(const char *root, const char *name, const char *magic,
		      const char *key, const sealed_file *files, int n,
		      bool replace)
{
	char *tmp = xasprintf("%s/.tmp-XXXXXX", root);

	if (!mkdtemp(tmp)) {
		free(tmp);
		return false;
	}
	/* an interrupt leaves no half-written entry */
	interrupt_remove_path(tmp, false);
	char *dir = xasprintf("%s/%s", root, name);
	bool written = write_files(tmp, magic, key, files, n);
	bool ok = written && rename(tmp, dir) == 0;
	bool there = written && !ok && (errno == ENOTEMPTY || errno == EEXIST);

	if (there && replace) {
		ok = swap_in(root, tmp, dir);
	} else if (there) {
		remove_tree(tmp);
		ok = true;
	}
	if (!ok) {
		int saved = errno;
		remove_tree(tmp);
		errno = saved;
	}
	interrupt_forget(tmp);
	free(dir);
	free(tmp);
	return ok;
}

bool sealed_dir_check(const char *dir, const char *magic, const char *key,
		      const char *const *names, int n, const char **why)
{
	char *path = sums_path(dir);
	char *recorded = read_file(path, NULL);
	sealed_file *files = xcalloc((size_t)n, sizeof *files);
	bool ok = recorded != NULL;

	free(path);
	*why = "its sums are missing";
	for (int i = 0; ok && i < n; i++) {
		path = xasprintf("%s/%s", dir, names[i]);
		files[i].name = names[i];
		files[i].data = read_file(path, &files[i].len);
		free(path);
		ok = files[i].data != NULL;
		if (!ok)
			*why = "a file is missing";
	}
	if (ok) {
		char *actual = seal(magic, key, files, n);
		ok = strcmp(recorded, actual) == 0;
		if (!ok)
			*why = "a file does not match its sums";
		free(actual);
	}
	for (int i = 0; i < n; i++)
		free((char *)files[i].data);
	free(files);
	free(recorded);
	return ok;
}

bool sealed_file_write(const char *path, const char *magic, const char *key,
		       const char *name, const char *data, size_t len)
{
	sealed_file file = { name, data, len };
	char *head = seal(magic, key, &file, 1);
	size_t head_len = strlen(head);
	char *whole = xmalloc(head_len + len);

	memcpy(whole, head, head_len);
	memcpy(whole + head_len, data, len);
	bool ok = write_file_replacing(path, whole, head_len + len);
	free(whole);
	free(head);
	return ok;
}

char *sealed_file_read(const char *path, const char *magic, const char *key,
		       const char *name, size_t *len, bool *damaged)
{
	size_t whole_len;
	char *whole = read_file(path, &whole_len);

	*damaged = false;
	if (!whole)
		return NULL;
	/* the seal is the first three lines */
	const char *end = whole;
	for (int lines = 0; lines < 3 && end; lines++) {
		end = memchr(end, '\n', whole_len - (size_t)(end - whole));
		end = end ? end + 1 : NULL;
	}
	if (end) {
		size_t head_len = (size_t)(end - whole);
		sealed_file file = { name, end, whole_len - head_len };
		char *head = seal(magic, key, &file, 1);
		if (strlen(head) == head_len && memcmp(head, whole, head_len) == 0) {
			memmove(whole, end, file.len);
			*len = file.len;
			free(head);
			return whole;
		}
		free(head);
	}
	*damaged = true;
	free(whole);
	return NULL;
}
