# a decoded form is a string and its argument a number: whence_str read
# as a number is stap's type mismatch
=== STATUS 1
=== PROG
# a decoded form is a string and its argument a number: whence_str read
# as a number is stap's type mismatch
probe syscall.lseek { printf("%d %d\n", whence, whence_str) }
=== EXPECT
semantic error: type mismatch (long): identifier 'whence_str' at syscall_names_types.stp:3:49
        source: probe syscall.lseek { printf("%d %d\n", whence, whence_str) }
                                                                ^

Pass 2: analysis failed.  [man error::pass2]
