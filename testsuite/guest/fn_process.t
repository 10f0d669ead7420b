# The -c command's own view at its close(1000): its command line and
# environment, its executable's path and name (through its file, dentry,
# inode and mount), its memory in pages, its
# times, the target set, its ancestry, and its ids as the runner's
# namespaces (the initial ones) see them (task_ns_pid of any task is
# guru mode's, as in stap).
=== ARGS -g
=== CMD @PROGS@/close_loop 1
=== PROG
global done

probe kernel.trace("sys_enter") {
	if (pid() != target() || $id != 3 || done++)
		next
	t = task_current()
	printf("cmdline: arg 1 [%s], args 1.. [%s], str ends %d, arg 0 ends %d, arg 5 [%s]\n",
	       cmdline_arg(1), cmdline_args(1, -1, ","),
	       cmdline_str() =~ "/close_loop 1$", cmdline_arg(0) =~ "/close_loop$",
	       cmdline_arg(5))
	printf("env: PATH set %d, none [%s]\n", env_var("PATH") != "", env_var("TAPC_NO_SUCH"))
	exe = current_exe_file()
	printf("exe: %d, d_name %s, path ends %d\n", exe != 0,
	       d_name(@cast(exe, "file")->f_path->dentry),
	       fullpath_struct_file(t, exe) =~ "^/.*/close_loop$")
	inode = @cast(exe, "file")->f_inode
	dentry = @cast(exe, "file")->f_path->dentry
	mnt = @cast(exe, "file")->f_path->mnt
	printf("inode_name is its walk %d, inode_path ends %d, reverse_path_walk ends %d, relative %d\n",
	       inode_name(inode) == reverse_path_walk(dentry), inode_path(inode) =~ "/close_loop$",
	       reverse_path_walk(dentry) =~ "(^|/)close_loop$",
	       substr(reverse_path_walk(dentry), 0, 1) != "/")
	printf("real_mount %d, d_path %d, task_dentry_path %d\n",
	       &@cast(real_mount(mnt), "mount")->mnt == mnt,
	       d_path(&@cast(exe, "file")->f_path) == fullpath_struct_file(t, exe) . "/",
	       task_dentry_path(t, dentry, mnt) == fullpath_struct_file(t, exe))
	printf("cwd starts with / %d\n", substr(fullpath_struct_path(task_cwd_path(t)), 0, 1) == "/")
	try { unopen = sprint(task_fd_lookup(t, 1000)) } catch (msg) { unopen = msg }
	printf("fd 0 is open %d, fd 1000 is not: %s\n", task_fd_lookup(t, 0) != 0, unopen)
	size = proc_mem_size(); rss = proc_mem_rss()
	printf("mem: size > 0 %d, rss > 0 %d, rss <= size %d, shr <= rss %d, txt > 0 %d, data > 0 %d\n",
	       size > 0, rss > 0, rss <= size, proc_mem_shr() <= rss, proc_mem_txt() > 0,
	       proc_mem_data() > 0)
	printf("mem of pid: %d, of none %d, string %d\n", proc_mem_size(pid()) == size,
	       proc_mem_size(0x7ffffff0),
	       proc_mem_string() =~ "^size: +[0-9.]+[KMG]?, rss: +[0-9.]+[KMG]?, shr: +[0-9.]+[KMG]?, txt: +[0-9.]+[KMG]?, data: +[0-9.]+[KMG]?$")
	printf("times: %d %d %d\n", task_utime() >= 0 && task_stime() >= 0,
	       task_utime(tid()) == task_utime(), task_start_time(tid()) > 0)
	printf("time string %d\n", task_time_string() =~ "^usr: [0-9]+m[0-9]+\\.[0-9]{3}s, sys: [0-9]+m[0-9]+\\.[0-9]{3}s$")
	printf("target set: self %d, parent %d, init %d\n", target_set_pid(pid()),
	       target_set_pid(ppid()), target_set_pid(1))
	a = task_ancestry(t, 0); last = "=>close_loop"
	p = pstrace(t); first = sprintf(" close_loop(%d) ", pid())
	printf("ancestry ends %d, pstrace starts %d, with time %d\n",
	       substr(a, strlen(a) - strlen(last), strlen(last)) == last,
	       substr(p, 0, strlen(first)) == first,
	       task_ancestry(t, 1) =~ "^swapper/0\\(0m0\\.000000000s\\)=>.*=>close_loop\\([0-9]+m[0-9]+\\.[0-9]{9}s\\)$")
	printf("ns: %d %d %d %d %d %d\n", ns_pid() == pid(), ns_tid() == tid(),
	       ns_ppid() == ppid(), ns_uid() == uid(), ns_egid() == egid(),
	       task_ns_pid(t) == pid())
	printf("sid, pgrp %d %d\n", ns_sid() == sid(), ns_pgrp() == pgrp())
}
=== EXPECT
cmdline: arg 1 [1], args 1.. [1], str ends 1, arg 0 ends 1, arg 5 []
env: PATH set 1, none []
exe: 1, d_name close_loop, path ends 1
inode_name is its walk 1, inode_path ends 1, reverse_path_walk ends 1, relative 1
real_mount 1, d_path 1, task_dentry_path 1
cwd starts with / 1
fd 0 is open 1, fd 1000 is not: cannot find file in task
mem: size > 0 1, rss > 0 1, rss <= size 1, shr <= rss 1, txt > 0 1, data > 0 1
mem of pid: 1, of none 0, string 1
times: 1 1 1
time string 1
target set: self 1, parent 0, init 0
ancestry ends 1, pstrace starts 1, with time 1
ns: 1 1 1 1 1 1
sid, pgrp 1 1
