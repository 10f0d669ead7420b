/* stap's conventions for showing system calls (sc_format.h), as rules on
 * the names and types the kernel gives its arguments. */
#include <stdlib.h>
#include <string.h>

#include "sc_format.h"
#include "util.h"

static size_t strhash(const char *s)
{
	size_t h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

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

/* A directory descriptor, which may be AT_FDCWD: "dfd", "olddfd",
 * "from_dfd"; not dup2's "oldfd" nor a "pidfd". */
static bool is_dirfd(const sc_arg *a)
{
	return !strcmp(a->name, "dfd") || !strcmp(a->name, "olddfd") ||
	       !strcmp(a->name, "newdfd") || ends_with(a->name, "_dfd");
}

/* "fd", "oldfd", "fd_in": an int, whatever the kernel's type, as stap
 * reads it (close(-1) and mmap's fd -1 show -1). Not a dirfd. */
static bool is_fd(const sc_arg *a)
{
	return !strcmp(a->name, "fd") || (ends_with(a->name, "fd") &&
					  !is_dirfd(a)) ||
	       !strncmp(a->name, "fd_", 3) || !strcmp(a->name, "fildes");
}

/* What stap reads as a signed int whatever the kernel's type: a user or
 * group id (setuid(-1)), readv's and writev's count (not sendmmsg's and
 * recvmmsg's, an unsigned int). */
static bool is_signed_int(const syscall_info *sc, const sc_arg *a)
{
	return !strcmp(a->c_type, "uid_t") || !strcmp(a->c_type, "gid_t") ||
	       (!strcmp(a->name, "vlen") && !strstr(sc->name, "mmsg"));
}

/* A length the kernel takes as an int that stap reads as an unsigned
 * one (setsockopt's optlen -1 is 4294967295). */
static bool is_unsigned_int(const syscall_info *sc, const sc_arg *a)
{
	static const char *const lengths[][2] = {
		{ "sendto", "addr_len" }, { "setsockopt", "optlen" },
	};
	for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++)
		if (!strcmp(sc->name, lengths[i][0]) && !strcmp(a->name, lengths[i][1]))
			return true;
	return false;
}

/* Flags no set decodes: stap shows them in hex, 0x0 when none, but for
 * the calls whose tapsets print them in decimal. */
static bool is_flags(const syscall_info *sc, const sc_arg *a)
{
	static const char *const decimal[] = {
		"membarrier", "pkey_alloc", "sched_getattr", "sched_setattr",
		"timer_settime", "lsm_get_self_attr", "lsm_set_self_attr",
	};
	for (size_t i = 0; i < sizeof decimal / sizeof decimal[0]; i++)
		if (!strcmp(sc->name, decimal[i]))
			return false;
	return !strcmp(a->name, "flags") || !strcmp(a->name, "flag");
}

/* Integers that hold an address: shown as one (%p); fcntl's and
 * ioctl's argument too, a number or an address by the command. */
static bool is_address(const syscall_info *sc, const sc_arg *a)
{
	return !strcmp(a->name, "addr") || !strcmp(a->name, "start") ||
	       !strcmp(a->name, "brk") || ends_with(a->name, "_addr") ||
	       (!strcmp(a->name, "arg") && (!strcmp(sc->name, "fcntl") ||
					    !strcmp(sc->name, "ioctl")));
}

static bool opens_files(const syscall_info *sc)
{
	return !strcmp(sc->name, "open") || !strcmp(sc->name, "openat") ||
	       !strcmp(sc->name, "open_by_handle_at") || !strcmp(sc->name, "mq_open");
}

/* Whether stap's tapset shows the argument as a quoted string though the
 * kernel's type is no const char * (utime's char *filename). */
static bool quoted_by_rename(const syscall_info *sc, const char *arg)
{
	int n;
	const sc_rename *renames = sc_renames_of(sc->name, &n);
	for (int k = 0; k < n; k++)
		if (renames[k].how == SC_HOW_QUOTED && !strcmp(renames[k].arg, arg))
			return true;
	return false;
}

