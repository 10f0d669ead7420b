/* kbuild's answers, kept (kbuild_answers.h). The kept file:
 *
 *   tapc kbuild answers 1 \n  KEY=y|n \n ...  end COUNT HASH \n
 *
 * KEY is the command asked, every '_' written "_U", space "_S", '%'
 * "_P" and '\'' "_Q", so that it is one word make's filter can match
 * exactly; HASH covers all before it, so that a damaged file is asked
 * again rather than believed. */
#include "kbuild_answers.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hash.h"
#include "kbuild.h"
#include "interrupt.h"
#include "kcache.h"
#include "kroot.h"
#include "util.h"

#define MAGIC "tapc kbuild answers 1\n"
/* in M=DIR: the answers a make is given, and those it asked */
#define GIVEN_FILE ".tapc-answers"
#define ASKED_FILE ".tapc-answers-asked"

/* kbuild's own try-run, as scripts/Makefile.compiler defines it (its
 * lines joined, its blanks one space): what the redefinition below does
 * when it asks, with the kernel's own TMPOUT. */
static const char stock_try_run[] =
	"try-run = $(shell set -e; TMP=$(TMPOUT)/tmp; "
	"trap \"rm -rf $(TMPOUT)\" EXIT; mkdir -p $(TMPOUT); "
	"if ($(1)) >/dev/null 2>&1; then echo \"$(2)\"; "
	"else echo \"$(3)\"; fi)";

/* The redefinition, on make's command line (recursive variables, so
 * that make hands sub-makes their text, not a value), @GIVEN@ the file
 * of answers given and @ASKED@ that of the answers asked. $(file <)
 * reads from make 4.2 on; 4.0 and 4.1 refuse it, and an older make
 * reads nothing. */
static const char *const redefinition[] = {
	"tapc-try-sp=$(subst x, ,x)",
	"tapc-try-key=$(subst ',_Q,$(subst %,_P,$(subst $(tapc-try-sp),_S,"
	"$(subst _,_U,$(1)))))",
	"tapc-try-kept=$(if $(filter 4.0% 4.1%,$(MAKE_VERSION)),,"
	"$(file <@GIVEN@))",
	/* kbuild's try-run, recording the answer of the key $(4) */
	"tapc-try-ask=$(shell set -e; TMP=$(TMPOUT)/tmp; "
	"trap \"rm -rf $(TMPOUT)\" EXIT; mkdir -p $(TMPOUT); "
	"if ($(1)) >/dev/null 2>&1; "
	"then $(if $(4),printf '%s\\n' '$(4)=y' >> @ASKED@;) echo \"$(2)\"; "
	"else $(if $(4),printf '%s\\n' '$(4)=n' >> @ASKED@;) echo \"$(3)\"; fi)",
	/* a key of more than one word (a tab, a newline) is not kept */
	"tapc-try-answer=$(if $(word 2,$(4)),$(call tapc-try-ask,$(1),$(2),$(3)),"
	"$(if $(filter $(4)=y,$(tapc-try-kept)),$(2),"
	"$(if $(filter $(4)=n,$(tapc-try-kept)),$(3),"
	"$(call tapc-try-ask,$(1),$(2),$(3),$(4)))))",
	"try-run=$(call tapc-try-answer,$(1),$(2),$(3),$(call tapc-try-key,$(1)))",
};

#define NDEFS (sizeof redefinition / sizeof *redefinition)

/* The make that only asks, when no answers are kept, asks nothing
 * itself: a question not kept is written into @PENDING@ (its key, the
 * make's directory, kbuild's TMPOUT and the command, a tab between)
 * and taken for a yes, which most are, so that the make goes on to the
 * questions after it; tapc asks each, two at once, as soon as it is
 * written, while the make goes on reading the makefiles (ask_round),
 * and runs the make again with their answers until a
 * make's every guess was right: its questions were then the ones a make
 * given the true answers asks. Each answer kept is the command's own,
 * whatever was guessed around it; a guess only decides which commands
 * are asked. This replaces the unknown branch of tapc-try-answer. */
static const char speculative_answer[] =
	"tapc-try-answer=$(if $(word 2,$(4)),$(call tapc-try-ask,$(1),$(2),$(3)),"
	"$(if $(filter $(4)=y,$(tapc-try-kept)),$(2),"
	"$(if $(filter $(4)=n,$(tapc-try-kept)),$(3),"
	"$(file >>@PENDING@,$(4)\t$(CURDIR)\t$(TMPOUT)\t$(1))$(2))))";
