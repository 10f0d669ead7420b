# eventcount.stp (stap's example) takes its keys and a command name from
# stdin with input.char and input.line: its -p2 listing (no events named).
=== ARGS --example -p2
=== PROG
# --example eventcount.stp
=== EXPECT
# global embedded code
%{
#include <linux/time.h>

static const char *const tapc_wdays[7] = {
	"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"
};
static const char *const tapc_months[12] = {
	"Jan", "Feb", "Mar", "Apr", "May", "Jun",
	"Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
};
%}
%{
#include <linux/fdtable.h>
#include <linux/pid.h>
#include <linux/pid_namespace.h>
%}
# globals
totalc:stats
comm:string
filteredc:stats
c:stats [string, string]
start_ms:long
lines:long
sort:string
period:long
cumulative:long
sort_options:string [long]
input_mode:string
_line:string [long]
idx:long
# functions
exit:unknown ()
target:long ()
pid:long ()
target_set_pid:long (pid:long)
execname:string ()
tid:long ()
pn:string ()
gettimeofday_ms:long ()
gettimeofday_s:long ()
tz_ctime:string (epochsecs:long)
report:unknown ()
__input_point:long ()
strlen:long (s:string)
substr:string (str:string, start:long, length:long)
pid2task:long (pid:long)
task_pid:long (task:long)
task_parent:long (task:long)
gettimeofday_ns:long ()
tz_gmtoff:long ()
ctime:string (epochsecs:long)
tz_name:string ()
reportline:unknown (tid:string, name:string, countstr:string)
reportline2:unknown (tid:string, name:string, count:long, elapsed_ms:long)
__pid2task:long (pid:long)
# probes
begin /*  <- begin */ 
  # locals
  __combined_probe_error__:string
  __error_0__:string
  msg_1:string
  format_1:string
  __error_1__:string
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
never /*  <- never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never,never */ 
end /*  <- end */ 
timer.s(1) /*  <- timer.s(1) */ 
procfs("__stdin").write /*  <- input.line = procfs("__stdin").write /*  <- input.line */  <- input.line */ 
  # locals
  line:string
  __combined_probe_error__:string
  __error_0__:string
  char_1:string
  __error_1__:string
