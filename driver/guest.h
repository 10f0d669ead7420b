/* Pass 5 where the host cannot load modules: boot the target kernel in
 * qemu (software emulation) with a small initramfs, share the host's files
 * with it read-only, and run a host program inside it. */
#ifndef TAPC_GUEST_H
#define TAPC_GUEST_H

#include <stdbool.h>

typedef struct guest_options {
	const char *release;      /* target kernel release, e.g. 6.1.0-57-amd64 */
	const char *writable_dir; /* a host dir the guest may write, seen at
	                           * the same path inside; NULL for none */
	const char *console_log;  /* where to keep the guest's console; NULL
	                           * for a temp file removed afterwards */
	int cpus;                 /* 0 for the default, 2 */
	int timeout_s;            /* kill the guest after this long; 0: never */
	int run_limit_s;          /* the script's -T: the guest is killed
	                           * RUN_GRACE_S past it, counted from the
	                           * program's start; 0: no limit */
	int verbose;              /* >= 2: print the qemu command and times */
	bool forward_stdin;       /* our stdin to the program's, escaped (see
	                           * stdin_forward.h), for input probes or
	                           * the -c command */
	bool forward_keys;        /* and a terminal's keys as they are typed
	                           * (tty_forward_keys), for input probes */
	int ssh_port;             /* a NIC whose port 22 the host reaches at
	                           * 127.0.0.1:ssh_port (qemu's user network,
	                           * restricted: nothing else in or out); 0:
	                           * no NIC */
	int icount_shift;         /* -1: real time; else the guest's clock
	                           * counts 2^N ns per instruction (bench) */
} guest_options;

/* Runs argv[0] (a host path or a name looked up in PATH, inside
 * `chroot /host`) with argv in the guest, in our cwd when the guest has
 * it (else in /), with a small fixed environment (TAPC_IN_GUEST=1). The
 * guest sees the host's files read-only and cached, as they were when it
 * first read them (the writable dir excepted: it is live both ways), and
 * its own writable /tmp over the host's. The program's stdin and stdout
 * are one channel and its stderr another, byte for byte: its output
 * streams to our stdout and stderr as it comes. The first SIGINT or
 * SIGTERM here is passed on as a byte 0x03 on its stdin (nothing else of
 * our stdin is, unless go->forward_stdin: then our stdin too, with the
 * escapes of stdin_forward.h); a second one kills the guest. Returns its exit status
 * (0..255), or -1 when the guest could not be booted, died or timed out
 * (after printing why and the tail of the console). */
int guest_run(char *const argv[], const guest_options *go);

/* After guest_run: true if the guest kernel logged an oops, BUG, WARNING,
 * call trace or panic while the program ran. */
bool guest_kernel_tainted(void);

/* The hidden command `tapc --guest-run [--guest-writable DIR] PROGRAM
 * ARGS...`: argc and argv are main's, argv[1] being "--guest-run". Runs
 * PROGRAM in the guest of $TAPC_GUEST_RELEASE (else kernel_default_release)
 * and returns the exit status for tapc: the program's, except 125 when the
 * guest failed and 1 when the program exited 0 but the kernel logged an
 * oops or warning (printed). $TAPC_GUEST_CONSOLE keeps the console log in
 * that file; $TAPC_GUEST_VERBOSE=N sets verbose; $TAPC_GUEST_SSH_PORT=PORT
 * gives the guest a NIC whose port 22 is the host's 127.0.0.1:PORT. */
int guest_main(int argc, char **argv);
#endif
