/* What the guest boots, made once per kernel release and cached.
 *
 * The initramfs is written as a cpio archive here (no cpio or gzip to run,
 * and device nodes need no root). It holds the host's static busybox, the modules that the guest needs to
 * mount the host's files over 9p (with their dependencies, from the
 * target's modules.dep, decompressed when the distribution compresses
 * them) and /init. It is left uncompressed: qemu emulates the CPU, so
 * decompressing a few MB in the guest costs more than reading them. */
#include "guest_boot.h"
#include "progress.h"

#include "interrupt.h"
#include "kimage.h"
#include "kroot.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define BUSYBOX_PATH "/bin/busybox"

/* What the guest needs from the target's modules: virtio over PCI and
 * virtio's serial ports for the program's output; and for the host's
 * files 9p over virtio, or virtio-fs where the kernel has no 9p (Debian's
 * cloud kernels). modules.dep adds what these depend on. */
static const char *const needed_modules[] = {"virtio_pci", "virtio_console"};
static const char *const ninep_modules[] = {"9pnet_virtio", "9p"};
static const char *const virtiofs_modules[] = {"virtiofs"};
/* And what it does without when the kernel has none: overlayfs, to show
 * the host's /tmp under the guest's writable one. */
static const char *const optional_modules[] = {"overlay"};
/* And, loaded only where the kernel's tmpfs refuses O_DIRECT (before
 * 6.6), a RAM disk and ext2 (ext4's driver, which asks for crc32c) to
 * keep /tmp's writes on: programs open files there with O_DIRECT, as on
 * a disk's filesystem. */
static const char *const disk_modules[] = {"brd", "crc32c_generic", "ext4"};
/* And, loaded only when the run asks for a network (a test's sshd, which
 * the host reaches through qemu's port forwarding on its loopback): a
 * virtio NIC. */
static const char *const net_modules[] = {"virtio_net"};

/* /init runs one program, described by INITRAMFS_COMMAND_FILE (which sets
 * `cwd`, `writable` and the positional parameters to the program's argv),
 * and reports how it ended on ttyS1: "exit N" or "fail: WHY". The
 * program's stdin and stdout are the virtio port named tapc.stdout (one
 * open file: a port takes one opener), its stderr tapc.stderr; virtio
 * ports pass bytes as they are, with flow control, and far faster than an
 * emulated UART. The kernel console (ttyS0) is raised to show every
 * message once the program starts, so that its printks and any oops land
 * in the console log. */
