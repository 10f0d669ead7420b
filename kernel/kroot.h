/* A kernel that lives in a build root of its own: a kernel this machine's
 * compiler cannot build modules for (another Debian release's, built with
 * a newer gcc). `tapc-prep RELEASE` makes the root, $TAPC_ROOTS/RELEASE
 * (default /var/lib/tapc/roots/RELEASE): that release's Debian with the
 * kernel's headers, image and modules and the compiler its kbuild names,
 * at their own paths inside it. tapc reads the kernel's files through the
 * root's path (ROOT/boot/vmlinuz-RELEASE) and runs kbuild inside the root
 * (kroot_enter). A kernel whose headers the host has is never looked for
 * in a root. */
#ifndef TAPC_KROOT_H
#define TAPC_KROOT_H

#include <stdbool.h>
#include <stddef.h>

/* The folder of the roots: $TAPC_ROOTS, else /var/lib/tapc/roots. */
const char *kroot_roots_dir(void);
/* The root of `release` (allocated), or NULL when it has none (or the
 * host has its build tree). */
char *kroot_of_release(const char *release);
/* The path `format` makes of `release` ("/boot/vmlinuz-%s": absolute, as
 * the kernel's own files are named) as the host sees it: under release's
 * root when it has one, else itself (allocated). */
char *kroot_file(const char *release, const char *format);
/* The length of the root `path` lies under (a root's path, then '/' or
 * the end), 0 when it lies under none. */
size_t kroot_prefix(const char *path);
/* `path` under its root as seen from inside it (points into `path`). */
const char *kroot_inside(const char *path);
/* In a child about to run kbuild for the root `path` lies under: a mount
 * namespace of its own (and a user namespace when not root) where the
 * host's working trees are seen at their own paths, then chroot to the
 * root. Prints why and returns false when it cannot. */
bool kroot_enter(const char *path);
#endif
