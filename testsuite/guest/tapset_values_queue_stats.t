# The values and errors of the qsq_* functions on a queue without requests done (queue_stats.stp), as stap 5.6 printed them
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  try { qsq_start("q"); printf("qs svc=%d\n", qsq_service_time("q", 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("qs wait=%d\n", qsq_wait_time("q", 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { qs_done("q"); qs_run("q"); printf("qs unknown blocked=%d\n", qsq_blocked("none", 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("qs unknown util=%d len=%d\n", qsq_utilization("none2", 100), qsq_wait_queue_length("none3", 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("qs unknown svc=%d\n", qsq_service_time("none", 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
ERR[division by 0]
ERR[division by 0]
qs unknown blocked=0
qs unknown util=0 len=0
ERR[division by 0]
