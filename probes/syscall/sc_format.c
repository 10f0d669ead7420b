/* stap's conventions for showing system calls (sc_format.h), as rules on
 * the names and types the kernel gives its arguments. */
#include <string.h>

#include "sc_format.h"

static bool ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);
	return n >= m && !strcmp(s + n - m, suffix);
}

static bool has_arg(const syscall_info *sc, int i)
{
	return sc && i >= 0 && i < sc->nargs;
}

/* A length that says how much of the argument before it to read. */
static bool is_length(const sc_arg *a)
{
	return !a->is_pointer && (strstr(a->name, "len") || strstr(a->name, "count") ||
				  strstr(a->name, "size"));
}

/* "fd", "oldfd", "fd_in": an int, whatever the kernel's type, as stap
 * reads it (close(-1) and mmap's fd -1 show -1). Not a dirfd. */
static bool is_fd(const sc_arg *a)
{
	return !strcmp(a->name, "fd") || (ends_with(a->name, "fd") &&
					  !ends_with(a->name, "dfd")) ||
	       !strncmp(a->name, "fd_", 3);
}

/* Integers that hold an address: shown as one (%p). */
static bool is_address(const sc_arg *a)
{
	return !strcmp(a->name, "addr") || !strcmp(a->name, "start") ||
	       !strcmp(a->name, "brk") || ends_with(a->name, "_addr");
}

static bool opens_files(const syscall_info *sc)
{
	return !strcmp(sc->name, "open") || !strcmp(sc->name, "openat") ||
	       !strcmp(sc->name, "open_by_handle_at") || !strcmp(sc->name, "mq_open");
}

sc_fmt sc_arg_format(const syscall_info *sc, int i)
{
	if (!has_arg(sc, i))
		return SC_PLAIN;
	const sc_arg *a = &sc->args[i];
	if (a->is_pointer) {
		if (strcmp(a->c_type, "const char *"))
			return SC_PLAIN;
		return has_arg(sc, i + 1) && is_length(&sc->args[i + 1]) ? SC_BUF
									  : SC_STR;
	}
	if (opens_files(sc) && (!strcmp(a->name, "flags") || !strcmp(a->name, "oflag")))
		return SC_OPEN_FLAGS;
	if (!strcmp(a->c_type, "umode_t"))
		return opens_files(sc) ? SC_OPEN_MODE : SC_OCT;
	if (!strcmp(a->name, "prot"))
		return SC_PROT;
	if (!strcmp(sc->name, "mmap") && !strcmp(a->name, "flags"))
		return SC_MMAP_FLAGS;
	if (!strcmp(a->name, "sig"))
		return SC_SIGNAL;
	if (ends_with(a->name, "dfd"))
		return SC_DIRFD;
	return SC_PLAIN;
}

const char *sc_fmt_c_name(sc_fmt f)
{
	static const char *const names[] = {
		[SC_PLAIN] = "TAPC_SCA_PLAIN", [SC_STR] = "TAPC_SCA_STR",
		[SC_BUF] = "TAPC_SCA_BUF", [SC_OCT] = "TAPC_SCA_OCT",
		[SC_OPEN_FLAGS] = "TAPC_SCA_OPEN_FLAGS",
		[SC_OPEN_MODE] = "TAPC_SCA_OPEN_MODE", [SC_PROT] = "TAPC_SCA_PROT",
		[SC_MMAP_FLAGS] = "TAPC_SCA_MMAP_FLAGS",
		[SC_SIGNAL] = "TAPC_SCA_SIGNAL", [SC_DIRFD] = "TAPC_SCA_DIRFD",
	};
	return names[f];
}

const char *sc_arg_c_type(const syscall_info *sc, int i)
{
	const sc_arg *a = &sc->args[i];
	if (a->is_pointer || is_address(a))
		return "TAPC_SCT_PTR";
	if (is_fd(a))
		return "TAPC_SCT_S32";
	switch (a->size) {
	case 1: return a->is_signed ? "TAPC_SCT_S8" : "TAPC_SCT_U8";
	case 2: return a->is_signed ? "TAPC_SCT_S16" : "TAPC_SCT_U16";
	case 4: return a->is_signed ? "TAPC_SCT_S32" : "TAPC_SCT_U32";
	default: return a->is_signed ? "TAPC_SCT_S64" : "TAPC_SCT_U64";
	}
}

bool sc_returns_address(const syscall_info *sc)
{
	static const char *const calls[] = { "mmap", "mremap", "brk", "shmat" };
	for (size_t i = 0; sc && i < sizeof calls / sizeof calls[0]; i++)
		if (!strcmp(sc->name, calls[i]))
			return true;
	return false;
}

static void add(sc_var *out, int *n, const char *name, ast_type type,
		sc_var_kind kind, int arg)
{
	/* an argument named like one of stap's own variables ("name") is
	 * left to argstr */
	for (int i = 0; i < *n; i++)
		if (!strcmp(out[i].name, name))
			return;
	if (kind == SC_VAR_ARG && (!strcmp(name, "argstr") || !strcmp(name, "retval") ||
				   !strcmp(name, "retstr")))
		return;
	if (*n < SC_MAX_VARS)
		out[(*n)++] = (sc_var){ name, type, kind, arg };
}

bool sc_arg_named(const sc_arg *a, const char *name)
{
	return !strcmp(a->name, name) || (a->uaddr_name && !strcmp(a->uaddr_name, name));
}

int sc_point_vars(const syscall_info *sc, bool is_return, sc_var *out)
{
	int n = 0;
	add(out, &n, "name", TYPE_STRING, SC_VAR_NAME, -1);
	if (!sc) {
		add(out, &n, "syscall_nr", TYPE_LONG, SC_VAR_NR, -1);
		if (is_return)
			add(out, &n, "retval", TYPE_LONG, SC_VAR_RETVAL, -1);
		return n;
	}
	if (is_return) {
		add(out, &n, "retval", TYPE_LONG, SC_VAR_RETVAL, -1);
		add(out, &n, "retstr", TYPE_STRING, SC_VAR_RETSTR, -1);
		return n;
	}
	for (int i = 0; i < sc->nargs; i++) {
		add(out, &n, sc->args[i].name,
		    sc_arg_format(sc, i) == SC_STR ? TYPE_STRING : TYPE_LONG,
		    SC_VAR_ARG, i);
		if (sc->args[i].uaddr_name)
			add(out, &n, sc->args[i].uaddr_name, TYPE_LONG, SC_VAR_ARG, i);
	}
	add(out, &n, "argstr", TYPE_STRING, SC_VAR_ARGSTR, -1);
	return n;
}
