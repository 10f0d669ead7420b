#!/usr/bin/perl
# A tapset library COPIES times tapc's, for bench/frontend: every tapset
# (and macro file) of SRC written to DEST as it is, and COPIES-1 more
# times with what it defines renamed (NAME_cK) so that nothing collides:
# its functions, globals, macros and the first components of its probe
# aliases. The copies only have to parse as the originals do: a
# renamed word inside embedded C or after a '.' is left alone.
#
#   library10x.pl SRC DEST [COPIES]
use strict;
use warnings;

my ($src, $dest, $copies) = @ARGV;
$copies //= 10;
die "usage: library10x.pl SRC DEST [COPIES]\n" unless defined $dest;
opendir(my $dh, $src) or die "$src: $!\n";
my @files = sort grep { /\.stpm?$/ } readdir $dh;
closedir $dh;

my %text;
for my $f (@files) {
	open(my $in, '<', "$src/$f") or die "$src/$f: $!\n";
	local $/;
	$text{$f} = <$in>;
	close $in;
}

# What the library defines, from its text (embedded C and comments out).
my %names;
for my $f (@files) {
	my $t = $text{$f};
	$t =~ s/%\{.*?%\}//gs;
	$t =~ s{/\*.*?\*/}{}gs;
	$t =~ s{(?://|#).*$}{}gm;
	$names{$1} = 1 while $t =~ /\bfunction\s+(\w+)/g;
	$names{$1} = 1 while $t =~ /\@define\s+(\w+)/g;
	while ($t =~ /\bglobal\s+([^;{}]*?)(?=\n\s*(?:global|function|probe|private|%|\@|$)|\z)/gs) {
		my $list = $1;
		$list =~ s/\[[^\]]*\]//g;
		$list =~ s/=\s*[^,]*//g;
		$names{$1} = 1 while $list =~ /(?:^|,)\s*(\w+)/g;
	}
	while ($t =~ /\bprobe\s+([^{=]*?)\s*\+?=/g) {
		my $points = $1;
		$names{$1} = 1 while $points =~ /(?:^|,)\s*(\w+)/g;
	}
}
# builtin families and words the language keeps stay as they are
delete $names{$_} for qw(kernel module process begin end timer perf procfs
	never error netfilter java input kprobe tracepoint);
my $alt = join '|', sort { length($b) <=> length($a) } keys %names;
my $re = qr/(?<![\w\$.>])($alt)(?!\w)/;

for my $f (@files) {
	for my $k (0 .. $copies - 1) {
		my ($base, $ext) = $f =~ /^(.*)(\.stpm?)$/;
		my $name = $k ? "${base}_c$k$ext" : $f;
		my $t = $text{$f};
		if ($k) {
			# outside embedded C only
			my @parts = split /(%\{.*?%\})/s, $t;
			for my $i (0 .. $#parts) {
				$parts[$i] =~ s/$re/$1_c$k/g unless $i % 2;
			}
			$t = join '', @parts;
		}
		open(my $out, '>', "$dest/$name") or die "$dest/$name: $!\n";
		print $out $t;
		close $out;
	}
}
