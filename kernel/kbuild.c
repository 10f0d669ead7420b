#include "kbuild.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "interrupt.h"
#include "kbuild_answers.h"
#include "kfeatures.h"
#include "kroot.h"
#include "util.h"

/* The last line of the features' defines (kbuild_module's features
 * beside) */
#define FEATURES_END "#define TAPC_FEATURES_TESTED 1"
/* The pipe of an awaited runtime object's word (a printf format of
 * NAME) */
#define RT_PIPE "%s_rt.o.pipe"

/* How a module's make gets the runtime's object */
typedef enum rt_source {
	RT_COMPILED,	/* compiled from NAME_rt.c, or there already */
	RT_FEATURES,	/* compiled, its features' defines on make's stdin */
	RT_AWAITED,	/* put there by tapc while make runs (a pipe's word) */
} rt_source;

static bool write_kbuild_file(const char *dir, const char *name,
			      const char *runtime_dir, rt_source rt)
{
	char *path = xasprintf("%s/Kbuild", dir);
	/* the runtime's object is awaited: the rule stands in for kbuild's
	 * compile, ending when tapc has put the object there (ok) or
	 * cannot */
	char *features = rt == RT_AWAITED ? xasprintf(
		"$(obj)/%s_rt.o:\n"
		"\t@read word < $(obj)/" RT_PIPE "; test \"$$word\" = ok\n",
		name, name) : xstrdup("");
	/* A warning fails the build, as stap's do: the C is ours, and what
	 * one kernel's headers warn of is a fault to find on that kernel,
	 * not noise to scroll past. The script's object is built as stap
	 * builds its modules (KBUILD_SCRIPT_CFLAGS). */
	char *text = xasprintf("obj-m := %s.o\n"
			       "%s-y := %s_src.o %s_rt.o\n"
			       "ccflags-y := -I%s -Werror\n"
			       "CFLAGS_%s_src.o := " KBUILD_SCRIPT_CFLAGS "\n"
			       "CFLAGS_%s_rt.o := " KBUILD_RUNTIME_CFLAGS "\n"
			       /* what kbuild gives its commands, for a
				* recipe (kbuild_recipe.h) */
			       "$(shell env -0 > '%s/" KBUILD_ENV_FILE "')\n%s",
			       name, name, name, name, runtime_dir, name, name,
			       dir, features);
	bool ok = write_file(path, text, strlen(text));
	free(features);
	free(path);
	free(text);
	return ok;
}

/* Starts argv in a process group of its own (killed whole on an
 * interrupt, interrupt.h), inside the kernel's build root when `tree`
 * lies in one (kroot.h), in
 * `cwd` when given (as the root names it), with the NAME=VALUE of `env` (NULL-ended) added to its
 * environment, its output into `log_path` (appended when `append`);
 * its stdin `in_fd` when not -1;
 * returns its pid, -1 when it did not start. Its TMPDIR is the
 * log's directory, one of ours: what a killed compiler leaves there
 * goes with it. Without a log, its output is ours. */
static pid_t start_in_group(char **argv, const char *tree, const char *cwd,
			     char **env, const char *log_path, bool append,
			     int in_fd)
{
	char *tmpdir = xstrdup(log_path ? log_path : "");
	char *slash = strrchr(tmpdir, '/');
	if (slash)
		*slash = '\0';
	pid_t pid = interrupt_fork(true);
	if (pid == 0) {
		int fd = !log_path ? -1 : open(log_path, O_WRONLY | O_CREAT |
					      (append ? O_APPEND : O_TRUNC), 0600);
		if (fd >= 0) {
			dup2(fd, 1);
			dup2(fd, 2);
		}
		if (in_fd >= 0)
			dup2(in_fd, 0);
		if (tree && kroot_prefix(tree) && !kroot_enter(tree))
			_exit(127);
		if (cwd && chdir(kroot_inside(cwd)) != 0)
			_exit(127);
		unsetenv("MAKEFLAGS");
		unsetenv("MFLAGS");
		unsetenv("MAKELEVEL");
		unsetenv("MAKEOVERRIDES");
		for (char **e = env; e && *e; e++)
			putenv(*e);
		if (slash)
			setenv("TMPDIR", tmpdir, 1);
		execvp(argv[0], argv);
		_exit(127);
	}
	free(tmpdir);
	return pid;
}

