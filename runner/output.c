/* -o's files, numbered as stapio numbers them (see output.h). A file
 * that would pass -S's size ends at the last whole line that fits, so
 * that no line is split across two files. */
#include "output.h"

#include "safe_file.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *numbered_path(const output *o, int index)
{
	return xasprintf("%s.%d", o->path, index);
}

static bool open_current(output *o)
{
	char *path = o->numbered ? numbered_path(o, o->index) : xstrdup(o->path);

	o->fd = safe_open_output(path, O_WRONLY | O_TRUNC, 0666);
	if (o->fd < 0)
		fprintf(stderr, "ERROR: %s: %s\n", path,
			safe_file_strerror(errno));
	free(path);
	o->written = 0;
	return o->fd >= 0;
}

bool output_open(output *o, const char *path, int size_mb, int max_files)
{
	*o = (output){ .fd = STDOUT_FILENO, .path = path };
	if (!path)
		return true;
	o->max_bytes = (long long)size_mb << 20;
	o->max_files = max_files;
	o->numbered = size_mb > 0 || max_files > 0;
	return open_current(o);
}

bool output_switch(output *o)
{
	if (!o->path)
		return true;
	close(o->fd);
	o->numbered = true;
	o->index++;
	if (o->max_files > 0 && o->index >= o->max_files) {
		char *oldest = numbered_path(o, o->index - o->max_files);
		unlink(oldest);
		free(oldest);
	}
	return open_current(o);
}

/* The bytes of buf up to its last newline within its first `room`. */
static size_t whole_lines(const char *buf, size_t room)
{
	while (room > 0 && buf[room - 1] != '\n')
		room--;
	return room;
}

static bool put(output *o, const char *buf, size_t len)
{
	size_t done = write_counted(o->fd, buf, len);

	o->written += (long long)done;
	o->unwritten = (long long)(len - done);
	return done == len;
}

bool output_write(output *o, const char *buf, size_t len)
{
	while (o->max_bytes && o->written + (long long)len > o->max_bytes) {
		size_t head = whole_lines(buf, o->max_bytes - o->written);
		/* a line longer than a file goes whole into one of its own */
		if (!head && o->written == 0)
			break;
		if (!put(o, buf, head)) {
			o->unwritten += (long long)(len - head);
			return false;
		}
		if (!output_switch(o)) {
			o->unwritten = (long long)(len - head);
			return false;
		}
		buf += head;
		len -= head;
	}
	return put(o, buf, len);
}

void output_close(output *o)
{
	if (o->path && o->fd >= 0)
		close(o->fd);
	o->fd = -1;
}
