/* The tracepoints the kernel's trace headers declare, with their
 * prototypes and systems, read the way the kernel itself reads them: the
 * headers are preprocessed by the kernel's own kbuild (its compiler, its
 * flags, its configuration), and the declarations the tracepoint macros
 * expand to are read back from the output.
 *
 * Every header that defines TRACE_SYSTEM is one candidate; they are
 * preprocessed in two batches at once (`make -j2 tp0.i tp1.i`), which
 * takes seconds, where one run per header takes half a minute. A header
 * that fails (it includes a private header of the kernel's source tree,
 * which the headers package does not ship) is found from the compiler's
 * messages and dropped, and its batch is run again. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kbuild.h"
#include "kroot.h"
#include "tp_int.h"
#include "util.h"

enum { NBATCHES = 2, MAX_ROUNDS = 12 };

/* A trace header and what preprocessing it told. */
typedef struct header {
	char *path;        /* absolute, symlinks resolved */
	char *system;      /* TRACE_SYSTEM after including it, or NULL */
	bool dropped;      /* did not preprocess */
} header;

typedef struct header_set {
	header *items;
	int count;
} header_set;

/* --- finding the source tree and its trace headers --- */

static bool is_dir(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The kernel source behind a kbuild tree: the tree itself for a full
 * build; for Debian's split headers packages, the directory its Makefile
 * includes ("include /usr/src/linux-headers-R-common/Makefile"); else
 * its `source` link (out-of-tree builds). Symlinks resolved. */
static char *find_srctree(const char *build_dir)
{
	char *probe = xasprintf("%s/include/linux/tracepoint.h", build_dir);
	bool here = access(probe, R_OK) == 0;
	free(probe);
	if (here)
		return realpath(build_dir, NULL);
	char *makefile_path = xasprintf("%s/Makefile", build_dir);
	char *makefile = read_file(makefile_path, NULL);
	free(makefile_path);
	char *found = NULL;
	for (char *line = makefile; line && *line && !found;) {
		char *eol = strchr(line, '\n');
		size_t len = eol ? (size_t)(eol - line) : strlen(line);
		static const char suffix[] = "/Makefile";
		if (!strncmp(line, "include ", 8) && len > 8 + sizeof suffix - 1 &&
		    !strncmp(line + len - (sizeof suffix - 1), suffix, sizeof suffix - 1)) {
			char *named = xstrndup(line + 8, len - 8 - (sizeof suffix - 1));
			/* a build root's tree names it as the root sees it */
			char *dir = named[0] == '/' && kroot_prefix(build_dir)
				? xasprintf("%.*s%s", (int)kroot_prefix(build_dir),
					    build_dir, named)
				: xstrdup(named);
			free(named);
			found = realpath(dir, NULL);
			free(dir);
		}
		line = eol ? eol + 1 : NULL;
	}
	free(makefile);
	if (found)
		return found;
	char *link = xasprintf("%s/source", build_dir);
	found = realpath(link, NULL);
	free(link);
	return found;
}

/* The kernel's SRCARCH: the one arch/ directory of a headers package, else
 * the host's (a full source tree has them all). */
static char *find_srcarch(const char *build_dir)
{
	char *arch_dir = xasprintf("%s/arch", build_dir);
	DIR *dir = opendir(arch_dir);
	free(arch_dir);
	char *only = NULL;
	int count = 0;
	for (struct dirent *de; dir && (de = readdir(dir));) {
		if (de->d_name[0] == '.')
			continue;
		count++;
		free(only);
		only = xstrdup(de->d_name);
	}
	if (dir)
		closedir(dir);
	if (count == 1)
		return only;
	free(only);
#if defined(__x86_64__) || defined(__i386__)
	return xstrdup("x86");
#elif defined(__aarch64__)
	return xstrdup("arm64");
#elif defined(__powerpc__)
	return xstrdup("powerpc");
#elif defined(__s390__)
	return xstrdup("s390");
#elif defined(__riscv)
	return xstrdup("riscv");
#else
	return xstrdup("x86");
#endif
}

/* Where the header's first "#define TRACE_SYSTEM x" names x (the text
 * after TRACE_SYSTEM), or NULL when it sets none. */
static const char *trace_system_define(const char *text)
{
	for (const char *p = text; (p = strstr(p, "TRACE_SYSTEM")); p += 12) {
		const char *q = p;
		while (q > text && (q[-1] == ' ' || q[-1] == '\t'))
			q--;
		if (q - text < 6 || strncmp(q - 6, "define", 6))
			continue;
		q -= 6;
		while (q > text && (q[-1] == ' ' || q[-1] == '\t'))
			q--;
		if (q > text && q[-1] == '#' && (q - 1 == text || q[-2] == '\n') &&
		    (p[12] == ' ' || p[12] == '\t'))
			return p + 12;
	}
	return NULL;
}

/* --- headers that cannot be preprocessed --- */

/* The identifier at p (after spaces), or NULL. */
static char *identifier_at(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\\')
		p++;
	const char *start = p;
	while (*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
	       (*p >= '0' && *p <= '9'))
		p++;
	return p > start ? xstrndup(start, (size_t)(p - start)) : NULL;
}

/* Which tracepoint a macro invocation at `p` defines: the first argument
 * of TRACE_EVENT-like macros, the second of DEFINE_EVENT-like ones. */
static char *defined_name(const char *p)
{
	static const char *const first_arg[] = {
		"TRACE_EVENT(", "TRACE_EVENT_FN(", "TRACE_EVENT_FN_COND(",
		"TRACE_EVENT_CONDITION(", "DECLARE_TRACE(",
		"DECLARE_TRACE_CONDITION(",
	};
	static const char *const second_arg[] = {
		"DEFINE_EVENT(", "DEFINE_EVENT_FN(", "DEFINE_EVENT_CONDITION(",
		"DEFINE_EVENT_PRINT(",
	};
	for (size_t i = 0; i < sizeof first_arg / sizeof first_arg[0]; i++)
		if (!strncmp(p, first_arg[i], strlen(first_arg[i])))
			return identifier_at(p + strlen(first_arg[i]));
	for (size_t i = 0; i < sizeof second_arg / sizeof second_arg[0]; i++) {
		if (strncmp(p, second_arg[i], strlen(second_arg[i])))
			continue;
		const char *comma = strchr(p, ',');
		return comma ? identifier_at(comma + 1) : NULL;
	}
	return NULL;
}

/* A header that does not preprocess still says, in its text, its system
 * and the names of its tracepoints; their prototypes must then come from
 * BTF. Adds each name with proto NULL. */
static void read_header_text(const char *path, tp_raw_list *out)
{
	char *text = read_file(path, NULL);
	const char *define = text ? trace_system_define(text) : NULL;
	char *system = define ? identifier_at(define) : NULL;
	for (const char *p = text; system && *p; p++) {
		if (p != text && p[-1] != '\n')
			continue;
		char *name = defined_name(p);
		if (name)
			tp_raw_add(out, system, name, NULL);
		free(name);
	}
	free(system);
	free(text);
}

/* Whether the header includes, by a path relative to itself, a file
 * that is not there: a private header of the full source tree. Cheaper
 * to know now than from a failed preprocessing run. */
static bool includes_missing_file(const char *path, const char *text)
{
	bool missing = false;
	const char *slash = strrchr(path, '/');
	for (const char *p = text; !missing && (p = strstr(p, "#include \"../")); p++) {
		const char *start = p + 10, *end = strchr(start, '"');
		if (!end)
			break;
		char *target = xasprintf("%.*s/%.*s", (int)(slash - path), path,
					 (int)(end - start), start);
		missing = access(target, R_OK) != 0;
		free(target);
	}
	return missing;
}

/* The framework of include/trace/ (define_trace.h, trace_events.h, ...)
 * also sets TRACE_SYSTEM but declares no tracepoint of its own. */
static bool is_framework(const char *srctree, const char *path)
{
	char *framework = xasprintf("%s/include/trace/", srctree);
	bool in = !strncmp(path, framework, strlen(framework)) &&
		  strncmp(path + strlen(framework), "events/", 7);
	free(framework);
	return in;
}

static bool is_ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

/* Whether `word` is in `text` as a whole identifier. */
static bool has_word(const char *text, const char *word)
{
	size_t len = strlen(word);
	for (const char *p = text; (p = strstr(p, word)); p++) {
		char before = p > text ? p[-1] : ' ', after = p[len];
		if (!is_ident_char(before) && !is_ident_char(after))
			return true;
	}
	return false;
}

/* The trace headers under dir_path; with `only`, those whose text names
 * it (a tracepoint), as a header declaring it must unless it pastes the
 * name together. */
static void find_headers(const char *srctree, const char *dir_path,
			 const char *only, header_set *out, int *skipped,
			 tp_raw_list *names)
{
	DIR *dir = opendir(dir_path);
	if (!dir)
		return;
	for (struct dirent *de; (de = readdir(dir));) {
		if (de->d_name[0] == '.')
			continue;
		char *path = xasprintf("%s/%s", dir_path, de->d_name);
		size_t len = strlen(de->d_name);
		if (de->d_type == DT_DIR ||
		    (de->d_type == DT_UNKNOWN && is_dir(path))) {
			find_headers(srctree, path, only, out, skipped, names);
		} else if (len > 2 && !strcmp(de->d_name + len - 2, ".h") &&
			   !is_framework(srctree, path)) {
			char *text = read_file(path, NULL);
			if (text && trace_system_define(text) &&
			    (!only || has_word(text, only))) {
				if (includes_missing_file(path, text)) {
					(*skipped)++;
					read_header_text(path, names);
				} else {
					header h = { .path = xstrdup(path) };
					VEC_PUSH(out->items, out->count, h);
				}
			}
			free(text);
		}
		free(path);
	}
	closedir(dir);
}

static int compare_headers(const void *a, const void *b)
{
	return strcmp(((const header *)a)->path, ((const header *)b)->path);
}

/* --- running kbuild --- */

/* Each batch file includes its headers two lines apart, each followed by
 * a line that the preprocessor turns into "__tapc_system__ I SYSTEM",
 * so that line L of the file is header (L - 1) / 2 of the batch. */
static void write_batch(const char *dir, int batch, const header_set *hs,
			int *members, int nmembers)
{
	strbuf sb = {0};
	for (int i = 0; i < nmembers; i++)
		sb_printf(&sb, "#include \"%s\"\n__tapc_system__ %d TRACE_SYSTEM\n",
			  hs->items[members[i]].path, members[i]);
	char *path = xasprintf("%s/tp%d.c", dir, batch);
	if (!write_file(path, sb.buf ? sb.buf : "", sb.len))
		fprintf(stderr, "%s: cannot write %s: %s\n", progname, path,
			strerror(errno));
	free(path);
	free(sb.buf);
}

/* The batch line that a compiler message refers to ("DIR/tpB.c:L"), as
 * an index into `members`, or -1. */
static int message_member(const char *line, const char *dir, int batch,
			  int nmembers)
{
	char *needle = xasprintf("%s/tp%d.c:", dir, batch);
	const char *p = strstr(line, needle);
	int member = -1;
	if (p) {
		int lineno = atoi(p + strlen(needle));
		if (lineno >= 1 && (lineno - 1) / 2 < nmembers)
			member = (lineno - 1) / 2;
	}
	free(needle);
	return member;
}

/* Reads kbuild's log for the headers whose inclusion an error came
 * through, marks them dropped, and returns how many. Warnings do not
 * count: the headers redefine each other's helper macros harmlessly. */
static int drop_failed(const char *dir, int batch, header_set *hs,
		       const int *members, int nmembers, int verbose)
{
	char *log_path = xasprintf("%s/log", dir);
	char *log = read_file(log_path, NULL);
	free(log_path);
	int dropped = 0, pending = -1;
	for (char *line = log; line && *line;) {
		char *eol = strchr(line, '\n');
		if (eol)
			*eol = '\0';
		int member = message_member(line, dir, batch, nmembers);
		bool chain = strstr(line, "In file included from ") ||
			     !strncmp(line, "                 from ", 22);
		if (chain) {
			if (member >= 0)
				pending = member;
		} else if (strstr(line, ": error: ") || strstr(line, ": fatal error: ")) {
			int culprit = pending >= 0 ? pending : member;
			header *h = culprit >= 0 ? &hs->items[members[culprit]] : NULL;
			if (h && !h->dropped) {
				h->dropped = true;
				dropped++;
				if (verbose >= 2)
					fprintf(stderr, "%s: skipping %s: %s\n",
						progname, h->path, line);
			}
			pending = -1;
		} else if (strstr(line, ": warning: ") || strstr(line, ": note: ")) {
			pending = -1;
		}
		line = eol ? eol + 1 : NULL;
	}
	free(log);
	return dropped;
}

/* --- reading the preprocessed output --- */

static int header_of_file(const header_set *hs, const char *file, size_t len)
{
	for (int i = 0; i < hs->count; i++)
		if (strlen(hs->items[i].path) == len &&
		    !strncmp(hs->items[i].path, file, len))
			return i;
	char *copy = xstrndup(file, len);
	char *real = realpath(copy, NULL);
	int found = -1;
	for (int i = 0; real && i < hs->count && found < 0; i++)
		if (!strcmp(hs->items[i].path, real))
			found = i;
	free(real);
	free(copy);
	return found;
}

/* Index just past the parenthesis group opening at p[0] == '(', or NULL. */
static const char *skip_parens(const char *p)
{
	int depth = 0;
	for (; *p; p++) {
		if (*p == '(')
			depth++;
		else if (*p == ')' && --depth == 0)
			return p + 1;
	}
	return NULL;
}

/* One declaration that __DECLARE_TRACE expands to for every tracepoint
 * whatever the configuration:
 *   check_trace_callback_type_NAME(void (*cb)(void *__data, PROTO))
 * Adds NAME with PROTO ("void" when the probe takes only __data) to
 * `out` and returns where the declaration ends, or NULL. */
static const char *read_declaration(const char *p, const char *system,
				    tp_raw_list *out)
{
	const char *name = p + strlen("check_trace_callback_type_");
	const char *end = name;
	while (*end == '_' || (*end >= 'a' && *end <= 'z') ||
	       (*end >= 'A' && *end <= 'Z') || (*end >= '0' && *end <= '9'))
		end++;
	static const char expected[] = "(void (*cb)(";
	if (end == name || strncmp(end, expected, sizeof expected - 1))
		return NULL;
	const char *open = end + sizeof expected - 2;
	const char *close = skip_parens(open);
	if (!close)
		return NULL;
	/* "(void *__data, PROTO)": the prototype follows the first comma */
	const char *comma = memchr(open, ',', (size_t)(close - open));
	char *proto = comma ? xstrndup(comma + 1, (size_t)(close - 1 - comma - 1))
			    : xstrdup("void");
	char *tp_name = xstrndup(name, (size_t)(end - name));
	tp_raw_add(out, system, tp_name, proto);
	free(tp_name);
	free(proto);
	return close;
}

/* Reads one batch's .i: line markers (# 12 "FILE") tell which header each
 * declaration comes from, the marker lines which system each header set. */
static void read_batch(const char *path, header_set *hs, tp_raw_list *out,
		       tp_typedefs *typedefs)
{
	char *text = read_file(path, NULL);
	tp_raw_list found = {0};
	int *found_header = NULL, nfound = 0;
	const char *file = "";
	size_t file_len = 0;
	for (char *line = text; line && *line;) {
		char *eol = strchr(line, '\n');
		if (eol)
			*eol = '\0';   /* so that searches stop at the line's end */
		if (line[0] == '#' && line[1] == ' ' && line[2] >= '0' && line[2] <= '9') {
			char *q1 = strchr(line, '"');
			char *q2 = q1 ? strchr(q1 + 1, '"') : NULL;
			if (q2) {
				file = q1 + 1;
				file_len = (size_t)(q2 - q1 - 1);
			}
		} else if (!strncmp(line, "__tapc_system__ ", 16)) {
			char *idx_end;
			long idx = strtol(line + 16, &idx_end, 10);
			size_t len = strlen(idx_end);
			char *system = xstrndup(idx_end + 1, len ? len - 1 : 0);
			if (idx >= 0 && idx < hs->count && strcmp(system, "TRACE_SYSTEM") &&
			    *system && !hs->items[idx].system)
				hs->items[idx].system = system;
			else
				free(system);
		} else {
			tp_typedefs_add_line(typedefs, line);
			for (const char *p = line; (p = strstr(p, "check_trace_callback_type_"));) {
				const char *next = read_declaration(p, NULL, &found);
				if (next) {
					int h = header_of_file(hs, file, file_len);
					VEC_PUSH(found_header, nfound, h);
				}
				p = next ? next : p + 1;
			}
		}
		line = eol ? eol + 1 : NULL;
	}
	/* systems are known only once each header's marker line is read */
	for (int i = 0; i < found.count; i++) {
		int h = found_header[i];
		tp_raw_add(out, h >= 0 ? hs->items[h].system : NULL,
			   found.items[i].name, found.items[i].proto);
	}
	tp_raw_list_free(&found);
	free(found_header);
	free(text);
}

/* --- the whole scan --- */

static int *batch_members(const header_set *hs, int batch, int nbatches,
			  int *n)
{
	int *members = NULL;
	*n = 0;
	for (int i = batch; i < hs->count; i += nbatches)
		if (!hs->items[i].dropped)
			VEC_PUSH(members, *n, i);
	return members;
}

/* Preprocesses the batches until each succeeds or has lost all its
 * members; reads the ones that succeeded. Returns how many did. */
static int preprocess(const char *build_dir, const char *dir, header_set *hs,
		      int verbose, tp_raw_list *out, tp_typedefs *typedefs)
{
	bool done[NBATCHES] = {false};
	int succeeded = 0;
	for (int round = 0; round < MAX_ROUNDS; round++) {
		char *targets[NBATCHES];
		int ntargets = 0;
		for (int b = 0; b < NBATCHES; b++) {
			int n;
			int *members = batch_members(hs, b, NBATCHES, &n);
			if (!done[b] && n > 0) {
				write_batch(dir, b, hs, members, n);
				targets[ntargets++] = xasprintf("tp%d.i", b);
			}
			done[b] = done[b] || n == 0;
			free(members);
		}
		if (ntargets == 0)
			break;
		char *log = xasprintf("%s/log", dir);
		kbuild_run(build_dir, dir, targets, ntargets, log, true);
		free(log);
		for (int t = 0; t < ntargets; t++)
			free(targets[t]);
		int progress = 0;
		for (int b = 0; b < NBATCHES; b++) {
			if (done[b])
				continue;
			char *out_path = xasprintf("%s/tp%d.i", dir, b);
			if (access(out_path, R_OK) == 0) {
				read_batch(out_path, hs, out, typedefs);
				done[b] = true;
				succeeded++;
				progress++;
			} else {
				int n;
				int *members = batch_members(hs, b, NBATCHES, &n);
				int dropped = drop_failed(dir, b, hs, members, n, verbose);
				/* nothing to blame: give the whole batch up */
				for (int i = 0; i < n && dropped == 0; i++)
					hs->items[members[i]].dropped = true;
				progress += dropped + (dropped == 0);
				free(members);
			}
			free(out_path);
		}
		if (progress == 0)
			break;
	}
	return succeeded;
}

bool tp_headers_scan(const char *build_dir, const char *only, int verbose,
		     tp_raw_list *out, tp_typedefs *typedefs,
		     int *skipped_headers)
{
	char *srctree = find_srctree(build_dir);
	*skipped_headers = 0;
	if (!srctree) {
		fprintf(stderr, "%s: cannot find the kernel source behind %s\n",
			progname, build_dir);
		return false;
	}
	char *srcarch = find_srcarch(build_dir);
	header_set hs = {0};
	char *include_dir = xasprintf("%s/include", srctree);
	char *arch_include = xasprintf("%s/arch/%s/include", srctree, srcarch);
	find_headers(srctree, include_dir, only, &hs, skipped_headers, out);
	find_headers(srctree, arch_include, only, &hs, skipped_headers, out);
	qsort(hs.items, (size_t)hs.count, sizeof *hs.items, compare_headers);

	/* a name no header spells: nothing to preprocess, nothing wrong */
	char *dir = only && hs.count == 0 ? NULL : kbuild_scratch_dir("tp");
	bool ok = only && hs.count == 0;
	if (dir) {
		char *makefile = xasprintf("%s/Makefile", dir);
		write_file(makefile, "obj-m := tp0.o\n", 15);
		free(makefile);
		ok = preprocess(build_dir, dir, &hs, verbose, out, typedefs) > 0;
		tp_typedefs_sort(typedefs);
		if (!ok)
			fprintf(stderr, "%s: could not preprocess the trace headers "
				"of %s (make -C %s M=%s tp0.i)\n", progname,
				srctree, build_dir, dir);
		else
			remove_tree(dir);
	}
	int dropped = 0;
	for (int i = 0; i < hs.count; i++) {
		dropped += hs.items[i].dropped;
		if (hs.items[i].dropped)
			read_header_text(hs.items[i].path, out);
		free(hs.items[i].path);
		free(hs.items[i].system);
	}
	*skipped_headers += dropped;
	if (verbose)
		fprintf(stderr, "%s: trace headers of %s: %d preprocessed, %d "
			"skipped, %d tracepoints declared\n", progname, srctree,
			hs.count - dropped, *skipped_headers, out->count);
	free(hs.items);
	free(dir);
	free(include_dir);
	free(arch_include);
	free(srcarch);
	free(srctree);
	return ok;
}
