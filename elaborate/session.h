/* Pass 2's result: what the module will contain. */
#ifndef TAPC_SESSION_H
#define TAPC_SESSION_H

#include <stdarg.h>
#include <stdio.h>

#include "arena.h"
#include "ast.h"
#include "kernel.h"
#include "walk.h"

struct probe_family;

/* One place a probe body is attached to. */
typedef struct resolved_point {
	char *pp;                  /* as pp() tells it */
	char *pn;                  /* as pn() and -l tell it, where that is
	                            * not pp: a marker or a PLT entry, whose
	                            * pp() is the statement at its address,
	                            * as stap's; else NULL */
	const struct probe_family *family; /* the family that resolved it */
	void *data;                /* the family's own: what the point is
	                            * (typed in the family's header), and what
	                            * its record() decided for pass 3 */
	bool is_return;            /* a .return point: @entry() is allowed */
	/* record()'s: for each of its probe's target variables (slot i of
	 * session_probe.targets), the C expression the point's handler
	 * reads it with ("(unsigned long)prev"), or NULL */
	char **target_reads;
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
	USE_COUNT = 16,     /* adds to the number scalar in a statement of
	                     * its own (++, --, +=, -=), reading nothing of
	                     * it: one atomic add can do that */
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
	arena *arena;              /* the session's: where it and its points
	                            * are (probe_add_point) */
	ast_probe *probe;          /* its own copy: the body is the user's with
	                            * the prologues and epilogues of the aliases
	                            * it came through, and its conditions as a
	                            * first `if (!(COND)) next` */
	resolved_point *points;
	int npoints;
	char *derivation;          /* for -p2: the comment after each point,
	                            * where it came from, as stap 5.6 lists
	                            * it (elaborate/probes.c) */
	char mark;                 /* for -p2: '?' or '!' of the point its
	                            * points came from (the user's, or the
	                            * alias's that expanded to them); 0 */
	char *listed_as;           /* for -l/-L: the alias the user's point
	                            * named, as named ("signal.send"); NULL
	                            * for a family's point named directly */
	ast_node *condition;       /* its points' `if (COND)`s and-ed, or NULL */
	/* $name target variables its body uses, each a slot in its locals
	 * (EX_TARGET's num is its slot), in the arena (probe_add_target) */
	char **targets;
	ast_node **target_uses;    /* the first use of each, for messages */
	int ntargets;
	body_usage usage;          /* the globals it touches: its locks */
	bool merged;               /* its body is the handlers of probes
	                            * merged on its one point (merge.c) */
	bool serial;               /* every point's family is serial: it
	                            * never runs beside another hit */
	/* a tapset file's own probe (not an alias): kept only when something
	 * else of its file is used, as stap keeps them (elaborate_resolve) */
	const src_file *tapset_file;
} session_probe;

/* What the command line asks of passes 2 and 3: made once from the
 * options by whoever makes the session (driver/options.c's
 * options_session_config(), the fuzzer, the unit tests), read by the
 * passes, never changed by them. */
typedef struct session_config {
	int verbose;
	bool guru;
	bool unoptimized;          /* -u: keep what nothing uses */
	bool no_global_display;    /* --no-global-var-display: no end
	                            * probe prints the globals never read */
	bool has_target;           /* -c CMD or -x PID: target() is set */
	const char *target_command; /* -c CMD, or NULL */
	int target_pid;            /* -x PID, or 0 */
	bool keep_going;           /* --semantic-keep-going: pass 2 goes on
	                            * after errors where it safely can */
	bool skip_badvars;         /* --skip-badvars: a $name a point lacks
	                            * reads as 0, with a warning */
	bool all_functions;        /* --dump-functions: every tapset
	                            * function resolved and typed */
	char **symbol_modules;     /* -d BINARY: its symbols and unwind
	                            * tables go into the module */
	int nsymbol_modules;
	bool ldd;                  /* --ldd: and those of the libraries each
	                            * binary needs */
} session_config;

typedef struct session {
	arena *arena;              /* what passes 2 and 3 make for the session,
	                            * freed with it (session_free) */
	/* the probe families (probes/families.c), set by whoever makes the
	 * session; each one's session-wide decisions, by its place there */
	const struct probe_family *const *families;
	int nfamilies;
	void **family_states;
	kernel_target *kernel;     /* and its catalogs (kernel/catalogs.h) */
	struct typed_modules *typed_modules; /* the kernel modules' types
	                            * @cast names, loaded on first use */
	struct at_vars *at_vars;   /* the globals @var found, and the
	                            * DWARF they were found in (at_var.h) */
	char *point_miss;          /* why the point being resolved matched
	                            * nothing (probe_point_miss), or NULL */
	struct autocasts *autocasts; /* the locals' values, while typed
	                            * access is resolved (typed.h) */
	ast_script *user;
	ast_script **tapsets;
	int ntapsets;
	src_file **library_files;  /* every script of tapc's own tapset
	                            * library, in name order, when pass 1
	                            * parsed only those a script may use
	                            * into tapsets (driver/tapsets.c); else
	                            * none */
	int nlibrary_files;
	session_probe **probes;    /* derived probes, in script order */
	int nprobes;
	ast_function **functions;  /* the ones reachable from probes */
	int nfunctions;
	body_usage *function_usage; /* what each of functions touches */
	ast_symbol **globals;      /* the globals in use, in lock order */
	int nglobals;
	ast_embed **embeds;        /* top-level %{ %} blocks in use */
	int nembeds;
	session_config config;     /* the command line's */
	char **user_files;         /* record()'s: the user-space binaries the
	                            * module's C is made from (for its key) */
	int nuser_files;
	int entry_texts;           /* the most @entry() strings a return
	                            * whose entries the module's table keeps
	                            * has (probe_entry_slots) */
} session;

/* Pass 2: resolves probe points, symbols and functions, infers types.
 * Prints stap-style errors and returns false when the script is wrong. */
bool elaborate(session *s);
/* Walks the session's code with `fn`: each probe's body, `at_probe`
 * (when given) told that probe first, then the functions' bodies, told
 * NULL first: the passes' visits of every body, keeping what they need
 * of the probe a node is in. */
void session_walk_bodies(const session *s, walk_fn fn, void *arg,
			 void (*at_probe)(void *arg, session_probe *p));
/* Frees what passes 2 and 3 made for `s` (its arena, its lists) and
 * clears it; the scripts are pass 1's, the catalogs its kernel's. */
void session_free(session *s);

/* Shared with the passes above for their messages and listings. */
/* A semantic error at `n`, its token named as parse_describe does
 * (errors.c). */
void elaborate_error_at(const ast_node *n, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void elaborate_verror_at(const ast_node *n, const char *fmt, va_list ap)
	__attribute__((format(printf, 2, 0)));
/* The -p2 listing (print.c). */
void elaborate_print(const session *s, FILE *out);
#endif
