// SPDX-License-Identifier: GPL-2.0
/*
 * tapc_vals.c again as a module of its own, tapc_vals_btf, which
 * testsuite/kmods/btf_only.sh leaves with BTF and without DWARF.
 */
#include "tapc_vals.c"
