# The values of MAJOR, MINOR, MKDEV, usrdev2kerndev (dev.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  try { printf("dev(%d)=%d %d mk=%d u2k=%d\n", 0, MAJOR(0), MINOR(0), MKDEV(MAJOR(0), MINOR(0)), usrdev2kerndev(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("dev(%d)=%d %d mk=%d u2k=%d\n", 0x800001, MAJOR(0x800001), MINOR(0x800001), MKDEV(MAJOR(0x800001), MINOR(0x800001)), usrdev2kerndev(0x800001)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("dev(%d)=%d %d mk=%d u2k=%d\n", 0x1234567, MAJOR(0x1234567), MINOR(0x1234567), MKDEV(MAJOR(0x1234567), MINOR(0x1234567)), usrdev2kerndev(0x1234567)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("dev(%d)=%d %d mk=%d u2k=%d\n", (-1), MAJOR((-1)), MINOR((-1)), MKDEV(MAJOR((-1)), MINOR((-1))), usrdev2kerndev((-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  d = 0; try { printf("dev(%x)=%d %d %x\n", d, MAJOR(d), MINOR(d), MKDEV(MAJOR(d), MINOR(d))) } catch (er_) { printf("ERR[%s]\n", er_) }
  d = 1; try { printf("dev(%x)=%d %d %x\n", d, MAJOR(d), MINOR(d), MKDEV(MAJOR(d), MINOR(d))) } catch (er_) { printf("ERR[%s]\n", er_) }
  d = 0xfffff; try { printf("dev(%x)=%d %d %x\n", d, MAJOR(d), MINOR(d), MKDEV(MAJOR(d), MINOR(d))) } catch (er_) { printf("ERR[%s]\n", er_) }
  d = 0x100000; try { printf("dev(%x)=%d %d %x\n", d, MAJOR(d), MINOR(d), MKDEV(MAJOR(d), MINOR(d))) } catch (er_) { printf("ERR[%s]\n", er_) }
  d = 0x800001; try { printf("dev(%x)=%d %d %x\n", d, MAJOR(d), MINOR(d), MKDEV(MAJOR(d), MINOR(d))) } catch (er_) { printf("ERR[%s]\n", er_) }
  d = -1; try { printf("dev(%x)=%d %d %x\n", d, MAJOR(d), MINOR(d), MKDEV(MAJOR(d), MINOR(d))) } catch (er_) { printf("ERR[%s]\n", er_) }
  d = 0x7fffffff; try { printf("dev(%x)=%d %d %x\n", d, MAJOR(d), MINOR(d), MKDEV(MAJOR(d), MINOR(d))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("mkdev=%x %x %x %x\n", MKDEV(8, 1), MKDEV(4096, 0), MKDEV(-1, -1), MKDEV(0, 0x100000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
dev(0)=0 0 mk=0 u2k=0
dev(8388609)=8 1 mk=8388609 u2k=2049
dev(19088743)=18 214375 mk=19088743 u2k=877662823
dev(-1)=4294967295 1048575 mk=4503599627370495 u2k=4294967295
dev(0)=0 0 0
dev(1)=0 1 1
dev(fffff)=0 1048575 fffff
dev(100000)=1 0 100000
dev(800001)=8 1 800001
dev(ffffffffffffffff)=4294967295 1048575 fffffffffffff
dev(7fffffff)=2047 1048575 7fffffff
mkdev=800001 100000000 ffffffffffffffff 100000