/* Whether a rename of the call's argument `arg` leaves it out of argstr
 * (`hidden`) or reads it as an int. */
static bool renamed_so(const syscall_info *sc, const char *arg, bool hidden)
{
	int n;
	const sc_rename *renames = sc_renames_of(sc->name, &n);
	for (int k = 0; k < n; k++)
		if (!strcmp(renames[k].arg, arg) &&
		    (hidden ? renames[k].hidden : renames[k].as_int))
			return true;
	return false;
}

/* Arguments whose tapset prints them otherwise than their kernel type
 * says, each stap's own choice: fallocate's offset in hex and its len
 * unsigned, fadvise64's len signed (a long, its size_t notwithstanding),
 * ioperm's and lookup_dcookie's cookie and length in hex. */
static const struct {
	const char *call, *arg;
	sc_fmt fmt;
	const char *type;  /* its tapc_sc_type, or NULL for the kernel's */
} shown_as[] = {
	{ "clone", "newsp", SC_HEX, NULL },
	{ "fadvise64", "len", SC_PLAIN, "TAPC_SCT_S64" },
	{ "fallocate", "len", SC_PLAIN, "TAPC_SCT_U64" },
	{ "fallocate", "offset", SC_HEX, NULL },
	{ "ioperm", "from", SC_HEX, NULL },
	{ "ioperm", "num", SC_HEX, NULL },
	{ "ioperm", "turn_on", SC_HEX, NULL },
	{ "lookup_dcookie", "cookie64", SC_HEX, NULL },
	{ "lookup_dcookie", "len", SC_HEX, NULL },
};

static int shown_index(const syscall_info *sc, const sc_arg *a)
{
	for (size_t k = 0; k < sizeof shown_as / sizeof shown_as[0]; k++)
		if (!strcmp(shown_as[k].call, sc->name) && !strcmp(shown_as[k].arg, a->name))
			return (int)k;
	return -1;
}

sc_fmt sc_arg_format(const syscall_info *sc, int i)
{
	if (!has_arg(sc, i))
		return SC_PLAIN;
	const sc_arg *a = &sc->args[i];
	int shown = shown_index(sc, a);
	if (shown >= 0)
		return shown_as[shown].fmt;
	if (renamed_so(sc, a->name, true))
		return SC_HIDDEN;
	if (a->is_pointer) {
		if (strcmp(a->c_type, "const char *"))
			return quoted_by_rename(sc, a->name) ? SC_STR : SC_PLAIN;
		/* a path is a string, even before a length (truncate's) */
		return has_arg(sc, i + 1) && is_length(&sc->args[i + 1]) &&
		       !strstr(a->name, "path") ? SC_BUF : SC_STR;
	}
	if (opens_files(sc) && (!strcmp(a->name, "flags") || !strcmp(a->name, "oflag")))
		return SC_OPEN_FLAGS;
	if (!strcmp(a->c_type, "umode_t") || !strcmp(sc->name, "umask"))
		return opens_files(sc) ? SC_OPEN_MODE : SC_OCT;
	if (!strcmp(a->name, "prot"))
		return SC_PROT;
	if (!strcmp(sc->name, "mmap") && !strcmp(a->name, "flags"))
		return SC_MMAP_FLAGS;
	if (!strcmp(a->name, "sig"))
		return SC_SIGNAL;
	if (is_dirfd(a))
		return SC_DIRFD;
	if (is_flags(sc, a))
		return SC_HEX;
	return SC_PLAIN;
}