static const char init_script[] =
	"#!/bin/sh\n"
	"# /init of tapc's guest: see driver/guest_boot.c in tapc.\n"
	"/bin/busybox --install -s /bin\n"
	"export PATH=/bin\n"
	"report() {\n"
	"\techo \"tapc-guest: $*\" >/dev/kmsg\n"
	"\techo \"$*\" >/dev/ttyS1\n"
	"\tsync\n"
	"\tpoweroff -f\n"
	"}\n"
	"# port NAME: the device of the virtio port NAME, once it is there\n"
	"port() {\n"
	"\tfor i in $(seq 200); do\n"
	"\t\tfor p in /sys/class/virtio-ports/*; do\n"
	"\t\t\tif [ \"$(cat \"$p/name\" 2>/dev/null)\" = \"$1\" ]; then\n"
	"\t\t\t\techo \"/dev/${p##*/}\"\n"
	"\t\t\t\treturn\n"
	"\t\t\tfi\n"
	"\t\tdone\n"
	"\t\tsleep 0.05\n"
	"\tdone\n"
	"\treport \"fail: no virtio port $1\"\n"
	"}\n"
	"# share TAG DIR [ro]: mounts the host's directory TAG at DIR\n"
	"share() {\n"
	"\tif [ \"$share\" = virtiofs ]; then\n"
	"\t\tmount -t virtiofs ${3:+-o ro} \"$1\" \"$2\"\n"
	"\telse\n"
	"\t\t# cache=loose: 9p's cache for read-only mounts, which makes\n"
	"\t\t# each exec of a host program several times faster\n"
	"\t\tmount -t 9p -o trans=virtio,version=9p2000.L,msize=262144${3:+,ro,cache=loose} \\\n"
	"\t\t\t\"$1\" \"$2\"\n"
	"\tfi\n"
	"}\n"
	"# ramdisk DIR: an ext2 of half the memory at DIR, which takes O_DIRECT\n"
	"ramdisk() {\n"
	"\tkb=$(awk '/^MemTotal:/ { print int($2 / 2) }' /proc/meminfo)\n"
	"\tfor m in /modules/disk/*.ko; do\n"
	"\t\tcase $m in\n"
	"\t\t*-brd.ko) insmod \"$m\" rd_nr=1 rd_size=$kb ;;\n"
	"\t\t*) insmod \"$m\" ;;\n"
	"\t\tesac || return\n"
	"\tdone\n"
	"\tmke2fs -F -m 0 -b 4096 -i 32768 /dev/ram0 >/dev/null 2>&1 &&\n"
	"\t\tmount -t ext2 /dev/ram0 \"$1\"\n"
	"}\n"
	"mount -t proc proc /proc\n"
	"mount -t sysfs sys /sys\n"
	"mount -t devtmpfs dev /dev\n"
	"# Loopback up, as on any booted machine: programs connect to 0.0.0.0\n"
	"# and 127.0.0.1 (no other network, but net=1's below)\n"
	"ip link set lo up\n"
	"stty -F /dev/ttyS1 -opost\n"
	"for m in /modules/*.ko; do\n"
	"\tinsmod \"$m\" || report \"fail: cannot load $m\"\n"
	"done\n"
	". /" INITRAMFS_SHARE_FILE "\n"
	"share host /host ro || report \"fail: cannot mount the host's files\"\n"
	"mount -t proc proc /host/proc\n"
	"mount -t sysfs sys /host/sys\n"
	"mount -t devtmpfs dev /host/dev\n"
	"# The host's /tmp, with writes kept in the guest: programs often live\n"
	"# there (a test's build dir), and want a writable /tmp too.\n"
	"mount -t tmpfs tmp /tmpfs\n"
	"if ! dd if=/dev/zero of=/tmpfs/direct bs=4096 count=1 oflag=direct 2>/dev/null\n"
	"then\n"
	"\trm -f /tmpfs/direct\n"
	"\tramdisk /tmpfs\n"
	"fi\n"
	"rm -f /tmpfs/direct\n"
	"mkdir -m 1777 /tmpfs/upper && mkdir /tmpfs/work\n"
	"ovl=lowerdir=/host/tmp,upperdir=/tmpfs/upper,workdir=/tmpfs/work\n"
	"mount -t overlay -o $ovl tmp /host/tmp 2>/dev/null ||\n"
	"\tmount -t tmpfs -o mode=1777 tmp /host/tmp\n"
	"# A kernel of a build root's (tapc-prep): its modules where modprobe\n"
	"# looks for them (the host has none of that release)\n"
	"r=$(uname -r)\n"
	"if [ -n \"$moddir\" ] && [ ! -e \"/host/lib/modules/$r\" ]; then\n"
	"\tmount -t tmpfs -o mode=0755 modules /host/lib/modules &&\n"
	"\tmkdir \"/host/lib/modules/$r\" &&\n"
	"\tmount -o bind \"/host$moddir\" \"/host/lib/modules/$r\" ||\n"
	"\treport \"fail: cannot mount $moddir\"\n"
	"fi\n"
	"mount -t debugfs debugfs /host/sys/kernel/debug 2>/dev/null\n"
	"mount -t tracefs tracefs /host/sys/kernel/tracing 2>/dev/null\n"
	". /" INITRAMFS_COMMAND_FILE "\n"
	"# net=1: a NIC on qemu's user network, which only forwards the host's\n"
	"# loopback ports to the guest (a test's sshd)\n"
	"if [ -n \"$net\" ]; then\n"
	"\tfor m in /modules/net/*.ko; do\n"
	"\t\tinsmod \"$m\" || report \"fail: cannot load $m\"\n"
	"\tdone\n"
	"\tfor i in $(seq 100); do [ -e /sys/class/net/eth0 ] && break; sleep 0.05; done\n"
	"\tip link set eth0 up && ip addr add 10.0.2.15/24 dev eth0 ||\n"
	"\t\treport \"fail: no network\"\n"
	"fi\n"
	"if [ -n \"$writable\" ]; then\n"
	"\tmkdir -p \"/host$writable\" && share work \"/host$writable\" ||\n"
	"\treport \"fail: cannot mount $writable\"\n"
	"fi\n"
	"out=$(port tapc.stdout)\n"
	"err=$(port tapc.stderr)\n"
	"echo 8 >/proc/sys/kernel/printk\n"
	"echo 'tapc-guest: start' >/dev/kmsg\n"
	"# In a session of its own, as a login shell's job would be: /init's\n"
	"# children are in the kernel's session and group 0, where a program's\n"
	"# getpgid(0) would be 0. (sh without job control makes no group\n"
	"# leaders, so setsid execs in place and $? is the program's.)\n"
	"setsid env -i HOME=/root TERM=dumb TAPC_IN_GUEST=1 \\\n"
	"\tPATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \\\n"
	"\t/bin/chroot /host /bin/sh -c \\\n"
	"\t'cd \"$1\" 2>/dev/null || cd /; shift; exec \"$@\"' \\\n"
	"\ttapc-guest \"$cwd\" \"$@\" <>\"$out\" >&0 2>\"$err\"\n"
	"report \"exit $?\"\n";

