/* stap 4.8's options that tapc does not implement. Those that change
 * nothing a user could tell here (compile servers, symbol data for
 * backtraces, colours, ...) are accepted, each with a one-line warning
 * that says why, so that the command lines users already have still run;
 * those after which stap would run the script otherwise (--remote, -F,
 * --privilege, other runtimes, ...) are refused with stap's ERROR line
 * and exit 1. */
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
/* Handles `c` if it is one of them (the warning, or the error and exit
 * 1 for one refused or a value that cannot be: -a other than x86_64). */
bool stap_accepted_option(int c, int first_code, const char *arg);
/* After the options: -b (bulk mode) said to change nothing, or refused
 * beside -o, where stap writes a file per CPU. */
void stap_check_bulk(bool output_file);
/* "tapc: warning: OPTION has no effect: WHY", counted as a warning, so
 * that under -W it fails pass 2 as stap's own warnings fail its passes. */
void option_ignored(const char *option, const char *why_fmt, ...)
	__attribute__((format(printf, 2, 3)));
#endif
