# An empty catch block: pass 2 finishes (it once rewrote it forever).
=== PROG
# An empty catch block: pass 2 finishes (it once rewrote it forever).
probe begin { try { log("x") } catch { } }
=== EXPECT
# functions
log:unknown (msg:string)
# probes
begin /*  <- begin */ 