/* ---- cpio "newc" ---- */

static void cpio_entry(cpio_writer *w, const char *name, unsigned mode,
		       unsigned rdev_major, unsigned rdev_minor,
		       const char *data, size_t len)
{
	size_t namesize = strlen(name) + 1;
	/* Fixed mtime: the archive's bytes depend on its inputs only. */
	sb_printf(&w->out,
		  "070701%08X%08X%08X%08X%08X%08X%08zX%08X%08X%08X%08X%08zX%08X",
		  ++w->next_ino, mode, 0u, 0u, 1u, 0u, len, 0u, 0u,
		  rdev_major, rdev_minor, namesize, 0u);
	sb_putn(&w->out, name, namesize);
	while (w->out.len % 4)
		sb_putc(&w->out, '\0');
	sb_putn(&w->out, data, len);
	while (w->out.len % 4)
		sb_putc(&w->out, '\0');
}

void cpio_add_dir(cpio_writer *w, const char *name)
{
	cpio_entry(w, name, S_IFDIR | 0755, 0, 0, "", 0);
}

void cpio_add_file(cpio_writer *w, const char *name, unsigned mode,
		   const char *data, size_t len)
{
	cpio_entry(w, name, S_IFREG | mode, 0, 0, data, len);
}

void cpio_add_symlink(cpio_writer *w, const char *name, const char *target)
{
	cpio_entry(w, name, S_IFLNK | 0777, 0, 0, target, strlen(target));
}

void cpio_add_chardev(cpio_writer *w, const char *name, unsigned major,
		      unsigned minor)
{
	cpio_entry(w, name, S_IFCHR | 0600, major, minor, "", 0);
}

void cpio_finish(cpio_writer *w)
{
	cpio_entry(w, "TRAILER!!!", 0, 0, 0, "", 0);
}

/* ---- the modules to load, in load order ---- */

typedef struct module_list {
	char **paths;   /* absolute, dependencies before their users */
	size_t count;
	size_t nboot;   /* the first nboot are loaded at boot, the rest are
	                 * disk_modules' */
	size_t nnet;    /* from there on, net_modules' (count if none) */
	bool virtiofs;  /* the host's files over virtio-fs, not 9p */
	char *moddir;   /* the kernel's /lib/modules/RELEASE where the host
	                 * has it elsewhere (a build root's), else NULL */
} module_list;

/* "kernel/fs/9p/9p.ko.xz" -> "9p" */
static char *module_name_of(const char *path)
{
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	size_t n = strcspn(base, ".");
	char *name = xstrndup(base, n);
	for (char *p = name; *p; p++)
		if (*p == '-')
			*p = '_';
	return name;
}

