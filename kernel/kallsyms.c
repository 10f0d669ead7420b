/* Decoding the kallsyms tables of a kernel image (kallsyms.h).
 *
 * scripts/kallsyms lays them out in .rodata, each table 8-byte aligned.
 * Until 6.3: kallsyms_offsets (one int32 a symbol), kallsyms_relative_base
 * (u64), kallsyms_num_syms (u32), kallsyms_names (each name a length, one
 * or two ULEB128 bytes, then that many token numbers), kallsyms_markers
 * (the offset in names of every 256th symbol), on 6.2 and 6.3
 * kallsyms_seqs_of_names, then kallsyms_token_table (256 NUL-terminated
 * expansions) and kallsyms_token_index (256 u16 offsets into it). From
 * 6.4 the offsets and the base move after the token index: num_syms,
 * names, markers, token_table, token_index, offsets, relative_base,
 * seqs_of_names; 7.x has the names right after the count (no padding)
 * and no relative base, each offset being from its own place (the
 * kernel's `.long sym - .`). No symbol says where they are, so they are found by
 * their shape: the token index first (256 rising offsets that each start
 * a string of the table just before it), then the symbol count whose
 * names decode with those tokens and agree with the markers after them;
 * which layout holds shows in whether the offsets put _text where the
 * image's .text starts. */
#include <stdlib.h>
#include <string.h>

#include "kallsyms.h"
#include "util.h"

typedef struct rodata {
	const uint8_t *p;
	size_t size;
	uint64_t addr;      /* the link address of p[0] */
} rodata;

typedef struct tokens {
	const char *text[256];
	uint8_t len[256];
} tokens;

static uint16_t get16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}
static uint64_t get64(const uint8_t *p)
{
	return get32(p) | (uint64_t)get32(p + 4) << 32;
}

static bool printable(uint8_t c) { return c >= 0x20 && c < 0x7f; }

/* Whether the token table of `index` (at `at`) starts at `table`. */
static bool table_fits(const rodata *r, size_t table, size_t at,
		       const uint8_t *index)
{
	for (int i = 0; i < 256; i++) {
		size_t start = table + get16(index + 2 * i);
		size_t end = i < 255 ? table + get16(index + 2 * i + 2) - 1 : at;
		if (end <= start)
			return false;
		size_t k = start;
		while (k < end && printable(r->p[k]))
			k++;
		if (k == start || r->p[k] != 0 || (i < 255 && k != end) ||
		    (i == 255 && at - k > 8))
			return false;
	}
	return true;
}

/* Finds the token table and index; returns where the table starts, or 0,
 * and where the index is in *index_at. */
static size_t find_tokens(const rodata *r, tokens *tok, size_t *index_at)
{
	for (size_t at = 8; at + 512 <= r->size; at += 8) {
		const uint8_t *index = r->p + at;
		if (get16(index) != 0)
			continue;
		bool rising = true;
		for (int i = 1; i < 256 && rising; i++)
			rising = get16(index + 2 * i) > get16(index + 2 * i - 2);
		uint16_t last = get16(index + 510);
		if (!rising || last + 2u > at)
			continue;
		/* the table ends with its last string and up to 7 bytes of
		 * padding before the index */
		for (size_t pad = 0; pad < 8 + 64 && pad + last + 2 <= at; pad++) {
			size_t table = at - pad - last - 2;
			if (!table_fits(r, table, at, index))
				continue;
			for (int i = 0; i < 256; i++) {
				tok->text[i] = (const char *)r->p + table +
					       get16(index + 2 * i);
				tok->len[i] = (uint8_t)strlen(tok->text[i]);
			}
			*index_at = at;
			return table;
		}
	}
	return 0;
}

/* The name at *pos (advanced past it) expanded into buf (KSYM_NAME_LEN
 * is 512); false when it does not decode within `end`. */
static bool decode_name(const rodata *r, const tokens *tok, size_t *pos,
			size_t end, char *buf, size_t bufsize)
{
	size_t p = *pos;
	if (p >= end)
		return false;
	size_t len = r->p[p++];
	if (len & 0x80) {
		if (p >= end)
			return false;
		len = (len & 0x7f) | (size_t)r->p[p++] << 7;
	}
	if (len == 0 || p + len > end)
		return false;
	size_t n = 0;
	for (size_t i = 0; i < len; i++) {
		uint8_t t = r->p[p + i];
		if (n + tok->len[t] + 1 > bufsize)
			return false;
		memcpy(buf + n, tok->text[t], tok->len[t]);
		n += tok->len[t];
	}
	buf[n] = '\0';
	*pos = p + len;
	return n >= 2;
}

/* Whether kallsyms_num_syms could be at `at` with the names at `names`:
 * its count, and names after it that decode and end where markers (4- or
 * 8-byte aligned) agree with them. */
static bool names_at(const rodata *r, const tokens *tok, size_t at,
		     size_t names, size_t tables_end, uint32_t *count)
{
	uint32_t n = get32(r->p + at);
	if (n < 256 || n > 4000000)
		return false;
	char buf[600];
	size_t pos = names;
	uint32_t marker256 = 0;
	for (uint32_t i = 0; i < n; i++) {
		if (i == 256)
			marker256 = (uint32_t)(pos - names);
		if (!decode_name(r, tok, &pos, tables_end, buf, sizeof buf))
			return false;
		if (i < 16 && (!printable((uint8_t)buf[0]) || buf[1] == ' '))
			return false;
	}
	for (size_t align = 8; align >= 4; align -= 4) {
		size_t markers = (pos + align - 1) & ~(align - 1);
		if (markers + 8 <= tables_end && get32(r->p + markers) == 0 &&
		    get32(r->p + markers + 4) == marker256) {
			*count = n;
			return true;
		}
	}
	return false;
}


