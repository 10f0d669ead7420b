# The task_* functions of a task that cannot be read (0) (task.stp, dentry.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
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
  try { printf("0 nice=%d\n", task_nice(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 prio=%d\n", task_prio(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 ofh=%d\n", task_open_file_handles(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 mfh=%d\n", task_max_file_handles(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 fd=%d\n", task_fd_lookup(0, 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("0 cwd=%d\n", task_cwd_path(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
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
ERR[read fault [man error::fault] at 0x70]
ERR[read fault [man error::fault] at 0x6c]
ERR[read fault [man error::fault] at 0xbe8]
ERR[read fault [man error::fault] at 0xbe8]
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
