# proc_mem_size, _rss, _shr, _txt, _data and proc_mem_string (proc_mem.stp of
# stap) of a sleeping process, with and without its pid, against what the
# kernel's /proc/PID/statm says of it once it sleeps in that call (read
# when /proc/PID/syscall names it; then it is killed): its size, resident,
# shared less shmem (none here), text and data pages; the resident and
# shared pages, where the kernel counts them per CPU (6.2 on), read as
# stap 5.6 reads them: the counters' folded part, at most what /proc's
# exact sum says; of a pid that does
# not exist, of a kernel thread (no mm) and of -1: 0, and proc_mem_string
# each as pages_to_string, as stap 5.6's proc_mem.stp; the proc_mem_*_pid
# names of the pid forms (stap 5.6 has both) the same values. The same process's pid, ppid, pgrp,
# sid, tid, execname and task_start_time (context.stp, task_time.stp)
# against /proc/PID/stat (its start in USER_HZ ticks since boot).
=== CMD /bin/sh -c 'sleep 2 & p=$!; until read -r n _ < /proc/$p/syscall && { [ "$n" = 230 ] || [ "$n" = 35 ]; }; do :; done; echo "stat $(cat /proc/$p/stat)"; echo "statm $(cat /proc/$p/statm)"; kill $p; wait; :'
=== TIMEOUT 60
=== PROG
probe syscall.clock_nanosleep, syscall.nanosleep {
	if (execname() != "sleep" || !isinstr(argstr, "[2.000000000]"))
		next
	p = pid()
	printf("pm %d %d %d %d %d\n", proc_mem_size(), proc_mem_rss(), proc_mem_shr(), proc_mem_txt(), proc_mem_data())
	printf("pm_pid %d\n", proc_mem_size(p) == proc_mem_size() && proc_mem_rss(p) == proc_mem_rss()
	       && proc_mem_shr(p) == proc_mem_shr() && proc_mem_txt(p) == proc_mem_txt() && proc_mem_data(p) == proc_mem_data())
	printf("pm_string %d %d\n", proc_mem_string() == proc_mem_string(p),
	       proc_mem_string() == sprintf("size: %s, rss: %s, shr: %s, txt: %s, data: %s",
		pages_to_string(proc_mem_size()), pages_to_string(proc_mem_rss()), pages_to_string(proc_mem_shr()),
		pages_to_string(proc_mem_txt()), pages_to_string(proc_mem_data())))
	printf("pmp %d %d %d %d %d\n", proc_mem_size_pid(p), proc_mem_rss_pid(p), proc_mem_shr_pid(p), proc_mem_txt_pid(p), proc_mem_data_pid(p))
	printf("pm_pid_names [%s] %d %d\n", proc_mem_string_pid(99999999), proc_mem_size_pid(2), proc_mem_rss_pid(-1))
	printf("pm_none %d %d %d %d %d [%s]\n", proc_mem_size(99999999), proc_mem_rss(99999999), proc_mem_shr(99999999), proc_mem_txt(99999999), proc_mem_data(99999999), proc_mem_string(99999999))
	printf("pm_kthread %d %d %d %d %d [%s]\n", proc_mem_size(2), proc_mem_rss(2), proc_mem_shr(2), proc_mem_txt(2), proc_mem_data(2), proc_mem_string(2))
	printf("pm_neg %d [%s]\n", proc_mem_size(-1), proc_mem_string(-1))
	printf("ids %d %s %d %d %d %d\n", p, execname(), ppid(), pgrp(), sid(), task_start_time(p) / 10000000)
	printf("tid %d %d\n", tid() == p, task_start_time(99999999))
}
=== FILTER
awk '
$1 == "pm" { pm = $2 " " $5 " " $6; rss = $3; shr = $4; all = $0; next }
$1 == "pmp" { pmp = $0; next }
$1 == "statm" { statm = $2 " " $5 " " $7; resident = $3; shared = $4; next }
$1 == "ids" { ids = $2 " (" $3 ") " $4 " " $5 " " $6 " " $7; next }
$1 == "stat" { st = $2 " " $3 " " $5 " " $6 " " $7 " " $23; next }
{ print }
END { print "statm agrees: " (pm == statm && pm != "")
	print "rss and shr within statm: " (shr <= shared && rss <= resident && shr <= rss && shr > 0)
	print "stat agrees: " (ids == st && ids != "")
	print "the _pid names agree: " (substr(pmp, 4) == substr(all, 3) && pmp != "") }'
=== EXPECT
pm_pid 1
pm_string 1 1
pm_pid_names [size:     0, rss:     0, shr:     0, txt:     0, data:     0] 0 0
pm_none 0 0 0 0 0 [size:     0, rss:     0, shr:     0, txt:     0, data:     0]
pm_kthread 0 0 0 0 0 [size:     0, rss:     0, shr:     0, txt:     0, data:     0]
pm_neg 0 [size:     0, rss:     0, shr:     0, txt:     0, data:     0]
tid 1 0
statm agrees: 1
rss and shr within statm: 1
stat agrees: 1
the _pid names agree: 1
