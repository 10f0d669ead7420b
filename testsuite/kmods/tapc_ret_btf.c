// SPDX-License-Identifier: GPL-2.0
/*
 * tapc_ret.c again as a module of its own, tapc_ret_btf, which
 * testsuite/kmods/btf_only.sh leaves with BTF and without DWARF.
 */
#include "tapc_ret.c"