/* Whether the module file at path[0..len) is module `name`. */
static bool path_is_module(const char *path, size_t len, const char *name)
{
	const char *base = path + len;
	while (base > path && base[-1] != '/')
		base--;
	size_t n = 0;
	while (base + n < path + len && base[n] != '.')
		n++;
	if (n != strlen(name))
		return false;
	for (size_t i = 0; i < n; i++) {
		char c = base[i] == '-' ? '_' : base[i];
		if (c != name[i])
			return false;
	}
	return true;
}

/* The line of modules.dep (or modules.builtin) for module `name`, or NULL. */
static const char *find_module_line(const char *list, const char *name)
{
	for (const char *line = list; *line;) {
		if (path_is_module(line, strcspn(line, ":\n"), name))
			return line;
		line += strcspn(line, "\n");
		if (*line)
			line++;
	}
	return NULL;
}

static bool list_has(const module_list *ml, const char *path)
{
	for (size_t i = 0; i < ml->count; i++)
		if (strcmp(ml->paths[i], path) == 0)
			return true;
	return false;
}

/* The module names on a modules.dep line after the colon. */
static size_t split_deps(const char *deps, char ***names)
{
	size_t count = 0;
	*names = NULL;
	for (;;) {
		deps += strspn(deps, " \t");
		size_t len = strcspn(deps, " \t\n");
		if (len == 0)
			return count;
		char *path = xstrndup(deps, len);
		VEC_PUSH(*names, count, module_name_of(path));
		free(path);
		deps += len;
	}
}

/* Adds `name` after what it depends on. modules.dep's lines are
 * "path: dep dep ...", with paths relative to the release's dir. */
static bool add_module(module_list *ml, const char *moddir, const char *dep,
		       const char *builtin, const char *name, int depth)
{
	if (builtin && find_module_line(builtin, name))
		return true;
	const char *line = find_module_line(dep, name);
	if (!line || depth > 32) {
		fprintf(stderr, "%s: guest: module %s is neither in %s/"
			"modules.dep nor built in\n", progname, name, moddir);
		return false;
	}
	size_t pathlen = strcspn(line, ":\n");
	char *path = xasprintf("%s/%.*s", moddir, (int)pathlen, line);
	if (list_has(ml, path)) {
		free(path);
		return true;
	}
	const char *after = line + pathlen;
	char **deps;
	size_t ndeps = split_deps(*after == ':' ? after + 1 : after, &deps);
	bool ok = true;
	for (size_t i = 0; i < ndeps; i++) {
		ok = ok && add_module(ml, moddir, dep, builtin, deps[i],
				      depth + 1);
		free(deps[i]);
	}
	free(deps);
	if (ok)
		VEC_PUSH(ml->paths, ml->count, path);
	else
		free(path);
	return ok;
}

static bool available(const char *dep, const char *builtin,
		      const char *const *names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!find_module_line(dep, names[i]) &&
		    !(builtin && find_module_line(builtin, names[i])))
			return false;
	return true;
}

#define COUNT(a) (sizeof a / sizeof *a)

/* The modules to load, in order, and how the host's files are shared:
 * over 9p where the kernel has it, else over virtio-fs. */
