/* Pass 2's result: what the module will contain. */
#ifndef TAPC_SESSION_H
#define TAPC_SESSION_H

#include <stdio.h>

#include "arena.h"
#include "ast.h"
#include "kernel.h"
#include "syscalls.h"
#include "tracepoints.h"

typedef enum point_kind {
	POINT_BEGIN,
	POINT_END,
	POINT_ERROR,
	POINT_NEVER,
	POINT_TRACEPOINT,
	POINT_TIMER,
	POINT_PROCFS,
	POINT_SYSCALL,     /* syscall.NAME[.return], syscall_any[.return] */
	POINT_KPROBE,      /* kprobe.function("SYM"), nd_syscall.NAME */
	POINT_KRETPROBE,   /* their .return */
} point_kind;

struct probe_family;

/* timer.UNIT(N)[.randomize(M)], timer.profile, timer.profile.tick */
typedef struct timer_point {
	int64_t period_ns;         /* 0 for the profile timers */
	int64_t randomize;         /* up to this much more is added at random
	                            * to each period, in ns (in jiffies for a
	                            * jiffies timer), or 0 */
	int64_t jiffies;           /* timer.jiffies(N) / timer.hz: period
	                            * in jiffies, or 0 when given in time */
	int64_t hz;                /* timer.hz(N): N per second, or 0 */
	bool profile;              /* timer.profile[.tick]: every tick, each
	                            * CPU */
} timer_point;

/* procfs[("PATH")].read|write[.umask(N)][.maxsize(N)] */
typedef struct procfs_point {
	char *path;                /* under /proc/systemtap/MODULE/ */
	bool write;
	int64_t umask;             /* -1 when not given */
	int64_t maxsize;           /* read buffer size, 0 when not given */
} procfs_point;

/* A system call or kernel function point. */
typedef struct syscall_point {
	const syscall_info *sc;    /* NULL for syscall_any, kprobe.function */
	char *symbol;              /* POINT_KPROBE/KRETPROBE: the function */
	bool optional;             /* a glob's match: may fail to register */
} syscall_point;

/* One place a probe body is attached to. */
typedef struct resolved_point {
	point_kind kind;
	char *pp;                  /* as pp() tells it */
	int64_t priority;          /* begin(N), end(N), error(N) */
	const tracepoint_info *tp; /* POINT_TRACEPOINT */
	timer_point timer;         /* POINT_TIMER */
	procfs_point procfs;       /* POINT_PROCFS */
	syscall_point syscall;     /* POINT_SYSCALL, POINT_K*PROBE */
	const struct probe_family *family; /* the family that resolved it */
	bool is_return;            /* a .return point: @entry() is allowed */
} resolved_point;

/* How a body uses a global (usage.c): bits of a global_use's `how`. */
enum {
	USE_READ = 1,       /* reads it: the scalar, an element, `in`, a
	                     * statistic's @count() or @hist_*(),
	                     * pragma:read */
	USE_WRITE = 2,      /* changes it: assignment, ++, delete,
	                     * pragma:write */
	USE_STATS_ADD = 4,  /* `<<<` into it */
	USE_ITERATE = 8,    /* walks it in a foreach */
};

/* One global a body touches, itself or through the functions it calls
 * (transitively), and every way it does (USE_* or-ed). */
typedef struct global_use {
	ast_symbol *global;
	unsigned how;
} global_use;

/* What a probe or function touches, in the globals' fixed (lock)
 * order: the index of each symbol. */
typedef struct body_usage {
	global_use *globals;
	int nglobals;
} body_usage;

/* A probe body with every point it runs at. */
typedef struct session_probe {
	ast_probe *probe;          /* its own copy: the body is the user's with
	                            * the prologues and epilogues of the aliases
	                            * it came through, and its conditions as a
	                            * first `if (!(COND)) next` */
	resolved_point *points;
	int npoints;
	char *derivation;          /* for -p2: "foo = begin <- foo" */
	ast_node *condition;       /* its points' `if (COND)`s and-ed, or NULL */
	/* $name target variables its body uses, each a slot in its locals
	 * (EX_TARGET's num is its slot) */
	char **targets;
	ast_node **target_uses;    /* the first use of each, for messages */
	int ntargets;
	body_usage usage;          /* the globals it touches: its locks */
} session_probe;

typedef struct session {
	arena *arena;              /* what passes 2 and 3 make for the session,
	                            * freed with it (session_free) */
	kernel_target *kernel;
	tp_catalog *tracepoints;   /* loaded on first kernel.trace */
	sc_catalog *syscalls;      /* loaded on first syscall point */
	struct kfunc_list *kfuncs; /* loaded on first kprobe.function glob */
	char **syscall_shapes;     /* the syscall family's point shapes, and */
	char **kprobe_shapes;      /* nd_syscall's: made from the catalog once */
	struct ktypes *ktypes;     /* the kernel's types, loaded on first typed
	                            * access (elaborate/typed.h) */
	bool ktypes_failed;        /* ... and not there: said once */
	ast_script *user;
	ast_script **tapsets;
	int ntapsets;
	session_probe **probes;    /* derived probes, in script order */
	int nprobes;
	ast_function **functions;  /* the ones reachable from probes */
	int nfunctions;
	body_usage *function_usage; /* what each of functions touches */
	ast_symbol **globals;      /* the globals in use, in lock order */
	int nglobals;
	ast_embed **embeds;        /* top-level %{ %} blocks in use */
	int nembeds;
	int verbose;
	bool guru;
	bool unoptimized;          /* -u: keep what nothing uses */
	bool skip_badvars;         /* --skip-badvars: a $name a point lacks
	                            * reads as 0, with a warning */
	bool all_functions;        /* --dump-functions: every tapset
	                            * function resolved and typed */
} session;

/* Pass 2: resolves probe points, symbols and functions, infers types.
 * Prints stap-style errors and returns false when the script is wrong. */
bool elaborate(session *s);
/* Frees what passes 2 and 3 made for `s` (its arena, its lists, the
 * catalogs it loaded) and clears it; the scripts are pass 1's. */
void session_free(session *s);

/* Shared with the passes above for their messages and listings. */
/* How stap names a node's token in messages: "identifier 'x'", "number
 * '3'", "operator '+'". Allocated. */
char *elaborate_describe(const ast_node *n);
/* "long", "string", "stats" or "unknown". */
const char *elaborate_type_name(ast_type ty);

/* The -p2 listing. */
void elaborate_print(const session *s, FILE *out);
#endif
