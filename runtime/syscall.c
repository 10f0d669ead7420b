// SPDX-License-Identifier: GPL-2.0
/*
 * System call arguments and results as stap shows them (see syscall.h):
 * argstr "3, 0x7ffd5c2a1b50, 4096", an open's "\"/etc/passwd\",
 * O_RDONLY|O_CLOEXEC", retstr "-9 (EBADF)". Everything the formatting
 * needs comes from tables pass 3 generated from the target kernel.
 *
 * Probes run with interrupts off in a context their CPU owns, so per-CPU
 * buffers serve for the user memory an argument points at and for the
 * text of one argument.
 *
 * This is the runtime's, compiled once per kernel (tapc.h) rather than
 * into each script's unit, where its code was most of a system call
 * script's compile: the script's tables of constants reach it through
 * tapc_script.
 */

#define tapc_sc_abi (*tapc_script.sc_abi)
#define tapc_sc_sets (tapc_script.sc_sets)

#include <linux/mman.h>
#include <linux/swap.h>
#include <linux/ioprio.h>

/* Bytes of a write()'s buffer that argstr shows, as stap's
 * syscall_string_trunc. */
#define TAPC_SC_BUF_SHOWN 50

struct tapc_sc_bufs {
	char raw[MAXSTRINGLEN];		/* user memory */
	char piece[MAXSTRINGLEN];	/* one argument's text */
	char elem[MAXSTRINGLEN];	/* one element's of an argument's */
};

static DEFINE_PER_CPU(struct tapc_sc_bufs, tapc_sc_bufs);

static int64_t tapc_sc_extend(unsigned char type, unsigned long v)
{
	switch (type) {
	case TAPC_SCT_S8:
		return (s8)v;
	case TAPC_SCT_U8:
		return (u8)v;
	case TAPC_SCT_S16:
		return (s16)v;
	case TAPC_SCT_U16:
		return (u16)v;
	case TAPC_SCT_S32:
		return (s32)v;
	case TAPC_SCT_U32:
		return (u32)v;
	default:
		return (int64_t)v;
	}
}

int64_t tapc_sc_arg_long(const struct tapc_sc_desc *d, int i,
			 const unsigned long *args)
{
	return tapc_sc_extend(d->types[i], args[i]);
}

/* The address itself when the string cannot be read, as stap does. */
void tapc_sc_arg_string(char *dst, unsigned long addr)
{
	char *buf = this_cpu_ptr(&tapc_sc_bufs)->raw;

	if (tapc_user_string(buf, addr, MAXSTRINGLEN) < 0) {
		snprintf(dst, MAXSTRINGLEN, "0x%lx", addr);
		return;
	}
	tapc_text_str(dst, buf, 0, 0, true);
}

static void tapc_sc_arg_buffer(char *dst, unsigned long addr,
			       unsigned long len)
{
	char *buf = this_cpu_ptr(&tapc_sc_bufs)->raw;
	/* a little more than is shown, so that a cut shows as "..." */
	unsigned long n = min_t(unsigned long, len, TAPC_SC_BUF_SHOWN + 8);

	/* a NULL buffer is its address, whatever its length */
	if (!addr || copy_from_user_nofault(buf, (const void __user *)addr, n)) {
		snprintf(dst, MAXSTRINGLEN, "0x%lx", addr);
		return;
	}
	buf[n] = '\0';
	tapc_text_str(dst, buf, (int)n, TAPC_SC_BUF_SHOWN, true);
	/* text_str stops at a NUL: the rest of the buffer was not shown */
	if (strnlen(buf, n) < n && len > 0)
		tapc_strcat(dst, "...");
}

static const char *tapc_flag_name(const struct tapc_flag_set *set,
				  long long v)
{
	int i;

	for (i = 0; i < set->n; i++)
		if (set->flags[i].value == v)
			return set->flags[i].name;
	return NULL;
}

static void tapc_append(char *dst, const char *fmt, ...) __printf(2, 3);

/* A value the set has no name for, in its base. A 4-byte argument is
 * shown as the 32 bits it is (kill's sig -1 as 0xffffffff). */
static void tapc_set_number(char *dst, const struct tapc_flag_set *set,
			    long long v, bool is32);

static void tapc_append(char *dst, const char *fmt, ...)
{
	size_t len = strnlen(dst, MAXSTRINGLEN - 1);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(dst + len, MAXSTRINGLEN - len, fmt, ap);
	va_end(ap);
}

static void tapc_set_number(char *dst, const struct tapc_flag_set *set,
			    long long v, bool is32)
{
	unsigned long long u = is32 ? (u32)v : (unsigned long long)v;

	if (set->base == 10)
		tapc_append(dst, "%lld", is32 ? (long long)(s32)v : v);
	else if (set->base == 8)
		tapc_append(dst, u ? "0%llo" : "%llo", u);
	else
		tapc_append(dst, "0x%llx", u);
}

