/* What the guest boots (see guest.h): the kernel, uncompressed when it can
 * be, and an initramfs of busybox, the few modules that reach the host's
 * files (over 9p, or virtio-fs where the kernel has no 9p), and an /init
 * that runs one program. Both are cached per kernel
 * release. */
#ifndef TAPC_GUEST_BOOT_H
#define TAPC_GUEST_BOOT_H

#include "util.h"

/* A cpio archive in the "newc" format, the one the kernel unpacks. Several
 * archives may be concatenated: the kernel unpacks them all in order. */
typedef struct cpio_writer {
	strbuf out;
	unsigned next_ino;
} cpio_writer;

void cpio_add_dir(cpio_writer *w, const char *name);
void cpio_add_file(cpio_writer *w, const char *name, unsigned mode,
		   const char *data, size_t len);
void cpio_add_symlink(cpio_writer *w, const char *name, const char *target);
void cpio_add_chardev(cpio_writer *w, const char *name, unsigned major,
		      unsigned minor);
void cpio_finish(cpio_writer *w);   /* adds the trailer */

typedef struct guest_boot_files {
	char *kernel;      /* for qemu's -kernel */
	char *initramfs;   /* for -initrd, after the run's own archive is
	                    * appended to a copy */
	bool virtiofs;     /* the kernel has no 9p: share the host's files
	                    * over virtio-fs (guest_share.h) */
} guest_boot_files;

/* Finds the files to boot `release` with in the cache
 * ($XDG_CACHE_HOME/tapc/guest/RELEASE, else ~/.cache/...), first making
 * them when missing or older than their inputs (in fallback_dir when the
 * cache dir cannot be made). False after printing why it cannot. */
bool guest_boot_files_for(const char *release, const char *fallback_dir,
			  int verbose, guest_boot_files *out);
void guest_boot_files_free(guest_boot_files *f);

/* /init sources this file of the per-run archive for what to run. */
#define INITRAMFS_COMMAND_FILE "tapc/command"
/* ... and this one of the cached archive for how the host's files are
 * shared ("share=9p" or "share=virtiofs"). */
#define INITRAMFS_SHARE_FILE "tapc/share"
#endif
