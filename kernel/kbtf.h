/* The target kernel's BTF, read from its image (kimage.h): the kernel's
 * own description of its types and functions. Shared by the catalogs
 * generated from the kernel (tracepoints, system calls, kprobe symbols). */
#ifndef TAPC_KBTF_H
#define TAPC_KBTF_H

#include <gelf.h>
#include <stdbool.h>
#include <stdint.h>

#include "kimage.h"
#include "util.h"

/* The BTF format, as include/uapi/linux/btf.h defines it; spelled out
 * here so that tapc does not depend on the host's kernel headers. */
enum {
	BTF_MAGIC = 0xeB9F,
	KIND_INT = 1, KIND_PTR, KIND_ARRAY, KIND_STRUCT, KIND_UNION,
	KIND_ENUM, KIND_FWD, KIND_TYPEDEF, KIND_VOLATILE, KIND_CONST,
	KIND_RESTRICT, KIND_FUNC, KIND_FUNC_PROTO, KIND_VAR, KIND_DATASEC,
	KIND_FLOAT, KIND_DECL_TAG, KIND_TYPE_TAG, KIND_ENUM64,
};

typedef struct btf_type {
	uint32_t name_off, info, size_or_type;
} btf_type;

typedef struct btf_param {
	uint32_t name_off, type;
} btf_param;

typedef struct btf_array {
	uint32_t type, index_type, nelems;
} btf_array;

typedef struct btf_member {
	uint32_t name_off, type, offset;   /* offset in bits (or bitfield) */
} btf_member;

/* The BTF of one image, indexed by type id. A module's is split BTF on
 * the kernel's: its ids and string offsets go on from where the kernel's
 * end, so that one index holds both. */
typedef struct btf {
	const char *strs;
	uint32_t str_len;
	const char *split_strs;   /* a module's own strings, after strs */
	uint32_t split_str_len;
	const btf_type **types;   /* [0] is void, NULL */
	uint32_t ntypes;
} btf;

static inline int btf_kind(const btf_type *t) { return (t->info >> 24) & 0x1f; }
static inline int btf_vlen(const btf_type *t) { return t->info & 0xffff; }
static inline bool btf_kflag(const btf_type *t) { return t->info >> 31; }

const char *btf_str(const btf *b, uint32_t off);
const btf_type *btf_get(const btf *b, uint32_t id);
/* Indexes the types of a .BTF section. False when it is not BTF. */
bool btf_index(btf *b, const uint8_t *data, size_t size);
/* The same for a module's split BTF on `base`, whose types and strings
 * it refers to (and which must outlive it). */
bool btf_index_split(btf *b, const btf *base, const uint8_t *data, size_t size);
/* The type behind typedefs, const, volatile and tags; NULL for void. */
const btf_type *btf_resolve(const btf *b, uint32_t id);
/* The first type of `kind` named `name`; 0 when there is none. */
uint32_t btf_find(const btf *b, int kind, const char *name);
/* Appends the C declaration of `inner` (a name, a declarator, or "")
 * as having type `id`. */
void btf_spell_decl(const btf *b, uint32_t id, const char *inner, strbuf *out);

/* How a value of a C type is passed and read back into 64 bits: a
 * pointer, or an integer of 1, 2, 4 or 8 bytes, signed or not. */
typedef struct btf_value {
	int size;
	bool is_signed, is_pointer;
	bool known;        /* false: neither C's own type nor one BTF
	                    * describes (then a guess: 8 bytes, signed) */
} btf_value;

/* The value of `c_type` ("const char __user *", "blk_status_t", "enum
 * x"); `b` may be NULL, when C's own types and pointers are still known. */
btf_value btf_classify(const btf *b, const char *c_type);
/* A C type of that value that needs no header: "void *", "unsigned char",
 * "long", ... */
const char *btf_value_c_type(btf_value v);

/* The bytes of the image's BTF: its .BTF section, or all of raw BTF
 * (they point into the image); false when it has none. */
bool kimage_btf_bytes(kimage *img, const uint8_t **data, size_t *size);
/* Indexes the image's .BTF into *b (which points into the image). */
bool kimage_btf(kimage *img, btf *b);
#endif
