/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The script's counted limits, each overridable with -D NAME=VALUE as in
 * stap. Only the script's unit includes this, after tapc.h: the runtime
 * reads them from tapc_script.limits, so that its object, compiled once,
 * serves every value of them (tapc.h says why).
 */
#ifndef TAPC_LIMITS_H
#define TAPC_LIMITS_H

#ifndef MAXMAPENTRIES
#define MAXMAPENTRIES 2048
#endif
#ifndef MAXACTION
#define MAXACTION 1000
#endif
/* begin, end and error probes may run this many (they run in process
 * context, as stap's "interruptible" probes); no more than a long holds
 * (--suppress-time-limits makes MAXACTION LONG_MAX). */
#ifndef MAXACTION_INTERRUPTIBLE
#define MAXACTION_INTERRUPTIBLE \
	(MAXACTION > LONG_MAX / 10 ? LONG_MAX : MAXACTION * 10)
#endif
/* A global's lock is tried MAXTRYLOCK times, TRYLOCKDELAY microseconds
 * apart (1 ms in all, as stap's runtime does) before the hit is skipped. */
#ifndef MAXTRYLOCK
#define MAXTRYLOCK 100
#endif
#ifndef TRYLOCKDELAY
#define TRYLOCKDELAY 10
#endif
#ifndef MAXERRORS
#define MAXERRORS 0
#endif
#ifndef MAXSKIPPED
#define MAXSKIPPED 100
#endif

/* tapc_script's .limits */
#define TAPC_SCRIPT_LIMITS {					\
	.action = MAXACTION,					\
	.action_interruptible = MAXACTION_INTERRUPTIBLE,	\
	.map_entries = MAXMAPENTRIES,				\
	.trylock = MAXTRYLOCK,					\
	.trylock_delay = TRYLOCKDELAY,				\
	.errors = MAXERRORS,					\
	.skipped = MAXSKIPPED,					\
}

#endif
