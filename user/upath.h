/* The user's programs, as process("PATH") names them: the floor that
 * reads user-space binaries (their paths here; their ELF symbols and
 * DWARF beside). It sits beside kernel/, on the same footing: what tapc
 * knows of the target's programs, read on the host, for pass 2. */
#ifndef TAPC_UPATH_H
#define TAPC_UPATH_H

/* PATH as stap finds a program: with a '/' relative to the working
 * directory, else searched in $PATH (an executable regular file); then
 * made canonical (symbolic links resolved: "/bin/ls" is
 * "/usr/bin/ls"). NULL when there is no such file. Allocated. */
char *upath_resolve(const char *path);
/* The program that runs when `path` (canonical) is executed: a script's
 * interpreter from its "#!" line, as stap probes it, resolved the same
 * way; else a copy of `path`. Allocated. */
char *upath_executed(const char *path);
#endif
