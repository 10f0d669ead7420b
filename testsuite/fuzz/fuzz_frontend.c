/* libFuzzer target over passes 1 to 3: the input is a script, parsed
 * with our tapsets, elaborated against the target kernel and translated
 * to C, as `tapc -p3` would. Its first byte picks options (guru mode,
 * -u, the script as a tapset), so that those paths are fuzzed too.
 * Whatever the input, the passes must end in a message or a result:
 * never a crash, a hang, a sanitizer report or memory past libFuzzer's
 * limit.
 *
 * The session's arena and lists are freed after each input; pass 1's
 * trees are not (the compiler exits after it), so run it with
 * -detect_leaks=0, in -fork mode to bound memory (run.sh). */
#include <dirent.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "families.h"
#include "parse.h"
#include "session.h"
#include "translate.h"
#include "util.h"

static kernel_target *kernel;
static char **tapset_paths;
static int ntapsets;

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void find_tapsets(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	if (!d)
		return;
	while ((de = readdir(d))) {
		size_t n = strlen(de->d_name);
		if (n > 4 && !strcmp(de->d_name + n - 4, ".stp"))
			VEC_PUSH(tapset_paths, ntapsets,
				 xasprintf("%s/%s", dir, de->d_name));
	}
	closedir(d);
	qsort(tapset_paths, (size_t)ntapsets, sizeof *tapset_paths, by_name);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	const char *dir = getenv("TAPC_FUZZ_TAPSETS");
	find_tapsets(dir ? dir : "tapsets");
	kernel = kernel_find(getenv("TAPC_FUZZ_KERNEL"));
	/* no message is folded into an earlier one: nothing to remember */
	diag_verbose = true;
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1 || !kernel)
		return 0;
	uint8_t flags = data[0];
	char *text = xstrndup((const char *)data + 1, size - 1);

	parse_opts.guru = flags & 1;
	src_file *f = parse_file_from_text("<fuzz>", text, flags & 4);
	session s = { .kernel = kernel, .config.unoptimized = flags & 2 };
	families_install(&s);
	s.user = parse_script(f);
	for (int i = 0; s.user && i < ntapsets; i++) {
		src_file *tf = parse_read_file(tapset_paths[i], true);
		ast_script *sc = tf ? parse_script(tf) : NULL;
		if (sc)
			VEC_PUSH(s.tapsets, s.ntapsets, sc);
	}
	if (s.user && elaborate(&s) && translate_supported(&s)) {
		FILE *out = fopen("/dev/null", "w");
		if (out) {
			translate(&s, NULL, 0, out);
			fclose(out);
		}
	}
	session_free(&s);
	free(text);
	return 0;
}