/* in M=DIR: the questions of such a make */
#define PENDING_FILE ".tapc-answers-pending"
/* rounds of it before the rest is left to the makes after, which ask
 * what they lack themselves */
#define SPECULATIVE_ROUNDS 4

static void hash_identity(hash_state *h, const char *path)
{
	struct stat st;
	long long v[3] = { -1, 0, 0 };

	hash_string(h, path);
	if (stat(path, &st) == 0) {
		v[0] = st.st_size;
		v[1] = st.st_mtim.tv_sec;
		v[2] = st.st_mtim.tv_nsec;
	}
	hash_update(h, v, sizeof v);
}

/* The first executable `name` in PATH's directories under `root` */
static char *in_path(const char *root, const char *name)
{
	const char *path_env = getenv("PATH");
	char *dirs = xstrdup(path_env ? path_env : "");
	char *found = NULL;

	for (char *save, *dir = strtok_r(dirs, ":", &save); dir && !found;
	     dir = strtok_r(NULL, ":", &save)) {
		char *path = xasprintf("%s%s/%s", root, dir, name);
		if (access(path, X_OK) == 0)
			found = path;
		else
			free(path);
	}
	free(dirs);
	return found;
}

char *kbuild_config_compiler(const char *config_path, const char *root)
{
	static const char key[] = "CONFIG_CC_VERSION_TEXT=\"";
	FILE *f = config_path ? fopen(config_path, "re") : NULL;
	char *line = NULL, *found = NULL;
	size_t cap = 0;

	/* at the top of the file, which is a quarter megabyte */
	while (f && !found && getline(&line, &cap, f) > 0)
		if (!strncmp(line, key, sizeof key - 1)) {
			char *cc = xstrndup(line + sizeof key - 1,
					    strcspn(line + sizeof key - 1, " \""));
			found = in_path(root, cc);
			free(cc);
			break;
		}
	if (f)
		fclose(f);
	free(line);
	return found;
}

/* `text` with its continued lines joined and its runs of blanks one
 * space */
static char *joined(const char *text)
{
	strbuf sb = {0};

	for (const char *p = text; *p;) {
		size_t blank = 0;
		for (;;) {
			if (p[blank] == ' ' || p[blank] == '\t')
				blank++;
			else if (p[blank] == '\\' && p[blank + 1] == '\n')
				blank += 2;
			else
				break;
		}
		if (blank) {
			sb_putc(&sb, ' ');
			p += blank;
		} else {
			sb_putc(&sb, *p++);
		}
	}
	return sb.buf ? sb_steal(&sb) : xstrdup("");
}

/* Whether the kernel's try-run is the one redefined (5.13 on) */
static bool stock_kbuild(const char *build_dir)
{
	char *path = xasprintf("%s/scripts/Makefile.compiler", build_dir);
	char *text = read_file(path, NULL);
	char *flat = text ? joined(text) : NULL;
	bool stock = flat && strstr(flat, stock_try_run);

	free(flat);
	free(text);
	free(path);
	return stock;
}

/* Where the environment makes kbuild run other tools than the identity
 * follows */
static bool other_tools(void)
{
	static const char *const vars[] = { "CROSS_COMPILE", "LLVM",
					    "DEB_HOST_ARCH" };

	for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
		const char *v = getenv(vars[i]);
		if (v && *v)
			return true;
	}
	return false;
}

/* A path the shell and make take as it is */
static bool plain_path(const char *path)
{
	return strspn(path, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
		      "0123456789/._+-") == strlen(path);
}

/* The kept file of the build in `build_dir` and its tools (NULL when
 * the build tree cannot be found) */
static char *kept_path(const char *build_dir)
{
	char *real = realpath(build_dir, NULL);
	if (!real)
		return NULL;
	size_t root_len = kroot_prefix(real);
	char *root = xstrndup(real, root_len);
	char *config = xasprintf("%s/.config", real);
	char *tools[] = { kbuild_config_compiler(config, root),
			  in_path(root, "as"), in_path(root, "ld") };
	static const char *const files[] = { ".config", "Makefile",
					     "scripts/Makefile.compiler" };
	hash_state h;
	char sum[HASH_HEX_LEN];

	hash_init(&h);
	hash_string(&h, MAGIC);
	hash_string(&h, real);
	for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
		char *path = xasprintf("%s/%s", real, files[i]);
		hash_identity(&h, path);
		free(path);
	}
	for (size_t i = 0; i < sizeof tools / sizeof *tools; i++) {
		hash_identity(&h, tools[i] ? tools[i] : "");
		free(tools[i]);
	}
	hash_hex(&h, sum);
	char *base = kcache_file("kbuild-answers");
	char *path = xasprintf("%s/%s.txt", base, sum);
	free(base);
	free(config);
	free(root);
	free(real);
	return path;
}

