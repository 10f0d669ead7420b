/* The arguments of system call numbers the kernel keeps free but stap's
 * tapsets still probe (syscalls.h, sc_kept_free_describe).
 *
 * A number whose table entry is sys_ni_syscall has no SYSCALL_DEFINE, so
 * the kernel describes no arguments for it (nor for the weak stub of a
 * call configured out, which 6.1's lookup_dcookie is); yet its sys_enter
 * tracepoint
 * fires with the registers the program passed, and stap's tp_syscall
 * points (which its syscall and nd_syscall points fall back to) print
 * them: _sysctl, set_thread_area and get_thread_area on x86_64 and
 * lookup_dcookie since dcookies went. The numbers and names stay the
 * kernel's (unistd_64.h); which of them are shown, and each argument's
 * type, is tapc's choice, written here as stap's tapsets read them. */
#include <stdlib.h>
#include <string.h>

#include "syscalls.h"
#include "util.h"

/* KIND: 's' signed, 'u' unsigned, 'p' a pointer (as the catalog's) */
typedef struct kept_arg {
	const char *c_type, *name;
	int size;
	char kind;
} kept_arg;

static const struct {
	const char *call;
	int nargs;
	kept_arg args[3];
} kept_free[] = {
	{ "_sysctl", 1, { { "struct __sysctl_args *", "args", 8, 'p' } } },
	{ "get_thread_area", 1, { { "struct user_desc *", "u_info", 8, 'p' } } },
	{ "lookup_dcookie", 3, { { "u64", "cookie64", 8, 'u' },
				 { "char *", "buf", 8, 'p' },
				 { "size_t", "len", 8, 'u' } } },
	{ "set_thread_area", 1, { { "struct user_desc *", "u_info", 8, 'p' } } },
};

static void describe(syscall_info *sc, int k)
{
	sc->nargs = kept_free[k].nargs;
	sc->args = xcalloc((size_t)sc->nargs, sizeof *sc->args);
	for (int i = 0; i < sc->nargs; i++) {
		const kept_arg *a = &kept_free[k].args[i];
		/* the catalog frees only uaddr_name and the array: the
		 * strings are the table's */
		sc->args[i] = (sc_arg){ .c_type = (char *)a->c_type,
					.name = (char *)a->name, .size = a->size,
					.is_signed = a->kind == 's',
					.is_pointer = a->kind == 'p' };
		if (a->kind == 'p')
			sc->args[i].uaddr_name = xasprintf("%s_uaddr", a->name);
	}
	sc->args_ours = true;
}

void sc_kept_free_describe(sc_catalog *cat)
{
	for (int i = 0; i < cat->ncalls; i++) {
		syscall_info *sc = &cat->calls[i];
		/* a number kept free, or the stub of a call configured
		 * out (6.1's lookup_dcookie: COND_SYSCALL's weak function,
		 * of no metadata) */
		if (*sc->entry ? sc->nargs >= 0 : sc->nargs > 0)
			continue;
		for (size_t k = 0; k < sizeof kept_free / sizeof kept_free[0]; k++)
			if (!strcmp(kept_free[k].call, sc->name))
				describe(sc, (int)k);
	}
}
