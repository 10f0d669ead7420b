# The task_* functions of a task that cannot be read (0) (task.stp, dentry.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs. task_pid, task_tid, task_cpu,
# task_state, task_execname, task_nice, task_prio, task_open_file_handles
# and task_max_file_handles of 0: stap's fault at the field's offset (tgid,
# pid, thread_info.cpu, __state, comm, static_prio, prio, files: from the
# kernel's BTF);
# the current task is running (state 0); pexecname its parent's name;
# pid2execname of its pid its name, of 0, -1 and a pid no task has "".
=== ARGS -g
=== PROG
probe begin {
  try { printf("0 uid=%d\n", task_uid(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 euid=%d\n", task_euid(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 gid=%d\n", task_gid(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 egid=%d\n", task_egid(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 ns_pid=%d\n", task_ns_pid(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 ns_tid=%d\n", task_ns_tid(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 ns_uid=%d\n", task_ns_uid(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 ns_euid=%d\n", task_ns_euid(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 ns_gid=%d\n", task_ns_gid(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 ns_egid=%d\n", task_ns_egid(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 nice=%d\n", task_nice(0)) } catch (er_) { printf("task_nice(0) %d\n", er_ == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "task_struct")->static_prio)) }
  try { printf("0 prio=%d\n", task_prio(0)) } catch (er_) { printf("task_prio(0) %d\n", er_ == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "task_struct")->prio)) }
  try { printf("0 ofh=%d\n", task_open_file_handles(0)) } catch (er_) { printf("task_open_file_handles(0) %d\n", er_ == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "task_struct")->files)) }
  try { printf("0 mfh=%d\n", task_max_file_handles(0)) } catch (er_) { printf("task_max_file_handles(0) %d\n", er_ == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "task_struct")->files)) }
  try { printf("0 fd=%d\n", task_fd_lookup(0, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 cwd=%d\n", task_cwd_path(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  t = task_current()
  try { printf("current: state %d, pexecname %d, pid2execname %d [%s] [%s] [%s]\n", task_state(t), pexecname() == task_execname(task_parent(t)),
        pid2execname(pid()) == execname(), pid2execname(0), pid2execname(-1), pid2execname(99999999)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("%d\n", task_pid(0)) } catch (er_) { printf("task_pid(0) %d\n", er_ == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "task_struct")->tgid)) }
  try { printf("%d\n", task_tid(0)) } catch (er_) { printf("task_tid(0) %d\n", er_ == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "task_struct")->pid)) }
  try { printf("%d\n", task_cpu(0)) } catch (er_) { printf("task_cpu(0) %d\n", er_ == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "task_struct")->thread_info->cpu)) }
  try { printf("%d\n", task_state(0)) } catch (er_) { printf("task_state(0) %d\n", er_ == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "task_struct")->__state)) }
  try { printf("%s\n", task_execname(0)) } catch (er_) { printf("task_execname(0) %d\n", er_ == sprintf("kernel string copy fault at 0x%x [man error::fault]", &@cast(0, "task_struct")->comm)) }
  exit()
}
=== EXPECT
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
task_nice(0) 1
task_prio(0) 1
task_open_file_handles(0) 1
task_max_file_handles(0) 1
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
current: state 0, pexecname 1, pid2execname 1 [] [] []
task_pid(0) 1
task_tid(0) 1
task_cpu(0) 1
task_state(0) 1
task_execname(0) 1
