/* How a system call probe shows its system call, as stap's syscall
 * tapsets do: the variables a point offers, and how argstr prints each
 * argument. The arguments themselves (names, types) come from the target
 * kernel (syscalls.h); here are only the rules that map them to stap's
 * conventions: a "const char *" is a quoted user string, an open's flags
 * are decoded, a mode is octal, a dirfd may be AT_FDCWD, ... */
#ifndef TAPC_SC_FORMAT_H
#define TAPC_SC_FORMAT_H

#include "ast.h"
#include "family.h"
#include "sc_names.h"
#include "syscalls.h"

/* How argstr prints an argument; each has a runtime counterpart
 * (enum tapc_sc_fmt in runtime/syscall.h), named by sc_fmt_c_name. */
typedef enum sc_fmt {
	SC_PLAIN,        /* by its type: %d, %u, or %p for a pointer */
	SC_STR,          /* a user string, quoted */
	SC_BUF,          /* a user buffer of the next argument's length */
	SC_OCT,          /* a mode: %#o */
	SC_OPEN_FLAGS,
	SC_OPEN_MODE,    /* octal, shown only when the flags create a file */
	SC_PROT,
	SC_MMAP_FLAGS,
	SC_SIGNAL,
	SC_DIRFD,
	SC_DECODED,      /* as its decoded variable shows it (sc_arg_decoder) */
	SC_HEX,          /* flags no set decodes: 0x%x */
	SC_HIDDEN,       /* left out, as stap's tapset leaves it (sc_names.h) */
} sc_fmt;

sc_fmt sc_arg_format(const syscall_info *sc, int i);
/* How argstr shows argument i where stap's tapsets decode it and the
 * kernel's type alone does not say so (lseek's whence as SEEK_END, a
 * timespec as [1.5]): from its decoded variable (sc_names.h); false
 * for an argument argstr shows by its format. */
bool sc_arg_decoder(const syscall_info *sc, int i, sc_how *how, sc_set_id *set);
const char *sc_fmt_c_name(sc_fmt f);
/* The runtime's enum tapc_sc_type for the argument's value:
 * "TAPC_SCT_S32", ... "TAPC_SCT_PTR". */
const char *sc_arg_c_type(const syscall_info *sc, int i);
/* How retstr shows a success: the runtime's enum tapc_sc_ret, in hex
 * for the calls that return an address (mmap, brk, ...), in octal for
 * umask's mask, else in decimal. */
const char *sc_ret_c_name(const syscall_info *sc);

/* What a point defines for its body. */
typedef enum sc_var_kind {
	SC_VAR_NAME,       /* name: the system call's name */
	SC_VAR_ARGSTR,     /* argstr */
	SC_VAR_ARG,        /* an argument, by its kernel name or stap's, as
	                    * it is or decoded (sc_names.h) */
	SC_VAR_NR,         /* syscall_nr (syscall_any) */
	SC_VAR_RETVAL,
	SC_VAR_RETSTR,
} sc_var_kind;

typedef struct sc_var {
	const char *name;
	ast_type type;
	sc_var_kind kind;
	int arg;           /* SC_VAR_ARG: which argument */
	sc_how how;        /* SC_VAR_ARG: how it is made of it (never _ARG) */
	sc_set_id set;
} sc_var;

/* The variables of syscall.NAME (sc, entry or return) or of syscall_any
 * (sc NULL), in the order -L lists them: stap's names of its arguments
 * (sc_names.h), then the kernel's, each pointer's NAME_uaddr, a quoted
 * string's NAME_unquoted and a decoded argument's NAME_str; at most
 * SC_MAX_VARS. */
#define SC_MAX_VARS PROBE_MAX_VARS
int sc_point_vars(const syscall_info *sc, bool is_return, sc_var *out);
#endif
