/* lifecycles FORKS THREADS EXECS: forks FORKS children that exit at
 * once, starts THREADS threads that return at once, and forks EXECS
 * children that exec /bin/true; one after the other, each waited for,
 * so that the process probes' counts are known in advance. */
#include <pthread.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static void *thread_main(void *arg)
{
	return arg;
}

static void wait_child(pid_t pid)
{
	int status;

	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		exit(1);
}

int main(int argc, char **argv)
{
	int forks = argc > 1 ? atoi(argv[1]) : 0;
	int threads = argc > 2 ? atoi(argv[2]) : 0;
	int execs = argc > 3 ? atoi(argv[3]) : 0;

	for (int i = 0; i < forks; i++) {
		pid_t pid = fork();
		if (pid == 0)
			_exit(0);
		wait_child(pid);
	}
	for (int i = 0; i < threads; i++) {
		pthread_t t;
		if (pthread_create(&t, NULL, thread_main, NULL) ||
		    pthread_join(t, NULL))
			return 1;
	}
	for (int i = 0; i < execs; i++) {
		pid_t pid = fork();
		if (pid == 0) {
			execl("/bin/true", "true", (char *)NULL);
			_exit(127);
		}
		wait_child(pid);
	}
	return 0;
}
