# The values of tz_name, tz_gmtoff, tz_ctime (tzinfo.stp) in the guest, each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  try { printf("tz=[%s] %d [%s] [%s] [%s]\n", tz_name(), tz_gmtoff(), tz_ctime(0), tz_ctime(-1), tz_ctime(2147483648)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
ERR[Time too far in the future to be converted]
