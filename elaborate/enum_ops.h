/* @enum("NAME") and @enumname(VALUE[, "TYPE"[, "MODULE"]]) (stap 5.5 and
 * 5.6), from the kernel's BTF. @enum becomes the enumerator's value.
 * @enumname becomes the enumerator's name: a string when VALUE is a
 * number, else a lookup pass 3 writes from the table kept on the node
 * (n->str: C initializers "{ VALUE, \"NAME\" }, ...", n->num of them),
 * with the decimal value for one the enum has not. Its enum is TYPE's
 * ("foo", "enum foo" or a typedef of one) or, without TYPE, that of a
 * typed target value ($state, $p->state). */
#ifndef TAPC_ENUM_OPS_H
#define TAPC_ENUM_OPS_H

#include "session.h"

/* After typed_resolve(); false after messages. */
bool enum_ops_resolve(session *s);
#endif