/* The answers of a kept file, one a line, or NULL when it is not whole */
static char *read_kept(const char *path)
{
	char *text = read_file(path, NULL);
	char *end = text ? strstr(text, "\nend ") : NULL;
	int count = 0;
	char sum[HASH_HEX_LEN], want[HASH_HEX_LEN];
	hash_state h;

	if (!end || strncmp(text, MAGIC, strlen(MAGIC)) != 0 ||
	    sscanf(end + 5, "%d %32s", &count, want) != 2) {
		free(text);
		return NULL;
	}
	hash_init(&h);
	hash_update(&h, text, (size_t)(end + 1 - text));
	hash_hex(&h, sum);
	if (strcmp(sum, want) != 0) {
		free(text);
		return NULL;
	}
	end[1] = '\0';
	char *body = xstrdup(text + strlen(MAGIC));
	free(text);
	return body;
}

static int compare_lines(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A line of answers that is one: one word ending "=y" or "=n" */
static bool answer_line(const char *line)
{
	size_t len = strlen(line);

	return len > 2 && strcspn(line, " \t\r\v\f") == len &&
	       line[len - 2] == '=' && (line[len - 1] == 'y' ||
					line[len - 1] == 'n');
}

/* Keeps the answers of `kept` (lines, or NULL) and of `asked` (lines,
 * or NULL) in the file `path`, each once; a command with both answers
 * is left out, to be asked again. */
static void write_kept(const char *path, const char *kept, const char *asked)
{
	char *all = xasprintf("%s%s", kept ? kept : "", asked ? asked : "");
	char **lines = NULL;
	int n = 0;

	for (char *save, *l = strtok_r(all, "\n", &save); l;
	     l = strtok_r(NULL, "\n", &save))
		if (answer_line(l))
			VEC_PUSH(lines, n, l);
	if (n > 1)
		qsort(lines, (size_t)n, sizeof *lines, compare_lines);
	strbuf sb = {0};
	int count = 0;
	sb_puts(&sb, MAGIC);
	for (int i = 0; i < n; i++) {
		if (i > 0 && strcmp(lines[i], lines[i - 1]) == 0)
			continue;
		size_t len = strlen(lines[i]);
		char *other = xstrdup(lines[i]);
		other[len - 1] = other[len - 1] == 'y' ? 'n' : 'y';
		bool both = bsearch(&other, lines, (size_t)n, sizeof *lines,
				    compare_lines) != NULL;
		free(other);
		if (!both) {
			sb_printf(&sb, "%s\n", lines[i]);
			count++;
		}
	}
	hash_state h;
	char sum[HASH_HEX_LEN];
	hash_init(&h);
	hash_update(&h, sb.buf, sb.len);
	hash_hex(&h, sum);
	sb_printf(&sb, "end %d %s\n", count, sum);
	make_parent_dirs(path, 0700);
	write_file_replacing(path, sb.buf, sb.len);
	free(sb.buf);
	free(lines);
	free(all);
}

/* The lock of the kept file: one tapc asks or adds at a time (-1: none) */
static int lock_kept(const char *path)
{
	char *lock = xasprintf("%s.lock", path);
	make_parent_dirs(lock, 0700);
	int fd = open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600);

	while (fd >= 0 && flock(fd, LOCK_EX) < 0) {
		if (errno != EINTR) {
			close(fd);
			fd = -1;
		}
	}
	free(lock);
	return fd;
}

static void unlock_kept(int fd)
{
	if (fd >= 0)
		close(fd);
}

/* The redefinition's make arguments for M=`dir`, NULL-ended, with room
 * for one more before the NULL */
static char **redefined(const char *dir)
{
	char *given = xasprintf("%s/" GIVEN_FILE, dir);
	char *asked = xasprintf("%s/" ASKED_FILE, dir);
	char **args = xcalloc(NDEFS + 2, sizeof *args);

	for (size_t i = 0; i < NDEFS; i++) {
		char *a = str_replace_all(redefinition[i], "@GIVEN@", given);
		args[i] = str_replace_all(a, "@ASKED@", asked);
		free(a);
	}
	free(asked);
	free(given);
	return args;
}

static void free_args(char **args)
{
	for (char **a = args; a && *a; a++)
		free(*a);
	free(args);
}

/* Adds the answers asked in M=`dir` to the kept file `path`, taking
 * its lock unless `locked` (a lock is the open file's: a second open
 * of it would wait for the first) */
