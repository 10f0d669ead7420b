/* The figures of stap's "Pass N: ..." lines: the pass's own CPU and wall
 * time, and the process's memory when it ends. */
#ifndef TAPC_PASS_STATS_H
#define TAPC_PASS_STATS_H

#include <stdio.h>

typedef struct pass_clock {
	long usr_ms, sys_ms;	/* ours and our waited-for children's */
	double real_ms;
} pass_clock;

/* Starts timing a pass. */
void pass_clock_start(pass_clock *pc);
/* Appends "using Vvirt/Rres/Sshr/Ddata kb, " to `out`. */
void pass_print_memory(FILE *out);
/* Appends "in Uusr/Ssys/Wreal ms." to `out`. */
void pass_print_time(const pass_clock *pc, FILE *out);
#endif