static bool resolve_modules(const char *release, module_list *ml)
{
	char *moddir = kroot_file(release, "/lib/modules/%s");
	char *own = xasprintf("/lib/modules/%s", release);
	if (strcmp(moddir, own))
		ml->moddir = xstrdup(moddir);
	free(own);
	char *deppath = xasprintf("%s/modules.dep", moddir);
	char *builtinpath = xasprintf("%s/modules.builtin", moddir);
	char *dep = read_file(deppath, NULL);
	char *builtin = read_file(builtinpath, NULL);
	bool ok = dep != NULL;
	if (!dep)
		fprintf(stderr, "%s: guest: cannot read %s: %s\n", progname,
			deppath, strerror(errno));
	const char *const *share = ninep_modules;
	size_t nshare = COUNT(ninep_modules);
	if (ok && !available(dep, builtin, ninep_modules, nshare)) {
		share = virtiofs_modules;
		nshare = COUNT(virtiofs_modules);
		ml->virtiofs = true;
		ok = available(dep, builtin, share, nshare);
		if (!ok)
			fprintf(stderr, "%s: guest: kernel %s has neither 9p "
				"nor virtio-fs to reach the host's files\n",
				progname, release);
	}
	for (size_t i = 0; ok && i < COUNT(needed_modules); i++)
		ok = add_module(ml, moddir, dep, builtin, needed_modules[i], 0);
	for (size_t i = 0; ok && i < nshare; i++)
		ok = add_module(ml, moddir, dep, builtin, share[i], 0);
	for (size_t i = 0; ok && i < COUNT(optional_modules); i++)
		if (find_module_line(dep, optional_modules[i]))
			ok = add_module(ml, moddir, dep, builtin,
					optional_modules[i], 0);
	ml->nboot = ml->count;
	bool disk = ok && available(dep, builtin, disk_modules, COUNT(disk_modules));
	for (size_t i = 0; disk && i < COUNT(disk_modules); i++)
		disk = add_module(ml, moddir, dep, builtin, disk_modules[i], 0);
	/* without them /tmp's writes stay on tmpfs */
	while (!disk && ml->count > ml->nboot)
		free(ml->paths[--ml->count]);
	ml->nnet = ml->count;
	bool net = ok && available(dep, builtin, net_modules, COUNT(net_modules));
	for (size_t i = 0; net && i < COUNT(net_modules); i++)
		net = add_module(ml, moddir, dep, builtin, net_modules[i], 0);
	while (!net && ml->count > ml->nnet)
		free(ml->paths[--ml->count]);
	free(moddir);
	free(deppath);
	free(builtinpath);
	free(dep);
	free(builtin);
	return ok;
}

static void free_module_list(module_list *ml)
{
	for (size_t i = 0; i < ml->count; i++)
		free(ml->paths[i]);
	free(ml->paths);
	free(ml->moddir);
}

/* ---- reading the inputs ---- */

/* The standard output of `argv`, or NULL when it fails. */
static char *command_output(char *const argv[], size_t *len)
{
	int fds[2];
	if (pipe(fds) < 0)
		return NULL;
	pid_t pid = interrupt_fork(false);
	if (pid < 0) {
		close(fds[0]);
		close(fds[1]);
		return NULL;
	}
	if (pid == 0) {
		dup2(fds[1], 1);
		close(fds[0]);
		close(fds[1]);
		execvp(argv[0], argv);
		_exit(127);
	}
	close(fds[1]);
	strbuf sb = {0};
	char chunk[65536];
	ssize_t n;
	while ((n = read(fds[0], chunk, sizeof chunk)) != 0) {
		if (n > 0)
			sb_putn(&sb, chunk, (size_t)n);
		else if (errno != EINTR)
			break;
	}
	close(fds[0]);
	int status = interrupt_waitpid(pid);
	if (n != 0 || status < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		free(sb.buf);
		return NULL;
	}
	*len = sb.len;
	return sb_steal(&sb);
}

static bool ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);
	return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* A module's contents, decompressed when it is .ko.xz, .ko.zst or .ko.gz:
 * busybox's insmod takes plain ELF only. */
static char *read_module(const char *path, size_t *len)
{
	const char *tool = ends_with(path, ".ko.xz")    ? "xz"
			   : ends_with(path, ".ko.zst") ? "zstd"
			   : ends_with(path, ".ko.gz")  ? "gzip"
							: NULL;
	char *data;
	if (!tool) {
		data = read_file(path, len);
		if (!data)
			fprintf(stderr, "%s: guest: cannot read %s: %s\n",
				progname, path, strerror(errno));
		return data;
	}
	char *argv[] = {(char *)tool, "-dc", "--", (char *)path, NULL};
	data = command_output(argv, len);
	if (!data)
		fprintf(stderr, "%s: guest: cannot decompress %s with %s\n",
			progname, path, tool);
	return data;
}

/* A dynamically linked busybox cannot run in the initramfs, which has no
 * libc: insist on the static one. */
