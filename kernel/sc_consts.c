/* The constants system call arguments are decoded with, from the target
 * kernel's own headers: one small file that includes them is preprocessed
 * by the kernel's kbuild with -dD, which keeps every #define in the order
 * the headers make them, each under a line marker naming its header.
 * The values are worked out here from the definitions' text. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kbuild.h"
#include "symtab.h"
#include "syscalls.h"
#include "util.h"

/* Which constants are kept: a group is the constants of a prefix, from
 * headers whose path contains `header` (and, with `enum_tag`, only the
 * enumerators of that enum, "#" for #defines alone), with values in [min, max] (what is outside,
 * such as SIGSTKSZ among the signals, is not one of them). Signals have
 * no '_' in their names; the kernel's SIG_BLOCK and SIGNAL_* are other
 * things. Two groups may share a prefix in different headers (msync's
 * MS_ and mount's). */
static const struct group {
	const char *name;     /* "O" */
	const char *prefix;   /* "O_" */
	const char *header;
	const char *enum_tag;
	long long min, max;
	bool underscores;
} groups[] = {
	{ "O", "O_", "fcntl.h", NULL, 0, 0x7fffffff, true },
	{ "AT", "AT_", "fcntl.h", NULL, -0x7fffffff, 0x7fffffff, true },
	{ "PROT", "PROT_", "mman", NULL, 0, 0x7fffffff, true },
	{ "MAP", "MAP_", "mman", NULL, 0, 0x7fffffff, true },
	{ "SIG", "SIG", "signal", NULL, 1, 64, false },
	{ "E", "E", "errno", NULL, 1, 4095, true },
	{ "SIGHOW", "SIG_", "signal-defs.h", NULL, 0, 2, true },
	{ "F", "F_", "fcntl.h", NULL, 0, 0x7fffffff, true },
	{ "SEEK", "SEEK_", "linux/fs.h", NULL, 0, 0x7fffffff, true },
	{ "RENAME", "RENAME_", "linux/fs.h", NULL, 0, 0x7fffffff, true },
	{ "SYNC_FILE_RANGE", "SYNC_FILE_RANGE_", "linux/fs.h", NULL, 0, 0x7fffffff, true },
	{ "CLOCK", "CLOCK_", "linux/time.h", NULL, 0, 0x7fffffff, true },
	{ "TIMER", "TIMER_", "linux/time.h", NULL, 0, 0x7fffffff, true },
	{ "ITIMER", "ITIMER_", "linux/time.h", NULL, 0, 0x7fffffff, true },
	{ "TFD", "TFD_", "timerfd.h", NULL, 0, 0x7fffffff, true },
	{ "MS", "MS_", "mman-common.h", NULL, 0, 0x7fffffff, true },
	{ "MCL", "MCL_", "mman", NULL, 0, 0x7fffffff, true },
	{ "MLOCK", "MLOCK_", "mman", NULL, 0, 0x7fffffff, true },
	{ "MREMAP", "MREMAP_", "mman", NULL, 0, 0x7fffffff, true },
	{ "MADV", "MADV_", "mman", NULL, 0, 0x7fffffff, true },
	{ "PKEY", "PKEY_", "mman", NULL, 0, 0x7fffffff, true },
	{ "FADV", "POSIX_FADV_", "fadvise.h", NULL, 0, 0x7fffffff, true },
	{ "FALLOC", "FALLOC_FL_", "falloc.h", NULL, 0, 0x7fffffff, true },
	{ "MOUNT", "MS_", "linux/mount.h", NULL, 0, 0xffffffff, true },
	{ "MNT", "MNT_", "linux/fs.h", NULL, 0, 0x7fffffff, true },
	{ "UMOUNT", "UMOUNT_", "linux/fs.h", NULL, 0, 0x7fffffff, true },
	{ "EFD", "EFD_", "eventfd.h", NULL, 0, 0x7fffffff, true },
	{ "IN", "IN_", "inotify.h", NULL, 0, 0xffffffff, true },
	{ "MFD", "MFD_", "memfd.h", NULL, 0, 0x7fffffff, true },
	{ "GRND", "GRND_", "random.h", NULL, 0, 0x7fffffff, true },
	{ "SPLICE_F", "SPLICE_F_", "splice.h", NULL, 0, 0x7fffffff, true },
	{ "XATTR", "XATTR_", "xattr.h", NULL, 0, 0xff, true },
	{ "SWAP_FLAG", "SWAP_FLAG_", "swap.h", NULL, 0, 0x7fffffff, true },
	{ "REBOOT", "LINUX_REBOOT_", "reboot.h", NULL, 0, 0xffffffff, true },
	{ "EPOLL_CTL", "EPOLL_CTL_", "eventpoll.h", NULL, 0, 0x7fffffff, true },
	{ "AF", "AF_", "linux/socket.h", NULL, 0, 0x7fffffff, true },
	{ "SOCK_TYPE", "SOCK_", "linux/net.h", "sock_type", 0, 0x7fffffff, true },
	{ "SOCK", "SOCK_", "linux/net.h", "#", 0, 0x7fffffff, true },
	{ "MSG", "MSG_", "linux/socket.h", NULL, 0, 0xffffffff, true },
	{ "SHUT", "SHUT_", "linux/net.h", NULL, 0, 0x7fffffff, true },
	{ "IPPROTO", "IPPROTO_", "linux/in.h", NULL, 0, 0x7fffffff, true },
	{ "CLONE", "CLONE_", "linux/sched.h", NULL, 0, 0xffffffff, true },
	{ "SCHED", "SCHED_", "linux/sched.h", NULL, 0, 0x7fffffff, true },
	{ "WAIT", "W", "linux/wait.h", NULL, 0, 0xffffffff, false },
	{ "P", "P_", "linux/wait.h", NULL, 0, 0x7fffffff, true },
	{ "RLIMIT", "RLIMIT_", "resource.h", NULL, 0, 0x7fffffff, true },
	{ "PRIO", "PRIO_", "linux/resource.h", NULL, 0, 0x7fffffff, true },
	{ "RUSAGE", "RUSAGE_", "linux/resource.h", NULL, -0x7fffffff, 0x7fffffff, true },
	{ "IOPRIO_WHO", "IOPRIO_WHO_", "ioprio.h", NULL, 0, 0x7fffffff, true },
	{ "IOPRIO_CLASS", "IOPRIO_CLASS_", "ioprio.h", NULL, 0, 7, true },
	{ "IPC", "IPC_", "linux/ipc.h", NULL, 0, 0x7fffffff, true },
	{ "SHM", "SHM_", "linux/shm.h", NULL, 0, 0x7fffffff, true },
	{ "MSGF", "MSG_", "linux/msg.h", NULL, 0, 0x7fffffff, true },
	{ "SEM", "", "linux/sem.h", NULL, 0, 20, true },
	{ "MPOL", "MPOL_", "mempolicy.h", NULL, 0, 0x7fffffff, true },
	{ "KCMP", "KCMP_", "kcmp.h", NULL, 0, 0x7fffffff, true },
	{ "MEMBARRIER", "MEMBARRIER_CMD_", "membarrier.h", NULL, 0, 0x7fffffff, true },
	{ "SECCOMP", "SECCOMP_", "linux/seccomp.h", NULL, 0, 0x7fffffff, true },
	{ "BPF_CMD", "BPF_", "linux/bpf.h", "bpf_cmd", 0, 0x7fffffff, true },
	{ "MODULE_INIT", "MODULE_INIT_", "linux/module.h", NULL, 0, 0x7fffffff, true },
	{ "KEXEC", "KEXEC_", "linux/kexec.h", NULL, 0, 0xffffffff, true },
	{ "PERF_FLAG", "PERF_FLAG_", "perf_event.h", NULL, 0, 0x7fffffff, true },
	{ "STATX", "STATX_", "linux/stat.h", NULL, 0, 0xffffffff, true },
	{ "S_IF", "S_IF", "linux/stat.h", NULL, 0, 0x7fffffff, false },
	{ "ARCH", "ARCH_", "asm/prctl.h", NULL, 0, 0x7fffffff, true },
	{ "RWF", "RWF_", "linux/fs.h", NULL, 0, 0x7fffffff, true },
	{ "FAN", "FAN_", "fanotify.h", NULL, 0, 0xffffffff, true },
	{ "PF", "PF_", "linux/socket.h", NULL, 0, 0x7fffffff, true },
	{ "LOCK", "LOCK_", "fcntl.h", NULL, 0, 0x7fffffff, true },
	{ "EPOLL", "EPOLL_", "eventpoll.h", NULL, 0, 0x7fffffff, true },
	/* socket options: levels (SOL_SOCKET is the arch's), the options of
	 * SOL_SOCKET and the timestamping ones named SCM_ */
	{ "SOL", "SOL_", "socket.h", NULL, 0, 0x7fffffff, true },
	{ "SO", "SO_", "socket.h", NULL, 0, 0x7fffffff, true },
	{ "SCM", "SCM_", "socket.h", NULL, 0, 0x7fffffff, true },
	/* RLIM_INFINITY is ~0UL */
	{ "RLIM", "RLIM_", "resource.h", NULL, -1, 0x7fffffff, true },
	/* keyctl's commands, its special key ids, and a key's permissions */
	{ "KEYCTL", "KEYCTL_", "linux/keyctl.h", NULL, 0, 0x7fffffff, true },
	{ "KEY_SPEC", "KEY_SPEC_", "linux/keyctl.h", NULL, -0x7fffffff, 0, true },
	{ "KEY_REQKEY", "KEY_REQKEY_DEFL_", "linux/keyctl.h", NULL, -1, 0x7fffffff, true },
	{ "KEY_PERM", "KEY_", "linux/key.h", NULL, 0, 0xffffffff, true },
	/* prctl's options and their values; PR_SET_PTRACER_ANY is -1 */
	{ "PR", "PR_", "linux/prctl.h", NULL, -1, 0xffffffff, true },
	{ "CAP", "CAP_", "linux/capability.h", NULL, 0, 63, true },
	/* bits made by a macro of one parameter: issecure_mask(SECURE_*) */
	{ "SECBIT", "SECBIT_", "securebits.h", NULL, 0, 0x7fffffff, true },
	/* ptrace's requests and options (the arch's in asm/ptrace-abi.h),
	 * and the ELF notes that name a register set */
	{ "PTRACE", "PTRACE_", "ptrace", NULL, 0, 0x7fffffff, true },
	{ "NT", "NT_", "linux/elf.h", NULL, 0, 0x7fffffff, true },
};

