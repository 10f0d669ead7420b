# The guru writes (stap's conversions-guru.stp and uconversions-guru.stp)
# where nothing can be written: each set_kernel_* and set_user_* of a
# char, short, int, long and pointer says its kind and the address as the
# kernel's %p prints it (sixteen digits for 0 and -1), set_user_string
# and set_user_string_n the address in hex; set_user_string_arg is no
# error but stap's warning "unable to write VAL to 0xADDR", and writes
# nothing where the string is VAL already. raise (guru-signal.stp) of an
# invalid signal (99, -1) is stap's error "raise/send_sig error -22"; of
# SIGWINCH (28, ignored by the runner) no error. (raise(0), as stap's, has
# the kernel queue signal 64, which ends the runner: not tried here.)
=== ARGS -g
=== PROG
probe begin {
  try { set_kernel_char(0, 1) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_kernel_short(0, 1) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_kernel_int(0, 1) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_kernel_long(0, 1) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_kernel_pointer(-1, 1) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_kernel_string(0, "x") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_kernel_string_n(0, 1, "x") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_kernel_string_n(-1, -1, "x") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_user_char(0, 1) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_user_short(0, 1) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_user_int(0, 1) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_user_long(0, 1) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_user_pointer(-1, 1) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_user_string(0, "x") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_user_string_n(16, 1, "x") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_user_string_arg(0, "x"); printf("set_user_string_arg(0, x) no error\n") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { set_user_string_arg(0, ""); printf("set_user_string_arg(0, \"\") no error\n") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { raise(99) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { raise(-1) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { raise(28); printf("raise(28) no error\n") } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
ERR[kernel char copy fault at 0x0000000000000000 [man error::fault]]
ERR[kernel short copy fault at 0x0000000000000000 [man error::fault]]
ERR[kernel int copy fault at 0x0000000000000000 [man error::fault]]
ERR[kernel long copy fault at 0x0000000000000000 [man error::fault]]
ERR[kernel pointer copy fault at 0xffffffffffffffff [man error::fault]]
ERR[kernel string copy fault at 0x0000000000000000 [man error::fault]]
ERR[kernel string copy fault at 0x0000000000000000 [man error::fault]]
ERR[kernel string copy fault at 0xffffffffffffffff [man error::fault]]
ERR[user char copy fault at 0x0000000000000000 [man error::fault]]
ERR[user short copy fault at 0x0000000000000000 [man error::fault]]
ERR[user int copy fault at 0x0000000000000000 [man error::fault]]
ERR[user long copy fault at 0x0000000000000000 [man error::fault]]
ERR[user pointer copy fault at 0xffffffffffffffff [man error::fault]]
ERR[user string copy fault at 0x0 [man error::fault]]
ERR[user string copy fault at 0x10 [man error::fault]]
set_user_string_arg(0, x) no error
set_user_string_arg(0, "") no error
ERR[raise/send_sig error -22]
ERR[raise/send_sig error -22]
raise(28) no error
=== STDERR
WARNING: unable to write x to 0x0