/* The address of symbol i, from its int32 offset: with absolute per-CPU
 * symbols a non-negative offset is the address itself. */
static uint64_t address(int32_t off, uint64_t base, bool absolute_percpu)
{
	if (!absolute_percpu)
		return base + (uint32_t)off;
	return off >= 0 ? (uint64_t)off : base - 1 - (uint64_t)(int64_t)off;
}

static int by_name_offset(const ksym *syms, int count, const char *name)
{
	for (int i = 0; i < count; i++)
		if (!strcmp(syms[i].name, name))
			return i;
	return -1;
}

/* Where the offsets and the relative base are in either layout: before
 * the count (until 6.3), or after the token index (from 6.4). */
typedef struct layout {
	size_t offsets, base;
} layout;

static int layouts(const rodata *r, size_t at, uint32_t n, size_t index_at,
		   layout out[2])
{
	int count = 0;
	size_t size = (size_t)n * 4;
	if (at >= 8 + size) {
		out[count].base = at - 8;
		out[count++].offsets = (at - 8 - size) & ~(size_t)7;
	}
	size_t offsets = (index_at + 512 + 7) & ~(size_t)7;
	size_t base = (offsets + size + 7) & ~(size_t)7;
	if (base + 8 <= r->size) {
		out[count].offsets = offsets;
		out[count++].base = base;
	}
	return count;
}

/* Gives every symbol its address by the rule and layout that put _text
 * at the start of .text; false when none does. */
static bool place_all(const rodata *r, size_t at, uint32_t n, size_t index_at,
		      uint64_t text_start, ksym_table *out)
{
	int text = by_name_offset(out->syms, out->count, "_text");
	layout where[2];
	int nlayouts = text < 0 ? 0 : layouts(r, at, n, index_at, where);
	for (int l = 0; l < nlayouts; l++) {
		uint64_t base = get64(r->p + where[l].base);
		const uint8_t *offsets = r->p + where[l].offsets;
		for (int absolute = 1; absolute >= 0; absolute--) {
			int32_t off = (int32_t)get32(offsets + 4 * (size_t)text);
			if (base < 0xffff800000000000ULL ||
			    address(off, base, absolute) != text_start)
				continue;
			for (uint32_t i = 0; i < n; i++)
				out->syms[i].addr = address((int32_t)get32(offsets + 4 * i),
							    base, absolute);
			return true;
		}
	}
	/* no relative base (7.x): each offset, after the token index, is
	 * from its own place (the kernel's `.long sym - .`) */
	size_t at_offsets = (index_at + 512 + 7) & ~(size_t)7;
	if (text < 0 || at_offsets + (size_t)n * 4 > r->size)
		return false;
	uint64_t place = r->addr + at_offsets;
	const uint8_t *offsets = r->p + at_offsets;
	for (uint32_t i = 0; i < n; i++)
		out->syms[i].addr = place + 4 * (uint64_t)i +
			(uint64_t)(int64_t)(int32_t)get32(offsets + 4 * (size_t)i);
	if (out->syms[text].addr == text_start)
		return true;
	return false;
}

static bool decode_all(const rodata *r, const tokens *tok, size_t at,
		       size_t names_start, uint32_t n, size_t index_at,
		       uint64_t text_start, ksym_table *out)
{
	strbuf names = {0};
	size_t *name_at = xmalloc(sizeof *name_at * n);
	out->syms = xcalloc(n, sizeof *out->syms);
	out->count = (int)n;
	char buf[600];
	size_t pos = names_start;
	for (uint32_t i = 0; i < n; i++) {
		decode_name(r, tok, &pos, r->size, buf, sizeof buf);
		out->syms[i].type = buf[0];
		name_at[i] = names.len;
		sb_puts(&names, buf + 1);
		sb_putc(&names, '\0');
	}
	out->names = names.buf;
	for (uint32_t i = 0; i < n; i++)
		out->syms[i].name = out->names + name_at[i];
	free(name_at);
	bool ok = place_all(r, at, n, index_at, text_start, out);
	if (!ok)
		kallsyms_free(out);
	return ok;
}

bool kallsyms_read(kimage *img, ksym_table *out)
{
	memset(out, 0, sizeof *out);
	uint64_t start, end, text_start, text_end;
	if (!kimage_section_range(img, ".rodata", &start, &end) ||
	    !kimage_section_range(img, ".text", &text_start, &text_end))
		return false;
	rodata r = { kimage_at(img, start, end - start), end - start, start };
	tokens tok;
	size_t index_at = 0;
	size_t table = r.p ? find_tokens(&r, &tok, &index_at) : 0;
	if (!table)
		return false;
	/* the names 8-byte aligned after the count (zero padding between),
	 * else right after it (7.x) */
	for (size_t at = 8; at + 16 < table; at += 8) {
		uint32_t n;
		size_t names = get32(r.p + at + 4) == 0 ? at + 8 : at + 4;
		if (names_at(&r, &tok, at, names, table, &n))
			return decode_all(&r, &tok, at, names, n, index_at,
					  text_start, out);
	}
	return false;
}

void kallsyms_free(ksym_table *t)
{
	free(t->syms);
	free(t->names);
	memset(t, 0, sizeof *t);
}

const ksym *kallsyms_find(const ksym_table *t, const char *name)
{
	int i = by_name_offset(t->syms, t->count, name);
	return i < 0 ? NULL : &t->syms[i];
}

const ksym *kallsyms_text_at(const ksym_table *t, uint64_t addr)
{
	int lo = 0, hi = t->count;   /* the first symbol above addr */
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (t->syms[mid].addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (int i = lo - 1; i >= 0; i--)
		if (ksym_is_text(&t->syms[i]))
			return &t->syms[i];
	return NULL;
}
