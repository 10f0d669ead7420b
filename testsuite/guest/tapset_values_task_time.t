# The values of msecs/usecs/nsecs_to_string and the cputime conversions (task_time.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs. task_utime and
# task_stime of the current thread, with and without its tid, the task's
# own counters (nanoseconds on these kernels, which stap's cputime_to_string
# takes for jiffies, as tapc does); of a tid no task has (0, -1, huge) 0,
# and task_time_string_tid of it zero times. task_utime_tid and
# task_stime_tid (stap 5.6's other names of the tid forms) the same values.
=== PROG
probe begin {
  try { printf("ms2s(%d)=[%s] us=[%s] ns=[%s]\n", 0, msecs_to_string(0), usecs_to_string(0), nsecs_to_string(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ms2s(%d)=[%s] us=[%s] ns=[%s]\n", 1, msecs_to_string(1), usecs_to_string(1), nsecs_to_string(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ms2s(%d)=[%s] us=[%s] ns=[%s]\n", 999, msecs_to_string(999), usecs_to_string(999), nsecs_to_string(999)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ms2s(%d)=[%s] us=[%s] ns=[%s]\n", 1000, msecs_to_string(1000), usecs_to_string(1000), nsecs_to_string(1000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ms2s(%d)=[%s] us=[%s] ns=[%s]\n", 59999, msecs_to_string(59999), usecs_to_string(59999), nsecs_to_string(59999)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ms2s(%d)=[%s] us=[%s] ns=[%s]\n", 60000, msecs_to_string(60000), usecs_to_string(60000), nsecs_to_string(60000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ms2s(%d)=[%s] us=[%s] ns=[%s]\n", 3599999, msecs_to_string(3599999), usecs_to_string(3599999), nsecs_to_string(3599999)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ms2s(%d)=[%s] us=[%s] ns=[%s]\n", 3600000, msecs_to_string(3600000), usecs_to_string(3600000), nsecs_to_string(3600000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ms2s(%d)=[%s] us=[%s] ns=[%s]\n", 86399999, msecs_to_string(86399999), usecs_to_string(86399999), nsecs_to_string(86399999)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ms2s(%d)=[%s] us=[%s] ns=[%s]\n", 86400000, msecs_to_string(86400000), usecs_to_string(86400000), nsecs_to_string(86400000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ms2s(%d)=[%s] us=[%s] ns=[%s]\n", 172800000, msecs_to_string(172800000), usecs_to_string(172800000), nsecs_to_string(172800000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ms2s(%d)=[%s] us=[%s] ns=[%s]\n", (-1), msecs_to_string((-1)), usecs_to_string((-1)), nsecs_to_string((-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ms2s(%d)=[%s] us=[%s] ns=[%s]\n", (-61000), msecs_to_string((-61000)), usecs_to_string((-61000)), nsecs_to_string((-61000))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("cputime(%d)=[%s] ms=%d us=%d\n", 0, cputime_to_string(0), cputime_to_msecs(0), cputime_to_usecs(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("cputime(%d)=[%s] ms=%d us=%d\n", 1, cputime_to_string(1), cputime_to_msecs(1), cputime_to_usecs(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("cputime(%d)=[%s] ms=%d us=%d\n", 100, cputime_to_string(100), cputime_to_msecs(100), cputime_to_usecs(100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("cputime(%d)=[%s] ms=%d us=%d\n", 250, cputime_to_string(250), cputime_to_msecs(250), cputime_to_usecs(250)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("cputime(%d)=[%s] ms=%d us=%d\n", 12345, cputime_to_string(12345), cputime_to_msecs(12345), cputime_to_usecs(12345)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("cputime(%d)=[%s] ms=%d us=%d\n", (-1), cputime_to_string((-1)), cputime_to_msecs((-1)), cputime_to_usecs((-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("utime %d %d, stime %d %d\n", task_utime() == task_utime(tid()), task_utime() >= 0, task_stime() == task_stime(tid()), task_stime() >= 0) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("tid names %d %d %d %d\n", task_utime_tid(tid()) == task_utime(tid()), task_stime_tid(tid()) == task_stime(tid()),
        task_utime_tid(99999999), task_stime_tid(-1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("time_string %d %d\n", task_time_string() == task_time_string_tid(tid()),
        task_time_string() == sprintf("usr: %s, sys: %s", cputime_to_string(task_utime()), cputime_to_string(task_stime()))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("no task: %d %d %d %d [%s] [%s] [%s]\n", task_utime(99999999), task_stime(-1), task_utime(0), task_stime(0),
        task_time_string_tid(99999999), task_time_string_tid(0), task_time_string_tid(-1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
ms2s(0)=[0m0.000s] us=[0m0.000000s] ns=[0m0.000000000s]
ms2s(1)=[0m0.001s] us=[0m0.000001s] ns=[0m0.000000001s]
ms2s(999)=[0m0.999s] us=[0m0.000999s] ns=[0m0.000000999s]
ms2s(1000)=[0m1.000s] us=[0m0.001000s] ns=[0m0.000001000s]
ms2s(59999)=[0m59.999s] us=[0m0.059999s] ns=[0m0.000059999s]
ms2s(60000)=[1m0.000s] us=[0m0.060000s] ns=[0m0.000060000s]
ms2s(3599999)=[59m59.999s] us=[0m3.599999s] ns=[0m0.003599999s]
ms2s(3600000)=[60m0.000s] us=[0m3.600000s] ns=[0m0.003600000s]
ms2s(86399999)=[1439m59.999s] us=[1m26.399999s] ns=[0m0.086399999s]
ms2s(86400000)=[1440m0.000s] us=[1m26.400000s] ns=[0m0.086400000s]
ms2s(172800000)=[2880m0.000s] us=[2m52.800000s] ns=[0m0.172800000s]
ms2s(-1)=[0m0.-001s] us=[0m0.-000001s] ns=[0m0.-000000001s]
ms2s(-61000)=[-1m-1.000s] us=[0m0.-061000s] ns=[0m0.-000061000s]
cputime(0)=[0m0.000s] ms=0 us=0
cputime(1)=[0m0.004s] ms=4 us=4000
cputime(100)=[0m0.400s] ms=400 us=400000
cputime(250)=[0m1.000s] ms=1000 us=1000000
cputime(12345)=[0m49.380s] ms=49380 us=49380000
cputime(-1)=[71582m47.292s] ms=4294967292 us=4294963296
utime 1 1, stime 1 1
tid names 1 1 0 0
time_string 1 1
no task: 0 0 0 0 [usr: 0m0.000s, sys: 0m0.000s] [usr: 0m0.000s, sys: 0m0.000s] [usr: 0m0.000s, sys: 0m0.000s]
