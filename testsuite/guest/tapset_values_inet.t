# The values of byte order, ip_ntop and format_ipaddr (inet.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  try { printf("hton(%d)=%d %d %d %d %d %d\n", 0, htons(0), htonl(0), htonll(0), ntohs(0), ntohl(0), ntohll(0)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("hton(%d)=%d %d %d %d %d %d\n", 1, htons(1), htonl(1), htonll(1), ntohs(1), ntohl(1), ntohll(1)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("hton(%d)=%d %d %d %d %d %d\n", 0x1234, htons(0x1234), htonl(0x1234), htonll(0x1234), ntohs(0x1234), ntohl(0x1234), ntohll(0x1234)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("hton(%d)=%d %d %d %d %d %d\n", 0x12345678, htons(0x12345678), htonl(0x12345678), htonll(0x12345678), ntohs(0x12345678), ntohl(0x12345678), ntohll(0x12345678)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("hton(%d)=%d %d %d %d %d %d\n", (-1), htons((-1)), htonl((-1)), htonll((-1)), ntohs((-1)), ntohl((-1)), ntohll((-1))) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ipntop(%d)=[%s] fmt=[%s]\n", 0, ip_ntop(0), format_ipaddr(0, 2)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ipntop(%d)=[%s] fmt=[%s]\n", 0x0100007f, ip_ntop(0x0100007f), format_ipaddr(0x0100007f, 2)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ipntop(%d)=[%s] fmt=[%s]\n", 0xffffffff, ip_ntop(0xffffffff), format_ipaddr(0xffffffff, 2)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ipntop(%d)=[%s] fmt=[%s]\n", 0x12345678, ip_ntop(0x12345678), format_ipaddr(0x12345678, 2)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("ipntop(%d)=[%s] fmt=[%s]\n", (-1), ip_ntop((-1)), format_ipaddr((-1), 2)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("fmt6bad=[%s]\n", format_ipaddr(0, 99)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
hton(0)=0 0 0 0 0 0
hton(1)=256 16777216 72057594037927936 256 16777216 72057594037927936
hton(4660)=13330 873594880 3752061439553044480 13330 873594880 3752061439553044480
hton(305419896)=30806 2018915346 8671175384462524416 30806 2018915346 8671175384462524416
hton(-1)=65535 4294967295 -1 65535 4294967295 -1
ipntop(0)=[0.0.0.0] fmt=[0.0.0.0]
ipntop(16777343)=[127.0.0.1] fmt=[127.0.0.1]
ipntop(4294967295)=[255.255.255.255] fmt=[255.255.255.255]
ipntop(305419896)=[120.86.52.18] fmt=[120.86.52.18]
ipntop(-1)=[255.255.255.255] fmt=[255.255.255.255]
fmt6bad=[*unknown address family*]