static const char consts_source[] =
	"#include <linux/fcntl.h>\n"
	"#include <linux/mman.h>\n"
	"#include <linux/signal.h>\n"
	"#include <linux/errno.h>\n"
	"#include <linux/fs.h>\n"
	"#include <linux/time.h>\n"
	"#include <linux/timerfd.h>\n"
	"#include <linux/fadvise.h>\n"
	"#include <linux/falloc.h>\n"
	"#include <linux/mount.h>\n"
	"#include <uapi/linux/mount.h>\n"
	"#include <linux/eventfd.h>\n"
	"#include <linux/inotify.h>\n"
	"#include <linux/fanotify.h>\n"
	"#include <linux/memfd.h>\n"
	"#include <uapi/linux/memfd.h>\n"
	"#include <linux/random.h>\n"
	"#include <linux/splice.h>\n"
	"#include <linux/xattr.h>\n"
	"#include <linux/swap.h>\n"
	"#include <linux/reboot.h>\n"
	"#include <linux/eventpoll.h>\n"
	"#include <linux/socket.h>\n"
	"#include <linux/net.h>\n"
	"#include <linux/in.h>\n"
	"#include <linux/sched.h>\n"
	"#include <linux/wait.h>\n"
	/* 6.12's kernel headers no longer include these uapi halves */
	"#include <uapi/linux/wait.h>\n"
	"#include <uapi/linux/shm.h>\n"
	"#include <linux/resource.h>\n"
	"#include <linux/ioprio.h>\n"
	"#include <linux/ipc.h>\n"
	"#include <linux/shm.h>\n"
	"#include <linux/msg.h>\n"
	"#include <linux/sem.h>\n"
	"#include <linux/mempolicy.h>\n"
	"#include <linux/kcmp.h>\n"
	"#include <linux/membarrier.h>\n"
	"#include <linux/seccomp.h>\n"
	"#include <linux/bpf.h>\n"
	"#include <linux/module.h>\n"
	"#include <uapi/linux/module.h>\n"
	"#include <linux/kexec.h>\n"
	"#include <linux/perf_event.h>\n"
	"#include <linux/stat.h>\n"
	"#include <asm/prctl.h>\n"
	"#include <linux/keyctl.h>\n"
	"#include <linux/key.h>\n"
	"#include <linux/prctl.h>\n"
	"#include <linux/capability.h>\n"
	"#include <linux/securebits.h>\n"
	"#include <linux/ptrace.h>\n"
	"#include <linux/elf.h>\n";

