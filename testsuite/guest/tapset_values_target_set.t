# task_ancestry, pstrace and target_set_report (target_set.stp, task_ancestry.stp
# and pstrace.stp of stap), as stap 5.6 makes them: the ancestry by name from
# swapper/0 down, with start times as nsecs_to_string; pstrace's " name(pid)"
# entries up to init, without it; "PARENT begat PID" for the -c command, its
# parent being the runner. A task of 0 is a read fault (its offset varies
# with the kernel, filtered).
=== CMD @PROGS@/close_loop 1
=== PROG
probe begin {
  try { printf("anc(1)=[%s]\n", task_ancestry(pid2task(1), 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("anc(2)=[%s]\n", task_ancestry(pid2task(2), 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("anc(1, time) %d\n", task_ancestry(pid2task(1), 1) =~ "^swapper/0\\(0m0\\.000000000s\\)=>init\\([0-9]+m[0-9]+\\.[0-9]{9}s\\)$") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("anc(0)=[%s]\n", task_ancestry(0, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("anc(0, time)=[%s]\n", task_ancestry(0, 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("anc(self) %d\n", task_ancestry(task_current(), 0) =~ "^swapper/0=>init=>.*[^>]$") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("pstrace(1)=[%s]\n", pstrace(pid2task(1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("pstrace(2)=[%s]\n", pstrace(pid2task(2))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("pstrace(0)=[%s]\n", pstrace(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("pstrace(self) %d\n", pstrace(task_current()) == sprintf(" %s(%d)%s", execname(), pid(), pstrace(task_parent(task_current())))) } catch (er_) { printf("ERR[%s]\n", er_) }
  target_set_report()
  printf("target %d runner %d\n", target(), stp_pid())
  exit()
}
=== FILTER
sed -E 's/\] at 0x[0-9a-f]+\]$/] at OFFSET]/' | awk '/^target set:/ { print; getline; line = $0; next } /^target / { split(line, w, " "); print (w[1] == $4 && w[3] == $2 && w[2] == "begat") ? "runner begat target" : "wrong: " line; next } { print }'
=== EXPECT
anc(1)=[swapper/0=>init]
anc(2)=[swapper/0=>kthreadd]
anc(1, time) 1
ERR[read fault [man error::fault] at OFFSET]
ERR[read fault [man error::fault] at OFFSET]
anc(self) 1
pstrace(1)=[]
pstrace(2)=[ kthreadd(2)]
ERR[read fault [man error::fault] at OFFSET]
pstrace(self) 1
target set:
runner begat target
