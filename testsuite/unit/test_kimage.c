/* Unit tests of reading kernel images (kernel/kimage.c, decompress.c):
 * a payload in each compression a kernel is built with, made here with
 * each library's own compressor, decompresses to the bytes it was made
 * from (LZ4 in the kernel's legacy framing); and each vmlinuz installed
 * under /boot opens as ELF with its BTF, whatever its compression, and
 * its release's dummy module (a .ko, or 6.12's .ko.xz) gives its
 * functions, and the sites its kreserved catalog gives are instructions
 * the kernel patches (jumps, calls, or the NOPs they start as).
 * Prints "PASS: name" or "FAIL: name" per check; exits 1 on any failure. */
#include <dirent.h>
#include <lz4.h>
#include <lzma.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include <zstd.h>

#include "decompress.h"
#include "kbtf.h"
#include "kmodules.h"
#include "kreserved.h"
#include "unit.h"
#include "util.h"

#define PLAIN_LEN (3u << 20)

static unsigned char *plain_text(void)
{
	unsigned char *p = xmalloc(PLAIN_LEN);
	uint32_t x = 12345;
	/* compressible, but not trivially: runs of pseudo-random bytes */
	for (size_t i = 0; i < PLAIN_LEN; i++) {
		x = x * 1103515245 + 12345;
		p[i] = (i / 64) % 3 ? (unsigned char)(x >> 24) : (unsigned char)i;
	}
	return p;
}

