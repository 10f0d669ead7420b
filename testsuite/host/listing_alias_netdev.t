# tapc -L 'netdev.*': every alias of the family with the variables of its probe::netdev.*(3stap) pages, typed, then the target variables of the point under it (6.1)
=== ARGS -L netdev.*
=== PROG
# (the point is the command line's)
=== EXPECT
netdev.change_mac dev_name:string mac_len:long old_mac:string new_mac:string $dev:struct net_device* $sa:struct sockaddr* $extack:struct netlink_ext_ack*
netdev.change_mtu dev_name:string old_mtu:long new_mtu:long $dev:struct net_device* $new_mtu:int $extack:struct netlink_ext_ack*
netdev.change_rx_flag dev_name:string flags:long $dev:struct net_device* $flags:unsigned int $extack:struct netlink_ext_ack*
netdev.change_rx_flag dev_name:string flags:long $return:int $dev:struct net_device* $inc:int $notify:_Bool
netdev.close dev:long dev_name:string $head:struct list_head*
netdev.get_stats dev_name:string $dev:struct net_device* $storage:struct rtnl_link_stats64*
netdev.hard_transmit dev_name:string length:long protocol:long truesize:long $skb:const struct sk_buff* $dev:const struct net_device*
netdev.ioctl cmd:long arg:string $net:struct net* $cmd:unsigned int $ifr:struct ifreq* $data:void* $need_copyout:_Bool*
netdev.open dev_name:string $dev:struct net_device* $extack:struct netlink_ext_ack*
netdev.receive dev_name:string length:long protocol:long $skb:struct sk_buff*
netdev.register dev_name:string $dev:struct net_device*
netdev.rx dev_name:string protocol:long $skb:struct sk_buff*
netdev.set_promiscuity dev_name:string inc:long enable:long disable:long $dev:struct net_device* $inc:int $notify:_Bool
netdev.transmit dev_name:string length:long protocol:long truesize:long $skb:struct sk_buff*
netdev.unregister dev_name:string $dev:struct net_device* $head:struct list_head*
