# zsh_complete.zsh FPATH_DIR LINE: the matches zsh's own completion takes
# for LINE<Tab>, one a line, as an interactive zsh computes them (in a
# pseudo-terminal, compinit with FPATH_DIR first in fpath). compadd is
# wrapped to print what the real compadd accepts (its -A), as the shell
# quotes them; a widget bound after the Tab says when the Tab is done.
# The markers are typed split ("<""ready>"), so that the echo of a typed
# line, which zle may redraw late on a loaded machine, never matches one:
# only what the shell prints does.
zmodload zsh/zpty || exit 2
zpty z zsh -f -i
zpty -w z "PROMPT=; fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u -D"
zpty -w z 'compadd() { if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi; local -a __hits; builtin compadd -A __hits "$@"; local r=$?; (( $#__hits )) && print -lr -- "<""hit>"${^__hits}; builtin compadd "$@"; return r; }'
zpty -w z '_tapc_done() { print "<""done>" }; zle -N _tapc_done; bindkey "^X^D" _tapc_done'
zpty -w z 'zstyle ":completion:*" list-prompt ""; zstyle ":completion:*" menu no; print "<""ready>"'
zpty -r z line '*<ready>*'
zpty -n -w z "$2"$'\t\C-x\C-d'
zpty -r z out '*<done>*'
print -r -- "$out" | tr -d '\r' | grep -o '<hit>[^<]*' | sed 's/^<hit>//' | sort -u
zpty -d z