/*
 * "O_WRONLY|O_CREAT|O_TRUNC": the field's value by name, then each flag
 * whose bits are all set and not yet named (the set lists multi-bit
 * flags first), then what is left in hex.
 */
static void tapc_flags_str(char *dst, const struct tapc_flag_set *set,
			   unsigned long long v)
{
	unsigned long long named = 0, perms = 0;
	const char *name;
	bool any = false;
	int i;

	/* IPC_CREAT|0x...|0600: the permission bits last, alone where
	 * nothing else is set */
	if (set->base == 8) {
		perms = v & 0777;
		v &= ~0777ULL;
		if (!v && perms) {
			tapc_append(dst, "0%llo", perms);
			return;
		}
	}

	if (set->field) {
		name = tapc_flag_name(set, v & set->field);
		if (name) {
			tapc_append(dst, "%s", name);
			named = set->field;
			any = true;
		}
	}
	for (i = 0; i < set->n; i++) {
		unsigned long long f = set->flags[i].value;

		if (!f || (f & set->field) || (v & f) != f || (named & f))
			continue;
		tapc_append(dst, "%s%s", any ? "|" : "", set->flags[i].name);
		named |= f;
		any = true;
	}
	if (v & ~named) {
		tapc_append(dst, "%s", any ? "|" : "");
		if (set->base == 8)
			tapc_append(dst, "0x%llx", v & ~named);
		else
			tapc_set_number(dst, set, v & ~named, false);
	} else if (!any) {
		/* nothing set: the set's name of 0, else 0x0 as stap */
		name = tapc_flag_name(set, 0);
		if (name)
			tapc_append(dst, "%s", name);
		else
			tapc_append(dst, "0x0");
	}
	if (perms)
		tapc_append(dst, "|0%llo", perms);
}

/*
 * swapon's flags: the set's names (the priority field aside), the rest in
 * hex, then "|PRIO" in decimal where SWAP_FLAG_PREFER asks for it.
 */
static void tapc_swap_flags_str(char *dst, const struct tapc_flag_set *set,
				unsigned long long v)
{
	struct tapc_flag_set flags = *set;

	flags.field = 0;
	dst[0] = '\0';
	tapc_flags_str(dst, &flags, v & ~set->field);
	if (v & SWAP_FLAG_PREFER)
		tapc_append(dst, "|%llu", v & set->field);
}

/*
 * clone's flags: the low byte is the signal sent the parent when the
 * child ends, so only the bits above it are flags ("0x0|SIGCHLD").
 */
static void tapc_fork_flags_str(char *dst, const struct tapc_flag_set *set,
				unsigned long long v)
{
	const char *sig = tapc_flag_name(&tapc_sc_abi.signals, v & 0xff);

	dst[0] = '\0';
	tapc_flags_str(dst, set, v & ~0xffULL);
	if (!(v & 0xff))
		return;
	if (sig)
		tapc_append(dst, "|%s", sig);
	else
		tapc_append(dst, "|0x%llx", v & 0xff);
}

/* "IOPRIO_CLASS_BE|7": the class by name, else in hex, then the data */
static void tapc_ioprio_str(char *dst, const struct tapc_flag_set *set,
			    int v)
{
	unsigned int class = IOPRIO_PRIO_CLASS((unsigned int)v);
	const char *name = tapc_flag_name(set, class);

	dst[0] = '\0';
	if (name)
		tapc_append(dst, "%s", name);
	else
		tapc_append(dst, "0x%x", class);
	tapc_append(dst, "|%lu", (unsigned long)IOPRIO_PRIO_DATA(v));
}

/* stap's MAP_HUGE_2MB|...: the huge page size's field first, by its size */
static void tapc_mmap_flags_str(char *dst, unsigned long long v)
{
	static const char *const units[] = { "", "KB", "MB", "GB", "TB", "PB", "EB" };
	unsigned int huge = (v >> MAP_HUGE_SHIFT) & MAP_HUGE_MASK;

	dst[0] = '\0';
	if (huge) {
		unsigned int unit = min(huge / 10, 6U);

		tapc_append(dst, "MAP_HUGE_%llu%s|", 1ULL << (huge - unit * 10),
			    units[unit]);
		v &= ~((unsigned long long)MAP_HUGE_MASK << MAP_HUGE_SHIFT);
	}
	tapc_flags_str(dst, &tapc_sc_abi.mmap, v);
}

