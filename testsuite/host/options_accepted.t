# stap's options that cannot apply here are accepted, each with one line
# saying why, and the script still runs its passes.
=== ARGS -d ext4 --all-modules -b -P --prologue-searching=never --runtime=kernel -a x86_64 -p2
=== PROG
# stap's options that cannot apply here are accepted, each with one line
# saying why, and the script still runs its passes.
probe begin { println("hi") }
=== EXPECT
tapc: warning: -d ext4 has no effect: a kernel module's symbols come from the kernel's kallsyms
tapc: warning: --all-modules has no effect: every loaded module's symbols come from the kernel's kallsyms already
tapc: warning: -P has no effect: function probes read their parameters at the entry, without DWARF prologues
tapc: warning: --prologue-searching has no effect: function probes read their parameters at the entry, without DWARF prologues
tapc: warning: -b has no effect: output goes through one transport, not bulk per-CPU files
# probes
begin /*  <- begin */ 
