/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The tapc runtime: what the C that pass 3 generates calls.
 *
 * A generated module links two translation units, each starting with
 * the same -D NAME=VALUE lines as #defines:
 *
 *	NAME_src.c, the script:
 *		#include "tapc.h"
 *		... globals, locals structs, functions, probe bodies ...
 *		const struct tapc_script tapc_script = { ... };
 *
 *	NAME_rt.c, the runtime:
 *		#include "tapc.h"
 *		#include "tapc_main.c"
 *
 * tapc_main.c pulls in the rest of the runtime and defines module_init and
 * module_exit around `tapc_script`. The runtime's unit depends on the
 * defines and the kernel alone, never on the script, so the driver
 * compiles it once per kernel and set of defines and links that object
 * into every module (driver/runtime_cache.c). The script's counted limits
 * (MAXACTION, MAXERRORS, ...: struct tapc_limits) are not among its
 * defines: the script's unit alone has them as macros (tapc_limits.h,
 * which it includes after this header and its precompiled form) and
 * hands them over in tapc_script.limits, so that a -D of one of them
 * reuses the object.
 */
#ifndef TAPC_H
#define TAPC_H

#include <linux/atomic.h>
#include <linux/kprobes.h>
#include <linux/ctype.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/version.h>
#include <linux/sched.h>
#include <linux/string.h>
#include <linux/types.h>
#include <linux/uidgid.h>
#include <linux/cred.h>
#include <linux/timekeeping.h>
#include <linux/sched/clock.h>
#include <linux/jiffies.h>
#include <asm/timex.h>
#include <linux/ptrace.h>
#include <linux/path.h>
#include <linux/hash.h>
#include <linux/list.h>

/* Limits, each overridable with -D NAME=VALUE as in stap: these two
 * size the runtime's buffers and its context (tapc_limits.h has the
 * rest). */
#ifndef MAXSTRINGLEN
#define MAXSTRINGLEN 512
#endif
#ifndef MAXNESTING
#define MAXNESTING 10
#endif
/* The script's counted limits, as its unit's macros have them. */
struct tapc_limits {
	long action;			/* MAXACTION */
	long action_interruptible;	/* MAXACTION_INTERRUPTIBLE */
	long map_entries;		/* MAXMAPENTRIES */
	long trylock;			/* MAXTRYLOCK */
	long trylock_delay;		/* TRYLOCKDELAY, microseconds */
	long errors;			/* MAXERRORS */
	long skipped;			/* MAXSKIPPED */
};

/* Bytes of output one probe hit may buffer before it is flushed. */
#ifndef TAPC_PRINT_BUF_SIZE
#define TAPC_PRINT_BUF_SIZE 8192
#endif
/* Bytes a procfs read probe's $value holds without .maxsize(N). */
#ifndef STP_PROCFS_BUFSIZE
#define STP_PROCFS_BUFSIZE MAXSTRINGLEN
#endif
/* Bytes of transport buffer per CPU for the script's output (the module
 * parameter tapc_bufsize_mb, from -s MB, overrides it at load time); the
 * runner's lost-records warning names it (RUN_DEFAULT_BUFFER_MB). */
#ifndef TAPC_TRANSPORT_BUF_SIZE
#define TAPC_TRANSPORT_BUF_SIZE (1024 * 1024)
#endif

/*
 * A script's scalar global as a module parameter (-G NAME=VALUE): the
 * parameter is named as the script names it, its C variable `var` (the
 * script's name prefixed). The kernel's module_param_cb takes one name
 * for both and expands it first: a global called as one of the kernel's
 * macros (ATTR_MODE, PAGE_SIZE) would become the macro's text. Here the
 * script's name is only ever a string.
 */
#define TAPC_GLOBAL_PARAM(var, visible, param_ops, value)		\
	static const char __param_str_##var[] = MODULE_PARAM_PREFIX visible; \
	static struct kernel_param __moduleparam_const __param_##var	\
	__used __section("__param")					\
	__aligned(__alignof__(struct kernel_param)) = {			\
		.name = __param_str_##var, .mod = THIS_MODULE,		\
		.ops = param_ops, .perm = 0, .level = -1, .flags = 0,	\
		value }
#define TAPC_GLOBAL_PARAM_LONG(var, visible)				\
	TAPC_GLOBAL_PARAM(var, visible, &param_ops_long, .arg = &var)
