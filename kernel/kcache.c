/* The per-build cache of catalogs generated from the kernel (kcache.h). */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "kcache.h"
#include "progress.h"
#include "kimage.h"
#include "kroot.h"
#include "util.h"

static char *first_readable(char *a, char *b)
{
	if (a && access(a, R_OK) == 0) {
		free(b);
		return a;
	}
	free(a);
	if (b && access(b, R_OK) == 0)
		return b;
	free(b);
	return NULL;
}

/* The kernel's own BTF when `release` is the one running. */
static char *running_kernel_btf(const char *release)
{
	struct utsname u;

	if (uname(&u) != 0 || strcmp(u.release, release) != 0)
		return NULL;
	return xstrdup("/sys/kernel/btf/vmlinux");
}

static kernel_files find_files(const char *release, const char *build_dir)
{
	kernel_files kf = {
		.release = xstrdup(release),
		.build_dir = realpath(build_dir, NULL),
	};
	if (!kf.build_dir)
		kf.build_dir = xstrdup(build_dir);
	char *vmlinux = xasprintf("%s/vmlinux", kf.build_dir);
	bool whole = kimage_file_is_whole(vmlinux);
	kf.image = first_readable(whole ? xstrdup(vmlinux) : NULL,
				  kroot_file(release, "/boot/vmlinuz-%s"));
	kf.btf = first_readable(vmlinux, running_kernel_btf(release));
	if (!kf.btf && kf.image)
		kf.btf = xstrdup(kf.image);
	kf.system_map = first_readable(xasprintf("%s/System.map", kf.build_dir),
				       kroot_file(release, "/boot/System.map-%s"));
	kf.config = first_readable(xasprintf("%s/.config", kf.build_dir),
				   kroot_file(release, "/boot/config-%s"));
	kf.utsrelease = first_readable(
		xasprintf("%s/include/generated/utsrelease.h", kf.build_dir), NULL);
	return kf;
}

