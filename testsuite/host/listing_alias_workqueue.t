# tapc -L 'workqueue.*': every alias of the family with the variables of its probe::workqueue.*(3stap) pages, typed, then the target variables of the point under it (6.1)
=== ARGS -L workqueue.*
=== PROG
# (the point is the command line's)
=== EXPECT
workqueue.create wq_thread:long cpu:long $return:struct worker* $pool:struct worker_pool*
workqueue.destroy wq_thread:long $wq:struct workqueue_struct*
workqueue.execute wq_thread:long work:long work_func:long $work:struct work_struct*
workqueue.insert wq_thread:long work:long work_func:long $req_cpu:int $pwq:struct pool_workqueue* $work:struct work_struct*
