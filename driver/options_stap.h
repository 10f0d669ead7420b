/* stap 4.8's options that cannot apply to tapc (bulk files, compile
 * servers, symbol data for backtraces, other runtimes, ...): accepted,
 * each with a one-line warning that says why it does nothing here, so
 * that the command lines users already have still run. */
#ifndef TAPC_OPTIONS_STAP_H
#define TAPC_OPTIONS_STAP_H

#include <getopt.h>
#include <stdbool.h>

#include "util.h"

/* How many there are: the long ones take getopt codes first_code to
 * first_code + count - 1. */
int stap_accepted_count(void);
/* Appends their getopt_long entries to `out` (room for the count);
 * returns how many it added. */
int stap_accepted_long_options(struct option *out, int first_code);
/* Appends their letters to a getopt option string. */
void stap_accepted_short_options(strbuf *optstring);
/* Handles `c` if it is one of them (the warning, or an error for a value
 * that cannot be: -a other than x86_64, an unknown --runtime). */
bool stap_accepted_option(int c, int first_code, const char *arg);
/* "-i", "--interactive" or "--monitor" when one was given (stap refuses
 * them beside a listing), else NULL. */
const char *stap_mode_option(void);
/* "tapc: warning: OPTION has no effect: WHY", counted as a warning, so
 * that under -W it fails pass 2 as stap's own warnings fail its passes. */
void option_ignored(const char *option, const char *why_fmt, ...)
	__attribute__((format(printf, 2, 3)));
#endif
