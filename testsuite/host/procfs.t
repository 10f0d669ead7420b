# procfs files: $value is what a read returns and what a write brought.
=== ARGS -p2
=== PROG
# procfs files: $value is what a read returns and what a write brought.
global stored = "none"
probe procfs("state").read { $value = stored . "\n" }
probe procfs("state").write { stored = $value }
probe procfs.umask(0077).read.maxsize(64) { $value = "command\n" }
=== EXPECT
# globals
stored:string
# probes
procfs("state").read /*  <- procfs("state").read */ 
procfs("state").write /*  <- procfs("state").write */ 
procfs.umask(63).read.maxsize(64) /*  <- procfs.umask(63).read.maxsize(64) */ 
