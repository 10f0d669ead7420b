# The guru functions are refused without -g, each call with stap's message.
=== STATUS 1
=== PROG
probe begin { raise(9) }
probe end { panic("x"); udelay(1); mdelay(1); dump_stack() }
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

Pass 2: analysis failed.  [man error::pass2]