/* "S_IFREG|0644": the field's name, then the other bits in octal */
static void tapc_mode_str(char *dst, const struct tapc_flag_set *set,
			  unsigned long long v)
{
	const char *name = tapc_flag_name(set, v & set->field);

	dst[0] = '\0';
	if (name) {
		tapc_append(dst, "%s|", name);
		v &= ~set->field;
	}
	tapc_append(dst, "0%llo", v);
}

static void tapc_sc_user_raw(char *dst, unsigned long addr)
{
	if (tapc_user_string(dst, addr, MAXSTRINGLEN) < 0)
		dst[0] = '\0';
}

#include "syscall_structs.c"

/* The argument after argument i, a length: 0 when there is none */
static unsigned long tapc_sc_next_arg(const struct tapc_sc_desc *d, int i,
				      const unsigned long *args)
{
	return i + 1 < d->nargs ? args[i + 1] : 0;
}

static bool tapc_sc_is32(const struct tapc_sc_desc *d, int i)
{
	return d->types[i] == TAPC_SCT_S32 || d->types[i] == TAPC_SCT_U32;
}

/* A name of a set for a 4-byte value, whichever its sign (reboot's
 * magic 0xfee1dead in an int). */
static const char *tapc_set_name(const struct tapc_flag_set *set,
				 long long v, bool is32)
{
	const char *name = tapc_flag_name(set, v);
	int i;

	/* as 32 bits both: prlimit's resource 0xffffffff is RLIM_INFINITY */
	for (i = 0; !name && is32 && i < set->n; i++)
		if ((u32)set->flags[i].value == (u32)v)
			name = set->flags[i].name;
	return name;
}

#include "syscall_ops.c"

void tapc_sc_var_string(char *dst, const struct tapc_sc_desc *d,
			const struct tapc_sc_var *v, const unsigned long *args)
{
	int i = v->arg - 1;
	int64_t value = tapc_sc_arg_long(d, i, args);
	bool is32 = tapc_sc_is32(d, i);
	const struct tapc_flag_set *set = &tapc_sc_sets[v->set];
	unsigned long next = tapc_sc_next_arg(d, i, args);
	const char *name;

	if (tapc_sc_struct_str(dst, v->how, args[i], next) ||
	    tapc_sc_sockaddr_str(dst, v->how, args[i], next))
		return;
	switch (v->how) {
	case TAPC_SCV_QUOTED:
		tapc_sc_arg_string(dst, args[i]);
		return;
	case TAPC_SCV_UNQUOTED:
		tapc_sc_user_raw(dst, args[i]);
		return;
	case TAPC_SCV_BUF:
		tapc_sc_arg_buffer(dst, args[i], next);
		return;
	case TAPC_SCV_DIRFD:
		if ((int)value == tapc_sc_abi.at_fdcwd)
			tapc_strcpy(dst, "AT_FDCWD");
		else
			snprintf(dst, MAXSTRINGLEN, "%d", (int)value);
		return;
	case TAPC_SCV_FLAGS:
		dst[0] = '\0';
		tapc_flags_str(dst, set, is32 ? (u32)value :
				(unsigned long long)value);
		return;
	case TAPC_SCV_MODE:
		tapc_mode_str(dst, set, (unsigned long long)value);
		return;
	case TAPC_SCV_HEX:
		snprintf(dst, MAXSTRINGLEN, "0x%llx", is32 ? (u32)value :
			 (unsigned long long)value);
		return;
	case TAPC_SCV_SWAP_FLAGS:
		tapc_swap_flags_str(dst, set, (u32)value);
		return;
	case TAPC_SCV_FORK_FLAGS:
		tapc_fork_flags_str(dst, set, (unsigned long long)value);
		return;
	case TAPC_SCV_IOPRIO:
		tapc_ioprio_str(dst, set, (int)value);
		return;
	case TAPC_SCV_INET_PROTOCOL:
		if ((int)args[0] != AF_INET && (int)args[0] != AF_INET6) {
			snprintf(dst, MAXSTRINGLEN, "%d", (int)value);
			return;
		}
		name = tapc_flag_name(set, value);
		if (!name)
			break;
		tapc_strcpy(dst, name);
		return;
	case TAPC_SCV_NAME:
		name = tapc_set_name(set, value, is32);
		dst[0] = '\0';
		if (name)
			tapc_strcpy(dst, name);
		else
			tapc_set_number(dst, set, value, is32);
		return;
	}
	snprintf(dst, MAXSTRINGLEN, "%lld", (long long)value);
}

