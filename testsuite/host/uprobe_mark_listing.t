# tapc -L of Debian's python3's SDT markers, from its .note.stapsdt: each
# with its arguments, as stap lists them
=== ARGS -L process("/usr/bin/python3").mark("*")
=== PROG
# tapc -L of Debian's python3's SDT markers
=== EXPECT
process("/usr/bin/python3.11").mark("audit") $arg1:long $arg2:long
process("/usr/bin/python3.11").mark("function__entry") $arg1:long $arg2:long $arg3:long
process("/usr/bin/python3.11").mark("function__return") $arg1:long $arg2:long $arg3:long
process("/usr/bin/python3.11").mark("gc__done") $arg1:long
process("/usr/bin/python3.11").mark("gc__start") $arg1:long
process("/usr/bin/python3.11").mark("import__find__load__done") $arg1:long $arg2:long
process("/usr/bin/python3.11").mark("import__find__load__start") $arg1:long
process("/usr/bin/python3.11").mark("line") $arg1:long $arg2:long $arg3:long