static size_t gzip_of(const unsigned char *in, size_t len, unsigned char *out,
		      size_t cap)
{
	z_stream z = {0};
	deflateInit2(&z, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
	z.next_in = (Bytef *)in;
	z.avail_in = (uInt)len;
	z.next_out = out;
	z.avail_out = (uInt)cap;
	int rc = deflate(&z, Z_FINISH);
	size_t n = cap - z.avail_out;
	deflateEnd(&z);
	return rc == Z_STREAM_END ? n : 0;
}

static size_t xz_of(const unsigned char *in, size_t len, unsigned char *out,
		    size_t cap)
{
	size_t pos = 0;
	return lzma_easy_buffer_encode(1, LZMA_CHECK_CRC32, NULL, in, len, out,
				       &pos, cap) == LZMA_OK ? pos : 0;
}

static void put_le32(unsigned char *p, uint32_t v)
{
	p[0] = v & 0xff;
	p[1] = (v >> 8) & 0xff;
	p[2] = (v >> 16) & 0xff;
	p[3] = v >> 24;
}

/* The legacy framing, as the kernel's `lz4 -l` writes it: 8 MiB blocks
 * (here smaller, to have several). */
static size_t lz4_legacy_of(const unsigned char *in, size_t len,
			    unsigned char *out, size_t cap)
{
	const size_t block = 1u << 20;
	size_t off = 4;
	put_le32(out, 0x184c2102);
	for (size_t at = 0; at < len; at += block) {
		size_t n = len - at < block ? len - at : block;
		int c = LZ4_compress_default((const char *)in + at,
					     (char *)out + off + 4, (int)n,
					     (int)(cap - off - 4));
		if (c <= 0)
			return 0;
		put_le32(out + off, (uint32_t)c);
		off += 4 + (size_t)c;
	}
	return off;
}

static size_t zstd_of(const unsigned char *in, size_t len, unsigned char *out,
		      size_t cap)
{
	size_t n = ZSTD_compress(out, cap, in, len, 3);
	return ZSTD_isError(n) ? 0 : n;
}

static void test_formats(void)
{
	static const struct {
		const char *name;
		size_t (*compress)(const unsigned char *, size_t,
				   unsigned char *, size_t);
	} formats[] = {
		{ "gzip", gzip_of }, { "xz", xz_of },
		{ "lz4", lz4_legacy_of }, { "zstd", zstd_of },
	};
	unsigned char *plain = plain_text();
	size_t cap = PLAIN_LEN * 2;
	unsigned char *packed = xmalloc(cap + 4);
	for (size_t i = 0; i < sizeof formats / sizeof *formats; i++) {
		size_t n = formats[i].compress(plain, PLAIN_LEN, packed, cap);
		/* kbuild appends the size; the reader must stop before it */
		put_le32(packed + n, PLAIN_LEN);
		const char *kind = n ? compression_of(packed, n) : NULL;
		unsigned char *out = NULL;
		size_t out_len = 0;
		const char *why = NULL;
		bool ok = kind && !strcmp(kind, formats[i].name) &&
			  decompress(packed, n + 4, i % 2 ? 0 : PLAIN_LEN, &out,
				     &out_len, &why) &&
			  out_len == PLAIN_LEN && !memcmp(out, plain, PLAIN_LEN);
		char *label = xasprintf("%s: %zu bytes from %zu, back whole",
					formats[i].name, (size_t)PLAIN_LEN, n);
		unit_result(label, ok, why);
		free(label);
		free(out);
	}
	const char *why = NULL;
	unsigned char *out = NULL;
	size_t out_len;
	memcpy(packed, "\x28\xb5\x2f\xfd", 4);
	memset(packed + 4, 0xee, 64);
	unit_result("zstd: damaged data are refused with a reason",
		    !decompress(packed, 68, 0, &out, &out_len, &why) && why,
		    NULL);
	free(packed);
	free(plain);
}

static void count_function(const char *name, void *arg)
{
	(void)name;
	(*(int *)arg)++;
}

static void count_module_functions(const kmodule *m, void *arg)
{
	kmodule_functions(m, "dummy_*", count_function, arg);
}

/* Every flavour builds the dummy network driver as a module. */
static void test_module(const char *release)
{
	int functions = 0;
	int n = kmodules_match(release, "dummy", count_module_functions,
			       &functions);
	char *label = xasprintf("%s: module(\"dummy\") has dummy_* functions",
				release);
	unit_result(label, n == 1 && functions > 3, NULL);
	free(label);
}

/* The first bytes a static key's jump or a static call starts as in the
 * image: a 5-byte NOP (0f 1f 44 00 00), a 2-byte one (66 90), a jmp
 * (eb, e9) or a call (e8). A site read at a wrong place is none of
 * these, mostly. */
static bool patchable(const uint8_t *b)
{
	return (b[0] == 0x0f && b[1] == 0x1f) || (b[0] == 0x66 && b[1] == 0x90) ||
	       b[0] == 0xeb || b[0] == 0xe9 || b[0] == 0xe8;
}

static void test_reserved(const char *release, kimage *img)
{
	char *build = xasprintf("/lib/modules/%s/build", release);
	char cache[] = "/tmp/tapc-unit-kimage.XXXXXX";
	const char *was = getenv("XDG_CACHE_HOME");
	char *saved = was ? xstrdup(was) : NULL;

	if (!mkdtemp(cache)) {
		unit_result("a cache folder for the patch sites", false, NULL);
		free(build);
		free(saved);
		return;
	}
	setenv("XDG_CACHE_HOME", cache, 1);
	kreserved *r = kreserved_load(release, build, 0);
	int bad = 0, first_bad = -1;
	for (int i = 0; r && i < r->count; i++) {
		const uint8_t *b = kimage_at(img, r->addrs[i], 2);
		if (!b || !patchable(b)) {
			if (first_bad < 0)
				first_bad = i;
			bad++;
		}
	}
	char *label = xasprintf("%s: its static keys' jumps and static calls "
				"are read where they are", release);
	char *why = r && r->count > 1000 && !bad ? NULL
		: xasprintf("%d sites, %d not a jump, call or NOP (the first at "
			    "%llx)", r ? r->count : -1, bad, first_bad >= 0
			    ? (unsigned long long)r->addrs[first_bad] : 0ULL);
	unit_result(label, !why, why);
	free(label);
	free(why);
	kreserved_free(r);
	char *rm = xasprintf("rm -rf '%s'", cache);
	if (system(rm) != 0)
		unit_result("the patch sites' cache folder removed", false, cache);
	free(rm);
	if (saved)
		setenv("XDG_CACHE_HOME", saved, 1);
	else
		unsetenv("XDG_CACHE_HOME");
	free(saved);
	free(build);
}

static void test_installed_images(void)
{
	DIR *d = opendir("/boot");
	int n = 0;
	for (struct dirent *e; d && (e = readdir(d));) {
		if (strncmp(e->d_name, "vmlinuz-", 8) != 0)
			continue;
		char *path = xasprintf("/boot/%s", e->d_name);
		kimage *img = kimage_open(path, 1);
		btf b = {0};
		bool ok = img && kimage_elf(img) && kimage_btf(img, &b) &&
			  btf_find(&b, KIND_STRUCT, "task_struct") != 0;
		char *label = xasprintf("%s opens as ELF with its BTF", path);
		unit_result(label, ok, NULL);
		free(label);
		if (ok)
			test_reserved(e->d_name + 8, img);
		free(b.types);
		kimage_close(img);
		free(path);
		test_module(e->d_name + 8);
		n++;
	}
	if (d)
		closedir(d);
	if (n == 0)
		printf("SKIP: no /boot/vmlinuz-*: no installed image to read\n");
}

int main(void)
{
	test_formats();
	test_installed_images();
	return unit_failures ? 1 : 0;
}
