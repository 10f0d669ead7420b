# The command line of the current process (context.stp's cmdline_* of stap)
# at the test program's close(1000), its arguments 1, y and x: as stap's
# cmdline_args makes them, arguments m < n give "", a negative n takes all,
# each after a delim, a negative m up to the last.
# The program's path is shown as PROG. env_var finds a variable past the
# first MAXSTRINGLEN bytes of the environment (after a 600-byte one), its
# value all after the first "=".
=== CMD env TAPC_PAD=pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp TAPC_LATE=a=b @PROGS@/close_loop 1 y x
=== PROG
@define closer %( %( kernel_v >= "6.8" %? "file_close_fd" %: "close_fd" %) %)
global done

function show(s) {
  return str_replace(s, cmdline_arg(0), "PROG")
}

probe kprobe.function(@closer) {
  if (pid() != target() || int_arg(1) != 1000 || done++)
    next
  printf("arg 0 is execname's path %d\n", cmdline_arg(0) =~ "/close_loop$")
  printf("arg 1 [%s] arg 2 [%s] arg 3 [%s] arg 4 [%s] arg 99 [%s]\n", cmdline_arg(1),
         cmdline_arg(2), cmdline_arg(3), cmdline_arg(4), cmdline_arg(99))
  printf("arg -1 [%s]\n", show(cmdline_arg(-1)))
  printf("str [%s]\n", show(cmdline_str()))
  printf("args(1, -1, \",\") [%s]\n", cmdline_args(1, -1, ","))
  printf("args(2, 3, \"|\") [%s]\n", cmdline_args(2, 3, "|"))
  printf("args(1, 2, \"\") [%s]\n", cmdline_args(1, 2, ""))
  printf("args(3, 1, \",\") [%s]\n", cmdline_args(3, 1, ","))
  printf("args(-1, 1, \"+\") [%s]\n", show(cmdline_args(-1, 1, "+")))
  printf("args(-5, -5, \" \") [%s]\n", show(cmdline_args(-5, -5, " ")))
  printf("args(0, 0, \"+\") [%s]\n", show(cmdline_args(0, 0, "+")))
  printf("env late [%s] pad %d none [%s] empty [%s] prefix [%s]\n", env_var("TAPC_LATE"),
         strlen(env_var("TAPC_PAD")), env_var("TAPC_NONE"), env_var(""), env_var("TAPC_LAT"))
}
=== EXPECT
arg 0 is execname's path 1
arg 1 [1] arg 2 [y] arg 3 [x] arg 4 [] arg 99 []
arg -1 [PROG1yx]
str [PROG 1 y x]
args(1, -1, ",") [1,y,x]
args(2, 3, "|") [y|x]
args(1, 2, "") [1y]
args(3, 1, ",") []
args(-1, 1, "+") [+PROG+1]
args(-5, -5, " ") [ PROG 1 y x]
args(0, 0, "+") [PROG]
env late [a=b] pad 502 none [] empty [] prefix []
