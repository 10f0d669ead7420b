/* Kernel images in each compression Debian builds them with
 * (decompress.h). */
#include "decompress.h"

#include <lz4.h>
#include <lzma.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include <zstd.h>

#include "util.h"

/* The kernel's LZ4 is the "legacy" frame: a magic, then blocks of at most
 * 8 MiB each after its compressed size (LE32). liblz4's frame API reads
 * the newer frame only, so the blocks are taken one by one here. */
#define LZ4_LEGACY_MAGIC 0x184c2102u
#define LZ4_LEGACY_BLOCK (8u << 20)

static const struct {
	const char *name;
	const char *magic;
	size_t len;
} formats[] = {
	{ "gzip", "\x1f\x8b", 2 },
	{ "xz", "\xfd" "7zXZ\0", 6 },
	{ "lzma", "\x5d\0\0", 3 },
	{ "lz4", "\x02\x21\x4c\x18", 4 },
	{ "zstd", "\x28\xb5\x2f\xfd", 4 },
};

const char *compression_of(const unsigned char *data, size_t len)
{
	for (size_t i = 0; i < sizeof formats / sizeof *formats; i++)
		if (len >= formats[i].len &&
		    memcmp(data, formats[i].magic, formats[i].len) == 0)
			return formats[i].name;
	return NULL;
}

/* An output buffer that grows. */
typedef struct outbuf {
	unsigned char *data;
	size_t len, cap;
} outbuf;

static void out_reserve(outbuf *o, size_t more)
{
	if (o->cap - o->len >= more)
		return;
	size_t cap = o->cap ? o->cap : 1u << 20;
	while (cap - o->len < more)
		cap *= 2;
	o->data = xrealloc(o->data, cap);
	o->cap = cap;
}

/* The room to decompress into next: at least a MiB. */
static size_t out_room(outbuf *o)
{
	out_reserve(o, 1u << 20);
	return o->cap - o->len;
}

static bool gunzip(const unsigned char *in, size_t len, outbuf *o)
{
	z_stream z = { .next_in = (Bytef *)in, .avail_in = (uInt)len };
	int rc;

	if (len > UINT32_MAX || inflateInit2(&z, 16 + MAX_WBITS) != Z_OK)
		return false;
	do {
		size_t room = out_room(o);
		z.next_out = o->data + o->len;
		z.avail_out = (uInt)(room > UINT32_MAX ? UINT32_MAX : room);
		size_t before = z.avail_out;
		rc = inflate(&z, Z_NO_FLUSH);
		o->len += before - z.avail_out;
	} while (rc == Z_OK);
	inflateEnd(&z);
	return rc == Z_STREAM_END;
}

static bool unxz(const unsigned char *in, size_t len, bool alone, outbuf *o)
{
	lzma_stream s = LZMA_STREAM_INIT;
	lzma_ret rc = alone ? lzma_alone_decoder(&s, UINT64_MAX)
			    : lzma_stream_decoder(&s, UINT64_MAX, 0);

	if (rc != LZMA_OK)
		return false;
	s.next_in = in;
	s.avail_in = len;
	do {
		size_t room = out_room(o);
		s.next_out = o->data + o->len;
		s.avail_out = room;
		rc = lzma_code(&s, LZMA_FINISH);
		o->len += room - s.avail_out;
	} while (rc == LZMA_OK);
	lzma_end(&s);
	return rc == LZMA_STREAM_END;
}

static uint32_t le32(const unsigned char *p)
{
	return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24;
}

static bool unlz4_legacy(const unsigned char *in, size_t len, outbuf *o)
{
	size_t off = 4;
	bool any = false;

	if (len < 4 || le32(in) != LZ4_LEGACY_MAGIC)
		return false;
	while (off + 4 <= len) {
		uint32_t size = le32(in + off);
		/* a new frame's magic, or kbuild's trailer: the end */
		if (size == LZ4_LEGACY_MAGIC ||
		    size > (uint32_t)LZ4_compressBound(LZ4_LEGACY_BLOCK) ||
		    off + 4 + size > len)
			break;
		out_reserve(o, LZ4_LEGACY_BLOCK);
		int n = LZ4_decompress_safe((const char *)in + off + 4,
					    (char *)o->data + o->len, (int)size,
					    LZ4_LEGACY_BLOCK);
		if (n < 0)
			return false;
		o->len += (size_t)n;
		off += 4 + size;
		any = true;
	}
	return any;
}

static bool unzstd(const unsigned char *in, size_t len, outbuf *o)
{
	ZSTD_DStream *z = ZSTD_createDStream();
	ZSTD_inBuffer ib = { in, len, 0 };
	size_t rc = 1;

	if (!z)
		return false;
	while (rc != 0 && ib.pos < ib.size) {
		size_t room = out_room(o);
		ZSTD_outBuffer ob = { o->data + o->len, room, 0 };

		rc = ZSTD_decompressStream(z, &ob, &ib);
		if (ZSTD_isError(rc))
			break;
		o->len += ob.pos;
	}
	ZSTD_freeDStream(z);
	return rc == 0;
}

bool decompress(const unsigned char *data, size_t len, size_t size_hint,
		unsigned char **out, size_t *out_len, const char **why)
{
	const char *kind = compression_of(data, len);
	outbuf o = {0};
	bool ok = false;

	if (size_hint)
		out_reserve(&o, size_hint + 1);
	if (!kind)
		*why = "not in a known compression";
	else if (!strcmp(kind, "gzip"))
		ok = gunzip(data, len, &o);
	else if (!strcmp(kind, "xz") || !strcmp(kind, "lzma"))
		ok = unxz(data, len, !strcmp(kind, "lzma"), &o);
	else if (!strcmp(kind, "lz4"))
		ok = unlz4_legacy(data, len, &o);
	else
		ok = unzstd(data, len, &o);
	if (kind && !ok)
		*why = "its compressed data do not decompress";
	if (!ok) {
		free(o.data);
		return false;
	}
	*out = o.data;
	*out_len = o.len;
	return true;
}