static char *dup_or_null(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

static kernel_files copy_files(const kernel_files *kf)
{
	return (kernel_files){
		.release = dup_or_null(kf->release),
		.build_dir = dup_or_null(kf->build_dir),
		.image = dup_or_null(kf->image),
		.btf = dup_or_null(kf->btf),
		.system_map = dup_or_null(kf->system_map),
		.config = dup_or_null(kf->config),
		.utsrelease = dup_or_null(kf->utsrelease),
	};
}

/* The last kernel asked about, and its key once made: a run asks for
 * each of its catalogs (system calls, functions, tracepoints) and for
 * the module's key, and each asking was a realpath(3), several
 * access(2)s and five stat(2)s answering the same within one run. */
static struct {
	char *release, *build_dir;   /* as asked */
	kernel_files kf;
	char *key;
} last;

kernel_files kernel_files_find(const char *release, const char *build_dir)
{
	if (!last.release || strcmp(last.release, release) ||
	    strcmp(last.build_dir, build_dir)) {
		free(last.release);
		free(last.build_dir);
		kernel_files_free(&last.kf);
		free(last.key);
		last.release = xstrdup(release);
		last.build_dir = xstrdup(build_dir);
		last.kf = find_files(release, build_dir);
		last.key = NULL;
	}
	return copy_files(&last.kf);
}

void kernel_files_free(kernel_files *kf)
{
	free(kf->release);
	free(kf->build_dir);
	free(kf->image);
	free(kf->btf);
	free(kf->system_map);
	free(kf->config);
	free(kf->utsrelease);
}

static void describe_file(strbuf *sb, const char *path)
{
	struct stat st;
	if (path && stat(path, &st) == 0)
		sb_printf(sb, "|%s:%lld:%lld.%09ld", path, (long long)st.st_size,
			  (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec);
	else
		sb_puts(sb, "|-");
}

static char *make_key(const kernel_files *kf)
{
	strbuf sb = {0};
	sb_printf(&sb, "%s|%s", kf->release, kf->build_dir);
	/* The build's own files, never where its BTF happens to be read
	 * from: the running kernel's /sys/kernel/btf/vmlinux (in the
	 * target's guest) is of the build the image is, and the host, which
	 * reads it from the image, must find the same key. */
	char *vmlinux = xasprintf("%s/vmlinux", kf->build_dir);
	describe_file(&sb, vmlinux);
	free(vmlinux);
	describe_file(&sb, kf->image);
	describe_file(&sb, kf->system_map);
	describe_file(&sb, kf->config);
	describe_file(&sb, kf->utsrelease);
	return sb_steal(&sb);
}

static bool same_text(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

char *kcache_key(const kernel_files *kf)
{
	const kernel_files *l = &last.kf;
	bool known = last.release && same_text(kf->release, l->release) &&
		     same_text(kf->build_dir, l->build_dir) &&
		     same_text(kf->image, l->image) &&
		     same_text(kf->system_map, l->system_map) &&
		     same_text(kf->config, l->config) &&
		     same_text(kf->utsrelease, l->utsrelease);
	if (!known)
		return make_key(kf);
	if (!last.key)
		last.key = make_key(kf);
	return xstrdup(last.key);
}

static uint64_t fnv1a(const char *data, size_t len)
{
	uint64_t h = 0xcbf29ce484222325ULL;
	for (size_t i = 0; i < len; i++) {
		h ^= (unsigned char)data[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}

/* The checksum that seals a cache file's text: eight bytes a step, so
 * that checking the megabytes of the types' catalog on every load costs
 * a few milliseconds, not FNV-1a's tens (a byte a multiply). */
#define SEAL_SUM "sum64"

static uint64_t text_sum(const char *data, size_t len)
{
	uint64_t h = 0xcbf29ce484222325ULL;
	size_t i = 0;

	for (; i + 8 <= len; i += 8) {
		uint64_t word;
		memcpy(&word, data + i, 8);
		h = (h ^ word) * 0x100000001b3ULL;
		h ^= h >> 29;
	}
	for (; i < len; i++) {
		h ^= (unsigned char)data[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}

char *kcache_file(const char *name)
{
	const char *xdg = getenv("XDG_CACHE_HOME");
	const char *home = getenv("HOME");
	return xdg && *xdg ? xasprintf("%s/tapc/%s", xdg, name)
	       : xasprintf("%s/.cache/tapc/%s", home && *home ? home : "/tmp", name);
}

char *kcache_path(const kernel_files *kf, const char *what, const char *key)
{
	char *base = kcache_file(what);
	char *path = xasprintf("%s/%s-%016llx.txt", base, kf->release,
			       (unsigned long long)fnv1a(key, strlen(key)));
	free(base);
	return path;
}

/* A whole cache file's text around the body `w` wrote, and its length. */
static char *kcache_seal(const kcache_kind *kind, const char *key,
			 const kcache_writer *w, size_t *len)
{
	strbuf sb = {0};
	sb_printf(&sb, "%s\n%s\n", kind->magic, key);
	size_t head = sb.len;
	sb_putn(&sb, w->text.buf ? w->text.buf : "", w->text.len);
	if (kind->binary || kind->mapped)
		sb_putc(&sb, '\n');
	uint64_t sum = text_sum(sb.buf, kind->mapped ? head : sb.len);
	sb_printf(&sb, "end %d %016llx\n", w->count, (unsigned long long)sum);
	*len = sb.len;
	return sb_steal(&sb);
}

/* Checks a cache file's text (NUL-terminated, `len` bytes): on success
 * *body is where its body starts, *trailer where the body ends, *count
 * the count it was sealed with. False with *why otherwise. */
static bool kcache_unseal(char *text, size_t len, const char *magic,
			  const char *key, char **body, char **trailer_out,
			  int *count, const char **why)
{
	size_t magic_len = strlen(magic), key_len = strlen(key);
	*why = "not a tapc catalog of this kind";
	if (len < magic_len + 1 || strncmp(text, magic, magic_len) ||
	    text[magic_len] != '\n')
		return false;
	char *key_line = text + magic_len + 1;
	*why = "made for another kernel build";
	if ((size_t)(text + len - key_line) < key_len + 1 ||
	    strncmp(key_line, key, key_len) || key_line[key_len] != '\n')
		return false;
	/* the trailer: "end COUNT SUM\n", the last line */
	*why = "truncated or damaged";
	if (len < 2 || text[len - 1] != '\n')
		return false;
	char *trailer = text + len - 1;
	while (trailer > text && trailer[-1] != '\n')
		trailer--;
	unsigned long long sum;
	if (trailer < key_line + key_len + 1 ||
	    sscanf(trailer, "end %d %llx", count, &sum) != 2 || *count < 0 ||
	    sum != text_sum(text, (size_t)(trailer - text)))
		return false;
	*body = key_line + key_len + 1;
	*trailer_out = trailer;
	return true;
}

void kcache_blob_free(kcache_blob *blob)
{
	if (blob->mapped)
		munmap(blob->base, blob->len);
	else
		free(blob->base);
	blob->base = NULL;
}

/* Maps a cache file read-only. A cache file is only ever replaced whole
 * (renamed over), never truncated in place: the mapping stays whole. */
static bool map_blob(const char *path, kcache_blob *blob)
{
	blob->base = map_file(path, &blob->len);
	blob->mapped = true;
	return blob->base != NULL;
}

/* The last line of a mapped file, copied out (the mapping has no NUL to
 * stop sscanf), without its '\n'; NULL when it has none that short. */
static char *last_line(const kcache_blob *blob, size_t from, char *buf,
		       size_t size)
{
	size_t n = blob->len - from < size - 1 ? blob->len - from : size - 1;
	if (n < 2 || blob->base[blob->len - 1] != '\n')
		return NULL;
	memcpy(buf, blob->base + blob->len - n, n - 1);
	buf[n - 1] = '\0';
	/* the body before it may hold NULs */
	char *line = memrchr(buf, '\n', n - 1);
	return line ? line + 1 : NULL;
}

/* Checks a mapped kind's file (kcache_seal's) and opens its catalog,
 * which then owns `blob`; NULL with *why, `blob` freed, otherwise. Only
 * the head, the trailer and what the catalog looks at are read. */
static void *open_blob(const kcache_kind *kind, kcache_blob blob,
		       const char *key, const char **why)
{
	size_t magic_len = strlen(kind->magic), key_len = strlen(key);
	size_t head = magic_len + 1 + key_len + 1;
	char buf[64];
	const char *base = blob.base, *line;
	unsigned long long sum;
	int count;
	void *cat = NULL;

	*why = "not a tapc catalog of this kind";
	if (blob.len < magic_len + 1 || memcmp(base, kind->magic, magic_len) ||
	    base[magic_len] != '\n')
		goto out;
	*why = "made for another kernel build";
	if (blob.len < head || memcmp(base + magic_len + 1, key, key_len) ||
	    base[head - 1] != '\n')
		goto out;
	*why = "truncated or damaged";
	line = last_line(&blob, head, buf, sizeof buf);
	if (!line || sscanf(line, "end %d %llx", &count, &sum) != 2 ||
	    count < 0 || sum != text_sum(base, head) ||
	    head + (size_t)count + 1 + strlen(line) + 1 != blob.len ||
	    base[head + (size_t)count] != '\n')
		goto out;
	*why = "damaged";
	cat = kind->open(blob, base + head, (size_t)count);
out:
	if (!cat)
		kcache_blob_free(&blob);
	return cat;
}

static void kcache_store(const char *path, const char *text, size_t len,
			 int verbose)
{
	make_parent_dirs(path, 0755);
	if (!write_file_replacing(path, text, len) && verbose)
		fprintf(stderr, "%s: cannot write the cache %s: %s\n",
			progname, path, strerror(errno));
}

void kcache_field(kcache_writer *w, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *field = xvasprintf(fmt, ap);
	va_end(ap);
	if (w->in_record)
		sb_putc(&w->text, '\t');
	sb_puts(&w->text, field);
	free(field);
	w->in_record = true;
}

void kcache_end_record(kcache_writer *w)
{
	sb_putc(&w->text, '\n');
	w->count++;
	w->in_record = false;
}

void kcache_bytes(kcache_writer *w, const void *data, size_t len)
{
	sb_putn(&w->text, data, len);
	w->count += (int)len;
}

int kcache_next_record(kcache_reader *r, char **fields, int max)
{
	if (r->next >= r->end || max < 1)
		return 0;
	char *eol = strchr(r->next, '\n');
	*eol = '\0';
	int n = 0;
	for (char *p = r->next; n < max;) {
		fields[n++] = p;
		char *tab = strchr(p, '\t');
		if (!tab)
			break;
		*tab = '\0';
		p = tab + 1;
	}
	r->next = eol + 1;
	return n;
}

/* Whether a checked body [body, end) is what its trailer counted: so many
 * whole lines, or (binary) so many bytes and the '\n' after them. */
static bool body_is_whole(const kcache_kind *kind, const char *body,
			  const char *end, int count)
{
	if (kind->binary)
		return end - body == (ptrdiff_t)count + 1;
	int lines = 0;
	for (const char *p = body; p < end && (p = memchr(p, '\n', (size_t)(end - p))); p++)
		lines++;
	return lines == count && (body == end || end[-1] == '\n');
}

static double seconds_since(const struct timespec *start)
{
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - start->tv_sec) +
	       (double)(now.tv_nsec - start->tv_nsec) / 1e9;
}

/* Checks and parses a cache file's text; frees it when it does not read. */
static void *read_text(const kcache_kind *kind, char *text, size_t len,
		       const char *key, const char **why)
{
	char *body, *trailer;
	int count;
	void *cat = NULL;
	if (kcache_unseal(text, len, kind->magic, key, &body, &trailer, &count, why)) {
		*why = "damaged";
		kcache_reader r = { body, kind->binary ? trailer - 1 : trailer, count };
		if (body_is_whole(kind, body, trailer, count))
			cat = kind->parse(text, &r);
	}
	if (!cat)
		free(text);
	return cat;
}

/* kcache_load, or with `make` false kcache_load_kept. */
static void *load(const kcache_kind *kind, const char *release,
		  const char *build_dir, int verbose, bool make)
{
	struct timespec start;
	clock_gettime(CLOCK_MONOTONIC, &start);
	kernel_files kf = kernel_files_find(release, build_dir);
	char *key = kcache_key(&kf);
	char *more = kind->more_key ? kind->more_key(&kf) : NULL;
	if (more) {
		char *both = xasprintf("%s %s", key, more);
		free(key);
		free(more);
		key = both;
	}
	/* the format in the name too: tapc builds that read different
	 * formats keep a file each instead of rewriting one in turn */
	char *named = xasprintf("%s\n%s\n" SEAL_SUM, kind->magic, key);
	char *path = kcache_path(&kf, kind->what, named);
	free(named);
	size_t len;
	char *text = NULL;
	kcache_blob blob;
	const char *why = NULL;
	void *cat = NULL;
	if (kind->mapped && map_blob(path, &blob))
		cat = open_blob(kind, blob, key, &why);
	else if (!kind->mapped && (text = read_file(path, &len)))
		cat = read_text(kind, text, len, key, &why);
	if (cat) {
		if (verbose)
			fprintf(stderr, "%s: the %s of %s from the cache %s in "
				"%.1f ms\n", progname, kind->what, release, path,
				seconds_since(&start) * 1e3);
		goto done;
	}
	/* shell completion asks on every Tab: never a build there */
	if (!make || getenv("TAPC_KEPT_CATALOGS"))
		goto done;
	if (verbose && why)
		fprintf(stderr, "%s: the %s cache %s is %s: regenerating it\n",
			progname, kind->what, path, why);
	kcache_writer w = {0};
	progress step = progress_begin("%s of %s (once per kernel)",
				       kind->progress ? kind->progress : kind->what,
				       release);
	bool generated = kind->generate(&kf, verbose, &w);
	progress_end(&step, generated);
	if (generated) {
		size_t text_len;
		text = kcache_seal(kind, key, &w, &text_len);
		kcache_store(path, text, text_len, verbose);
		if (kind->mapped)
			cat = open_blob(kind, (kcache_blob){ text, text_len, false },
					key, &why);
		else
			cat = read_text(kind, text, text_len, key, &why);
		if (verbose)
			fprintf(stderr, "%s: generated the %s of %s in %.1f s\n",
				progname, kind->what, release, seconds_since(&start));
	}
	free(w.text.buf);
	if (!cat)
		fprintf(stderr, "%s: cannot list the %s of kernel %s (build tree "
			"%s)\n", progname, kind->what, release, build_dir);
done:
	free(path);
	free(key);
	kernel_files_free(&kf);
	return cat;
}

void *kcache_load(const kcache_kind *kind, const char *release,
		  const char *build_dir, int verbose)
{
	return load(kind, release, build_dir, verbose, true);
}

void *kcache_load_kept(const kcache_kind *kind, const char *release,
		       const char *build_dir, int verbose)
{
	return load(kind, release, build_dir, verbose, false);
}
