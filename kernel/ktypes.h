/* The target kernel's types and function prototypes, from the BTF of its
 * image, cached per kernel build: the .BTF section itself (the kernel's
 * own compact encoding) and an index of its names, so that a warm load
 * reads one file and indexes nothing by name.
 *
 * Types are BTF type ids (0 is void). Type names are spelled as stap
 * spells them from DWARF in -L listings: "unsigned int", "long int",
 * "struct file*", "char[16]", "size_t". */
#ifndef TAPC_KTYPES_H
#define TAPC_KTYPES_H

#include <stdbool.h>
#include <stdint.h>

#include "kbtf.h"

typedef struct ktypes ktypes;

/* The catalog of the kernel of `release` built in `build_dir`; NULL after
 * a message when its image has no BTF. */
ktypes *ktypes_load(const char *release, const char *build_dir, int verbose);
void ktypes_free(ktypes *kt);
/* The types of the module at `path` (a .ko, compressed or not): its split
 * BTF over the kernel's `base` (which must outlive it), the kernel's
 * types and its own found alike; NULL when it has no BTF or BTF split
 * on a distilled base of its own (.BTF.base). Not cached:
 * a module's BTF is small. */
ktypes *ktypes_load_module(const ktypes *base, const char *path);
const btf *ktypes_btf(const ktypes *kt);

/* What a type is, behind typedefs and qualifiers. */
typedef enum ktype_kind {
	KT_VOID, KT_INT, KT_ENUM, KT_PTR, KT_ARRAY, KT_STRUCT, KT_UNION,
	KT_FUNC, KT_FLOAT, KT_OPAQUE,   /* a struct only declared */
} ktype_kind;

typedef struct ktype_info {
	ktype_kind kind;
	uint32_t id;          /* the resolved type */
	uint64_t size;        /* in bytes; 0 for void, functions, opaque */
	bool is_signed;       /* integers and enums */
	bool is_char;         /* a char-sized integer named "char" or the like */
	bool is_bool;
	uint32_t target;      /* KT_PTR: the pointed-to type; KT_ARRAY: the
	                       * element type */
	uint32_t nelems;      /* KT_ARRAY */
} ktype_info;

void ktypes_info(const ktypes *kt, uint32_t id, ktype_info *out);

/* A named type: "struct task_struct", "task_struct" (struct, union or
 * typedef of that name), "union ...", "enum ...", a typedef ("pid_t") or
 * a base type ("unsigned int"). 0 when there is none. */
uint32_t ktypes_named(const ktypes *kt, const char *name);

/* A member of a struct or union type (after typedefs), found also in its
 * anonymous structs and unions. */
typedef struct kmember {
	uint32_t type;
	uint64_t bit_offset;  /* from the start of the outer type */
	uint32_t bit_size;    /* a bitfield's width; 0 when not a bitfield */
} kmember;

bool ktypes_member(const ktypes *kt, uint32_t id, const char *name,
		   kmember *out);
/* Calls fn for each member of a struct or union in order (anonymous
 * members' own members flattened in, as stap prints them). */
void ktypes_members(const ktypes *kt, uint32_t id,
		    void (*fn)(const char *name, const kmember *m, void *arg),
		    void *arg);

/* The name of enum type `id`'s value `value`; NULL when it has none. */
const char *ktypes_enum_name(const ktypes *kt, uint32_t id, int64_t value);

/* Calls fn with the name and value of each enumerator of every enum
 * type (a module's own before the kernel's) until it returns false. */
void ktypes_enumerators(const ktypes *kt,
			bool (*fn)(const char *name, int64_t value, void *arg),
			void *arg);
/* Calls fn with each name and value of enum type `id`, in order. */
void ktypes_enum_values(const ktypes *kt, uint32_t id,
			void (*fn)(const char *name, int64_t value, void *arg),
			void *arg);

/* The type spelled as stap spells it ("struct file*"); allocated. */
char *ktypes_spell(const ktypes *kt, uint32_t id);

/* A function's prototype, and what of it registers can give. */
#define KPROTO_MAX_PARAMS 64
typedef struct kparam {
	const char *name;     /* "" when BTF has none */
	uint32_t type;
	int reg;              /* its argument register (0-5), or -1 when it
	                       * cannot be read from one */
	int held_reg;         /* a struct or union of 8 bytes at most: the
	                       * argument register that holds it whole, or
	                       * -1 (reg is -1 for it) */
	bool aggregate;       /* a struct or union by value */
} kparam;

typedef struct kproto {
	const char *name;
	uint32_t ret;         /* 0: void */
	kparam params[KPROTO_MAX_PARAMS];
	int nparams;
	bool variadic;
	/* NULL, or why some parameter cannot be read (a struct by value,
	 * a float, past the sixth argument). */
	const char *unreadable;
	/* NULL, or why the return value is no number rax holds (a struct
	 * or union returned by value, a float, a value wider than rax) */
	const char *ret_unreadable;
	bool ret_aggregate;   /* a struct or union returned by value */
} kproto;

/* The prototype of the kernel function `name`; false when BTF has none. */
bool ktypes_function(const ktypes *kt, const char *name, kproto *out);

/* The type of argument `arg` (from 0, after the probe's `void *__data`)
 * of tracepoint `name`, from the btf_trace_NAME typedef the kernel's BTF
 * has for each tracepoint of vmlinux; 0 when it has none. */
uint32_t ktypes_tracepoint_arg(const ktypes *kt, const char *name, int arg);
/* The number of arguments of tracepoint `name` (after the `void *`
 * cookie), from its btf_trace_NAME typedef; -1 when BTF has none. */
int ktypes_tracepoint_nargs(const ktypes *kt, const char *name);
/* Calls fn, in name order, with the name of each tracepoint that has a
 * btf_trace_NAME typedef; of a module's types (ktypes_load_module), with
 * `own_only` those of the module alone. */
void ktypes_tracepoints(const ktypes *kt, bool own_only,
			void (*fn)(const char *name, void *arg), void *arg);

/* The kernel C type that holds a value of type `id` passed in one
 * register, of its width and sign ("u8", "s32", "u64" for a pointer);
 * NULL when a register cannot hold it (a struct by value, a float). */
const char *ktypes_register_type(const ktypes *kt, uint32_t id);
#endif
