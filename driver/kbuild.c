#include "kbuild.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util.h"

static bool write_kbuild_file(const char *dir, const char *name,
			      const char *runtime_dir)
{
	char *path = xasprintf("%s/Kbuild", dir);
	char *text = xasprintf("obj-m := %s.o\n"
			       "%s-y := %s_src.o\n"
			       "ccflags-y := -I%s\n",
			       name, name, name, runtime_dir);
	bool ok = write_file(path, text, strlen(text));
	free(path);
	free(text);
	return ok;
}

/* Runs argv with its output into `log_path`; returns its exit status. */
static int run_logged(char **argv, const char *log_path)
{
	pid_t pid = fork();

	if (pid < 0)
		return -1;
	if (pid == 0) {
		int fd = open(log_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
		if (fd >= 0) {
			dup2(fd, 1);
			dup2(fd, 2);
		}
		/* `make check` hands its jobserver down; kbuild must not
		 * inherit it. */
		unsetenv("MAKEFLAGS");
		unsetenv("MFLAGS");
		unsetenv("MAKELEVEL");
		execvp(argv[0], argv);
		_exit(127);
	}
	int status;
	while (waitpid(pid, &status, 0) < 0)
		;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

char *kbuild_module(const kernel_target *k, const char *dir, const char *name,
		    const char *runtime_dir, char **make_vars, int nmake_vars,
		    int verbose)
{
	if (!write_kbuild_file(dir, name, runtime_dir)) {
		fprintf(stderr, "%s: cannot write %s/Kbuild\n", progname, dir);
		return NULL;
	}
	char **argv = NULL;
	int argc = 0;
	VEC_PUSH(argv, argc, "make");
	VEC_PUSH(argv, argc, "-C");
	VEC_PUSH(argv, argc, k->build_dir);
	VEC_PUSH(argv, argc, xasprintf("M=%s", dir));
	VEC_PUSH(argv, argc, "-j2");
	for (int i = 0; i < nmake_vars; i++)
		VEC_PUSH(argv, argc, make_vars[i]);
	VEC_PUSH(argv, argc, "modules");
	VEC_PUSH(argv, argc, NULL);

	if (verbose >= 2) {
		fprintf(stderr, "Running");
		for (int i = 0; argv[i]; i++)
			fprintf(stderr, " %s", argv[i]);
		fputc('\n', stderr);
	}
	char *log_path = xasprintf("%s/kbuild.log", dir);
	int status = run_logged(argv, log_path);
	char *ko = xasprintf("%s/%s.ko", dir, name);
	if (status != 0 || access(ko, R_OK) != 0) {
		char *log = read_file(log_path, NULL);
		if (log)
			fputs(log, stderr);
		free(log);
		free(ko);
		ko = NULL;
	} else if (verbose >= 3) {
		char *log = read_file(log_path, NULL);
		if (log)
			fputs(log, stderr);
		free(log);
	}
	free(log_path);
	free(argv);
	return ko;
}
