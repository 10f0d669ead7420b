# The values of ngroups, matched, matched_str after a match and a failed one (regex.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  if ("abc123def" =~ "([a-z]+)([0-9]+)(x)?") {
    try { printf("ngroups=%d\n", ngroups()) } catch (er_) { printf("ERR[%s]\n", er_) }
    for (i = -1; i <= 5; i++) try { printf("matched(%d)=[%s]\n", i, matched(i)) } catch (er_) { printf("ERR[%s]\n", er_) }
    try { printf("matched_str=[%s]\n", matched_str()) } catch (er_) { printf("ERR[%s]\n", er_) }
  }
  if ("zzz" =~ "a") printf("no\n")
  try { printf("after miss ngroups=%d [%s]\n", ngroups(), matched(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
ngroups=4
ERR[Attempted to get nonexistent subexpression -1]
matched(0)=[abc123]
matched(1)=[abc]
matched(2)=[123]
matched(3)=[]
ERR[Attempted to get nonexistent subexpression 4]
ERR[Attempted to get nonexistent subexpression 5]
matched_str=[abc123]
ERR[Attempted to get subexpression count from failed match]