#define TAPC_GLOBAL_PARAM_STRING(var, visible)				\
	static const struct kparam_string __param_string_##var =	\
		{ MAXSTRINGLEN, var };					\
	TAPC_GLOBAL_PARAM(var, visible, &param_ops_string,		\
			  .str = &__param_string_##var)

/* ---- the per-CPU context a probe hit runs in ---- */

struct tapc_probe;

struct tapc_context {
	const struct tapc_probe *probe;	/* the probe running now */
	const char *last_error;		/* NULL while all is well */
	const char *last_stmt;		/* "identifier 'x' at f.stp:3:5" */
	const char *call_sites[MAXNESTING + 1];	/* the last_stmt of each
					 * running function's caller when it
					 * called: the call */
	const char *error_stmt;		/* last_stmt when last_error was set */
	const char *error_sites[MAXNESTING + 2];	/* call_sites then,
					 * and room for error_stmt after */
	int error_depth;		/* nesting then */
	bool aborted;			/* abort(): last_error unwinds the
					 * handler, past any catch, unsaid */
	long actions;			/* statements executed this hit */
	int nesting;			/* function call depth */
	bool nexted;			/* a function said `next`: its caller
					 * runs the next overload */
	int handler;			/* of a probe's handlers merged on its
					 * point, the one running (0 first) */
	unsigned long irqflags;
	char *locals;			/* the running probe's locals, zeroed
					 * by tapc_probe_enter */
	char *frames;			/* function frames, a stack */
	size_t frame_top;		/* bytes of `frames` in use */
	char error_buf[MAXSTRINGLEN];	/* formatted last_error */
	struct pt_regs *regs;		/* the interrupted or probed registers,
					 * for probes that have them, else NULL */
	int regparm;			/* regparm(n) of this hit, n + 1: how
					 * many arguments *_arg reads from
					 * registers (0: not said, the six) */
	char *scratch;			/* MAXSTRINGLEN bytes that tapset
					 * functions may use for a moment */
	char *tok_str;			/* tokenize(): its string ... */
	char *tok_next;			/* ... and where it goes on */
	int64_t *entry_vals;		/* kernel.function returns: the @entry()
					 * values the call's entry computed */
	struct tapc_match *last_match;	/* matched(): the last =~, and the */
	void *regex_work;		/* NFA pass's room (scripts that use it) */
	/* runtime-private state follows */
	atomic_t busy;			/* 1 while a hit owns this context */
	int cpu;			/* the CPU this context belongs to */
	char *print_buf;		/* TAPC_PRINT_BUF_SIZE bytes of output */
	size_t print_len;
};

/* ---- probes ---- */

#include "points.h"
#include "entries.h"
/* each kind's own: its slot's struct and ops, as the generated unit
 * writes them, and what its handlers call; kinds.h is written by the
 * build from the files marked as kinds, so that a new kind is its files
 * alone (scripts/runtime-kinds) */
#include "kinds.h"
/* the user symbols and backtraces, over the user binaries' tables (ubin.h) */
#include "usym.h"

struct tapc_sc_abi;
struct tapc_flag_set;

struct tapc_script {
	const struct tapc_probe_point *points;
	int npoints;
	size_t max_locals_size;		/* largest probe's locals */
	size_t max_frame_size;		/* largest function frame */
	int (*init_globals)(void);	/* allocate maps, set initialisers */
	void (*free_globals)(void);
	bool uses_match;		/* matched() or ngroups(): =~ keeps
					 * where its groups matched */
	/* a script whose process or system call returns keep an @entry()
	 * string: TAPC_ENTRIES records of entry_record_words each, values
	 * then texts, that the table's entries use for theirs (entries.c);
	 * else NULL */
	int64_t *entry_area;
	size_t entry_record_words;
	struct tapc_limits limits;
	/* a script with system call tables (syscall.h): the kernel's ABI
	 * constants and the sets its variables decode with, which the
	 * runtime's syscall.c formats by; else NULL */
	const struct tapc_sc_abi *sc_abi;
	const struct tapc_flag_set *sc_sets;
};

/* The script's probes and globals: defined by the generated unit. */
extern const struct tapc_script tapc_script;

/* The pid given by -c CMD or -x PID; 0 if none. A module parameter. */
extern int tapc_target;
/* Who runs the session, for stp_pid() and is_myproc(), and the time
 * zone it runs in, for tz_ctime(): tz_gmtoff is seconds west of UTC. */
extern int tapc_runner_pid;
extern int tapc_runner_uid;
extern int tapc_tz_gmtoff;
extern char *tapc_tz_name;
/* remote_id() and remote_uri(): -1 and "" unless tapc --remote ran it. */
extern int tapc_remote_id;
extern char *tapc_remote_uri;

/*
 * A hit's way in and out, in two parts: the context's, out of line in the
 * runtime (context.c), and the globals' locks, in line here, so that the
 * compiler unrolls a generated handler's locks from its constant probe,
 * each one compare-and-swap on a known word (lock.c says why they are
 * only tried).
 */
#define TAPC_LOCK_WRITER (-1)

/* The lock was held at the first try: tries again, a while (lock.c). */
bool tapc_lock_wait(const struct tapc_lock *l);

static __always_inline bool tapc_lock_try_once(struct tapc_rwlock *l,
					       bool shared)
{
	int old;

	if (!shared)
		return atomic_cmpxchg_acquire(&l->word, 0, TAPC_LOCK_WRITER) == 0;
	old = atomic_read(&l->word);
	while (old >= 0) {
		int seen = atomic_cmpxchg_acquire(&l->word, old, old + 1);

		if (seen == old)
			return true;
		/* another reader came or went: try again at once */
		old = seen;
	}
	return false;
}

static __always_inline bool tapc_lock_try(const struct tapc_lock *l)
{
	return likely(tapc_lock_try_once(l->lock, l->shared)) ||
	       tapc_lock_wait(l);
}

static __always_inline void tapc_lock_release(const struct tapc_lock *l)
{
	if (l->shared)
		atomic_dec_return_release(&l->lock->word);
	else
		atomic_set_release(&l->lock->word, 0);
}

/* The running session's context of this CPU for a hit of `probe`, with
 * interrupts off; NULL when the hit is not to run (session not running,
 * a probe already running on this CPU). No lock is taken. */
struct tapc_context *tapc_hit_enter(const struct tapc_probe *probe);
/* Gives the context back after a lock was not taken (the first `nlocked`
 * were): counts the hit skipped. */
void tapc_hit_skip(struct tapc_context *c, int nlocked);
/* Flushes the hit's output, reports an error that ended it, gives the
 * context back. The locks are released already. */
void tapc_hit_exit(struct tapc_context *c);

/*
 * Called at the top of every generated handler. Returns the context to
 * run the probe in, with interrupts off and `locks` (the probe's globals,
 * `nlocks` of them) locked; or NULL when the hit must be skipped (session
 * not running, a probe already running on this CPU, a lock not taken
 * within MAXTRYLOCK). Generated handlers pass their probe's constant
 * table (probe_N_enter), which the compiler unrolls.
 */
static __always_inline void tapc_unlock_all(const struct tapc_lock *locks,
					    int nlocks)
{
	while (nlocks-- > 0)
		tapc_lock_release(&locks[nlocks]);
}

/* `c` (NULL: the hit does not run) with `locks` locked; NULL, the hit
 * skipped and its context given back, when one is not taken. */
static __always_inline struct tapc_context *
tapc_hit_lock(struct tapc_context *c, const struct tapc_lock *locks,
	      int nlocks)
{
	int i;

	if (!c)
		return NULL;
	for (i = 0; i < nlocks; i++) {
		if (unlikely(!tapc_lock_try(&locks[i]))) {
			tapc_hit_skip(c, i);
			return NULL;
		}
	}
	return c;
}

static __always_inline struct tapc_context *
tapc_probe_enter_locked(const struct tapc_probe *probe,
			const struct tapc_lock *locks, int nlocks)
{
	return tapc_hit_lock(tapc_hit_enter(probe), locks, nlocks);
}

/* Unlocks what tapc_probe_enter_locked locked, then flushes the hit's
 * output, reports an error that ended it and gives the context back. */
static __always_inline void
tapc_probe_exit_locked(struct tapc_context *c, const struct tapc_lock *locks,
		       int nlocks)
{
	tapc_unlock_all(locks, nlocks);
	tapc_hit_exit(c);
}

static __always_inline struct tapc_context *
tapc_probe_enter(const struct tapc_probe *probe)
{
	return tapc_probe_enter_locked(probe, probe->locks, probe->nlocks);
}

static __always_inline void tapc_probe_exit(struct tapc_context *c)
{
	tapc_probe_exit_locked(c, c->probe->locks, c->probe->nlocks);
}

/* A hit of point p that hands its body no more than the interrupted
 * registers (NULL: none), as timers and perf events do. */
void tapc_point_hit(const struct tapc_probe_point *p, struct pt_regs *regs);

/* Ends the probe with a run-time error (printed as "ERROR: MSG near
 * LAST_STMT"); the generated code then jumps to its `out:` label. Only the
 * first error of a hit is kept. More than MAXERRORS errors in the session
 * end it (state `error`). */
void tapc_error(struct tapc_context *c, const char *fmt, ...)
	__printf(2, 3);

/* exit(): ask user space to stop the session after this hit. */
void tapc_request_exit(void);

/* switch_file(): the reader goes on in -o's next file. */
void tapc_switch_file(void);

/* module_size(): the sizes of this module's loaded sections and of what
 * the session allocated, as text in stap's form. */
void tapc_module_size(char *dst, size_t len);

/* What the session allocated, by kind, for module_size(): the per-CPU
 * contexts, the output's rings, and the script's data (maps, statistics). */
enum tapc_mem_kind {
	TAPC_MEM_CONTEXTS,
	TAPC_MEM_OUTPUT,
	TAPC_MEM_DATA,
	TAPC_MEM_KINDS
};
void tapc_mem_count(enum tapc_mem_kind kind, size_t bytes);

/* Generated code counts statements with this; `out` is the label that
 * ends the probe or function. */
#define TAPC_ACTIONS(c, n)						\
	do {								\
		if (unlikely(((c)->actions += (n)) > MAXACTION)) {	\
			tapc_error((c), "MAXACTION exceeded");		\
			goto out;					\
		}							\
	} while (0)

/*
 * A probe body without loops, without script functions and without work
 * charged by the entry (tapc_actions_charge) executes at most `most`
 * statements, the bound pass 3 counted: while that is within MAXACTION
 * (and MAXACTION_INTERRUPTIBLE, where begin and end probes start), no
 * hit of it can pass the limit, and the count is left out at compile
 * time; a -D limit below the bound keeps it.
 */
#define TAPC_ACTIONS_UPTO(c, n, most)					\
	do {								\
		if ((most) > MAXACTION ||				\
		    (most) > MAXACTION_INTERRUPTIBLE)			\
			TAPC_ACTIONS(c, n);				\
	} while (0)

/* The same for a statement that nothing but MAXACTION can end: where it
 * is matters only when it is counted. */
#define TAPC_STATEMENT_UPTO(c, where, most)				\
	do {								\
		if ((most) > MAXACTION ||				\
		    (most) > MAXACTION_INTERRUPTIBLE) {			\
			(c)->last_stmt = (where);			\
			TAPC_ACTIONS(c, 1);				\
		}							\
	} while (0)

/*
 * `counter += v` on a number global that every probe able to run beside
 * another only adds to (pass 2's USE_COUNT) and only begin, end and error
 * probes read: one atomic add instead of the global's lock, the same sum
 * in the end.
 */
static __always_inline void tapc_count_add(int64_t *counter, int64_t v)
{
	atomic64_add(v, (atomic64_t *)counter);
}

/*
 * The work a statement does beyond itself, `n` entries sorted or folded,
 * counted before it is done, so that no sort or aggregation runs long
 * with interrupts off: false, with stap's "MAXACTION exceeded", when it
 * would pass the limit. A comparison is cheaper than a statement, so an
 * entry counts one action, whatever its log2(n) comparisons.
 */
static inline bool tapc_actions_charge(struct tapc_context *c, long n)
{
	if (unlikely((c->actions += n) > tapc_script.limits.action)) {
		tapc_error(c, "MAXACTION exceeded");
		return false;
	}
	return true;
}

/* A function's frame: a zeroed frame of `size` (at most max_frame_size)
 * bytes, or NULL (with the error set, near the call) past MAXNESTING.
 * `function` ("identifier 'f' at f.stp:1:10") becomes last_stmt, and the
 * frame keeps the caller's, its call, for the "(called from ...)" of an
 * error inside; pop returns to it. */
void *tapc_function_enter(struct tapc_context *c, size_t size,
			  const char *function);
void tapc_frame_pop(struct tapc_context *c, size_t size);

/* tapc_function_enter and tapc_frame_pop of a function without a frame
 * (embedded C that keeps no copies of its arguments), in line: the same
 * depth, calls and error, without the frame's arithmetic. */
void tapc_nesting_exceeded(struct tapc_context *c);

static __always_inline bool tapc_leaf_enter(struct tapc_context *c,
					    const char *function)
{
	if (unlikely(c->nesting >= MAXNESTING)) {
		tapc_nesting_exceeded(c);
		return false;
	}
	c->call_sites[c->nesting++] = c->last_stmt;
	c->last_stmt = function;
	return true;
}

/* The same for a function that cannot fail: its level would never be
 * read, so only MAXNESTING is checked, near its call. */
static __always_inline bool tapc_leaf_check(struct tapc_context *c)
{
	if (unlikely(c->nesting >= MAXNESTING)) {
		tapc_nesting_exceeded(c);
		return false;
	}
	return true;
}

static __always_inline void tapc_leaf_pop(struct tapc_context *c)
{
	c->last_stmt = c->call_sites[--c->nesting];
}

/* ---- arithmetic that can fail ---- */

/* "division by 0" is an error; INT64_MIN / -1 wraps instead of trapping. */
int64_t tapc_div(struct tapc_context *c, int64_t a, int64_t b);
int64_t tapc_mod(struct tapc_context *c, int64_t a, int64_t b);

/* ---- strings: every buffer is MAXSTRINGLEN bytes, truncation is silent ---- */

void tapc_strcpy(char *dst, const char *src);
void tapc_strcat(char *dst, const char *src);
void tapc_long_to_string(char *dst, int64_t v);
/* text_str and friends: `in` C-escaped into `out` (MAXSTRINGLEN bytes),
 * reading at most inlen and writing at most outlen bytes (0: all that
 * fits), in double quotes (and "..." if cut) when `quoted`. */
void tapc_text_str(char *out, const char *in, int inlen, int outlen,
		   bool quoted);
/* The same, quoted, of a buffer of inlen bytes whose NULs are data. */
void tapc_buffer_str(char *out, const char *in, int inlen, int outlen);
/* The same, unquoted: an abstract socket name's bytes. */
void tapc_bytes_str(char *out, const char *in, int inlen, int outlen);
/* The string at a kernel or user address into dst (at most n - 1 bytes
 * and a NUL), never faulting: false / -EFAULT when it cannot be read. */
bool tapc_kernel_string(char *dst, unsigned long addr, long n);
long tapc_user_string(char *dst, unsigned long addr, long n);
/* A char pointer as $p$ shows it, into out (MAXSTRINGLEN bytes, raw
 * another for the string read): the string at addr (the probed
 * process's when `user`) quoted, else the address as 0x...; returns
 * out. */
const char *tapc_pretty_text(char *out, char *raw, unsigned long addr,
			     bool user);

/* Typed target access ($var->field, @cast): `size` bytes of kernel
 * memory at addr into dst, or a char array of nelems bytes as a string
 * (up to its NUL, at most MAXSTRINGLEN - 1 bytes); false, nothing
 * faulting, when it cannot be read. tapc_read_fault ends the probe with
 * stap's error for it. */
bool tapc_kread(void *dst, unsigned long addr, size_t size);
/* Where the running kernel has what was linked `link_offset` bytes from
 * sprint_symbol_no_offset (KASLR moves the image as one): a global @var
 * reads, a function or a statement kprobes are put on, a variable a
 * breakpoint watches. With `name`, 0 unless the kernel names the symbol
 * there so (process context: the check allocates). */
unsigned long tapc_kernel_address(long link_offset, const char *name);
/* @var's other addresses: this CPU's copy of a per-CPU variable linked
 * at `offset`; a module global's, found by name in the module's symbols
 * at each read (0 while the module is not loaded: the read faults). */
unsigned long tapc_percpu_var(unsigned long offset);
unsigned long tapc_module_var(const char *module, const char *name);
/* The loaded module named `name`, or NULL; with preemption off (the
 * module list is RCU's). kvar.c's: module globals' reads, and the module
 * functions' kind (kfunc_module.c). */
struct module *tapc_kmod_find(const char *name);
/* A variable's `size` bytes (1, 2, 4 or 8, the low ones of `raw`) as a
 * script long of its sign. */
int64_t tapc_var_value(u64 raw, int size, bool is_signed);
/* A kernel.function handler's read of a DWARF variable in the kernel's
 * memory (a local on the stack, what its location expression reads), as
 * a script long, through tapc_kread as a typed chain reads: when it
 * would fault, 0, and the probe ends with tapc_read_fault near `near`
 * (the variable's first use; NULL under --skip-badvars: no error). */
int64_t tapc_kvar_read(struct tapc_context *c, const char *near,
		       unsigned long addr, int size, bool is_signed);
bool tapc_kread_chars(char *dst, unsigned long addr, long nelems);
/* The same in the probed process's memory (a user binary's types). */
bool tapc_uread(void *dst, unsigned long addr, size_t size);
bool tapc_uread_chars(char *dst, unsigned long addr, long nelems);
void tapc_read_fault(struct tapc_context *c, unsigned long addr);
/* Guru mode's writes ($var->field = v, set_kernel_*): the low `size`
 * bytes (1, 2, 4 or 8) of v at kernel address addr; false, nothing
 * faulting, when it cannot be written. tapc_write_fault is the error. */
bool tapc_kwrite(unsigned long addr, u64 v, int size);
/* The same in the probed process's memory (a user header's types). */
bool tapc_uwrite(unsigned long addr, u64 v, int size);
void tapc_write_fault(struct tapc_context *c, unsigned long addr);

/* s =~ "re": pass 3 compiles the regular expression to a DFA
 * (translate/regex.c) whose tables these are; the search reads each byte
 * once and stops at the first match. */
#define TAPC_REGEX_ACCEPT_NOW 1
#define TAPC_REGEX_ACCEPT_AT_END 2

struct tapc_regex {
	const unsigned char *classes;	/* byte -> class */
	const unsigned short *next;	/* [state * nclasses + class] */
	const unsigned char *accept;	/* [state] */
	int nclasses;
};

static inline bool tapc_regex_match(const struct tapc_regex *re,
				    const char *s)
{
	unsigned int state = 0;

	for (;; s++) {
		if (re->accept[state] & TAPC_REGEX_ACCEPT_NOW)
			return true;
		if (!*s)
			return re->accept[state] & TAPC_REGEX_ACCEPT_AT_END;
		state = re->next[state * re->nclasses +
				 re->classes[(unsigned char)*s]];
	}
}

/*
 * matched(): the expression's NFA as well, for scripts that ask where its
 * subexpressions matched (runtime/regex.c). States are pass 3's: SAVE
 * records the position in capture `slot` (2n and 2n + 1 for group n,
 * group 0 the whole match), SET reads a byte of set `set`, EPS goes to
 * `out` and then `out2`.
 */
#define TAPC_RE_MAX_GROUPS 10		/* with group 0 */
#define TAPC_RE_MAX_STATES 512

enum tapc_re_kind {
	TAPC_RE_SET, TAPC_RE_EPS, TAPC_RE_BOL, TAPC_RE_EOL, TAPC_RE_MATCH,
	TAPC_RE_SAVE,
};

struct tapc_re_state {
	unsigned char kind, slot;
	short set, out, out2;
};

struct tapc_re_prog {
	const struct tapc_re_state *states;
	const unsigned char (*sets)[32];
	int start;				/* the state it starts in */
	int ngroups;
};

struct tapc_match {
	bool result;			/* the last =~ matched */
	int ngroups;
	int span[2 * TAPC_RE_MAX_GROUPS];	/* -1: took no part */
	char str[MAXSTRINGLEN];		/* what it matched against */
};

size_t tapc_regex_work_size(void);
/* s =~ re, recording where the groups matched for matched(). */
bool tapc_regex_capture(struct tapc_context *c, const struct tapc_regex *re,
			const struct tapc_re_prog *prog, const char *s);
void tapc_matched(struct tapc_context *c, char *dst, int64_t n);
int64_t tapc_ngroups(struct tapc_context *c);

/* ---- output ---- */

/* stap's printf: %d %i %u %x %X %o %c %s %p %b %m %M %% with flags, width
 * and precision; integer arguments (also those of `*`, %c, and the
 * addresses of %m %M) are int64_t, strings const char *. */
void tapc_printf(struct tapc_context *c, const char *fmt, ...);
/* The same into a MAXSTRINGLEN buffer (sprintf); `dst` may also be one of
 * the arguments. */
void tapc_sprintf(char *dst, const char *fmt, ...);
void tapc_print_string(struct tapc_context *c, const char *s);
void tapc_print_long(struct tapc_context *c, int64_t v);

/*
 * stap's runtime's _stp_printf, for guru code written against it: C's
 * printf formats (the kernel's vsnprintf, not the script's printf), into
 * the script's output. What one call prints is at most MAXSTRINGLEN - 1
 * bytes; a longer one is an error, not cut short.
 */
static inline __printf(2, 3) void tapc_c_printf(struct tapc_context *c,
						const char *fmt, ...)
{
	char buf[MAXSTRINGLEN];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (n >= (int)sizeof(buf)) {
		tapc_error(c, "_stp_printf of %d bytes, more than MAXSTRINGLEN - 1", n);
		return;
	}
	tapc_print_string(c, buf);
}
#define _stp_printf(...) tapc_c_printf(CONTEXT, __VA_ARGS__)

/*
 * strlcpy, which 6.8 took out of the kernel, for guru code that calls it
 * (stap's ttyspy example; stap's runtime keeps one): src's length back,
 * at most size - 1 bytes of it copied and ended. Ours on every kernel,
 * with the kernel's meaning: the script's unit, where guru code is, has
 * no feature tests to tell whether the kernel still has its own, and a
 * version number is no test (after <linux/string.h>, which declared
 * the kernel's where it has one).
 */
static inline size_t tapc_strlcpy(char *dst, const char *src, size_t size)
{
	size_t len = strlen(src);

	if (size) {
		size_t n = len < size ? len : size - 1;

		memcpy(dst, src, n);
		dst[n] = '\0';
	}
	return len;
}
#define strlcpy tapc_strlcpy

/*
 * A printf whose format has only text, %d of numbers, %s of strings and
 * %%, taken apart by pass 3: its text appended as it is, each %d by
 * tapc_print_dec, each %s by tapc_print_string; the same bytes as
 * tapc_printf's, without reading the format in every hit.
 */
void tapc_print_text_slow(struct tapc_context *c, const char *text, size_t n);
void tapc_print_dec(struct tapc_context *c, int64_t v);

static __always_inline void tapc_print_text(struct tapc_context *c,
					    const char *text, size_t n)
{
	if (likely(n <= TAPC_PRINT_BUF_SIZE - c->print_len)) {
		memcpy(c->print_buf + c->print_len, text, n);
		c->print_len += n;
	} else {
		tapc_print_text_slow(c, text, n);
	}
}
void tapc_print_char(struct tapc_context *c, char ch);
/* warn(): "WARNING: MSG" to the user's stderr. */
void tapc_warn(struct tapc_context *c, const char *msg);
/* system(): the runner starts CMD with /bin/sh in the background once it
 * reads the request (runner/run.c knows the prefix too). */
#define TAPC_SYSTEM_PREFIX "\001system "
void tapc_system(struct tapc_context *c, const char *cmd);

/* ---- associative arrays ---- */

enum tapc_type { TAPC_LONG = 1, TAPC_STRING = 2, TAPC_STATS = 3 };

/* One key; which member is used follows the map's key types. */
union tapc_key {
	int64_t n;
	const char *s;
};

/* A map's layout, here so that a hit's lookup of one number
 * (tapc_map_ref_long1) runs in line; map.c has what the rest does. */
struct tapc_stat_shape;

#define TAPC_MAX_KEYS 9

struct tapc_map_entry {
	union {
		struct hlist_node hnode;	/* live: its bucket */
		struct tapc_map_entry *next_free;	/* free: the stack */
	};
	struct list_head list;
	struct list_head age;	/* wrap maps only */
	struct tapc_map *map;
	u32 hash;
	u64 data[];		/* the keys, then the value */
};

struct tapc_map {
	int nkeys;
	bool numeric_keys;	/* no string key: keys are data[0..nkeys) */
	enum tapc_type key_types[TAPC_MAX_KEYS];
	enum tapc_type value_type;
	const struct tapc_stat_shape *shape;	/* TAPC_STATS values */
	u32 key_off[TAPC_MAX_KEYS];	/* offsets into `data` */
	u32 value_off;
	u32 value_size;
	size_t entry_size;
	int max_entries;
	bool sized;		/* "global a[N]": overflow names N */
	bool wrap;		/* "global a%": evict the oldest when full */
	int count;
	unsigned int hash_bits;
	struct hlist_head *buckets;
	struct list_head live;
	struct list_head age;
	struct tapc_map_entry *free;
	char *pool;
	int sort_key, sort_dir;	/* the sort under way */
	int sort_op;		/* enum tapc_stat_op, of TAPC_STATS values */
};

/* tapc_map_ref_long1's way when the key is not there yet (map.c). */
int64_t *tapc_map_ref_long1_new(struct tapc_context *c, struct tapc_map *m,
				int64_t key);

/* Called from init_globals (process context, may sleep). NULL on ENOMEM.
 * `max_entries` 0 means MAXMAPENTRIES; `wrap` is "global a%". */
struct tapc_map *tapc_map_new(int nkeys, const enum tapc_type *key_types,
			      enum tapc_type value_type, int max_entries,
			      bool wrap);
void tapc_map_free(struct tapc_map *m);

/* Reads give 0 or "" for an absent key and do not create it. */
int64_t tapc_map_get_long(struct tapc_map *m, const union tapc_key *keys);
void tapc_map_get_string(struct tapc_map *m, const union tapc_key *keys,
			 char *dst);
/* Writes fail with "Array overflow, check MAXMAPENTRIES" when full
 * (unless the map wraps); false means the error is set in `c`. */
bool tapc_map_set_long(struct tapc_context *c, struct tapc_map *m,
		       const union tapc_key *keys, int64_t v);
bool tapc_map_set_string(struct tapc_context *c, struct tapc_map *m,
			 const union tapc_key *keys, const char *v);
/* a[k]++: the value of `keys`, made 0 if absent, to change in place, in
 * one lookup; NULL (the error set) when full. Valid until the map next
 * changes. */
/* The same of a map whose one key is a number (its value then at
 * data[1]): no array of keys, the lookup in line. */
static __always_inline int64_t *
tapc_map_ref_long1(struct tapc_context *c, struct tapc_map *m, int64_t key)
{
	/* tapc_map_hash's of one number */
	u32 hash = ((u64)key * GOLDEN_RATIO_64) >> 32;
	struct tapc_map_entry *e;

	hlist_for_each_entry(e, &m->buckets[hash_32(hash, m->hash_bits)], hnode)
		if (e->hash == hash && e->data[0] == (u64)key)
			return (int64_t *)&e->data[1];
	return tapc_map_ref_long1_new(c, m, key);
}
int64_t *tapc_map_ref_long(struct tapc_context *c, struct tapc_map *m,
			   const union tapc_key *keys);
bool tapc_map_exists(struct tapc_map *m, const union tapc_key *keys);
void tapc_map_delete(struct tapc_map *m, const union tapc_key *keys);
void tapc_map_clear(struct tapc_map *m);
/* `delete a[k, *]` and `[k, *] in a`: keys whose bit is set in `wild`
 * match any value. */
void tapc_map_delete_slice(struct tapc_map *m, const union tapc_key *keys,
			   unsigned int wild);
bool tapc_map_exists_slice(struct tapc_map *m, const union tapc_key *keys,
			   unsigned int wild);
int tapc_map_size(struct tapc_map *m);

/* foreach: sort (key 1..nkeys, -1 for the value, 0 for none; dir +1
 * ascending, -1 descending), then walk first/next. A sort counts its
 * entries against MAXACTION: false, with the error set, past it. */
bool tapc_map_sort(struct tapc_context *c, struct tapc_map *m, int key,
		   int dir);
struct tapc_map_entry *tapc_map_first(struct tapc_map *m);
struct tapc_map_entry *tapc_map_next(struct tapc_map *m,
				     struct tapc_map_entry *e);
/* Key `i` counts from 0. */
int64_t tapc_entry_key_long(const struct tapc_map_entry *e, int i);
const char *tapc_entry_key_string(const struct tapc_map_entry *e, int i);
int64_t tapc_entry_long(const struct tapc_map_entry *e);
const char *tapc_entry_string(const struct tapc_map_entry *e);

/* ---- statistics ---- */

enum tapc_hist { TAPC_HIST_NONE, TAPC_HIST_LOG, TAPC_HIST_LINEAR };

#define TAPC_HIST_LOG_BUCKETS 128

/* What a statistics global collects, fixed by pass 3: its histogram, if
 * any, and whether @variance is asked of it (and its bit shift). */
struct tapc_stat_shape {
	enum tapc_hist hist;
	int64_t start, stop, interval;	/* TAPC_HIST_LINEAR */
	int buckets;			/* 0 without a histogram */
	bool variance;
	int bit_shift;
};

/* One statistic: a CPU's part, or the parts combined. */
struct tapc_stat {
	int64_t count, sum, min, max;
	int64_t avg_s;			/* the mean << bit_shift */
	int64_t m2;			/* sum of squared deviations */
	int64_t variance_s;		/* the variance << 2 * bit_shift */
	int64_t hist[];			/* shape->buckets counts */
};

enum tapc_stat_op {
	TAPC_STAT_COUNT,
	TAPC_STAT_SUM,
	TAPC_STAT_MIN,
	TAPC_STAT_MAX,
	TAPC_STAT_AVG,
	TAPC_STAT_VARIANCE,
};

/* @count .. @variance; "empty aggregate" (an error) for all but @count
 * and @sum when nothing was added. */
int64_t tapc_stat_value(struct tapc_context *c, const struct tapc_stat *st,
			const struct tapc_stat_shape *shape,
			enum tapc_stat_op op);
/* @hist_*(x)[i]: errors for an empty aggregate or an index out of range. */
int64_t tapc_stat_bucket(struct tapc_context *c, const struct tapc_stat *st,
			 const struct tapc_stat_shape *shape, int64_t i);
/* print(@hist_*(x)) and sprint(@hist_*(x)) (into a MAXSTRINGLEN dst). */
void tapc_stat_print_hist(struct tapc_context *c, const struct tapc_stat *st,
			  const struct tapc_stat_shape *shape);
const char *tapc_stat_sprint_hist(struct tapc_context *c, char *dst,
				  const struct tapc_stat *st,
				  const struct tapc_stat_shape *shape);

/* A scalar statistics global. `<<<` needs the global's lock shared, the
 * others exclusive. get combines the CPUs' parts now. */
struct tapc_stats;
struct tapc_stats {
	const struct tapc_stat_shape *shape;
	struct tapc_stat **parts;	/* one per possible CPU */
	struct tapc_stat *agg;		/* what tapc_stats_get made last */
};

/* Counts `v` into `st`: its count, sum, minimum and maximum; the first
 * value also starts the running mean (avg_s, `v` scaled by 2^bit_shift)
 * and its spread. False for that first value. Every add of a statistic
 * goes through it (tapc_stats_add_plain here, stat.c's tapc_stat_add). */
static __always_inline bool tapc_stat_count_in(struct tapc_stat *st,
					       int64_t v, int bit_shift)
{
	if (unlikely(!st->count)) {
		st->count = 1;
		st->sum = st->min = st->max = v;
		st->avg_s = (int64_t)((u64)v << bit_shift);
		st->m2 = 0;
		return false;
	}
	st->count++;
	st->sum += v;
	if (v < st->min)
		st->min = v;
	if (v > st->max)
		st->max = v;
	return true;
}

/* tapc_stats_add of a statistic without a histogram or @variance, in
 * line: the CPU's part alone. */
static __always_inline void tapc_stats_add_plain(struct tapc_context *c,
						 struct tapc_stats *s,
						 int64_t v, int bit_shift)
{
	tapc_stat_count_in(s->parts[c->cpu], v, bit_shift);
}

struct tapc_stats *tapc_stats_new(const struct tapc_stat_shape *shape);
void tapc_stats_free(struct tapc_stats *s);
void tapc_stats_add(struct tapc_context *c, struct tapc_stats *s, int64_t v);
const struct tapc_stat *tapc_stats_get(struct tapc_stats *s);
void tapc_stats_clear(struct tapc_stats *s);

/* An array of statistics; the same locking. */
struct tapc_pmap;
struct tapc_pmap *tapc_pmap_new(int nkeys, const enum tapc_type *key_types,
				const struct tapc_stat_shape *shape,
				int max_entries, bool wrap);
void tapc_pmap_free(struct tapc_pmap *p);
/* false with the error set when the CPU's map is full */
bool tapc_pmap_add(struct tapc_context *c, struct tapc_pmap *p,
		   const union tapc_key *keys, int64_t v);
/* The key's statistic over all CPUs (empty if absent). */
const struct tapc_stat *tapc_pmap_get(struct tapc_pmap *p,
				      const union tapc_key *keys);
bool tapc_pmap_exists(struct tapc_pmap *p, const union tapc_key *keys);
void tapc_pmap_delete(struct tapc_pmap *p, const union tapc_key *keys);
void tapc_pmap_clear(struct tapc_pmap *p);
void tapc_pmap_delete_slice(struct tapc_pmap *p, const union tapc_key *keys,
			    unsigned int wild);
bool tapc_pmap_exists_slice(struct tapc_pmap *p, const union tapc_key *keys,
			    unsigned int wild);
int tapc_pmap_size(struct tapc_context *c, struct tapc_pmap *p);
/* For foreach: a map of every key with its combined statistic (walk it
 * with tapc_map_first/next, tapc_entry_stat), or NULL with the error set
 * when it cannot hold them all or the CPUs' entries folded would pass
 * MAXACTION. */
struct tapc_map *tapc_pmap_aggregate(struct tapc_context *c,
				     struct tapc_pmap *p);
const struct tapc_stat *tapc_entry_stat(const struct tapc_map_entry *e);
/* foreach sorted on the value of a statistics array: by `op`. */
bool tapc_map_sort_stat(struct tapc_context *c, struct tapc_map *m, int key,
			int dir, enum tapc_stat_op op);

#endif /* TAPC_H */
