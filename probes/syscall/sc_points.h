/* stap's names of system call points where its tapsets do not use the
 * kernel's (sc_points.c): syscall.pread is the kernel's pread64,
 * syscall.eventfd is eventfd and eventfd2, syscall.send is a call only
 * 32-bit tasks make on x86_64. */
#ifndef TAPC_SC_POINTS_H
#define TAPC_SC_POINTS_H

#include <stdbool.h>

/* The point stap probes kernel call `call` under: "pread" for pread64,
 * "eventfd" for eventfd2; `call` itself for the others. */
const char *sc_point_of(const char *call);
/* The `name` stap's variables give at kernel call `call`: "pread" at
 * pread64, but "eventfd2" at eventfd2; `call` itself for the others. */
const char *sc_name_at(const char *call);
/* Whether stap probes another kernel call than `point`'s own (or none
 * of that name) under `point`: "eventfd", "pread". */
bool sc_point_folds(const char *point);
/* The kernel calls stap probes under `point` besides the one of its own
 * name, into `calls` (SC_MAX_FOLDED at most): eventfd2 for "eventfd",
 * pread64 for "pread"; how many. */
#define SC_MAX_FOLDED 4
int sc_folded_into(const char *point, const char **calls);
/* A point of stap's whose calls a 64-bit task does not make on x86_64
 * (send, recv, mmap2, the compat_ points: 32-bit tasks' calls, which
 * tapc does not probe). Such a point is there, and never fires, as
 * stap's never fires for a 64-bit task; its variables are those of the
 * 64-bit call `like` (its first `nargs`, or all when -1), or none. */
typedef struct sc_point_32bit {
	const char *point;
	const char *like;
	int nargs;
} sc_point_32bit;

const sc_point_32bit *sc_point_32bit_of(const char *point);
const sc_point_32bit *sc_points_32bit(int *count);
#endif