unsigned long long sc_consts_digest(void)
{
	/* FNV-1a over what decides which constants are kept */
	unsigned long long h = 0xcbf29ce484222325ULL;
	char *text = xstrdup(consts_source);
	for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
		const struct group *g = &groups[i];
		char *more = xasprintf("%s|%s|%s|%s|%s|%lld|%lld|%d\n", text, g->name,
				       g->prefix, g->header, g->enum_tag ? g->enum_tag : "",
				       g->min, g->max, g->underscores);
		free(text);
		text = more;
	}
	for (const char *p = text; *p; p++)
		h = (h ^ (unsigned char)*p) * 0x100000001b3ULL;
	free(text);
	return h;
}

/* --- evaluating a definition --- */

typedef struct evaluator {
	const char *p;
	char **names, **values;
	int n, depth;
	bool ok;
	/* each name's last definition, its index + 1; NULL: look for it */
	const symtab *last;
} evaluator;

static long long eval_or(evaluator *e);

static void skip_space(evaluator *e)
{
	while (*e->p == ' ' || *e->p == '\t')
		e->p++;
}

static bool is_ident_char(char c, bool first)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (!first && c >= '0' && c <= '9');
}

/* A call of a macro of one parameter, "issecure_mask(SECURE_NOROOT)":
 * its body with the argument's value in place of the parameter. Its
 * define is named "issecure_mask(X)" (read_defines). */
