/* The target kernel's system calls (numbers, names, entry functions,
 * arguments) and the constants their arguments are decoded with (open
 * flags, mmap prot and flags, signals, errnos), generated from the kernel
 * itself and cached per kernel build. Nothing here is typed in: a system
 * call the kernel adds appears without a change to tapc. */
#ifndef TAPC_SYSCALLS_H
#define TAPC_SYSCALLS_H

#include <stdbool.h>

typedef struct sc_arg {
	char *name;       /* "fd", as the kernel's SYSCALL_DEFINE names it */
	char *c_type;     /* "unsigned int", "const char __user *" */
	int size;         /* bytes of its value: 1, 2, 4 or 8 */
	bool is_signed;
	bool is_pointer;
	char *uaddr_name; /* a pointer's name as stap spells it, "buf_uaddr";
	                   * NULL for others */
} sc_arg;

typedef struct syscall_info {
	char *name;       /* "close": the __NR_ name, as syscall_name() says */
	int nr;
	char *entry;      /* "sys_close": what the table calls; "" for
	                   * numbers the kernel does not implement */
	sc_arg *args;
	int nargs;        /* -1 when the kernel does not describe them */
	/* the arguments are tapc's own table's (sc_kept_free.c): the kernel
	 * keeps the number free (entry "") or has only a stub for it, and
	 * stap still probes it; on the sys_enter tracepoint, which fires
	 * for it, where there is no function */
	bool args_ours;
} syscall_info;

/* Whether a probe can see the call: its entry function, or the
 * tracepoints for a number kept free that stap probes. */
static inline bool sc_probeable(const syscall_info *sc)
{
	return *sc->entry || sc->args_ours;
}

/* A constant of the kernel's user ABI, in the order its headers define
 * them (the first of two names for one value is the usual one). */
typedef struct sc_const {
	char *group;      /* its prefix: "O", "AT", "PROT", "MAP", "SIG", "E" */
	char *name;       /* "O_CREAT" */
	long long value;
} sc_const;

typedef struct sc_catalog {
	char *kprobe_prefix;  /* what the entry's symbol starts with: "__x64_" */
	syscall_info *calls;  /* by number */
	int ncalls;
	int max_nr;
	sc_const *consts;
	int nconsts;
	char *storage;        /* the cache text the strings point into */
	syscall_info **by_name; /* the calls sorted by name, for
	                         * sc_catalog_find */
} sc_catalog;

/* The catalog of the kernel of `release` whose kbuild tree is `build_dir`,
 * from the cache or generated (then cached). NULL, with a message. */
sc_catalog *sc_catalog_load(const char *release, const char *build_dir,
			    int verbose);
void sc_catalog_free(sc_catalog *cat);

/* Calls `fn` for each system call whose name matches the glob, by
 * number; returns how many matched. */
int sc_catalog_match(const sc_catalog *cat, const char *pattern,
		     void (*fn)(const syscall_info *sc, void *arg), void *arg);
/* The call of that name (one __NR_ define names one number), or NULL;
 * a binary search: pass 2 looks up each of hundreds of points. */
const syscall_info *sc_catalog_find(const sc_catalog *cat, const char *name);
/* The value of constant `name`; false when the kernel has none. */
bool sc_catalog_const(const sc_catalog *cat, const char *name, long long *value);

/* --- generation, one file per source of facts --- */

typedef struct sc_proto {
	char *entry;          /* "sys_close" */
	sc_arg *args;
	int nargs;
} sc_proto;

typedef struct sc_proto_list {
	sc_proto *items;
	int count;
	char *kprobe_prefix;
} sc_proto_list;

/* sc_image.c: the syscall metadata the kernel image carries for each
 * SYSCALL_DEFINE (CONFIG_FTRACE_SYSCALLS): argument names and types,
 * laid out as the image's BTF describes struct syscall_metadata; and
 * the prefix of the entry symbols (__x64_sys_close) from its BTF. */
bool sc_image_scan(const char *image_path, int verbose, sc_proto_list *out);
void sc_proto_list_free(sc_proto_list *list);

/* sc_kept_free.c: the arguments of the numbers the kernel keeps free
 * (sys_ni_syscall) or stubs that stap's tapsets still probe, from a
 * table of tapc's; each such call of the catalog gets them and
 * args_ours. */
void sc_kept_free_describe(sc_catalog *cat);

/* sc_consts.c: the constants, from the kernel's uapi headers
 * preprocessed by its own kbuild (-dD keeps the #defines in order) and
 * their values worked out here. */
bool sc_consts_scan(const char *build_dir, int verbose, sc_const **out,
		    int *count);
/* A digest of which constants sc_consts_scan keeps: a catalog made
 * with other groups is stale. */
unsigned long long sc_consts_digest(void);
/* Evaluates a #define's value (integers and C's integer operators, and
 * macros of `names`/`values`); false when it is not such a value. */
bool sc_const_eval(const char *text, char **names, char **values, int n,
		   long long *value);
#endif
