# An autocast value that is an array (a member array's value is its
# address) is indexed in its elements, as stap's autocast does
# (`sun_path = @cast(...)->sun_path; (sun_path)[0]`); a member of it is
# stap's error for an array.
=== STATUS 1
=== PROG
probe begin { sun_path = @cast(0, "sockaddr_un", "kernel")->sun_path; println((sun_path)[0]) }
probe end { c = task_current()->comm; println(c->x) }
=== EXPECT
semantic error: invalid access '->x' for array type: operator '->' at autocast_array_value.stp:2:48
        source: probe end { c = task_current()->comm; println(c->x) }
                                                               ^

Pass 2: analysis failed.  [man error::pass2]