static long long eval_call(evaluator *e, const char *name, size_t len)
{
	for (int i = e->n - 1; i >= 0; i--) {
		const char *nm = e->names[i];
		if (strncmp(nm, name, len) || nm[len] != '(')
			continue;
		const char *close = e->p;
		int depth = 0;
		for (; *close && (depth > 1 || *close != ')'); close++)
			depth += *close == '(' ? 1 : *close == ')' ? -1 : 0;
		if (*close != ')' || e->depth > 16)
			break;
		char *arg = xstrndup(e->p + 1, (size_t)(close - e->p - 1));
		evaluator inner = { arg, e->names, e->values, e->n, e->depth + 1,
				    true, e->last };
		long long v = eval_or(&inner);
		skip_space(&inner);
		bool ok = inner.ok && !*inner.p;
		free(arg);
		/* the body with each whole word that is the parameter replaced */
		size_t plen = strlen(nm + len + 1) - 1;
		strbuf body = {0};
		for (const char *b = e->values[i]; ok && *b;) {
			size_t w = 0;
			while (is_ident_char(b[w], w == 0))
				w++;
			if (w == plen && !strncmp(b, nm + len + 1, plen))
				sb_printf(&body, "(%lld)", v);
			else
				sb_putn(&body, b, w ? w : 1);
			b += w ? w : 1;
		}
		evaluator call = { body.buf ? body.buf : "", e->names, e->values, e->n,
				   e->depth + 1, ok, e->last };
		long long r = ok ? eval_or(&call) : 0;
		skip_space(&call);
		ok = ok && call.ok && !*call.p;
		free(body.buf);
		e->p = close + 1;
		if (ok)
			return r;
		break;
	}
	e->ok = false;
	return 0;
}

