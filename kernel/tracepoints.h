/* The target kernel's tracepoints and their prototypes, generated from
 * the kernel's own headers and symbol map, cached per kernel build. */
#ifndef TAPC_TRACEPOINTS_H
#define TAPC_TRACEPOINTS_H

typedef struct tp_arg {
	char *name;       /* "id" */
	char *c_type;     /* as C spells it: "long", "struct pt_regs *" */
	char *value_type; /* in the catalog: the same value in a type that
	                   * needs no kernel header ("void *", "unsigned
	                   * char" for blk_status_t), or TP_VALUE_UNKNOWN */
} tp_arg;

/* A value type that neither BTF nor the shipped headers tell (a typedef
 * of a private header, on a kernel without BTF): a handler takes it as an
 * unsigned long, a register's worth, and may not read it. */
#define TP_VALUE_UNKNOWN "?"


/* An argument's c_type is a type name: an array argument has the pointer
 * type it is passed as ("char comm[16]": "char *"), a function pointer
 * the abstract "void (*)(int)" (declare one with __typeof__). */
typedef struct tracepoint_info {
	char *system;     /* TRACE_SYSTEM: "raw_syscalls"; "" when the kernel
	                   * does not ship the tracepoint's header */
	char *name;       /* "sys_enter" */
	char *proto;      /* "struct pt_regs *regs, long id"; "void" when
	                   * nargs == 0. A probe handler is
	                   * void h(void *__data, PROTO), or
	                   * void h(void *__data) without arguments. */
	tp_arg *args;
	int nargs;
} tracepoint_info;

/* Sorted by system, then name. */
typedef struct tp_catalog {
	tracepoint_info *tps;
	int ntps;
	char *storage;    /* the cache text all strings point into */
} tp_catalog;

/* Loads the catalog of the kernel whose kbuild tree is `build_dir` and
 * release `release`, from the cache or by generating it (then cached).
 * NULL, with a message on stderr, on failure. */
tp_catalog *tp_catalog_load(const char *release, const char *build_dir,
			    int verbose);

/* The same from the cache alone: NULL, silently, when it is not kept. */
tp_catalog *tp_catalog_load_kept(const char *release, const char *build_dir,
				 int verbose);

/* A catalog of the one tracepoint `name` (no pattern), as the whole
 * catalog has it, made from the headers that name it alone, which takes
 * a second where the whole catalog takes many: cached per kernel and
 * name. NULL when the kernel has no such tracepoint or that way cannot
 * tell (a name the headers paste together, a kernel without BTF): the
 * whole catalog then answers. */
tp_catalog *tp_catalog_load_one(const char *release, const char *build_dir,
				const char *name, int verbose);

void tp_catalog_free(tp_catalog *cat);

/* Matches "NAME", "SYSTEM:NAME" and globs of either ('*', '?', '[...]'),
 * as kernel.trace("...") does; calls `fn` for each match in catalog order
 * and returns the number of matches. */
int tp_catalog_match(const tp_catalog *cat, const char *pattern,
		     void (*fn)(const tracepoint_info *tp, void *arg),
		     void *arg);
#endif
