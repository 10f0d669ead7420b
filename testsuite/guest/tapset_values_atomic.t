# atomic_read and atomic_long_read of an address that cannot be read (atomic.stp), as stap 5.6 printed them
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  try { printf("ar=%d\n", atomic_read(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("alr=%d\n", atomic_long_read(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
ERR[read fault [man error::fault] at 0x0]
ERR[read fault [man error::fault] at 0x0]