/* The index of the last definition of `name` (`len` bytes), or -1. */
static int last_definition(const evaluator *e, const char *name, size_t len)
{
	char key[128];

	if (e->last && len < sizeof key) {
		memcpy(key, name, len);
		key[len] = '\0';
		return (int)(intptr_t)symtab_get(e->last, key) - 1;
	}
	for (int i = e->n - 1; i >= 0; i--)
		if (strlen(e->names[i]) == len && !strncmp(e->names[i], name, len))
			return i;
	return -1;
}

static long long eval_macro(evaluator *e, const char *name, size_t len)
{
	int i = last_definition(e, name, len);

	/* a macro defined as itself, directly or not, ends here */
	if (i >= 0 && e->depth < 16) {
		evaluator inner = { e->values[i], e->names, e->values, e->n,
				    e->depth + 1, true, e->last };
		long long v = eval_or(&inner);
		skip_space(&inner);
		if (inner.ok && !*inner.p)
			return v;
	}
	e->ok = false;
	return 0;
}

/* "(__force __kernel_rwf_t)", "(__kernel_key_t)": a cast to an integer
 * type, words alone in parentheses before an operand; its value is the
 * operand's. */
static bool is_cast(const char *p)
{
	const char *close = strchr(p, ')');
	if (!close)
		return false;
	bool word = false;
	for (const char *q = p + 1; q < close; q++) {
		if (is_ident_char(*q, false))
			word |= is_ident_char(*q, true);
		else if (*q != ' ' && *q != '\t')
			return false;
	}
	const char *next = close + 1 + strspn(close + 1, " \t");
	/* "((unsigned long)-1)": a sign after a type's own words */
	bool typed = false;
	for (const char *const *t = (const char *const[]){ "unsigned", "long",
			"int", "short", "char", "signed", NULL }; *t; t++) {
		const char *at = strstr(p, *t);
		typed |= at && at < close;
	}
	return word && (is_ident_char(*next, false) || *next == '(' ||
			(typed && (*next == '-' || *next == '~')));
}

static long long eval_unary(evaluator *e)
{
	skip_space(e);
	char c = *e->p;
	if (c == '-' || c == '~' || c == '+' || c == '!') {
		e->p++;
		long long v = eval_unary(e);
		return c == '-' ? -v : c == '~' ? ~v : c == '!' ? !v : v;
	}
	if (c == '(' && is_cast(e->p)) {
		e->p = strchr(e->p, ')') + 1;
		return eval_unary(e);
	}
	if (c == '(') {
		e->p++;
		long long v = eval_or(e);
		skip_space(e);
		if (*e->p != ')')
			e->ok = false;
		else
			e->p++;
		return v;
	}
	if (c >= '0' && c <= '9') {
		char *end;
		long long v = (long long)strtoull(e->p, &end, 0);
		e->p = end;
		while (*e->p == 'u' || *e->p == 'U' || *e->p == 'l' || *e->p == 'L')
			e->p++;
		return v;
	}
	if (is_ident_char(c, true)) {
		const char *start = e->p;
		while (is_ident_char(*e->p, false))
			e->p++;
		size_t len = (size_t)(e->p - start);
		skip_space(e);
		if (*e->p == '(')
			return eval_call(e, start, len);
		return eval_macro(e, start, len);
	}
	e->ok = false;
	return 0;
}

