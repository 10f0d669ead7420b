# Under --skip-badvars a typed read that faults gives 0, and the script
# goes on, as stap's does; a char array is its address (no read), which
# pretty printing reads as text ("" when that faults).
=== ARGS --skip-badvars
=== PROG
# Under --skip-badvars a typed read that faults gives 0, and the script
# goes on, as stap's does; a char array is its address (no read), which
# pretty printing reads as text ("" when that faults).
probe begin {
	printf("bad read: %d\n", @cast(16, "list_head")->prev)
	printf("bad string: %s\n", @cast(16, "task_struct")->comm$)
	printf("good read: %d\n", @cast(task_current(), "task_struct")->pid == pid())
	exit()
}
=== EXPECT
bad read: 0
bad string: ""
good read: 1