int kbuild_wait(pid_t pid)
{
	int status = pid > 0 ? interrupt_waitpid(pid) : -1;
	return pid > 0 && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int run_in_group(char **argv, const char *tree, const char *cwd,
			char **env, const char *log_path, bool append)
{
	return kbuild_wait(start_in_group(argv, tree, cwd, env, log_path,
					  append, -1));
}

/* Starts `make -C build_dir M=dir -j2 [-k] ARGS...` (kbuild_run), with
 * the kept answers of kbuild's questions to its tools when it takes them
 * (`*answers`, for kbuild_finish) */
static pid_t kbuild_start(const char *build_dir, const char *dir, char **args,
			  int nargs, const char *log_path, bool keep_going,
			  bool answers_too, int in_fd, char ***answers)
{
	char *m_arg = xasprintf("M=%s", dir);
	char **argv = NULL;
	int argc = 0;

	*answers = answers_too ? kbuild_answers_args(build_dir, dir, args,
						     nargs) : NULL;
	VEC_PUSH(argv, argc, "make");
	VEC_PUSH(argv, argc, "-C");
	VEC_PUSH(argv, argc, (char *)kroot_inside(build_dir));
	VEC_PUSH(argv, argc, m_arg);
	VEC_PUSH(argv, argc, "-j2");
	if (keep_going)
		VEC_PUSH(argv, argc, "-k");
	for (char **a = *answers; a && *a; a++)
		VEC_PUSH(argv, argc, *a);
	for (int i = 0; i < nargs; i++)
		VEC_PUSH(argv, argc, args[i]);
	VEC_PUSH(argv, argc, NULL);

	pid_t pid = start_in_group(argv, build_dir, NULL, NULL, log_path, false,
				   in_fd);
	free(argv);
	free(m_arg);
	return pid;
}

/* Waits for a make kbuild_start started, and keeps the answers it
 * asked; its exit status */
static int kbuild_finish(const char *build_dir, const char *dir, pid_t pid,
			 char **answers)
{
	int status = kbuild_wait(pid);

	kbuild_answers_done(build_dir, dir, answers);
	return status;
}

int kbuild_run(const char *build_dir, const char *dir, char **args, int nargs,
	       const char *log_path, bool keep_going)
{
	char **answers;
	pid_t pid = kbuild_start(build_dir, dir, args, nargs, log_path,
				 keep_going, true, -1, &answers);

	return kbuild_finish(build_dir, dir, pid, answers);
}

pid_t kbuild_run_start(const char *build_dir, const char *dir, char **args,
		       int nargs, const char *log_path)
{
	char **none;

	return kbuild_start(build_dir, dir, args, nargs, log_path, false,
			    false, -1, &none);
}

int kbuild_shell(const char *build_dir, const char *cwd, const char *command,
		 char **env, const char *log_path)
{
	char *argv[] = { "/bin/sh", "-c", (char *)command, NULL };

	return run_in_group(argv, build_dir, cwd ? cwd : build_dir, env,
			    log_path, true);
}

pid_t kbuild_shell_start(const char *build_dir, const char *cwd,
			 const char *command, char **env,
			 const char *log_path)
{
	char *argv[] = { "/bin/sh", "-c", (char *)command, NULL };

	return start_in_group(argv, build_dir, cwd ? cwd : build_dir, env,
			      log_path, true, -1);
}

int kbuild_exec(const char *build_dir, char **argv)
{
	return run_in_group(argv, build_dir, build_dir, NULL, NULL, false);
}

char *kbuild_scratch_dir(const char *what)
{
	const char *tmp = getenv("TMPDIR");
	char *dir = xasprintf("%s/tapc-%s-XXXXXX", tmp && *tmp ? tmp : "/tmp",
			      what);

	if (mkdtemp(dir)) {
		interrupt_remove_path(dir, false);
		return dir;
	}
	fprintf(stderr, "%s: cannot create %s: %s\n", progname, dir,
		strerror(errno));
	free(dir);
	return NULL;
}

/* The pipe of an awaited object's word, opened both ways so that
 * neither side waits for the other to open it; -1 when it cannot be. */
static int open_pipe(const char *dir, const char *format, const char *name)
{
	char *file = xasprintf(format, name);
	char *path = xasprintf("%s/%s", dir, file);
	free(file);
	int fd = mkfifo(path, 0600) == 0 ? open(path, O_RDWR | O_CLOEXEC) : -1;

	if (fd < 0)
		fprintf(stderr, "%s: cannot make %s: %s\n", progname, path,
			strerror(errno));
	free(path);
	return fd;
}

/* Runs the feature tests (their own make) while the module's make goes
 * on, and hands their defines to its runtime's unit, which reads them
 * from make's stdin (KBUILD_FEATURES_INCLUDE), the pipe's other end `fd`:
 * its compiler parses the kernel's headers meanwhile, and reads them to
 * the pipe's end, which this tapc's close of `fd` makes. A failure makes
 * the compile fail. */
static void send_features(const kernel_target *k, int fd, int verbose)
{
	char *features = kfeatures_defines(k->release, k->build_dir, verbose);
	char *text = xasprintf("%s" FEATURES_END "\n", features ? features :
			       "#error the kernel's feature tests failed\n");
	size_t len = strlen(text);

	/* a few kilobytes: the pipe holds them whether or not the make
	 * reads them yet */
	for (size_t at = 0; at < len;) {
		ssize_t n = write(fd, text + at, len - at);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		at += (size_t)n;
	}
	free(text);
	free(features);
}

/* kbuild's output in `dir`, on stderr */
static void tell_log(const char *dir)
{
	char *log_path = xasprintf("%s/kbuild.log", dir);
	char *log = read_file(log_path, NULL);

	if (log)
		fputs(log, stderr);
	free(log);
	free(log_path);
}

/* Writes the Kbuild file of `name` in `dir` and starts its make of
 * `target` (NULL: the module) with `make_vars`; with RT_FEATURES, runs
 * the feature tests into their pipe while it goes on, with RT_AWAITED,
 * calls `await(ctx)` and says its answer into the object's pipe. Its
 * exit status, -1 when it did not run; *delivered says whether the
 * awaited object came (else the make failed for its want alone). */
static int kbuild_make(const kernel_target *k, const char *dir,
		       const char *name, const char *runtime_dir, rt_source rt,
		       const char *target, char **make_vars, int nmake_vars,
		       bool (*await)(void *ctx), void *ctx, bool *delivered,
		       int verbose)
{
	/* the features' pipe: make's stdin the end it reads */
	int features[2] = { -1, -1 };
	if (rt == RT_FEATURES && pipe2(features, O_CLOEXEC) < 0)
		fprintf(stderr, "%s: cannot make a pipe: %s\n", progname,
			strerror(errno));
	int fd = rt == RT_FEATURES ? features[1]
		 : rt == RT_AWAITED ? open_pipe(dir, RT_PIPE, name) : -1;
	if ((rt != RT_COMPILED && fd < 0) ||
	    !write_kbuild_file(dir, name, runtime_dir, rt)) {
		if (fd >= 0)
			close(fd);
		if (features[0] >= 0)
			close(features[0]);
		if (fd >= 0 || rt == RT_COMPILED)
			fprintf(stderr, "%s: cannot write %s/Kbuild\n",
				progname, dir);
		return -1;
	}
	char **args = NULL;
	int nargs = 0;
	for (int i = 0; i < nmake_vars; i++)
		VEC_PUSH(args, nargs, make_vars[i]);
	char *target_arg = target ? xasprintf("%s%s", name, target) : NULL;
	VEC_PUSH(args, nargs, target_arg ? target_arg : "modules");

	if (verbose >= 2) {
		fprintf(stderr, "Running make -C %s M=%s -j2", k->build_dir, dir);
		for (int i = 0; i < nargs; i++)
			fprintf(stderr, " %s", args[i]);
		fputc('\n', stderr);
	}
	char *log_path = xasprintf("%s/kbuild.log", dir);
	char **answers;
	pid_t make = kbuild_start(k->build_dir, dir, args, nargs, log_path,
				  false, true, features[0], &answers);
	if (features[0] >= 0)
		close(features[0]);
	if (rt == RT_FEATURES) {
		send_features(k, fd, verbose);
		close(fd);
		fd = -1;
	}
	if (rt == RT_AWAITED) {
		bool came = make > 0 && await(ctx);
		const char *word = came ? "ok\n" : "no\n";
		while (write(fd, word, 3) < 0 && errno == EINTR)
			;
		if (delivered)
			*delivered = came;
	}
	int status = kbuild_finish(k->build_dir, dir, make, answers);
	if (fd >= 0)
		close(fd);
	free(args);
	free(target_arg);
	free(log_path);
	return status;
}

char *kbuild_module(const kernel_target *k, const char *dir, const char *name,
		    const char *runtime_dir, bool features_beside,
		    char **make_vars, int nmake_vars, int verbose)
{
	int status = kbuild_make(k, dir, name, runtime_dir,
				 features_beside ? RT_FEATURES : RT_COMPILED,
				 NULL, make_vars, nmake_vars, NULL, NULL, NULL,
				 verbose);
	return kbuild_module_built(dir, name, status == 0, true, verbose);
}

char *kbuild_module_awaiting(const kernel_target *k, const char *dir,
			     const char *name, const char *runtime_dir,
			     bool (*await)(void *ctx), void *ctx,
			     bool *delivered, int verbose)
{
	*delivered = false;
	int status = kbuild_make(k, dir, name, runtime_dir, RT_AWAITED, NULL,
				 NULL, 0, await, ctx, delivered, verbose);
	return kbuild_module_built(dir, name, status == 0, *delivered, verbose);
}

bool kbuild_runtime_object(const kernel_target *k, const char *dir,
			   const char *name, const char *runtime_dir,
			   bool features_beside, int verbose)
{
	int status = kbuild_make(k, dir, name, runtime_dir,
				 features_beside ? RT_FEATURES : RT_COMPILED,
				 "_rt.o", NULL, 0, NULL, NULL, NULL, verbose);
	char *cmd = xasprintf("%s/.%s_rt.o.cmd", dir, name);
	bool ok = status == 0 && access(cmd, R_OK) == 0;

	if (!ok && verbose >= 2)
		tell_log(dir);
	free(cmd);
	return ok;
}

char *kbuild_module_built(const char *dir, const char *name, bool ok,
			  bool tell_failure, int verbose)
{
	char *ko = xasprintf("%s/%s.ko", dir, name);
	bool built = ok && access(ko, R_OK) == 0;

	if (built ? verbose >= 3 : tell_failure)
		tell_log(dir);
	if (!built) {
		free(ko);
		ko = NULL;
	}
	return ko;
}
