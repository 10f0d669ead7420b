/* Typed target access: $var->field->field, $var[N], $var->arr[N],
 * &$var->field, $var$ and $var$$, @cast(ADDR, "TYPE"[, "MODULE"]), over
 * the kernel's own types (kernel/ktypes.h).
 *
 * A family gives a base: a target variable's value and its BTF type (a
 * tracepoint argument; a function parameter). Pass 2 resolves each chain
 * rooted at it into an access path, recorded on the chain's outermost
 * node (ast_node.typed): the base, then steps that move an address (an
 * offset, a load of the pointer stored there, an index times the element
 * size), and how the final value is read (an integer of some width and
 * sign, a bitfield, a char array as a string, or the address itself).
 * Pass 3 turns the path into reads that cannot fault (translate/typed.c).
 *
 * A chain's base may also be any value whose type flows to it, as stap's
 * autocast: a local assigned values of one type, a call of a function
 * whose returns have one, ?: of one, an assignment, '&' inside a chain;
 * its value is then the address the walk starts from. */
#ifndef TAPC_TYPED_H
#define TAPC_TYPED_H

#include <stdint.h>

#include "ktypes.h"
#include "session.h"

typedef enum typed_step_kind {
	TYPED_OFFSET,      /* address += offset */
	TYPED_LOAD,        /* address = the pointer stored at address */
	TYPED_INDEX,       /* address += index * offset (the element size) */
} typed_step_kind;

typedef struct typed_step {
	typed_step_kind kind;
	int64_t offset;
	ast_node *index;   /* TYPED_INDEX: a long expression */
} typed_step;

typedef enum typed_result {
	TYPED_LONG,        /* an integer, enum or pointer read at the address */
	TYPED_STRING,      /* a char array read at the address, as a string:
	                    * only in pretty printing (TYPED_AS_TEXT) */
	TYPED_ADDRESS,     /* &..., and an array: the address itself */
	TYPED_TEXT_AT,     /* a char pointer as stap's $p$ shows it: the
	                    * string it points to, quoted, else its value
	                    * as 0x... (TYPED_AS_TEXT) */
} typed_result;

/* The `op` pretty printing ($p$) puts on the chain of a char array or
 * a char pointer it shows as text: elsewhere an array is its address
 * and a pointer its value, as in stap (kernel_string($p->comm)). */
#define TYPED_AS_TEXT 'T' 

struct typed_access {
	bool user;         /* the memory read is the probed process's */
	bool in_hand;      /* the base's value itself: nothing is read (a
	                    * pointer's first member has no step either,
	                    * but is read) */
	bool held;         /* the base is an aggregate its target variable
	                    * holds whole (a struct in a register): the
	                    * walk starts at the address of that copy, in
	                    * the handler's memory */
	ast_node *base;    /* EX_TARGET, or @cast's address expression: the
	                    * address the first step starts from */
	typed_step *steps;
	int nsteps;
	typed_result result;
	uint32_t type;     /* the value's BTF type */
	int size;          /* TYPED_LONG: bytes read (1, 2, 4 or 8) */
	bool is_signed;
	int bit_shift;     /* a bitfield: bits below it in the bytes read */
	int bit_size;      /* a bitfield's width, else 0 */
	int64_t nchars;    /* TYPED_STRING: the array's length */
};
typedef struct typed_access typed_access;

/* Where a chain's types come from: the kernel's BTF (kernel/ktypes.h),
 * or a user-space binary's DWARF, which a family gives for its target
 * variables (probe_family.target_source) in the same terms. */
typedef struct typed_source {
	void (*info)(const void *src, uint32_t id, ktype_info *out);
	bool (*member)(const void *src, uint32_t id, const char *name,
		       kmember *out);
	void (*members)(const void *src, uint32_t id,
			void (*fn)(const char *name, const kmember *m, void *arg),
			void *arg);
	char *(*spell)(const void *src, uint32_t id);
	const void *src;
	bool user;         /* its objects are in the probed process's memory */
	const struct ktypes *catalog;   /* src when it is a kernel catalog
	                                 * (the kernel's, a module's) */
} typed_source;

/* A source over a catalog of kernel types: the kernel's, or a module's
 * split on them (ktypes_load_module). */
typed_source typed_ktypes_source(const struct ktypes *kt);

/* The kernel's BTF type of target variable $name at rp, as its family
 * knows it; 0 when it has none. */
uint32_t typed_target_type(session *s, const resolved_point *rp,
			   const char *name);

/* Rewrites $var$ and $var$$ of typed values into the sprintf() they stand
 * for, as stap expands them (before names are bound). False after a
 * message. */
bool typed_expand_pretty(session *s);
/* The same, once names are bound, of chains on values autocast types
 * (`t = task_current(); t->se$`). */
bool typed_expand_pretty_late(session *s);
/* Resolves every typed chain of the probes (after targets_check has given
 * the target variables their slots); sets each chain's `typed` and type.
 * False after stap's messages. */
bool typed_resolve(session *s);
/* The values of the session's locals, for the types autocast gives
 * them (typed_resolve, typed_defined): scanned from the bodies as they
 * are now, forgotten before they change. */
void typed_scan_locals(session *s);
void typed_forget_locals(session *s);
/* The type chain `e` reaches at rp (before it is read) among the
 * kernel's types or a user binary's; 0 when it does not resolve, or to
 * a module's catalog. */
uint32_t typed_type_of(session *s, const resolved_point *rp, ast_node *e);
/* The same in whichever source the chain's types are (the kernel's, a
 * module's, a user binary's DWARF), given in *source; 0 (and a source
 * of zeros) when none. */
uint32_t typed_type_in(session *s, const resolved_point *rp, ast_node *e,
		       typed_source *source);
/* Whether the chain `e` resolves at point rp (NULL in a function), for
 * @defined: its base a target variable, @cast, or a value autocast
 * types (a local, a call; typed_scan_locals first). */
bool typed_defined(session *s, const resolved_point *rp, ast_node *e);
/* The expressions inside a resolved access that are ordinary longs (its
 * indices, @cast's address), for pass 2's types; returns the count. */
int typed_operands(const typed_access *a, ast_node **out, int max);
#endif