static bool is_static_elf(const char *data, size_t len)
{
	const Elf64_Ehdr *eh = (const Elf64_Ehdr *)data;
	if (len < sizeof *eh || memcmp(eh->e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh->e_ident[EI_CLASS] != ELFCLASS64)
		return false;
	for (unsigned i = 0; i < eh->e_phnum; i++) {
		size_t off = eh->e_phoff + (size_t)i * eh->e_phentsize;
		if (off + sizeof(Elf64_Phdr) > len)
			return false;
		const Elf64_Phdr *ph = (const Elf64_Phdr *)(data + off);
		if (ph->p_type == PT_INTERP)
			return false;
	}
	return true;
}

/* ---- the cache ---- */

static uint64_t fnv1a(const char *s)
{
	uint64_t h = 14695981039346656037u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211u;
	return h;
}

static void stamp_file(strbuf *stamp, const char *path)
{
	struct stat st;
	if (stat(path, &st) < 0)
		sb_printf(stamp, "file %s missing\n", path);
	else
		sb_printf(stamp, "file %s %lld %lld.%09ld\n", path,
			  (long long)st.st_size, (long long)st.st_mtim.tv_sec,
			  st.st_mtim.tv_nsec);
}

/* What the cached files are made of: when this text changes, they are
 * stale. It names the /init in use and each input file's size and
 * mtime. */
static char *make_stamp(const char *release, const module_list *ml)
{
	strbuf stamp = {0};
	sb_printf(&stamp, "tapc guest boot 1 init %016llx share %s moddir %s\n",
		  (unsigned long long)fnv1a(init_script),
		  ml->virtiofs ? "virtiofs" : "9p",
		  ml->moddir ? ml->moddir : "-");
	char *vmlinuz = kroot_file(release, "/boot/vmlinuz-%s");
	stamp_file(&stamp, vmlinuz);
	free(vmlinuz);
	stamp_file(&stamp, BUSYBOX_PATH);
	char *dep = kroot_file(release, "/lib/modules/%s/modules.dep");
	stamp_file(&stamp, dep);
	free(dep);
	for (size_t i = 0; i < ml->count; i++)
		stamp_file(&stamp, ml->paths[i]);
	return sb_steal(&stamp);
}

static bool mkdir_p(const char *dir)
{
	char *path = xstrdup(dir);
	bool ok = true;
	for (char *p = path + 1; ok; p++) {
		bool last = *p == '\0';
		if (*p != '/' && !last)
			continue;
		*p = '\0';
		ok = mkdir(path, 0755) == 0 || errno == EEXIST;
		if (last)
			break;
		*p = '/';
	}
	free(path);
	return ok;
}

/* $XDG_CACHE_HOME/tapc/guest/RELEASE, else ~/.cache/tapc/guest/RELEASE. */
static char *cache_dir(const char *release)
{
	const char *xdg = getenv("XDG_CACHE_HOME");
	if (xdg && xdg[0] == '/')
		return xasprintf("%s/tapc/guest/%s", xdg, release);
	const char *home = getenv("HOME");
	if (!home || home[0] != '/') {
		struct passwd *pw = getpwuid(getuid());
		home = pw ? pw->pw_dir : "/tmp";
	}
	return xasprintf("%s/.cache/tapc/guest/%s", home, release);
}

/* Writes `data` to `path` by way of a temporary file renamed into place,
 * so that a concurrent tapc sees the old file or the new one, whole. */
static bool replace_file(const char *path, const char *data, size_t len)
{
	bool ok = write_file_replacing(path, data, len);
	if (!ok)
		fprintf(stderr, "%s: guest: cannot write %s: %s\n", progname,
			path, strerror(errno));
	return ok;
}

/* ---- building ---- */

static bool add_modules(cpio_writer *w, const module_list *ml)
{
	cpio_add_dir(w, "modules");
	if (ml->nnet > ml->nboot)
		cpio_add_dir(w, "modules/disk");
	if (ml->count > ml->nnet)
		cpio_add_dir(w, "modules/net");
	for (size_t i = 0; i < ml->count; i++) {
		size_t len;
		char *data = read_module(ml->paths[i], &len);
		if (!data)
			return false;
		/* Numbered, so that /init's glob loads them in order. */
		char *name = module_name_of(ml->paths[i]);
		char *entry = xasprintf("modules/%s%02zu-%s.ko",
					i < ml->nboot ? "" : i < ml->nnet
					? "disk/" : "net/", i, name);
		cpio_add_file(w, entry, 0644, data, len);
		free(entry);
		free(name);
		free(data);
	}
	return true;
}

static bool add_busybox(cpio_writer *w)
{
	size_t len;
	char *data = read_file(BUSYBOX_PATH, &len);
	if (!data || !is_static_elf(data, len)) {
		fprintf(stderr, "%s: guest: %s is %s; install busybox-static\n",
			progname, BUSYBOX_PATH,
			data ? "not statically linked" : "missing");
		free(data);
		return false;
	}
	cpio_add_dir(w, "bin");
	cpio_add_file(w, "bin/busybox", 0755, data, len);
	cpio_add_symlink(w, "bin/sh", "busybox");
	free(data);
	return true;
}

static bool build_image(const module_list *ml, strbuf *image)
{
	cpio_writer w = {0};
	/* The kernel opens /dev/console for /init's stdio before /init can
	 * mount devtmpfs. */
	cpio_add_dir(&w, "dev");
	cpio_add_chardev(&w, "dev/console", 5, 1);
	cpio_add_dir(&w, "proc");
	cpio_add_dir(&w, "sys");
	cpio_add_dir(&w, "host");
	cpio_add_dir(&w, "tmpfs");
	cpio_add_dir(&w, "tapc");
	cpio_add_file(&w, "init", 0755, init_script, strlen(init_script));
	char *share = xasprintf("share=%s\nmoddir='%s'\n",
				ml->virtiofs ? "virtiofs" : "9p",
				ml->moddir ? ml->moddir : "");
	cpio_add_file(&w, INITRAMFS_SHARE_FILE, 0644, share, strlen(share));
	free(share);
	bool ok = add_busybox(&w) && add_modules(&w, ml);
	cpio_finish(&w);
	*image = w.out;
	return ok;
}

/* ---- the kernel, uncompressed ---- */

/* A bzImage decompresses itself, and under emulation that takes seconds
 * (xz, most often). Its payload, decompressed here once, is the ELF
 * vmlinux, which qemu boots directly through the PVH entry point when the
 * kernel has one (CONFIG_PVH): the same kernel, started sooner. */

/* Reads `len` bytes at `off`, all or nothing. */
static bool read_at(int fd, void *buf, size_t len, off_t off)
{
	return pread(fd, buf, len, off) == (ssize_t)len;
}

#define XEN_ELFNOTE_PHYS32_ENTRY 18

static bool notes_have_pvh(const char *notes, size_t len)
{
	size_t off = 0;
	while (off + sizeof(Elf64_Nhdr) <= len) {
		Elf64_Nhdr nh;
		memcpy(&nh, notes + off, sizeof nh);
		size_t name_off = off + sizeof nh;
		size_t desc_off = name_off + ((nh.n_namesz + 3) & ~3u);
		if (nh.n_namesz == 4 && name_off + 4 <= len &&
		    memcmp(notes + name_off, "Xen", 4) == 0 &&
		    nh.n_type == XEN_ELFNOTE_PHYS32_ENTRY)
			return true;
		off = desc_off + ((nh.n_descsz + 3) & ~3u);
	}
	return false;
}

/* Whether the ELF file has the PVH entry note qemu needs
 * (XEN_ELFNOTE_PHYS32_ENTRY in a "Xen" note). */
static bool has_pvh_entry(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	Elf64_Ehdr eh;
	bool found = false;
	if (fd < 0)
		return false;
	if (!read_at(fd, &eh, sizeof eh, 0) ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64) {
		close(fd);
		return false;
	}
	for (unsigned i = 0; !found && i < eh.e_phnum; i++) {
		Elf64_Phdr ph;
		if (!read_at(fd, &ph, sizeof ph,
			     (off_t)(eh.e_phoff + (uint64_t)i * eh.e_phentsize)))
			break;
		if (ph.p_type != PT_NOTE || ph.p_filesz > 65536)
			continue;
		char *notes = xmalloc(ph.p_filesz);
		if (read_at(fd, notes, ph.p_filesz, (off_t)ph.p_offset))
			found = notes_have_pvh(notes, ph.p_filesz);
		free(notes);
	}
	close(fd);
	return found;
}

/* Writes the vmlinux of `vmlinuz` to `out`; false (and nothing at `out`)
 * when it cannot or the result has no PVH entry. */
static bool extract_vmlinux(const char *vmlinuz, const char *out,
			    int verbose)
{
	size_t len;
	const char *why = "it has no PVH entry";
	char *elf = kimage_vmlinux(vmlinuz, &len, &why);
	bool ok = elf && write_file(out, elf, len) && has_pvh_entry(out);
	if (!ok) {
		if (verbose >= 2)
			fprintf(stderr, "%s: guest: booting %s as it is: no "
				"uncompressed kernel with a PVH entry from it: "
				"%s\n", progname, vmlinuz, why);
		unlink(out);
	}
	free(elf);
	return ok;
}

/* ---- the cache ---- */

static bool stamp_is_current(const char *stamp_path, const char *image_path,
			     const char *stamp)
{
	char *old = read_file(stamp_path, NULL);
	bool current = old && strcmp(old, stamp) == 0 &&
		       access(image_path, R_OK) == 0;
	free(old);
	return current;
}

/* Makes the cached files anew: the initramfs, the kernel (or no file when
 * the bzImage must be booted as it is), the stamp last. */
static bool refresh_cache(const char *release, const module_list *ml,
			  const char *stamp, const guest_boot_files *f,
			  const char *stamp_path, int verbose)
{
	if (verbose >= 2)
		fprintf(stderr, "%s: guest: making %s\n", progname,
			f->initramfs);
	strbuf image = {0};
	bool ok = build_image(ml, &image) &&
		  replace_file(f->initramfs, image.buf, image.len);
	free(image.buf);
	if (!ok)
		return false;
	char *vmlinuz = kroot_file(release, "/boot/vmlinuz-%s");
	char *tmp = xasprintf("%s.tmp.%ld", f->kernel, (long)getpid());
	interrupt_remove_path(tmp, false);
	if (extract_vmlinux(vmlinuz, tmp, verbose))
		ok = rename(tmp, f->kernel) == 0;
	else
		unlink(f->kernel);
	interrupt_forget(tmp);
	free(tmp);
	free(vmlinuz);
	return ok && replace_file(stamp_path, stamp, strlen(stamp));
}

bool guest_boot_files_for(const char *release, const char *fallback_dir,
			  int verbose, guest_boot_files *out)
{
	module_list ml = {0};
	if (!resolve_modules(release, &ml)) {
		free_module_list(&ml);
		return false;
	}
	char *stamp = make_stamp(release, &ml);
	char *dir = cache_dir(release);
	if (!mkdir_p(dir)) {
		free(dir);
		dir = xstrdup(fallback_dir);
	}
	guest_boot_files f = {
		.kernel = xasprintf("%s/vmlinux", dir),
		.initramfs = xasprintf("%s/initramfs.cpio", dir),
		.virtiofs = ml.virtiofs,
	};
	char *stamp_path = xasprintf("%s/stamp", dir);
	bool ok = stamp_is_current(stamp_path, f.initramfs, stamp);
	if (!ok) {
		progress step = progress_begin("making the guest's boot files "
					       "for %s (once per kernel)", release);
		ok = refresh_cache(release, &ml, stamp, &f, stamp_path, verbose);
		progress_end(&step, ok);
	}
	if (ok && access(f.kernel, R_OK) != 0) {
		free(f.kernel);
		f.kernel = kroot_file(release, "/boot/vmlinuz-%s");
	}
	free_module_list(&ml);
	free(stamp);
	free(stamp_path);
	free(dir);
	if (!ok)
		guest_boot_files_free(&f);
	*out = f;
	return ok;
}

void guest_boot_files_free(guest_boot_files *f)
{
	free(f->kernel);
	free(f->initramfs);
	f->kernel = f->initramfs = NULL;
}
