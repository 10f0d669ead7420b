# The values and errors of randint (random.stp), as stap 5.6 printed them
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  n = 1; try { x = randint(n); printf("randint(%d) ok=%d\n", n, x >= 0 && (n <= 0 || x < n)) } catch (er_) { printf("ERR[%s]\n", er_) }
  n = 0; try { x = randint(n); printf("randint(%d) ok=%d\n", n, x >= 0 && (n <= 0 || x < n)) } catch (er_) { printf("ERR[%s]\n", er_) }
  n = -1; try { x = randint(n); printf("randint(%d) ok=%d\n", n, x >= 0 && (n <= 0 || x < n)) } catch (er_) { printf("ERR[%s]\n", er_) }
  n = 2; try { x = randint(n); printf("randint(%d) ok=%d\n", n, x >= 0 && (n <= 0 || x < n)) } catch (er_) { printf("ERR[%s]\n", er_) }
  n = 9223372036854775807; try { x = randint(n); printf("randint(%d) ok=%d\n", n, x >= 0 && (n <= 0 || x < n)) } catch (er_) { printf("ERR[%s]\n", er_) }
  n = 2147483648; try { x = randint(n); printf("randint(%d) ok=%d\n", n, x >= 0 && (n <= 0 || x < n)) } catch (er_) { printf("ERR[%s]\n", er_) }
  n = 4294967296; try { x = randint(n); printf("randint(%d) ok=%d\n", n, x >= 0 && (n <= 0 || x < n)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("randint(-5)=%d\n", randint(-5)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("randint(0)=%d randint(1048576) ok=%d\n", randint(0), randint(1048576) < 1048576) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("randint(1048577)=%d\n", randint(1048577)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
randint(1) ok=1
randint(0) ok=1
ERR[range too wide]
randint(2) ok=1
ERR[range too wide]
ERR[range too wide]
ERR[range too wide]
ERR[range too wide]
randint(0)=0 randint(1048576) ok=1
ERR[range too wide]
