# -L of an RPC alias on a module function: its name and the page's variables and the
# function's parameters typed from the sunrpc module's BTF (6.1's
# svc_drop; the point 6.12 has instead, a return, is not listed here)
=== ARGS -L sunrpc.svc.drop
=== PROG
# -L of aliases on module functions
=== EXPECT
sunrpc.svc.drop name:string sv_name:string rq_xid:long rq_prog:long rq_vers:long rq_proc:long rq_prot:long peer_ip:long argstr:string $rqstp:struct svc_rqst*
