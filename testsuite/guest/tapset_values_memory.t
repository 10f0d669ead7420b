# The values of bytes_to_string and pages_to_string, vm_fault_contains and its VM_FAULT_* kinds (memory.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs. addr_to_node of a task
# (kmalloc'd, directly mapped) is node 0 in the one-node guest; of 0 and -1
# stap's error with the address as the kernel's %p prints it.
=== PROG
probe begin {
  try { printf("bts(%d)=[%s]\n", 0, bytes_to_string(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 1, bytes_to_string(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", (-1), bytes_to_string((-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 1023, bytes_to_string(1023)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 1024, bytes_to_string(1024)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 2048, bytes_to_string(2048)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 1536, bytes_to_string(1536)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 10239, bytes_to_string(10239)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 10240, bytes_to_string(10240)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 102400, bytes_to_string(102400)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 1048575, bytes_to_string(1048575)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 1048576, bytes_to_string(1048576)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 5000000, bytes_to_string(5000000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 104857600, bytes_to_string(104857600)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 1073741824, bytes_to_string(1073741824)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 1099511627776, bytes_to_string(1099511627776)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", 9223372036854775807, bytes_to_string(9223372036854775807)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("bts(%d)=[%s]\n", (-2048), bytes_to_string((-2048))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("pts(%d)=[%s]\n", 0, pages_to_string(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("pts(%d)=[%s]\n", 1, pages_to_string(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("pts(%d)=[%s]\n", 3, pages_to_string(3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("pts(%d)=[%s]\n", 256, pages_to_string(256)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("pts(%d)=[%s]\n", 1000000, pages_to_string(1000000)) } catch (er_) { printf("ERR[%s]\n", er_) }
  v = 0; try { printf("vm_fault_contains(%d)=%d %d %d %d\n", v, vm_fault_contains(v, 0), vm_fault_contains(v, 1), vm_fault_contains(v, 2), vm_fault_contains(v, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  v = 1; try { printf("vm_fault_contains(%d)=%d %d %d %d\n", v, vm_fault_contains(v, 0), vm_fault_contains(v, 1), vm_fault_contains(v, 2), vm_fault_contains(v, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  v = 2; try { printf("vm_fault_contains(%d)=%d %d %d %d\n", v, vm_fault_contains(v, 0), vm_fault_contains(v, 1), vm_fault_contains(v, 2), vm_fault_contains(v, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  v = 3; try { printf("vm_fault_contains(%d)=%d %d %d %d\n", v, vm_fault_contains(v, 0), vm_fault_contains(v, 1), vm_fault_contains(v, 2), vm_fault_contains(v, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  v = 4; try { printf("vm_fault_contains(%d)=%d %d %d %d\n", v, vm_fault_contains(v, 0), vm_fault_contains(v, 1), vm_fault_contains(v, 2), vm_fault_contains(v, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  v = 5; try { printf("vm_fault_contains(%d)=%d %d %d %d\n", v, vm_fault_contains(v, 0), vm_fault_contains(v, 1), vm_fault_contains(v, 2), vm_fault_contains(v, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  v = -1; try { printf("vm_fault_contains(%d)=%d %d %d %d\n", v, vm_fault_contains(v, 0), vm_fault_contains(v, 1), vm_fault_contains(v, 2), vm_fault_contains(v, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  v = 100; try { printf("vm_fault_contains(%d)=%d %d %d %d\n", v, vm_fault_contains(v, 0), vm_fault_contains(v, 1), vm_fault_contains(v, 2), vm_fault_contains(v, 3)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("vm_fault_contains more=%d %d %d %d %d\n", vm_fault_contains(0x400, 3), vm_fault_contains(0x2, 1), vm_fault_contains(0x2, 6), vm_fault_contains(0x100, 4), vm_fault_contains(0x200, 5)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("VM_FAULT globals=%d %d %d %d %d %d %d\n", VM_FAULT_OOM, VM_FAULT_SIGBUS, VM_FAULT_MINOR, VM_FAULT_MAJOR, VM_FAULT_NOPAGE, VM_FAULT_LOCKED, VM_FAULT_ERROR) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("addr_to_node(task)=%d\n", addr_to_node(task_current())) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("addr_to_node(0)=%d\n", addr_to_node(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("addr_to_node(-1)=%d\n", addr_to_node(-1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
bts(0)=[    0]
bts(1)=[    1]
bts(-1)=[   -1]
bts(1023)=[ 1023]
bts(1024)=[1.00K]
bts(2048)=[2.00K]
bts(1536)=[1.50K]
bts(10239)=[9.99K]
bts(10240)=[10.0K]
bts(102400)=[ 100K]
bts(1048575)=[1023K]
bts(1048576)=[1.00M]
bts(5000000)=[4.76M]
bts(104857600)=[ 100M]
bts(1073741824)=[1.00G]
bts(1099511627776)=[1024G]
bts(9223372036854775807)=[8589934591G]
bts(-2048)=[-2048]
pts(0)=[    0]
pts(1)=[4.00K]
pts(3)=[12.0K]
pts(256)=[1.00M]
pts(1000000)=[3.81G]
vm_fault_contains(0)=0 0 1 0
vm_fault_contains(1)=1 0 0 0
vm_fault_contains(2)=0 1 0 0
vm_fault_contains(3)=1 1 0 0
vm_fault_contains(4)=0 0 0 1
vm_fault_contains(5)=1 0 0 1
vm_fault_contains(-1)=1 1 0 1
vm_fault_contains(100)=0 0 0 1
vm_fault_contains more=0 1 1 0 0
VM_FAULT globals=0 1 2 3 4 5 6
addr_to_node(task)=0
ERR[invalid kernel virtual address 0x0000000000000000]
ERR[invalid kernel virtual address 0xffffffffffffffff]
