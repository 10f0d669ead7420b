# The values of signal_str, sigset_mask_str, sa_flags_str, sa_handler_str (signal.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs. get_sa_flags and
# get_sa_handler of 0: the fault at the field's offset in k_sigaction;
# is_sig_blocked: SIGKILL never blocked, of task 0 the fault at its
# blocked set (offsets from the kernel's BTF).
=== PROG
probe begin {
  for (s = -1; s <= 66; s++) try { printf("sig(%d)=[%s]\n", s, signal_str(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sig(big)=[%s]\n", signal_str(9223372036854775807)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sigmask(%d)=[%s]\n", 0, sigset_mask_str(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sigmask(%d)=[%s]\n", 1, sigset_mask_str(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sigmask(%d)=[%s]\n", 2, sigset_mask_str(2)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sigmask(%d)=[%s]\n", 256, sigset_mask_str(256)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sigmask(%d)=[%s]\n", 0x7fffffff, sigset_mask_str(0x7fffffff)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sigmask(%d)=[%s]\n", (-1), sigset_mask_str((-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("saflags(%d)=[%s]\n", 0, sa_flags_str(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("saflags(%d)=[%s]\n", 1, sa_flags_str(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("saflags(%d)=[%s]\n", 4, sa_flags_str(4)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("saflags(%d)=[%s]\n", 0x04000000, sa_flags_str(0x04000000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("saflags(%d)=[%s]\n", 0x10000000, sa_flags_str(0x10000000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("saflags(%d)=[%s]\n", 0x40000000, sa_flags_str(0x40000000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("saflags(%d)=[%s]\n", 0x80000000, sa_flags_str(0x80000000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("saflags(%d)=[%s]\n", 0x08000000, sa_flags_str(0x08000000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("saflags(%d)=[%s]\n", 0x0fffffff, sa_flags_str(0x0fffffff)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("saflags(%d)=[%s]\n", (-1), sa_flags_str((-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sahandler(%d)=[%s]\n", 0, sa_handler_str(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sahandler(%d)=[%s]\n", 1, sa_handler_str(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sahandler(%d)=[%s]\n", 2, sa_handler_str(2)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sahandler(%d)=[%s]\n", 3, sa_handler_str(3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("sahandler(%d)=[%s]\n", 0xffff, sa_handler_str(0xffff)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("%d\n", get_sa_flags(0)) } catch (er_) { printf("get_sa_flags(0) %d\n", er_ == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "k_sigaction")->sa->sa_flags)) }
  try { printf("%d\n", get_sa_handler(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("is_sig_blocked(current, 9)=%d (0)=%d\n", is_sig_blocked(task_current(), 9), is_sig_blocked(task_current(), 0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("%d\n", is_sig_blocked(0, 9)) } catch (er_) { printf("is_sig_blocked(0, 9) %d\n", er_ == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "task_struct")->blocked)) }
  exit()
}
=== EXPECT
sig(-1)=[]
sig(0)=[]
sig(1)=[HUP]
sig(2)=[INT]
sig(3)=[QUIT]
sig(4)=[ILL]
sig(5)=[TRAP]
sig(6)=[ABRT]
sig(7)=[BUS]
sig(8)=[FPE]
sig(9)=[KILL]
sig(10)=[USR1]
sig(11)=[SEGV]
sig(12)=[USR2]
sig(13)=[PIPE]
sig(14)=[ALRM]
sig(15)=[TERM]
sig(16)=[STKFLT]
sig(17)=[CHLD]
sig(18)=[CONT]
sig(19)=[STOP]
sig(20)=[TSTP]
sig(21)=[TTIN]
sig(22)=[TTOU]
sig(23)=[URG]
sig(24)=[XCPU]
sig(25)=[XFSZ]
sig(26)=[VTALRM]
sig(27)=[PROF]
sig(28)=[WINCH]
sig(29)=[IO/POLL]
sig(30)=[PWR]
sig(31)=[SYS]
sig(32)=[RTMIN]
sig(33)=[RTMIN+1]
sig(34)=[RTMIN+2]
sig(35)=[RTMIN+3]
sig(36)=[RTMIN+4]
sig(37)=[RTMIN+5]
sig(38)=[RTMIN+6]
sig(39)=[RTMIN+7]
sig(40)=[RTMIN+8]
sig(41)=[RTMIN+9]
sig(42)=[RTMIN+10]
sig(43)=[RTMIN+11]
sig(44)=[RTMIN+12]
sig(45)=[RTMIN+13]
sig(46)=[RTMIN+14]
sig(47)=[RTMIN+15]
sig(48)=[RTMIN+16]
sig(49)=[RTMIN+17]
sig(50)=[RTMIN+18]
sig(51)=[RTMIN+19]
sig(52)=[RTMIN+20]
sig(53)=[RTMIN+21]
sig(54)=[RTMIN+22]
sig(55)=[RTMIN+23]
sig(56)=[RTMIN+24]
sig(57)=[RTMIN+25]
sig(58)=[RTMIN+26]
sig(59)=[RTMIN+27]
sig(60)=[RTMIN+28]
sig(61)=[RTMIN+29]
sig(62)=[RTMIN+30]
sig(63)=[RTMIN+31]
sig(64)=[RTMIN+32]
sig(65)=[]
sig(66)=[]
sig(big)=[]
sigmask(0)=[]
sigmask(1)=[1]
sigmask(2)=[2]
sigmask(256)=[9]
sigmask(2147483647)=[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31]
sigmask(-1)=[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63]
saflags(0)=[]
saflags(1)=[NOCLDSTOP]
saflags(4)=[SIGINFO]
saflags(67108864)=[RESTORER]
saflags(268435456)=[RESTART]
saflags(1073741824)=[NODEFER]
saflags(2147483648)=[RESETHAND]
saflags(134217728)=[ONSTACK]
saflags(268435455)=[NOCLDSTOP|NOCLDWAIT|SIGINFO|ONSTACK|RESTORER]
saflags(-1)=[NOCLDSTOP|NOCLDWAIT|SIGINFO|ONSTACK|RESTART|NODEFER|RESETHAND|RESTORER]
sahandler(0)=[default]
sahandler(1)=[ignored]
sahandler(2)=[0x2]
sahandler(3)=[0x3]
sahandler(65535)=[0xffff]
get_sa_flags(0) 1
ERR[read fault [man error::fault] at 0x0]
is_sig_blocked(current, 9)=0 (0)=0
is_sig_blocked(0, 9) 1