/* Binary operators from the tightest down; each level is one entry. */
static const char *const levels[][3] = {
	{ "*", "/", "%" }, { "+", "-", NULL }, { "<<", ">>", NULL },
	{ "&", NULL, NULL }, { "^", NULL, NULL }, { "|", NULL, NULL },
};

static long long apply(const char *op, long long a, long long b, bool *ok)
{
	switch (op[0]) {
	case '*': return (long long)((unsigned long long)a * (unsigned long long)b);
	case '/': case '%':
		if (b == 0) {
			*ok = false;
			return 0;
		}
		return op[0] == '/' ? a / b : a % b;
	case '+': return (long long)((unsigned long long)a + (unsigned long long)b);
	case '-': return (long long)((unsigned long long)a - (unsigned long long)b);
	case '<': return b < 0 || b > 63 ? 0 : (long long)((unsigned long long)a << b);
	case '>': return b < 0 || b > 63 ? 0 : a >> b;
	case '&': return a & b;
	case '^': return a ^ b;
	default: return a | b;
	}
}

static long long eval_level(evaluator *e, int level)
{
	long long v = level == 0 ? eval_unary(e) : eval_level(e, level - 1);
	for (;;) {
		skip_space(e);
		const char *op = NULL;
		for (int i = 0; i < 3 && levels[level][i]; i++) {
			size_t len = strlen(levels[level][i]);
			/* "&" is not "&&", "<" alone is no operator here */
			if (!strncmp(e->p, levels[level][i], len) &&
			    (len == 2 || e->p[1] != e->p[0]))
				op = levels[level][i];
		}
		if (!op || !e->ok)
			return v;
		e->p += strlen(op);
		long long rhs = level == 0 ? eval_unary(e) : eval_level(e, level - 1);
		v = apply(op, v, rhs, &e->ok);
	}
}

static long long eval_or(evaluator *e)
{
	return eval_level(e, (int)(sizeof levels / sizeof levels[0]) - 1);
}

static bool eval_indexed(const char *text, char **names, char **values,
			 int n, const symtab *last, long long *value)
{
	evaluator e = { text, names, values, n, 0, true, last };
	*value = eval_or(&e);
	skip_space(&e);
	return e.ok && !*e.p && e.p != text;
}

bool sc_const_eval(const char *text, char **names, char **values, int n,
		   long long *value)
{
	return eval_indexed(text, names, values, n, NULL, value);
}

/* --- reading the preprocessor's output --- */

typedef struct define {
	char *name, *value, *header;
	char *enum_tag;   /* an enumerator's enum, "" for an anonymous one;
	                   * NULL for a #define */
} define;

static void add_define(define **out, int *count, char *name, char *value,
		       const char *header, const char *enum_tag)
{
	define d = { name, value, xstrdup(header),
		     enum_tag ? xstrdup(enum_tag) : NULL };
	VEC_PUSH(*out, *count, d);
}

/* The enumerators of one enum's body (between its braces), as defines
 * in order: "A = 4, B" is A "4" and B "(4)+1"; the values are worked out
 * later with the #defines', which an enumerator's expression may use. */
