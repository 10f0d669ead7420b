/* Temporary directories a killed tapc left (SIGKILL: no handler of ours
 * ran to remove them). Each run's name carries its pid,
 * ROOT/PREFIX.PID.XXXXXX; the next run removes those whose tapc is dead. */
#ifndef TAPC_STALE_DIRS_H
#define TAPC_STALE_DIRS_H

/* The mkdtemp() template of this run's directory PREFIX under `root`. */
char *stale_dirs_template(const char *root, const char *prefix);
/* Removes ROOT/PREFIX.PID.* left by a dead PID: a directory (not a link)
 * owned by us, whose pid is no running process. */
void stale_dirs_sweep(const char *root, const char *prefix);
#endif
