# The errors of assert and error (logging.stp), as stap 5.6 printed them
# (/work/shared/tools/stap-reference): ordinary and edge inputs. ftrace's
# messages in the ftrace ring buffer, each its own line after the
# function's name, as stap 5.6's (the same command read them there; the
# function, task and flags are each module's own); the run ends with the
# command.
=== CMD /bin/sh -c 'grep -a -o "tapc-audit.*" /sys/kernel/tracing/trace; echo "empty messages: $(grep -a -c ": $" /sys/kernel/tracing/trace)"'
=== PROG
probe begin {
  try { assert(1, "fine"); assert(0, "bad thing") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { assert(0) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { error("my error") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { error("") } catch (er_) { printf("ERR[%s]\n", er_) }
  ftrace("tapc-audit ftrace line")
  ftrace("tapc-audit second\twith tab")
  ftrace("")
}
=== EXPECT
ERR[bad thing]
ERR[Assertion failed]
ERR[my error]
ERR[]
tapc-audit ftrace line
tapc-audit second	with tab
empty messages: 1