bool sc_arg_decoder(const syscall_info *sc, int i, sc_how *how, sc_set_id *set)
{
	/* a mode's octal gives way to mknod's file type too */
	sc_fmt f = sc_arg_format(sc, i);
	if (f != SC_PLAIN && f != SC_OCT && f != SC_HEX)
		return false;
	int n;
	const sc_rename *renames = sc_renames_of(sc->name, &n);
	for (int k = 0; k < n; k++) {
		sc_how h = renames[k].how;
		bool decodes = h == SC_HOW_BUF || h == SC_HOW_DIRFD || h == SC_HOW_FLAGS ||
			       h == SC_HOW_NAME || h == SC_HOW_QUOTED ||
			       h == SC_HOW_MODE || ((h >= SC_HOW_TIMESPEC && h <= SC_HOW_SOCKADDR) ||
			       h == SC_HOW_INET_PROTOCOL || h == SC_HOW_HEX ||
			       h == SC_HOW_SWAP_FLAGS || h == SC_HOW_FORK_FLAGS ||
			       h == SC_HOW_IOPRIO);
		if (decodes && !strcmp(renames[k].arg, sc->args[i].name)) {
			*how = h;
			*set = renames[k].set;
			return true;
		}
	}
	return false;
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
		[SC_DECODED] = "TAPC_SCA_DECODED", [SC_HEX] = "TAPC_SCA_HEX",
		[SC_HIDDEN] = "TAPC_SCA_HIDDEN",
	};
	return names[f];
}

const char *sc_arg_c_type(const syscall_info *sc, int i)
{
	const sc_arg *a = &sc->args[i];
	int shown = shown_index(sc, a);
	if (shown >= 0 && shown_as[shown].type)
		return shown_as[shown].type;
	if (a->is_pointer || is_address(sc, a))
		return "TAPC_SCT_PTR";
	if (is_fd(a) || is_signed_int(sc, a) || renamed_so(sc, a->name, false))
		return "TAPC_SCT_S32";
	if (is_unsigned_int(sc, a))
		return "TAPC_SCT_U32";
	/* the register may hold more than the kernel's umode_t reads: stap
	 * shows chmod's mode -1 as 037777777777 */
	if (!strcmp(a->c_type, "umode_t"))
		return "TAPC_SCT_U32";
	switch (a->size) {
	case 1: return a->is_signed ? "TAPC_SCT_S8" : "TAPC_SCT_U8";
	case 2: return a->is_signed ? "TAPC_SCT_S16" : "TAPC_SCT_U16";
	case 4: return a->is_signed ? "TAPC_SCT_S32" : "TAPC_SCT_U32";
	default: return a->is_signed ? "TAPC_SCT_S64" : "TAPC_SCT_U64";
	}
}

const char *sc_ret_c_name(const syscall_info *sc)
{
	static const char *const calls[] = { "mmap", "mremap", "brk", "shmat" };
	for (size_t i = 0; sc && i < sizeof calls / sizeof calls[0]; i++)
		if (!strcmp(sc->name, calls[i]))
			return "TAPC_SCR_HEX";
	/* umask's old mask, as its argument */
	return sc && !strcmp(sc->name, "umask") ? "TAPC_SCR_OCT" : "TAPC_SCR_DEC";
}

static void add(sc_var *out, int *n, sc_var v)
{
	/* an argument named like one of stap's own variables ("name") is
	 * left to argstr */
	for (int i = 0; i < *n; i++)
		if (!strcmp(out[i].name, v.name))
			return;
	if (v.kind == SC_VAR_ARG && (!strcmp(v.name, "argstr") || !strcmp(v.name, "retval") ||
				     !strcmp(v.name, "retstr")))
		return;
	if (*n < SC_MAX_VARS)
		out[(*n)++] = v;
}

static void add_plain(sc_var *out, int *n, const char *name, ast_type type,
		      sc_var_kind kind)
{
	add(out, n, (sc_var){ name, type, kind, -1, SC_HOW_VALUE, SC_SET_NONE });
}

static int arg_index(const syscall_info *sc, const char *name)
{
	for (int i = 0; i < sc->nargs; i++)
		if (!strcmp(sc->args[i].name, name))
			return i;
	return -1;
}

static void add_arg(sc_var *out, int *n, const char *name, int arg, sc_how how,
		    sc_set_id set)
{
	bool text = sc_how_is_text(how);
	add(out, n, (sc_var){ name, text ? TYPE_STRING : TYPE_LONG, SC_VAR_ARG,
			      arg, how, set });
}

