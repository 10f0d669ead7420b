# The values and errors of the qsq_* functions on a queue without requests done (queue_stats.stp), as stap 5.6 printed them
# (/work/shared/tools/stap-reference): ordinary and edge inputs. A request waiting
# since the start (qs_wait) keeps the queue's length above 0 and at most 1,
# and no throughput; one done makes some; qsq_print's line in stap's form
# (queue_stats.stp: "NAME: T.TTT ops/s, L.LLL qlen, N await, N svctm,
# N% wait, N% util", its numbers filtered) and, of a queue none was done
# in, the division by 0 of its service time.
=== PROG
probe begin {
  try { qsq_start("q"); printf("qs svc=%d\n", qsq_service_time("q", 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("qs wait=%d\n", qsq_wait_time("q", 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { qs_done("q"); qs_run("q"); printf("qs unknown blocked=%d\n", qsq_blocked("none", 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("qs unknown util=%d len=%d\n", qsq_utilization("none2", 100), qsq_wait_queue_length("none3", 100)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("qs unknown svc=%d\n", qsq_service_time("none", 1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  qsq_start("w"); qs_wait("w")
  qsq_start("p"); qs_wait("p"); qs_run("p"); qs_done("p")
}

probe timer.ms(200) {
  try { printf("qs_wait: waiting, queue length %d, blocked %d, throughput %d\n", qsq_wait_queue_length("w", 1000) > 0 && qsq_wait_queue_length("w", 1000) <= 1000,
        qsq_blocked("w", 100) > 0, qsq_throughput("w", 1000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("one done: throughput %d, unknown queue's %d\n", qsq_throughput("p", 1000000000) > 0, qsq_throughput("zz", 1000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { qsq_print("p") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { qsq_print("w") } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== FILTER
sed -E '/^p: /s/[0-9]+/N/g'
=== EXPECT
ERR[division by 0]
ERR[division by 0]
qs unknown blocked=0
qs unknown util=0 len=0
ERR[division by 0]
qs_wait: waiting, queue length 1, blocked 1, throughput 0
one done: throughput 1, unknown queue's 0
p: N.N ops/s, N.N qlen, N await, N svctm, N% wait, N% util
ERR[division by 0]