static void keep_asked(const char *path, const char *dir, bool locked)
{
	char *asked_path = xasprintf("%s/" ASKED_FILE, dir);
	char *asked = read_file(asked_path, NULL);

	if (asked && *asked) {
		int lock = locked ? -1 : lock_kept(path);
		char *kept = read_kept(path);
		write_kept(path, kept, asked);
		free(kept);
		unlock_kept(lock);
	}
	unlink(asked_path);
	free(asked);
	free(asked_path);
}

/* A question of a speculative make: its key, and the shell command that
 * asks it as kbuild's try-run would, in the make's directory */
typedef struct question {
	char *key;
	char *command;
	pid_t pid;
} question;

/* kbuild's try-run's shell (stock_try_run) for the pending line `line`
 * (KEY \t CURDIR \t TMPOUT \t COMMAND), its answer as its exit status:
 * 10 yes, 11 no, anything else none. False for a line that is not one. */
static bool question_of(char *line, question *q)
{
	char *f[4];
	char *p = line;

	for (int i = 0; i < 4; i++) {
		f[i] = p;
		char *tab = i < 3 ? strchr(p, '\t') : NULL;
		if (i < 3 && !tab)
			return false;
		if (tab) {
			*tab = '\0';
			p = tab + 1;
		}
	}
	if (!*f[0] || strcspn(f[0], " \t") != strlen(f[0]))
		return false;
	if (!plain_path(f[1]) || !*f[1] || strchr(f[2], '"') || strchr(f[2], ' '))
		return false;
	q->key = xstrdup(f[0]);
	q->command = xasprintf("set -e; cd %s; TMP=%s/tmp; trap \"rm -rf %s\" "
			       "EXIT; mkdir -p %s; if (%s) >/dev/null 2>&1; "
			       "then exit 10; else exit 11; fi",
			       f[1], f[2], f[2], f[2], f[3]);
	q->pid = -1;
	return true;
}

/* Adds the question of the pending line `line` to `qs` unless `known`
 * (kept lines, or NULL) answers it or it is there already */
static void add_question(char *line, const char *known, question **qs,
			 int *n)
{
	question q;

	if (!question_of(line, &q))
		return;
	bool seen = false;
	for (int i = 0; i < *n && !seen; i++)
		seen = strcmp((*qs)[i].key, q.key) == 0;
	char *y = xasprintf("\n%s=y\n", q.key), *no = xasprintf("\n%s=n\n", q.key);
	char *nl_known = known ? xasprintf("\n%s", known) : NULL;
	if (nl_known && (strstr(nl_known, y) || strstr(nl_known, no)))
		seen = true;
	free(nl_known);
	free(y);
	free(no);
	if (seen) {
		free(q.key);
		free(q.command);
		return;
	}
	VEC_PUSH(*qs, *n, q);
}

/* The questions the pending file at `path` holds past its first
 * `*consumed` bytes, whole lines only, added to `qs` */
static void read_pending(const char *path, size_t *consumed, const char *known,
			 question **qs, int *n)
{
	size_t len = 0;
	char *text = read_file(path, &len);
	char *end = text && len > *consumed ?
		    memrchr(text + *consumed, '\n', len - *consumed) : NULL;

	if (end) {
		*end = '\0';
		for (char *save, *l = strtok_r(text + *consumed, "\n", &save);
		     l; l = strtok_r(NULL, "\n", &save))
			add_question(l, known, qs, n);
		*consumed = (size_t)(end + 1 - text);
	}
	free(text);
}

/* One round: the make that only asks, with `args`, its questions that
 * `known` (kept lines, or NULL) does not answer asked as it writes them
 * into its pending file, while it goes on reading the makefiles: two at
 * once, in the make's order up to the first whose answer was not the
 * guessed yes. After a guess that was wrong the make's later questions
 * were built on it (kbuild adds each option it takes to the flags of
 * those after): none more is started, and the make is ended there; the
 * next round asks what follows. Appends their answers to `asked` and
 * returns how many were not (-1: none was pending). */
