# speculation, speculate, commit and discard (speculative.stp), as stap 5.6 printed them
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  try { printf("spec=%d\n", speculation()); id = speculation(); speculate(id, "kept\n"); commit(id); id2 = speculation(); speculate(id2, "dropped\n"); discard(id2); commit(id2); commit(99); discard(-1); printf("spec done\n") } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
spec=1
kept
spec done
