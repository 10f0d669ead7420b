# The sequences of the ansi_* functions (ansi.stp), as stap 5.6 printed them
# (/work/shared/tools/stap-reference): ordinary and edge inputs, shown by cat -v;
# ansi_set_color2 and ansi_set_color3 (stap 5.6's other names) as ansi_set_color.
=== PROG
probe begin {
  printf("ansi:[")
  ansi_clear_screen(); ansi_cursor_hide(); ansi_cursor_move(3, 4); ansi_cursor_move(0, -1); ansi_cursor_restore(); ansi_cursor_save(); ansi_cursor_show(); ansi_new_line(); ansi_reset_color()
  ansi_set_color(31); ansi_set_color(31, 42); ansi_set_color(31, 42, 1); ansi_set_color(0, 0, 0); ansi_set_color(-1); ansi_set_color(31, -1, 5)
  ansi_set_color2(31, 42); ansi_set_color3(31, 42, 1)
  printf("]\n")
  exit()
}
=== FILTER
cat -v
=== EXPECT
ansi:[^[[1;1H^[[J^[[>5I^[[4;3H^[[-1;0H^[[u^[[s^[[>5h
^[[0;0m^[[31m^[[42;31m^[[42;31;1m^[[0;0m^[[-1m^[[-1;31;5m^[[42;31m^[[42;31;1m]
