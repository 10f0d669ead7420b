# The growth curves of bench/RESULTS.md: CPU time (top) and memory (bottom)
# of tapc's passes against the size of the work, a column per series.
# Called by bench/lib/report.sh with dir (the .dat files), out (the PNG)
# and missing (the series with no data yet).
set terminal pngcairo size 1500,900 font ",10"
set output out
set datafile missing "?"
set multiplot layout 2,3 title "tapc passes 1-4 as the work grows (log-log): CPU ms (usr+sys; 0 ms drawn at 0.5) and resident memory"
set grid
set key below font ",9"
clamp(v) = v < 0.5 ? 0.5 : v
xname(s) = s eq "probes" ? "syscall probes" : s eq "lines" ? "script lines" : s
do for [s in "lines globals probes"] {
	set title s
	set xlabel xname(s)
	set ylabel "CPU ms"
	if (strstrt(missing, s) > 0) {
		unset logscale
		set label 1 "not available yet" at graph 0.5, 0.5 center
		plot [1:10] [0:1] NaN notitle
		unset label 1
	} else {
		set logscale xy
		f = dir."/growth-".s.".dat"
		if (s eq "probes") {	# no stap there: its pass 2 of them fails
			plot f using 1:(clamp($2)) with linespoints title "tapc pass 1", \
			     "" using 1:(clamp($3)) with linespoints title "tapc pass 2", \
			     "" using 1:(clamp($4)) with linespoints title "tapc pass 3", \
			     "" using 1:(clamp($5)) with linespoints title "tapc pass 4 (with kbuild)"
		} else {
			plot f using 1:(clamp($2)) with linespoints title "tapc pass 1", \
			     "" using 1:(clamp($3)) with linespoints title "tapc pass 2", \
			     "" using 1:(clamp($4)) with linespoints title "tapc pass 3", \
			     "" using 1:(clamp($5)) with linespoints title "tapc pass 4 (with kbuild)", \
			     "" using 1:(clamp($7)) with linespoints dashtype 2 title "stap pass 1"
		}
	}
}
do for [s in "lines globals probes"] {
	set title s." (memory)"
	set xlabel xname(s)
	set ylabel "resident KB after pass 3"
	unset logscale
	if (strstrt(missing, s) > 0) {
		set label 1 "not available yet" at graph 0.5, 0.5 center
		plot [1:10] [0:1] NaN notitle
		unset label 1
	} else {
		set logscale xy
		plot dir."/growth-".s.".dat" using 1:6 with linespoints title "tapc"
	}
}
unset multiplot