/* The set argstr decodes a format with, or SC_SET_NONE. */
static sc_set_id set_of_format(sc_fmt f)
{
	switch (f) {
	case SC_OPEN_FLAGS: return SC_SET_OPEN;
	case SC_PROT: return SC_SET_PROT;
	case SC_MMAP_FLAGS: return SC_SET_MAP;
	case SC_SIGNAL: return SC_SET_SIG;
	default: return SC_SET_NONE;
	}
}

/* NAME_unquoted of a quoted string, NAME_str of a decoded argument:
 * each made once, kept in a table open-addressed by its hash, as -L and
 * pass 2 ask for them at every point. */
static const char *suffixed(const char *name, const char *suffix)
{
	static char **table;
	static size_t size, used;
	char *want = xasprintf("%s%s", name, suffix);
	if (used * 2 >= size) {
		size_t old = size;
		char **old_table = table;
		size = size ? size * 2 : 1024;
		table = xcalloc(size, sizeof *table);
		used = 0;
		for (size_t i = 0; i < old; i++)
			if (old_table[i]) {
				size_t h = strhash(old_table[i]) & (size - 1);
				while (table[h])
					h = (h + 1) & (size - 1);
				table[h] = old_table[i];
				used++;
			}
		free(old_table);
	}
	size_t h = strhash(want) & (size - 1);
	while (table[h] && strcmp(table[h], want))
		h = (h + 1) & (size - 1);
	if (table[h]) {
		free(want);
		return table[h];
	}
	table[h] = want;
	used++;
	return want;
}

int sc_point_vars(const syscall_info *sc, bool is_return, sc_var *out)
{
	int n = 0;
	add_plain(out, &n, "name", TYPE_STRING, SC_VAR_NAME);
	if (!sc) {
		add_plain(out, &n, "syscall_nr", TYPE_LONG, SC_VAR_NR);
		if (is_return)
			add_plain(out, &n, "retval", TYPE_LONG, SC_VAR_RETVAL);
		return n;
	}
	if (is_return) {
		add_plain(out, &n, "retval", TYPE_LONG, SC_VAR_RETVAL);
		add_plain(out, &n, "retstr", TYPE_STRING, SC_VAR_RETSTR);
		return n;
	}
	int nrenames;
	const sc_rename *renames = sc_renames_of(sc->name, &nrenames);
	for (int i = 0; i < nrenames; i++) {
		int a = arg_index(sc, renames[i].arg);
		if (a < 0 || !renames[i].var)
			continue;
		sc_how how = renames[i].how;
		if (how == SC_HOW_ARG)
			how = sc_arg_format(sc, a) == SC_STR ? SC_HOW_QUOTED : SC_HOW_VALUE;
		add_arg(out, &n, renames[i].var, a, how, renames[i].set);
	}
	for (int i = 0; i < sc->nargs; i++) {
		sc_fmt f = sc_arg_format(sc, i);
		add_arg(out, &n, sc->args[i].name, i,
			f == SC_STR ? SC_HOW_QUOTED : SC_HOW_VALUE, SC_SET_NONE);
		if (sc->args[i].uaddr_name)
			add_arg(out, &n, sc->args[i].uaddr_name, i, SC_HOW_VALUE,
				SC_SET_NONE);
		if (f == SC_DIRFD)
			add_arg(out, &n, suffixed(sc->args[i].name, "_str"), i,
				SC_HOW_DIRFD, SC_SET_NONE);
		sc_set_id set = set_of_format(f);
		if (set != SC_SET_NONE)
			add_arg(out, &n, suffixed(sc->args[i].name, "_str"), i,
				sc_sets[set].how, set);
	}
	/* every quoted string, by stap's name or the kernel's, unquoted */
	for (int i = 0, before = n; i < before; i++)
		if (out[i].kind == SC_VAR_ARG && out[i].how == SC_HOW_QUOTED)
			add_arg(out, &n, suffixed(out[i].name, "_unquoted"),
				out[i].arg, SC_HOW_UNQUOTED, SC_SET_NONE);
	add_plain(out, &n, "argstr", TYPE_STRING, SC_VAR_ARGSTR);
	return n;
}