static void tapc_sc_arg_str(char *dst, const struct tapc_sc_desc *d, int i,
			    const unsigned long *args)
{
	int64_t v = tapc_sc_arg_long(d, i, args);
	const char *name;

	switch (d->fmts[i]) {
	case TAPC_SCA_STR:
		tapc_sc_arg_string(dst, args[i]);
		return;
	case TAPC_SCA_BUF:
		tapc_sc_arg_buffer(dst, args[i],
				   i + 1 < d->nargs ? args[i + 1] : 0);
		return;
	case TAPC_SCA_OCT:
	case TAPC_SCA_OPEN_MODE:
		/* umask's int -1 is 037777777777, as stap shows it */
		snprintf(dst, MAXSTRINGLEN, "0%llo", tapc_sc_is32(d, i) ?
			 (u32)v : (unsigned long long)v);
		return;
	case TAPC_SCA_OPEN_FLAGS:
		dst[0] = '\0';
		tapc_flags_str(dst, &tapc_sc_abi.open, (unsigned long long)v);
		return;
	case TAPC_SCA_PROT:
		dst[0] = '\0';
		tapc_flags_str(dst, &tapc_sc_abi.prot, (unsigned long long)v);
		return;
	case TAPC_SCA_MMAP_FLAGS:
		tapc_mmap_flags_str(dst, (unsigned long long)v);
		return;
	case TAPC_SCA_SIGNAL:
		name = tapc_flag_name(&tapc_sc_abi.signals, v);
		dst[0] = '\0';
		if (name)
			tapc_strcpy(dst, name);
		else
			tapc_set_number(dst, &tapc_sc_abi.signals, v,
					tapc_sc_is32(d, i));
		return;
	case TAPC_SCA_HEX:
		snprintf(dst, MAXSTRINGLEN, "0x%llx", tapc_sc_is32(d, i) ?
			 (u32)v : (unsigned long long)v);
		return;
	case TAPC_SCA_DIRFD:
		if ((int)v == tapc_sc_abi.at_fdcwd) {
			tapc_strcpy(dst, "AT_FDCWD");
			return;
		}
		break;
	case TAPC_SCA_DECODED:
		tapc_sc_var_string(dst, d, &d->vars[i], args);
		return;
	case TAPC_SCA_HIDDEN:
		dst[0] = '\0';
		return;
	}
	if (d->types[i] == TAPC_SCT_PTR)
		snprintf(dst, MAXSTRINGLEN, "0x%llx", (unsigned long long)v);
	else if (d->types[i] == TAPC_SCT_U64)
		snprintf(dst, MAXSTRINGLEN, "%llu", (unsigned long long)v);
	else
		snprintf(dst, MAXSTRINGLEN, "%lld", (long long)v);
}

void tapc_sc_argstr(char *dst, const struct tapc_sc_desc *d,
		    const unsigned long *args)
{
	char *piece = this_cpu_ptr(&tapc_sc_bufs)->piece;
	long long open_flags = 0;
	bool first = true;
	int i;

	dst[0] = '\0';
	if (tapc_sc_whole_argstr(dst, d, args))
		return;
	for (i = 0; i < d->nargs; i++) {
		/* stap shows pipe's NULL as the whole of argstr */
		if (d->fmts[i] == TAPC_SCA_DECODED &&
		    d->vars[i].how == TAPC_SCV_FDPAIR && !args[i]) {
			tapc_strcpy(dst, "NULL");
			return;
		}
		if (d->fmts[i] == TAPC_SCA_OPEN_FLAGS)
			open_flags = tapc_sc_arg_long(d, i, args);
		if ((d->fmts[i] == TAPC_SCA_OPEN_MODE &&
		     !(open_flags & tapc_sc_abi.open_creates)) ||
		    d->fmts[i] == TAPC_SCA_HIDDEN)
			continue;
		if (!first)
			tapc_strcat(dst, ", ");
		first = false;
		tapc_sc_arg_str(piece, d, i, args);
		tapc_strcat(dst, piece);
	}
}

const char *tapc_errno_name(long e)
{
	if (e < 0)
		e = -e;
	/* stap names the errnos up to ENOTRECOVERABLE and no later ones
	 * (ERFKILL, EHWPOISON, the kernel's own ERESTARTSYS and kin) */
	if (!e || e > ENOTRECOVERABLE)
		return NULL;
	return tapc_flag_name(&tapc_sc_abi.errnos, e);
}

void tapc_sc_retstr(char *dst, const struct tapc_sc_desc *d, long ret)
{
	const char *name = ret < 0 ? tapc_errno_name(ret) : NULL;

	if (name)
		snprintf(dst, MAXSTRINGLEN, "%ld (%s)", ret, name);
	else if (d && d->ret == TAPC_SCR_HEX)
		snprintf(dst, MAXSTRINGLEN, "0x%lx", ret);
	else if (d && d->ret == TAPC_SCR_OCT)
		snprintf(dst, MAXSTRINGLEN, ret ? "0%lo" : "%lo", ret);
	else
		snprintf(dst, MAXSTRINGLEN, "%ld", ret);
}
