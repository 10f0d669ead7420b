# The values of indent_depth and thread_indent_depth after indent() moved below 0 (indent.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs. thread_indent's
# "%6d execname(tid):" and the depth's spaces (1, 2, -1, -2, 0: depths 0,
# 2, 2, 1, 0; the time 0 where the count was 0), as stap 5.6 printed them.
=== PROG
probe begin {
  try { printf("indent set %d\n", indent(1) . indent(2) . indent(0) . indent(-1) . indent(-5) != "") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("indent_depth=%d %d %d %d\n", indent_depth(1), indent_depth(3), indent_depth(-2), indent_depth(-10)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { n = sprintf(" %s(%d):", execname(), tid()); x = thread_indent(1); printf("thread_indent(1) %d\n", x == "     0" . n) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { x = thread_indent(2); printf("thread_indent(2) %d %d\n", substr(x, 0, 6) =~ "^ *[0-9]+$", substr(x, 6, 1000) == n . "  ") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { x = thread_indent(-1); printf("thread_indent(-1) %d %d\n", substr(x, 0, 6) =~ "^ *[0-9]+$", substr(x, 6, 1000) == n . "  ") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { x = thread_indent(-2); printf("thread_indent(-2) %d %d\n", substr(x, 0, 6) =~ "^ *[0-9]+$", substr(x, 6, 1000) == n . " ") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { x = thread_indent(0); printf("thread_indent(0) %d\n", x == "     0" . n) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("thread_indent_depth=%d %d %d %d\n", thread_indent_depth(1), thread_indent_depth(3), thread_indent_depth(-2), thread_indent_depth(-10)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
indent set 1
indent_depth=0 0 0 0
thread_indent(1) 1
thread_indent(2) 1 1
thread_indent(-1) 1 1
thread_indent(-2) 1 1
thread_indent(0) 1
thread_indent_depth=0 3 3 1
