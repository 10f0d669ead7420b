# Two read probes of one procfs file, and two write probes, are each
# merged into one handler on their point, as stap 5.6 merges them (whose
# check of one read probe a file comes after that): stap's -p2.
=== PROG
probe procfs("a").read { $value = "1" }
probe procfs("a").read { $value = "2" }
probe procfs("a").write { println($value) }
probe procfs("a").write { println(2) }
=== EXPECT
# probes
procfs("a").read /*  <- procfs("a").read */ 
  # locals
  __combined_probe_error__:string
  __error_0__:string
  __error_1__:string
procfs("a").write /*  <- procfs("a").write */ 
  # locals
  __combined_probe_error__:string
  __error_0__:string
  __error_1__:string
