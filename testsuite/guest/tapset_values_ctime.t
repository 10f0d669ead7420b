# The values of ctime, also at the ends of its range and past them (ctime.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  try { printf("ctime(%d)=[%s]\n", 0, ctime(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ctime(%d)=[%s]\n", 1, ctime(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ctime(%d)=[%s]\n", 86399, ctime(86399)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ctime(%d)=[%s]\n", 951782400, ctime(951782400)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ctime(%d)=[%s]\n", 1700000000, ctime(1700000000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ctime(%d)=[%s]\n", 2147483647, ctime(2147483647)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ctime(%d)=[%s]\n", 2147483648, ctime(2147483648)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ctime(%d)=[%s]\n", (-1), ctime((-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ctime(%d)=[%s]\n", (-86400), ctime((-86400))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ctime(%d)=[%s]\n", 253402300799, ctime(253402300799)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ctime(%d)=[%s]\n", 253402300800, ctime(253402300800)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ctime(%d)=[%s]\n", 9223372036854775807, ctime(9223372036854775807)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
ctime(0)=[Thu Jan  1 00:00:00 1970]
ctime(1)=[Thu Jan  1 00:00:01 1970]
ctime(86399)=[Thu Jan  1 23:59:59 1970]
ctime(951782400)=[Tue Feb 29 00:00:00 2000]
ctime(1700000000)=[Tue Nov 14 22:13:20 2023]
ctime(2147483647)=[Tue Jan 19 03:14:07 2038]
ERR[Time too far in the future to be converted]
ctime(-1)=[Wed Dec 31 23:59:59 1969]
ctime(-86400)=[Wed Dec 31 00:00:00 1969]
ERR[Time too far in the future to be converted]
ERR[Time too far in the future to be converted]
ERR[Time too far in the future to be converted]
