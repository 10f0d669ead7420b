# The values of rlimit_from_str (rlimit.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  try { printf("rlim(%s)=%d\n", "NOFILE", rlimit_from_str("NOFILE")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("rlim(%s)=%d\n", "CPU", rlimit_from_str("CPU")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("rlim(%s)=%d\n", "AS", rlimit_from_str("AS")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("rlim(%s)=%d\n", "bogus", rlimit_from_str("bogus")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("rlim(%s)=%d\n", "RLIMIT_NOFILE", rlimit_from_str("RLIMIT_NOFILE")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("rlim(%s)=%d\n", "nofile", rlimit_from_str("nofile")) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
rlim(NOFILE)=-1
rlim(CPU)=-1
rlim(AS)=-1
rlim(bogus)=-1
rlim(RLIMIT_NOFILE)=7
rlim(nofile)=-1