static void read_enum_body(const char *body, size_t len, const char *tag,
			   const char *header, define **out, int *count)
{
	char *last = xstrdup("0");
	long long step = -1;
	size_t i = 0;
	while (i < len) {
		while (i < len && (body[i] == ' ' || body[i] == '\t' ||
				   body[i] == '\n' || body[i] == ','))
			i++;
		size_t start = i, depth = 0;
		while (i < len && (depth || body[i] != ',')) {
			depth += body[i] == '(';
			depth -= depth && body[i] == ')';
			i++;
		}
		size_t n = 0;
		while (start + n < i && is_ident_char(body[start + n], n == 0))
			n++;
		if (n == 0)
			continue;
		char *name = xstrndup(body + start, n);
		const char *eq = memchr(body + start + n, '=', i - start - n);
		if (eq) {
			free(last);
			last = xstrndup(eq + 1, (size_t)(body + i - eq - 1));
			step = 0;
		} else {
			step++;
		}
		add_define(out, count, name, step ? xasprintf("(%s)+%lld", last, step)
						  : xstrdup(last), header, tag);
	}
	free(last);
}

/* The enums of a line of C (enum TAG { ... }), whose bodies may go on
 * over the next lines: `body` holds what is read of an open one. */
typedef struct enum_reader {
	strbuf body;
	char *tag;
	bool open;
} enum_reader;

static void read_enums(enum_reader *er, const char *line, const char *header,
		       define **out, int *count)
{
	const char *p = line;
	while (*p) {
		if (!er->open) {
			const char *e = strstr(p, "enum");
			if (!e)
				return;
			p = e + 4;
			if ((e > line && is_ident_char(e[-1], false)) ||
			    is_ident_char(*p, false))
				continue;
			p += strspn(p, " \t");
			size_t n = 0;
			while (is_ident_char(p[n], n == 0))
				n++;
			const char *brace = p + n + strspn(p + n, " \t");
			if (*brace != '{')
				continue;
			free(er->tag);
			er->tag = xstrndup(p, n);
			er->body.len = 0;
			er->open = true;
			p = brace + 1;
		}
		const char *close = strchr(p, '}');
		if (!close) {
			sb_puts(&er->body, p);
			sb_puts(&er->body, "\n");
			return;
		}
		sb_putn(&er->body, p, (size_t)(close - p));
		read_enum_body(er->body.buf ? er->body.buf : "", er->body.len,
			       er->tag, header, out, count);
		er->open = false;
		p = close + 1;
	}
}

/* "#define NAME VALUE" lines, each with the header it is in, and the
 * enumerators of the enums there; function-like macros are not
 * constants and are left out. */
static void read_defines(char *text, define **out, int *count)
{
	const char *header = "";
	char *header_copy = xstrdup("");
	enum_reader er = {0};
	for (char *line = text; line && *line;) {
		char *eol = strchr(line, '\n');
		if (eol)
			*eol = '\0';
		if (line[0] == '#' && line[1] == ' ' && line[2] >= '0' && line[2] <= '9') {
			char *q1 = strchr(line, '"'), *q2 = q1 ? strchr(q1 + 1, '"') : NULL;
			if (q2) {
				free(header_copy);
				header_copy = xstrndup(q1 + 1, (size_t)(q2 - q1 - 1));
				header = header_copy;
			}
		} else if (!strncmp(line, "#define ", 8)) {
			char *name = line + 8;
			size_t len = 0;
			while (is_ident_char(name[len], len == 0))
				len++;
			if (len && name[len] != '(')
				add_define(out, count, xstrndup(name, len),
					   xstrdup(name[len] ? name + len + 1 : ""),
					   header, NULL);
			/* a macro of one parameter, kept as "NAME(P)" for
			 * the definitions that call it (issecure_mask) */
			char *close = len && name[len] == '(' ? strchr(name + len, ')') : NULL;
			size_t plen = close ? (size_t)(close - name - len - 1) : 0;
			bool one = plen > 0;
			for (size_t k = 0; one && k < plen; k++)
				one = is_ident_char(name[len + 1 + k], k == 0);
			if (one)
				add_define(out, count, xstrndup(name, (size_t)(close - name) + 1),
					   xstrdup(close[1] ? close + 2 : ""), header, NULL);
		} else if (line[0] != '#') {
			read_enums(&er, line, header, out, count);
		}
		line = eol ? eol + 1 : NULL;
	}
	free(er.tag);
	free(er.body.buf);
	free(header_copy);
}

