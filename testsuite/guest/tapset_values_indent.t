# The values of indent_depth and thread_indent_depth after indent() moved below 0 (indent.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  try { printf("indent set %d\n", indent(1) . indent(2) . indent(0) . indent(-1) . indent(-5) != "") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("indent_depth=%d %d %d %d\n", indent_depth(1), indent_depth(3), indent_depth(-2), indent_depth(-10)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("thread_indent_depth=%d %d %d %d\n", thread_indent_depth(1), thread_indent_depth(3), thread_indent_depth(-2), thread_indent_depth(-10)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
indent set 1
indent_depth=0 0 0 0
thread_indent_depth=0 3 3 1
