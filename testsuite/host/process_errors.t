# process.* variables: stap's messages for a name that is not one, a
# variable of another kind of point, $arg7, a write, $return at a call
# and $argN at a return
=== STATUS 1
=== PROG
probe process.syscall { println($foo) }
probe process.begin { println($foo) }
probe process.syscall { println($arg7) }
probe process.syscall { $arg1 = 3 }
probe process.syscall { println($return) }
probe process.syscall.return { println($arg1) }
=== EXPECT
semantic error: invalid target symbol for utrace probe, $syscall, $return, $argN or $$parms expected: identifier '$foo' at process_errors.stp:1:33
        source: probe process.syscall { println($foo) }
                                                ^

semantic error: only "process(PATH_OR_PID).syscall" and "process(PATH_OR_PID).syscall.return" probes support target symbols: identifier '$foo' at process_errors.stp:2:31
        source: probe process.begin { println($foo) }
                                              ^

semantic error: invalid syscall argument number (1-6): identifier '$arg7' at process_errors.stp:3:33
        source: probe process.syscall { println($arg7) }
                                                ^

semantic error: utrace '$argN' variable is read-only: identifier '$arg1' at process_errors.stp:4:25
        source: probe process.syscall { $arg1 = 3 }
                                        ^

semantic error: only "process(PATH_OR_PID).syscall.return" support $return.: identifier '$return' at process_errors.stp:5:33
        source: probe process.syscall { println($return) }
                                                ^

semantic error: only "process(PATH_OR_PID).syscall" support $argN or $$parms.: identifier '$arg1' at process_errors.stp:6:40
        source: probe process.syscall.return { println($arg1) }
                                                       ^

Pass 2: analysis failed.  [man error::pass2]
