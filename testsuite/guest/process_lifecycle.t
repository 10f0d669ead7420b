# process.begin/.end and .thread.begin/.end under -c count the target's
# own life and its children's and threads' exactly (each in its own
# context), and process("/bin/true") (found as /usr/bin/true) the
# children that exec it: 3 forks, 2 threads, 4 children that exec true;
# an exec ends the image before it, as stap (4 children end twice), but
# for the -c command's own, which only begins it
=== CMD @PROGS@/lifecycles 3 2 4
=== PROG
# process.begin/.end and .thread.begin/.end under -c count the target's
# own life and its children's and threads' exactly (each in its own
# context), and process("/bin/true") (found as /usr/bin/true) the
# children that exec it: 3 forks, 2 threads, 4 children that exec true;
# an exec ends the image before it, as stap (4 children end twice), but
# for the -c command's own, which only begins it
global target_began, target_ended, children, child_ends, threads, thread_ends
global trues, true_ends, true_names

probe process.begin {
	if (pid() == target())
		target_began++
	else if (ppid() == target())
		children[execname()]++
}

probe process.end {
	if (pid() == target())
		target_ended++
	else if (ppid() == target())
		child_ends++
}

probe process.thread.begin {
	if (pid() == target() && tid() != pid())
		threads++
}

probe process.thread.end {
	if (pid() == target() && tid() != pid())
		thread_ends++
}

probe process("/bin/true").begin {
	trues++
	true_names[pp()] = execname()
}

probe process("true").end {
	true_ends++
}

probe end {
	printf("target began %d, ended %d\n", target_began, target_ended)
	foreach (name in children)
		printf("children began running %s: %d\n", name, children[name])
	printf("children ended: %d\n", child_ends)
	printf("threads began %d, ended %d\n", threads, thread_ends)
	foreach (p in true_names)
		printf("%s: %d, as %s\n", p, trues, true_names[p])
	printf("true ended: %d\n", true_ends)
}
=== EXPECT
target began 1, ended 1
children began running lifecycles: 7
children began running true: 4
children ended: 11
threads began 2, ended 2
process("/usr/bin/true").begin: 4, as true
true ended: 4
