/* Pass 5 on a kernel that loads modules: load the module, drive its
 * session (begin, stream output, stop, end), unload. */
#ifndef TAPC_RUN_H
#define TAPC_RUN_H

#include <stdbool.h>

/* MB of output buffer per CPU without -s: runtime/tapc.h's
 * TAPC_TRANSPORT_BUF_SIZE. */
#define RUN_DEFAULT_BUFFER_MB 1

typedef struct run_options {
	const char *command;     /* -c CMD, run with /bin/sh -c; NULL if none */
	int target_pid;          /* -x PID; 0 if none */
	const char *output_file; /* -o FILE; NULL for stdout */
	const char *output_given; /* -o's FILE as given, before strftime */
	int output_size_mb;      /* -S SIZE: FILE.0, FILE.1, ... of SIZE MB */
	int output_files;        /* -S SIZE,N: the newest N of them kept */
	int buffer_mb;           /* -s MB; 0 for the module's default */
	int timeout_s;           /* -T SECONDS; 0 for none */
	char **set_globals;      /* -G VAR=VALUE: module parameters */
	int nset_globals;
	bool stop_on_stdin;      /* stdin is the guest's channel: its Ctrl-C
	                          * (or its end) stops the session as SIGINT
	                          * does, the rest is the host's stdin for
	                          * input probes (stdin_forward.h) */
	bool detach;             /* -L: start the session, then leave it
	                          * running for a later -A */
	bool daemon;             /* -D: once started, go on in the
	                          * background (its pid on stdout) */
	int remote_id;           /* -r N:URI, for remote_id(): N, or -1 */
	const char *remote_uri;  /* and remote_uri(): URI, or NULL */
	int verbose;
} run_options;

/* Runs the session of the module at `ko_path`. Returns the exit status
 * tapc should exit with: 0 on success, 1 on any failure (after printing
 * why). */
int run_module(const char *ko_path, const run_options *ro);

/* -A: attaches to the session of the loaded module `modname` (left
 * running by -L or Ctrl-\), streams it until it ends, stops it and
 * unloads it, as run_module's session. */
int run_attach(const char *modname, const run_options *ro);

/* -d: unloads the tapc module `modname` left running. The exit status. */
int run_unload(const char *modname);

/* True when this kernel can load modules (/proc/modules exists). */
bool run_host_loads_modules(void);
#endif
