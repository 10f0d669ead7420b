#!/bin/sh
# The kernel release tapc targets without -r (the "Session release" of its
# -vv), for the suite's parts that build with kbuild or boot a guest
# themselves: they target what tapc does, never just the newest installed.
#
#   target_release.sh TAPC
"$1" -p2 -vv -e 'probe begin { exit() }' 2>&1 | sed -n 's/^Session release: //p'
