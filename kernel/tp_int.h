/* Internals of the tracepoint catalog (tracepoints.c), shared by the files
 * that each read one source of facts about the target kernel:
 * tp_headers.c (its trace headers, preprocessed by its own kbuild),
 * tp_btf.c (the BTF of its vmlinux) and tp_proto.c (prototype text). */
#ifndef TAPC_TP_INT_H
#define TAPC_TP_INT_H

#include <stdbool.h>

#include "kbtf.h"
#include "tracepoints.h"

/* A tracepoint as one source saw it, before the sources are merged. */
typedef struct tp_raw {
	char *system;     /* TRACE_SYSTEM, or NULL when the source cannot tell */
	char *name;
	char *proto;      /* as the source spells it: "struct pt_regs *regs, long id";
	                   * NULL when the source knows only name and system */
} tp_raw;

typedef struct tp_raw_list {
	tp_raw *items;
	int count;
} tp_raw_list;

void tp_raw_add(tp_raw_list *list, const char *system, const char *name,
		const char *proto);
void tp_raw_list_free(tp_raw_list *list);

/* The one-line typedefs of the preprocessed headers ("typedef u32
 * tid_t;"; a function pointer's type is "void *"): what tells an
 * argument's value where the image has no BTF. Sorted by name once
 * complete (tp_typedefs_sort). */
typedef struct tp_typedef {
	char *name, *type;
} tp_typedef;

typedef struct tp_typedefs {
	tp_typedef *items;
	int count;
} tp_typedefs;

/* Adds the typedef a line of preprocessed C declares, if it is one. */
void tp_typedefs_add_line(tp_typedefs *td, const char *line);
void tp_typedefs_sort(tp_typedefs *td);
/* `c_type` with typedef names replaced by what they stand for, until a
 * pointer or a name the table does not have. */
char *tp_typedefs_resolve(const tp_typedefs *td, const char *c_type);
void tp_typedefs_free(tp_typedefs *td);

/* --- tp_proto.c: prototype text, pure functions --- */

/* Splits a TP_PROTO text ("struct pt_regs *regs, long id") into its
 * arguments, each with its declared name and its type normalised
 * ("struct pt_regs *", "long"). An array argument gets the pointer type it
 * decays to ("char comm[16]" -> "char *"), a function pointer the type
 * name "void (*)(int)". "void" and "" give no arguments. An argument
 * without a name (as BTF may give) is named argN, N counting from 1.
 * Returns the number of arguments and sets *args (NULL when none), or -1
 * when the text is not a prototype (unbalanced brackets, empty argument). */
int tp_proto_split(const char *proto, tp_arg **args);

/* The prototype respelled in the one normal form every source is brought
 * to, so that two sources can be compared and the cache is stable:
 * single spaces, "long" for "long int", no space after '*'. NULL when
 * tp_proto_split() would fail. */
char *tp_proto_normalize(const char *proto);

void tp_args_free(tp_arg *args, int nargs);

/* --- tp_headers.c: the kernel's trace headers, through its kbuild --- */

/* Preprocesses every trace header of the kernel source behind `build_dir`
 * (with `only`, a tracepoint's name: only the headers whose text names
 * it) with the kernel's own flags and collects each tracepoint it declares,
 * with its system. Headers that do not preprocess on their own (they
 * reach into source files the headers package does not ship) are
 * counted in *skipped_headers; their text still gives the names and
 * system of their tracepoints, added with proto NULL. The one-line
 * typedefs go into *typedefs. False, with a message, when nothing could
 * be preprocessed at all. */
bool tp_headers_scan(const char *build_dir, const char *only, int verbose,
		     tp_raw_list *out, tp_typedefs *typedefs,
		     int *skipped_headers);

/* --- tp_btf.c: the BTF and symbols of the kernel image --- */

/* Collects the tracepoints the kernel image's BTF `b` describes (the
 * btf_trace_NAME typedefs), with argument names taken from the matching
 * __bpf_trace_CLASS function; system is NULL; none when `b` is NULL (an
 * image without BTF). Also collects the names of its __tracepoint_NAME
 * symbols when the image has a symbol table, into *symbols. */
void tp_btf_scan(kimage *img, const btf *b, int verbose, tp_raw_list *out,
		 char ***symbols, int *nsymbols);
#endif
