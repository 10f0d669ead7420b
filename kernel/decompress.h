/* The compressions a kernel image may be in, each read with its own
 * library (zlib, liblzma, liblz4, libzstd). */
#ifndef TAPC_DECOMPRESS_H
#define TAPC_DECOMPRESS_H

#include <stdbool.h>
#include <stddef.h>

/* The name of the compression `data` starts with ("gzip", "xz", "lzma",
 * "lz4", "zstd"), or NULL when it is none of these. */
const char *compression_of(const unsigned char *data, size_t len);

/* Decompresses the one stream at `data` (what follows it is ignored) into
 * a malloc'ed buffer; `size_hint` is the expected size, 0 if unknown.
 * False, with *why set, when it is not whole or not of a known kind. */
bool decompress(const unsigned char *data, size_t len, size_t size_hint,
		unsigned char **out, size_t *out_len, const char **why);
#endif
