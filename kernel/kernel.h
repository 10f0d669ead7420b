/* The target kernel: which release, where its kbuild tree and boot files
 * are. */
#ifndef TAPC_KERNEL_H
#define TAPC_KERNEL_H

typedef struct kernel_target {
	char *release;     /* "6.1.0-57-amd64" */
	char *build_dir;   /* its kbuild tree */
	char *system_map;  /* /boot/System.map-RELEASE, or NULL */
	char *image;       /* /boot/vmlinuz-RELEASE, or NULL */
} kernel_target;

/* `spec` is -r's argument: a release, a build directory (contains '/'),
 * or NULL for the newest release with installed headers. Prints why and
 * returns NULL when there is none. */
kernel_target *kernel_find(const char *spec);
/* The same without a message, for those who can do without one. */
kernel_target *kernel_find_quietly(const char *spec);
/* Its .config, whole; NULL when it cannot be read. */
char *kernel_config_text(const kernel_target *k);
#endif
