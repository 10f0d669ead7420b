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
	int cpus;                 /* 0: as many as the host has, at most 4 */
	int verbose;
} guest_options;

/* Runs argv[0] (a host path, resolved inside `chroot /host`) with argv in
 * the guest. Its stdout and stderr stream to ours as they come; SIGINT or
 * SIGTERM here is passed on as a byte on its stdin. Returns its exit
 * status (0..255), or -1 when the guest could not be booted or died (with a
 * message saying why, and the tail of the console). */
int guest_run(char *const argv[], const guest_options *go);

/* After guest_run: true if the guest kernel logged an oops, BUG or
 * WARNING during the run. */
bool guest_kernel_tainted(void);
#endif
