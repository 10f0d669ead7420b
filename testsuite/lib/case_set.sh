# The case files a part runs, taken into the work directory when the part
# begins, so that what the tree does meanwhile cannot change what it runs
# or leave a case out uncounted: a checkout or a rebase while the suite
# runs removes files and puts them back (a 6.12 run once globbed the
# tree in the middle of a rebase, saw main's cases alone, and left four
# new ones neither passed, failed nor skipped), and a case read once
# for its program and again for its expectations could be two versions.
# Sourced by testsuite/run.
#
#   case_set_take SRC DEST     SRC's *.t and the directories beside them
#                              (host/private_tapsets) into DEST
#   case_set_unseen SRC DEST   the names of SRC's *.t that DEST has not:
#                              cases that appeared after the part began,
#                              which it must count as not run
case_set_take() {
	local src=$1 dest=$2 f
	mkdir -p "$dest" || return 1
	for f in "$src"/*.t "$src"/*/; do
		[[ -e $f ]] || continue
		cp -a "${f%/}" "$dest/" || return 1
	done
}

case_set_unseen() {
	local src=$1 dest=$2 t name
	for t in "$src"/*.t; do
		[[ -e $t ]] || continue
		name=$(basename "${t%.t}")
		[[ -e $dest/$name.t ]] || echo "$name"
	done
}
