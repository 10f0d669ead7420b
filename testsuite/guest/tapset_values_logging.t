# The errors of assert and error (logging.stp), as stap 5.6 printed them
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  try { assert(1, "fine"); assert(0, "bad thing") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { assert(0) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { error("my error") } catch (er_) { printf("ERR[%s]\n", er_) }
  try { error("") } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
ERR[bad thing]
ERR[Assertion failed]
ERR[my error]
ERR[]
