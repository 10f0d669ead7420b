/* What goes into the module cache's key (cache_key.h). Contents are
 * hashed where they are small or where a rebuild may keep the date (tapc,
 * the scripts, the runtime); the kernel's big files by their identity
 * (path, size, mtime), which a new kernel build changes. */
#include "cache_key.h"

#include <dirent.h>
#include <elf.h>
#include <link.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kbuild.h"
#include "kbuild_answers.h"
#include "kcache.h"
#include "util.h"

static void hash_int(hash_state *h, long long v)
{
	hash_update(h, &v, sizeof v);
}

static void hash_strings(hash_state *h, const char *what, char **items,
			 int n)
{
	hash_string(h, what);
	hash_int(h, n);
	for (int i = 0; i < n; i++)
		hash_string(h, items[i]);
}

static void hash_file_content(hash_state *h, const char *path)
{
	size_t len;
	char *data = read_file(path, &len);

	hash_string(h, path);
	hash_int(h, data ? (long long)len : -1);
	if (data)
		hash_update(h, data, len);
	free(data);
}

/* The linker's build ID of tapc itself, a hash of its contents, found in
 * its loaded notes: reading and hashing the whole binary again on every
 * run cost more than passes 1 to 3 of a small script. */
static int find_build_id(struct dl_phdr_info *info, size_t size, void *out)
{
	(void)size;
	for (int i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		if (ph->p_type != PT_NOTE)
			continue;
		const char *p = (const char *)(info->dlpi_addr + ph->p_vaddr);
		const char *end = p + ph->p_memsz;
		while (p + sizeof(ElfW(Nhdr)) <= end) {
			const ElfW(Nhdr) *n = (const void *)p;
			const char *name = p + sizeof *n;
			const char *desc = name + ((n->n_namesz + 3) & ~3u);
			if (desc + n->n_descsz > end)
				break;
			if (n->n_type == NT_GNU_BUILD_ID && n->n_namesz == 4 &&
			    memcmp(name, "GNU", 4) == 0 && n->n_descsz >= 16) {
				hash_state *h = out;
				hash_string(h, "build-id");
				hash_update(h, desc, n->n_descsz);
				return 1;
			}
			p = desc + ((n->n_descsz + 3) & ~3u);
		}
	}
	return -1;   /* the first object is the program: no other */
}

static void hash_self(hash_state *h)
{
	if (dl_iterate_phdr(find_build_id, h) != 1)
		hash_file_content(h, "/proc/self/exe");
}

static void hash_file_identity(hash_state *h, const char *path)
{
	struct stat st;

	hash_string(h, path);
	if (stat(path, &st) != 0) {
		hash_int(h, -1);
		return;
	}
	hash_int(h, st.st_size);
	hash_int(h, st.st_mtim.tv_sec);
	hash_int(h, st.st_mtim.tv_nsec);
}

/* Every file of the runtime, in name order, its folders' too. */
typedef struct dir_entry {
	char *name;
	unsigned char type;  /* readdir's: DT_DIR, DT_REG, DT_UNKNOWN... */
} dir_entry;

static int compare_entries(const void *a, const void *b)
{
	return strcmp(((const dir_entry *)a)->name, ((const dir_entry *)b)->name);
}

static void hash_runtime(hash_state *h, const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	dir_entry *entries = NULL;
	int n = 0;

	hash_string(h, dir);
	if (!d)
		return;
	while ((de = readdir(d)))
		if (de->d_name[0] != '.')
			VEC_PUSH(entries, n, ((dir_entry){ xstrdup(de->d_name),
							   de->d_type }));
	closedir(d);
	if (n > 1)
		qsort(entries, (size_t)n, sizeof *entries, compare_entries);
	for (int i = 0; i < n; i++) {
		char *path = xasprintf("%s/%s", dir, entries[i].name);
		struct stat st;
		/* a stat(2) only where readdir does not say: a link, or a
		 * file system that does not tell */
		bool is_dir = entries[i].type == DT_DIR ||
			      (entries[i].type != DT_REG && stat(path, &st) == 0 &&
			       S_ISDIR(st.st_mode));
		if (is_dir)
			hash_runtime(h, path);
		else
			hash_file_content(h, path);
		free(path);
		free(entries[i].name);
	}
	free(entries);
}

/* The compiler kbuild runs: the one the kernel was built with, named in
 * its configuration, looked up in PATH. */
static void hash_compiler(hash_state *h, const char *config_path)
{
	char *cc = kbuild_config_compiler(config_path, "");

	if (cc)
		hash_file_identity(h, cc);
	free(cc);
}

static void hash_kernel(hash_state *h, const kernel_target *k)
{
	kernel_files kf = kernel_files_find(k->release, k->build_dir);
	char *id = kcache_key(&kf);
	char *symvers = xasprintf("%s/Module.symvers", kf.build_dir);

	hash_string(h, id);
	hash_file_identity(h, symvers);
	hash_compiler(h, kf.config);
	free(symvers);
	free(id);
	kernel_files_free(&kf);
}

void module_key(const module_inputs *in, char key[HASH_HEX_LEN])
{
	hash_state h;

	hash_init(&h);
	hash_string(&h, "tapc " TAPC_VERSION);
	hash_self(&h);
	hash_int(&h, getuid());
	for (int i = 0; i < in->nfiles; i++) {
		hash_string(&h, in->files[i]->name);
		hash_int(&h, (long long)in->files[i]->len);
		hash_update(&h, in->files[i]->text, in->files[i]->len);
	}
	/* the library's files not read: what they are, not what they say */
	hash_string(&h, in->library_listing ? in->library_listing : "");
	hash_runtime(&h, in->build.runtime_dir);
	hash_kernel(&h, in->build.kernel);
	hash_strings(&h, "-D", in->build.defines, in->build.ndefines);
	hash_strings(&h, "-B", in->build.make_vars, in->build.nmake_vars);
	hash_strings(&h, "args", in->args, in->nargs);
	hash_string(&h, in->compatible ? in->compatible : "");
	hash_int(&h, in->guru);
	hash_int(&h, in->unoptimized);
	hash_int(&h, in->no_global_display);
	hash_strings(&h, "--modinfo", in->modinfo, in->nmodinfo);
	/* a binary built again moves its functions and symbols */
	for (int i = 0; i < in->nuser_files; i++)
		hash_file_identity(&h, in->user_files[i]);
	hash_hex(&h, key);
}

void runtime_object_key(const char *unit_text, const build_inputs *in,
			char key[HASH_HEX_LEN])
{
	hash_state h;

	hash_init(&h);
	/* the kept object's format (runtime_cache.c) too, so that tapc of
	 * another format leave it be */
	hash_string(&h, "tapc runtime object 3 " TAPC_VERSION);
	hash_int(&h, getuid());
	hash_string(&h, unit_text);
	hash_string(&h, KBUILD_SCRIPT_CFLAGS);
	hash_string(&h, KBUILD_RUNTIME_CFLAGS);
	hash_runtime(&h, in->runtime_dir);
	hash_kernel(&h, in->kernel);
	hash_strings(&h, "-B", in->make_vars, in->nmake_vars);
	hash_hex(&h, key);
}
