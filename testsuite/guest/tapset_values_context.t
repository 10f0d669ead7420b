# The values of pn, pp, ppfunc, pnlabel, probe_type, is_return, user_mode, registers_valid, HZ, mem_page_size, target, remote_id, remote_uri, stack_size, target_set_pid at begin (context.stp and others), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  try { printf("pn=[%s] pp=[%s] ppfunc=[%s] pnlabel=[%s] probe_type=[%s]\n", pn(), pp(), ppfunc(), pnlabel(), probe_type()) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("is_return=%d user_mode=%d registers_valid=%d\n", is_return(), user_mode(), registers_valid()) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("HZ=%d page=%d target=%d remote=%d [%s] stack_size=%d\n", HZ(), mem_page_size(), target(), remote_id(), remote_uri(), stack_size()) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("target_set_pid=%d\n", target_set_pid(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
pn=[begin] pp=[begin] ppfunc=[] pnlabel=[] probe_type=[begin_end]
is_return=0 user_mode=0 registers_valid=0
HZ=250 page=4096 target=0 remote=-1 [] stack_size=16384
target_set_pid=0
