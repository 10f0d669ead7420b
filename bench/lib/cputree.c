/* Times a command and every process it starts, however they end.
 *
 *   cputree OUT PROGRAM [ARGS...]
 *
 * Writes "WALL_MS CPU_MS TREE_MS WAITED_MS" to OUT: the wall time until
 * PROGRAM exits, the CPU (user and system) of PROGRAM and of all its
 * descendants, the wall time until the last of them has ended, and the
 * CPU /usr/bin/time would have said (PROGRAM's and what it waited for). A
 * descendant left behind by a parent that ended or was killed (tapc -p4
 * kills the second tapc that compiles the runtime beside it, with its
 * make and compilers) is reparented to this process, a subreaper, and
 * waited for here: /usr/bin/time counts only the children it waits for
 * and what they waited for themselves, so it missed those. Exits with
 * PROGRAM's status. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* user and system time */
static double ms(const struct rusage *ru)
{
	return ru->ru_utime.tv_sec * 1e3 + ru->ru_utime.tv_usec / 1e3 +
	       ru->ru_stime.tv_sec * 1e3 + ru->ru_stime.tv_usec / 1e3;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: cputree OUT PROGRAM [ARGS...]\n");
		return 2;
	}
	if (prctl(PR_SET_CHILD_SUBREAPER, 1) < 0) {
		perror("cputree: PR_SET_CHILD_SUBREAPER");
		return 2;
	}
	double start = now_ms();
	pid_t pid = fork();
	if (pid < 0) {
		perror("cputree: fork");
		return 2;
	}
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		perror(argv[2]);
		_exit(127);
	}
	int status = 0, st;
	double wall = -1, waited = -1;
	struct rusage ru;
	pid_t w;
	/* the program, then whatever it left behind */
	while ((w = wait4(-1, &st, 0, &ru)) > 0 || (w < 0 && errno == EINTR))
		if (w == pid) {
			status = st;
			wall = now_ms() - start;
			waited = ms(&ru);
		}
	double tree = now_ms() - start;
	getrusage(RUSAGE_CHILDREN, &ru);
	double cpu = ms(&ru);
	FILE *out = fopen(argv[1], "w");
	if (!out) {
		perror(argv[1]);
		return 2;
	}
	fprintf(out, "%.0f %.0f %.0f %.0f\n", wall, cpu, tree, waited);
	fclose(out);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
