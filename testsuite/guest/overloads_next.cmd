echo quoted-text > /dev/null; sleep 1
