# tapc -l lists the tapset aliases by their names, as stap lists scheduler.*
=== ARGS -l scheduler.*
=== PROG
# tapc -l lists the tapset aliases by their names, as stap lists scheduler.*
=== EXPECT
scheduler.balance
scheduler.cpu_off
scheduler.cpu_on
scheduler.ctxswitch
scheduler.kthread_stop
scheduler.migrate
scheduler.process_exit
scheduler.process_fork
scheduler.process_free
scheduler.process_wait
scheduler.signal_send
scheduler.tick
scheduler.wait_task
scheduler.wakeup
scheduler.wakeup_new
