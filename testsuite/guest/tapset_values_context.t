# The values of pn, pp, ppfunc, pnlabel, probe_type, is_return, user_mode, registers_valid, HZ, mem_page_size, target, remote_id, remote_uri, stack_size, target_set_pid at begin (context.stp and others), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs. stack_used and stack_unused
# (the stack pointer's place in its THREAD_SIZE block, as stap's) add up to
# stack_size; cpu, uid, euid, gid, egid, pid, tid, ppid, pgrp, sid: the
# current task's as task.stp reads it; is_myproc of the runner's own
# process 1; module_name and module_size in stap's forms
# (a module's name, "NNdata/NNtext/NNctx/NNnet/NNalloc kb").
=== PROG
probe begin {
  try { printf("pn=[%s] pp=[%s] ppfunc=[%s] pnlabel=[%s] probe_type=[%s]\n", pn(), pp(), ppfunc(), pnlabel(), probe_type()) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("is_return=%d user_mode=%d registers_valid=%d\n", is_return(), user_mode(), registers_valid()) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("HZ=%d page=%d target=%d remote=%d [%s] stack_size=%d\n", HZ(), mem_page_size(), target(), remote_id(), remote_uri(), stack_size()) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("target_set_pid=%d\n", target_set_pid(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { u = stack_used(); n = stack_unused(); printf("stack: used+unused %d, used %d, unused %d\n", u + n - stack_size() < 512 && stack_size() - u - n < 512,
        u > 0 && u <= stack_size(), n >= 0 && n < stack_size()) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("cpu %d, ids %d %d %d %d, is_myproc %d\n", cpu() == task_cpu(task_current()), uid() == task_uid(task_current()),
        euid() == task_euid(task_current()), gid() == task_gid(task_current()), egid() == task_egid(task_current()), is_myproc()) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("pid %d, tid %d, ppid %d, pgrp %d, sid %d\n", pid() == task_pid(task_current()), tid() == task_tid(task_current()),
        ppid() == task_pid(task_parent(task_current())), pgrp() > 0, sid() > 0) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("module_name %d, module_size %d\n", module_name() =~ "^[A-Za-z_][A-Za-z0-9_]*$", module_size() =~ "^[0-9]+data/[0-9]+text/[0-9]+ctx/[0-9]+net/[0-9]+alloc kb$") } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
pn=[begin] pp=[begin] ppfunc=[] pnlabel=[] probe_type=[begin_end]
is_return=0 user_mode=0 registers_valid=0
HZ=250 page=4096 target=0 remote=-1 [] stack_size=16384
target_set_pid=0
stack: used+unused 1, used 1, unused 1
cpu 1, ids 1 1 1 1, is_myproc 1
pid 1, tid 1, ppid 1, pgrp 1, sid 1
module_name 1, module_size 1
