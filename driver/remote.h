/* tapc --remote URI...: stap's remote runs. Each target is asked its
 * kernel release and architecture over ssh; passes 1-4 run once per
 * distinct release, here, at once (a tapc of their own each, told the
 * release by the environment); each module goes over its ssh connection
 * to its targets, where tapc-run runs it; their output comes back line by
 * line, prefixed "N: " with --remote-prefix. Plain OpenSSH is the
 * transport ($TAPC_SSH, default "ssh", with the user's configuration). */
#ifndef TAPC_REMOTE_H
#define TAPC_REMOTE_H

#include <stdbool.h>

/* In a tapc that --remote started to build for one release: sets that
 * release and stops after pass 4 (or the pass asked for, if earlier).
 * False in any other tapc. */
bool remote_build_child(void);

/* The line such a tapc prints before its module's path when the script
 * reads stdin (input.char, input.line): the run forwards stdin then. */
#define REMOTE_READS_STDIN "tapc-remote: the script reads stdin"

/* The whole run, after options_parse; `argv` is main's, as it was before
 * options_parse. The exit status: stap's, 0 when every target ran and
 * ended well, else 1 (the first failure wins). */
int remote_main(char **argv);
#endif