static int ask_round(const char *build_dir, const char *dir, char **args,
		     int nargs, const char *known, strbuf *asked)
{
	char *pending_path = xasprintf("%s/" PENDING_FILE, dir);
	char *log = xasprintf("%s/log", dir);
	question *qs = NULL;
	int n = 0, next = 0, done = 0, wrong = 0;
	size_t consumed = 0;

	unlink(pending_path);
	pid_t make = kbuild_run_start(build_dir, dir, args, nargs, log);
	bool make_ended = make < 0;
	for (;;) {
		/* once it has ended, a read sees all it wrote */
		bool ended = make_ended;
		read_pending(pending_path, &consumed, known, &qs, &n);
		bool moved = false;
		while (next < n && next - done < 2 && !wrong) {
			qs[next].pid = kbuild_shell_start(build_dir, NULL,
							  qs[next].command,
							  NULL, log);
			next++;
			moved = true;
		}
		int status;
		while (done < next && interrupt_reaped(qs[done].pid, &status)) {
			status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
			question *q = &qs[done++];
			if (status == 10 || status == 11)
				sb_printf(asked, "%s=%c\n", q->key,
					  status == 10 ? 'y' : 'n');
			wrong += status != 10;
			moved = true;
		}
		if (wrong && !make_ended) {
			kill(-make, SIGKILL);
			interrupt_waitpid(make);
			make_ended = ended = true;
		}
		if (ended && done == next && (next == n || wrong))
			break;
		if (!make_ended && interrupt_reaped(make, NULL))
			make_ended = true;
		else if (!moved)
			usleep(5000);
	}
	for (int i = 0; i < n; i++) {
		free(qs[i].key);
		free(qs[i].command);
	}
	free(qs);
	free(log);
	unlink(pending_path);
	free(pending_path);
	return n ? wrong : -1;
}

/* One make that only asks (the kernel's makefiles, and the options a
 * module's Kbuild tests: KBUILD_SCRIPT_CFLAGS), in rounds that ask
 * nothing themselves (speculative_answer), its answers kept */
static void ask_all(const char *build_dir, const char *path)
{
	char *dir = kbuild_scratch_dir("answers");
	if (!dir)
		return;
	static const char kbuild[] = "obj-m := tapc_answers.o\n"
		"CFLAGS_tapc_answers.o := " KBUILD_SCRIPT_CFLAGS "\n";
	char *kbuild_path = xasprintf("%s/Kbuild", dir);
	char *src = xasprintf("%s/tapc_answers.c", dir);
	char *given = xasprintf("%s/" GIVEN_FILE, dir);
	char *pending = xasprintf("%s/" PENDING_FILE, dir);
	char **args = redefined(dir);
	strbuf asked = {0};

	/* its answer, with the pending questions' file */
	for (size_t i = 0; i < NDEFS; i++)
		if (strncmp(args[i], "tapc-try-answer=", 16) == 0) {
			free(args[i]);
			args[i] = str_replace_all(speculative_answer,
						  "@PENDING@", pending);
		}
	args[NDEFS] = "tapc_answers.i";
	bool ok = write_file(kbuild_path, kbuild, sizeof kbuild - 1) &&
		  write_file(src, "", 0);
	/* its status tells nothing: its guesses may fail its compile */
	for (int round = 0; ok && round < SPECULATIVE_ROUNDS; round++) {
		const char *known = asked.buf ? asked.buf : "";
		ok = write_file(given, known, strlen(known));
		if (ok && ask_round(build_dir, dir, args, (int)NDEFS + 1,
				    asked.buf, &asked) <= 0)
			break;
	}
	/* what it asked itself (a question of more than one line), then
	 * the rest */
	keep_asked(path, dir, true);
	if (asked.buf) {
		char *kept = read_kept(path);
		write_kept(path, kept, asked.buf);
		free(kept);
	}
	args[NDEFS] = NULL;
	free_args(args);
	remove_tree(dir);
	free(asked.buf);
	free(pending);
	free(given);
	free(src);
	free(kbuild_path);
	free(dir);
}

char **kbuild_answers_args(const char *build_dir, const char *dir,
			   char **make_args, int nmake_args)
{
	for (int i = 0; i < nmake_args; i++)
		if (strchr(make_args[i], '='))
			return NULL;
	if (other_tools() || !plain_path(dir) || !stock_kbuild(build_dir))
		return NULL;
	char *path = kept_path(build_dir);
	if (!path)
		return NULL;
	char *kept = read_kept(path);
	if (!kept) {
		int lock = lock_kept(path);
		kept = read_kept(path);
		if (!kept) {
			ask_all(build_dir, path);
			kept = read_kept(path);
		}
		unlock_kept(lock);
	}
	char *given = xasprintf("%s/" GIVEN_FILE, dir);
	bool ok = write_file(given, kept ? kept : "", kept ? strlen(kept) : 0);
	free(given);
	free(kept);
	free(path);
	return ok ? redefined(dir) : NULL;
}

void kbuild_answers_done(const char *build_dir, const char *dir, char **args)
{
	if (!args)
		return;
	char *path = kept_path(build_dir);
	if (path)
		keep_asked(path, dir, false);
	free(path);
	free_args(args);
}
