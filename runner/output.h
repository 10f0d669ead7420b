/* The script's output as pass 5 writes it: stdout, or -o FILE, which -S
 * SIZE[,N] and the script's switch_file() split into numbered files as
 * stapio does. */
#ifndef TAPC_OUTPUT_H
#define TAPC_OUTPUT_H
#include <stdbool.h>
#include <stddef.h>

typedef struct output {
	int fd;
	const char *path;      /* -o FILE, or NULL for stdout */
	long long max_bytes;   /* -S SIZE in bytes; 0 for no limit */
	int max_files;         /* -S ...,N; 0 for no limit */
	bool numbered;         /* the files are FILE.0, FILE.1, ... */
	int index;             /* the current file's number */
	long long written;     /* bytes in the current file */
	long long unwritten;   /* of the last output_write that failed */
} output;

/* Opens the first file (FILE.0 when `size_mb` or `max_files` is given,
 * else FILE), or stdout when `path` is NULL. False, with the message
 * printed, when it cannot be created. */
bool output_open(output *o, const char *path, int size_mb, int max_files);
/* Writes all of buf, going to the next file first when it would pass
 * -S's size. False when a write fails, `unwritten` then saying how many
 * of its bytes were not written. */
bool output_write(output *o, const char *buf, size_t len);
/* Goes on in the next file (switch_file()): FILE.N+1, removing the
 * oldest past -S's count. Nothing for stdout. */
bool output_switch(output *o);
void output_close(output *o);
#endif