static bool enum_matches(const char *wanted, const char *tag)
{
	if (!wanted)
		return true;
	if (!strcmp(wanted, "#"))
		return !tag;
	return tag && !strcmp(tag, wanted);
}

static const struct group *group_of(const define *d)
{
	for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
		const struct group *g = &groups[i];
		size_t len = strlen(g->prefix);
		if (strncmp(d->name, g->prefix, len) || !d->name[len] ||
		    !strstr(d->header, g->header) ||
		    !enum_matches(g->enum_tag, d->enum_tag))
			continue;
		/* all capitals: not a helper macro such as __SIGRTMIN */
		bool capitals = true;
		for (const char *p = d->name; *p; p++)
			capitals &= (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
				    (*p == '_' && (g->underscores || p < d->name + len));
		if (capitals)
			return g;
	}
	return NULL;
}

static void keep_constants(define *defs, int n, sc_const **out, int *count)
{
	char **names = xcalloc((size_t)n + 1, sizeof *names);
	char **values = xcalloc((size_t)n + 1, sizeof *values);
	/* each name's last definition: a later #define of the same name
	 * replaces an earlier one (tens of thousands of names: a table) */
	symtab last = {0};
	for (int i = 0; i < n; i++) {
		names[i] = defs[i].name;
		values[i] = defs[i].value;
		symtab_put(&last, defs[i].name, (void *)(intptr_t)(i + 1));
	}
	for (int i = 0; i < n; i++) {
		const struct group *g = group_of(&defs[i]);
		long long v;
		bool redefined = symtab_get(&last, defs[i].name) !=
				 (void *)(intptr_t)(i + 1);
		if (!g || redefined ||
		    !eval_indexed(defs[i].value, names, values, n, &last, &v) ||
		    v < g->min || v > g->max)
			continue;
		sc_const c = { xstrdup(g->name), xstrdup(defs[i].name), v };
		VEC_PUSH(*out, *count, c);
	}
	symtab_free(&last);
	free(names);
	free(values);
}

bool sc_consts_scan(const char *build_dir, int verbose, sc_const **out,
		    int *count)
{
	char *dir = kbuild_scratch_dir("sc");
	if (!dir)
		return false;
	static const char makefile[] = "obj-m := consts.o\nCFLAGS_consts.o := -dD\n";
	char *makefile_path = xasprintf("%s/Makefile", dir);
	char *source_path = xasprintf("%s/consts.c", dir);
	char *log_path = xasprintf("%s/log", dir);
	char *output_path = xasprintf("%s/consts.i", dir);
	write_file(makefile_path, makefile, sizeof makefile - 1);
	write_file(source_path, consts_source, sizeof consts_source - 1);
	char *target = "consts.i";
	kbuild_run(build_dir, dir, &target, 1, log_path, false);
	char *text = read_file(output_path, NULL);
	bool ok = false;
	if (!text) {
		fprintf(stderr, "%s: could not preprocess the kernel's uapi "
			"headers (make -C %s M=%s consts.i)\n", progname,
			build_dir, dir);
	} else {
		define *defs = NULL;
		int ndefs = 0;
		read_defines(text, &defs, &ndefs);
		keep_constants(defs, ndefs, out, count);
		for (int i = 0; i < ndefs; i++) {
			free(defs[i].name);
			free(defs[i].value);
			free(defs[i].header);
			free(defs[i].enum_tag);
		}
		free(defs);
		ok = *count > 0;
		if (verbose)
			fprintf(stderr, "%s: %d constants of %d definitions in the "
				"kernel's uapi headers\n", progname, *count, ndefs);
		remove_tree(dir);
	}
	free(text);
	free(makefile_path);
	free(source_path);
	free(log_path);
	free(output_path);
	free(dir);
	return ok;
}
