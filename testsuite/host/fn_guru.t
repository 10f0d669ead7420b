# The guru functions are refused without -g, each call with stap's message,
# also those the tapsets write in script (set_kernel_string).
=== STATUS 1
=== PROG
probe begin { raise(9) }
probe end { panic("x"); udelay(1); mdelay(1); dump_stack() }
probe end { set_kernel_string(0, "x"); set_user_int(0, 1); printk(1, "x") }
=== EXPECT
semantic error: function may not be used unless -g is specified: identifier 'raise' at fn_guru.stp:1:15
        source: probe begin { raise(9) }
                              ^

semantic error: function may not be used unless -g is specified: identifier 'panic' at fn_guru.stp:2:13
        source: probe end { panic("x"); udelay(1); mdelay(1); dump_stack() }
                            ^

semantic error: function may not be used unless -g is specified: identifier 'udelay' at fn_guru.stp:2:25
        source: probe end { panic("x"); udelay(1); mdelay(1); dump_stack() }
                                        ^

semantic error: function may not be used unless -g is specified: identifier 'mdelay' at fn_guru.stp:2:36
        source: probe end { panic("x"); udelay(1); mdelay(1); dump_stack() }
                                                   ^

semantic error: function may not be used unless -g is specified: identifier 'dump_stack' at fn_guru.stp:2:47
        source: probe end { panic("x"); udelay(1); mdelay(1); dump_stack() }
                                                              ^

semantic error: function may not be used unless -g is specified: identifier 'set_kernel_string' at fn_guru.stp:3:13
        source: probe end { set_kernel_string(0, "x"); set_user_int(0, 1); printk(1, "x") }
                            ^

semantic error: function may not be used unless -g is specified: identifier 'set_user_int' at fn_guru.stp:3:40
        source: probe end { set_kernel_string(0, "x"); set_user_int(0, 1); printk(1, "x") }
                                                       ^

semantic error: function may not be used unless -g is specified: identifier 'printk' at fn_guru.stp:3:60
        source: probe end { set_kernel_string(0, "x"); set_user_int(0, 1); printk(1, "x") }
                                                                           ^

Pass 2: analysis failed.  [man error::pass2]
