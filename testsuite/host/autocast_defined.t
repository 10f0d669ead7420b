# @task, @mm and @choose_defined (tapset macros, as stap's), and @defined
# of chains typed by autocast: on task_current() and pid2task(), which
# return a typed task_struct, on a local, nested @choose_defined; a local
# only @defined asks about is elided with no warning, so -W passes.
=== ARGS -W -p2
=== PROG
probe begin {
	# @task and @mm are typed @casts
	printf("%d %d\n", @defined(@task(0)->mm), @defined(@mm(0)->no_such_member))
	# task_current() and pid2task() return a typed task_struct
	printf("%d %d\n", @defined(task_current()->mm), @defined(pid2task(1)->no_such_member))
	# @defined of a chain on a local waits for its type
	t = task_current()
	printf("%d %d\n", @defined(t->real_parent->pid), @defined(t->real_parent->systemtap))
	# @choose_defined takes what resolves, nested too
	println(@choose_defined($nonsense, t)->pid)
	println(@choose_defined(@choose_defined($nonsense, $wut), task_current())->tgid)
	println(@choose_defined(t->no_such_member, t->pid))
	# a local asked about only by @defined is elided without a word
	x = & @cast(0, "block_device")
	println(@defined(x->no_such_member))
}
=== EXPECT
# global embedded code
%{
#include <linux/fdtable.h>
#include <linux/pid.h>
#include <linux/pid_namespace.h>
%}
# functions
task_current:long ()
__task_current:long ()
# probes
begin /*  <- begin */ 
  # locals
  t:long
