# A kernel global named as a target variable in a kernel function
# ($jiffies, as stap's build tests do), where the kernel's DWARF is not
# installed (a host case without NEEDS never sees it): BTF types no
# global but the per-CPU ones, so the error says the global's type is
# the DWARF's and names the package; a name that is no symbol of the
# kernel's gets the alternatives alone.
=== STATUS 1
=== PROG
probe kernel.function("schedule_timeout") { println($jiffies) }
probe kernel.function("schedule_timeout") { println($no_such_global_zz) }
=== EXPECT_REGEX
semantic error: unable to find target variable '\$jiffies' in kernel.function\("schedule_timeout"\): '\$jiffies' is a kernel global, whose type only the kernel's DWARF debuginfo has \(package linux-image-.*-dbg, its /usr/lib/debug/boot/vmlinux-.*, is not installed\) \(alternatives: \$timeout\): identifier '\$jiffies' at kfunc_global_no_dwarf.stp:1:53
        source: probe kernel.function\("schedule_timeout"\) \{ println\(\$jiffies\) \}
 +\^

semantic error: unable to find target variable '\$no_such_global_zz' in kernel.function\("schedule_timeout"\) \(alternatives: \$timeout\): identifier '\$no_such_global_zz' at kfunc_global_no_dwarf.stp:2:53
        source: probe kernel.function\("schedule_timeout"\) \{ println\(\$no_such_global_zz\) \}
 +\^

Pass 2: analysis failed.  \[man error::pass2\]
