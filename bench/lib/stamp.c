/* Times one pass-5 run inside the guest as its user sees it: from the
 * loader's start to the first byte the script prints (its begin probe),
 * and from there to the loader's exit, which comes after the module is
 * unloaded. The scripts timed this way call exit() in a begin probe, so
 * the second span is the shutdown.
 *
 *   stamp OUT PROGRAM [ARGS...]
 *
 * The program's stdout is copied to OUT; its stderr is left alone. One
 * line on stderr:
 *   stamp: startup_ns=N shutdown_ns=M status=S
 * (startup_ns is -1 when the program printed nothing). */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(int argc, char **argv)
{
	int pipefd[2], out, status;
	long long start, first = -1, end;
	char buf[4096];
	ssize_t n;
	pid_t pid;

	if (argc < 3) {
		fprintf(stderr, "usage: stamp OUT PROGRAM [ARGS...]\n");
		return 2;
	}
	out = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (out < 0 || pipe(pipefd) < 0) {
		perror("stamp");
		return 2;
	}
	start = now_ns();
	pid = fork();
	if (pid < 0) {
		perror("stamp: fork");
		return 2;
	}
	if (pid == 0) {
		dup2(pipefd[1], STDOUT_FILENO);
		close(pipefd[0]);
		close(pipefd[1]);
		execvp(argv[2], argv + 2);
		perror(argv[2]);
		_exit(127);
	}
	close(pipefd[1]);
	while ((n = read(pipefd[0], buf, sizeof buf)) > 0) {
		if (first < 0)
			first = now_ns();
		if (write(out, buf, (size_t)n) != n) {
			perror("stamp: write");
			break;
		}
	}
	waitpid(pid, &status, 0);
	end = now_ns();
	fprintf(stderr, "stamp: startup_ns=%lld shutdown_ns=%lld status=%d\n",
		first < 0 ? -1 : first - start, first < 0 ? -1 : end - first,
		WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
	return 0;
}
