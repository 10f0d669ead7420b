/* Pass 2's result: what the module will contain. */
#ifndef TAPC_SESSION_H
#define TAPC_SESSION_H

#include <stdio.h>

#include "ast.h"
#include "kernel.h"
#include "tracepoints.h"

typedef enum point_kind {
	POINT_BEGIN,
	POINT_END,
	POINT_ERROR,
	POINT_NEVER,
	POINT_TRACEPOINT,
} point_kind;

/* One place a probe body is attached to. */
typedef struct resolved_point {
	point_kind kind;
	char *pp;                  /* as pp() tells it */
	int64_t priority;          /* begin(N), end(N), error(N) */
	const tracepoint_info *tp; /* POINT_TRACEPOINT */
} resolved_point;

/* A probe body with every point it runs at. */
typedef struct session_probe {
	ast_probe *probe;
	resolved_point *points;
	int npoints;
	/* $name target variables its body uses, each a slot in its locals */
	char **targets;
	ast_node **target_uses;    /* the first use of each, for messages */
	int ntargets;
	ast_symbol **globals;      /* globals it reads or writes: its locks */
	int nglobals;
	ast_function **callees;    /* functions it calls directly */
	int ncallees;
} session_probe;

typedef struct session {
	kernel_target *kernel;
	tp_catalog *tracepoints;   /* loaded on first kernel.trace */
	ast_script *user;
	ast_script **tapsets;
	int ntapsets;
	session_probe **probes;    /* derived probes, in script order */
	int nprobes;
	ast_function **functions;  /* the ones reachable from probes */
	int nfunctions;
	ast_symbol **globals;      /* the globals in use */
	int nglobals;
	ast_embed **embeds;        /* top-level %{ %} blocks in use */
	int nembeds;
	int verbose;
	bool guru;
	bool unoptimized;
} session;

/* Pass 2: resolves probe points, symbols and functions, infers types.
 * Prints stap-style errors and returns false when the script is wrong. */
bool elaborate(session *s);

/* The -p2 listing. */
void elaborate_print(const session *s, FILE *out);
#endif
