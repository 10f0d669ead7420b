/* Pass 3 of typed target access (elaborate/typed.h): an access path
 * becomes C that moves an address along its steps and reads the value,
 * every read through the runtime's fault-safe tapc_kread (tapc_uread in
 * the probed process's memory, for a user binary's types). A read that
 * faults ends the probe with stap's error, or reads 0 under
 * --skip-badvars. */
#include <stdlib.h>

#include "emit.h"
#include "typed.h"
#include "util.h"

/* "if the read at ADDR into DST fails ...", in the session's policy; the
 * error names `near` (set again here: an index computed on the way may
 * have named its own statement). */
static void read_into(body *b, strbuf *sb, const typed_access *a, const char *dst,
		      const char *addr, const char *size, const char *near)
{
	const char *read = a->user ? "tapc_uread" : "tapc_kread";

	sb_printf(sb, "c->last_stmt = %s; ", near);
	if (b->skip_badvars)
		sb_printf(sb, "if (unlikely(!%s(&%s, %s, %s))) %s = 0; ",
			  read, dst, addr, size, dst);
	else
		sb_printf(sb, "if (unlikely(!%s(&%s, %s, %s))) { "
			  "tapc_read_fault(c, %s); goto out; } ", read, dst, addr,
			  size, addr);
}

/* The integer read at the address, widened to int64_t by its sign. */
static void read_long(body *b, strbuf *sb, const typed_access *a,
		      const char *addr, const char *near)
{
	char *v = tr_fresh_name(b, "v");
	char *size = arena_asprintf(b->arena, "%d", a->size);
	sb_printf(sb, "u64 %s = 0; ", v);
	read_into(b, sb, a, v, addr, size, near);
	int bits = a->bit_size ? a->bit_size : a->size * 8;
	if (a->bit_shift)
		sb_printf(sb, "%s >>= %d; ", v, a->bit_shift);
	if (bits == 64)
		sb_printf(sb, "(int64_t)%s; ", v);
	else if (a->is_signed)
		sb_printf(sb, "(int64_t)(%s << %d) >> %d; ", v, 64 - bits, 64 - bits);
	else
		sb_printf(sb, "(int64_t)(%s & ((1ULL << %d) - 1)); ", v, bits);
}

/* Opens the statement expression that moves `addr` from the base along
 * the steps. */
static void walk_address(body *b, strbuf *sb, const typed_access *a,
			 const char *addr, const char *near)
{
	char *base = tr_expr(b, a->base);

	/* a struct held whole in its target variable: that copy's bytes */
	if (a->held)
		base = arena_asprintf(b->arena, "&(%s)", base);

	sb_printf(sb, "({ unsigned long %s = (unsigned long)(%s); ", addr, base);
	for (int i = 0; i < a->nsteps; i++) {
		const typed_step *st = &a->steps[i];
		if (st->kind == TYPED_OFFSET) {
			sb_printf(sb, "%s += %lldUL; ", addr, (long long)st->offset);
		} else if (st->kind == TYPED_LOAD) {
			read_into(b, sb, a, addr, addr, "sizeof(unsigned long)", near);
		} else {
			char *index = tr_expr(b, st->index);
			sb_printf(sb, "%s += (unsigned long)(%s) * %lldUL; ", addr,
				  index, (long long)st->offset);
		}
	}
}

/* A char pointer's text as $p$ shows it (TYPED_TEXT_AT), the pointer
 * `ptr` a C expression. */
static char *text_at(body *b, const typed_access *a, const char *ptr)
{
	char *out = tr_string_temp(b);
	char *raw = tr_string_temp(b);
	return arena_asprintf(b->arena, "tapc_pretty_text(%s, %s, (unsigned long)(%s), %s)",
			      out, raw, ptr, a->user ? "true" : "false");
}

/* Where a fault in reading chain n is: stap reads a chain ($p->a->b,
 * @cast(...)->a) in a function it makes for it, so its errors are near
 * the chain's head (the target variable, the @cast), called from there;
 * for a chain on a value autocast types (t->a->b), its first arrow. */
static char *chain_near(body *b, const ast_node *n)
{
	const ast_node *first_arrow = n;

	while (n->kind == EX_MEMBER || n->kind == EX_ADDR || n->kind == EX_PRETTY) {
		if (n->kind == EX_MEMBER)
			first_arrow = n;
		n = n->lhs;
	}
	if (n->kind != EX_TARGET && n->kind != EX_AT_OP)
		n = first_arrow;
	return tr_near_called(b->arena, n);
}

char *tr_typed(body *b, ast_node *n)
{
	const typed_access *a = n->typed;
	if (a->in_hand && a->result == TYPED_TEXT_AT && a->base == n) {
		/* the target variable's value as its family reads it */
		ast_node *plain = arena_alloc(b->arena, sizeof *plain);
		*plain = *n;
		plain->typed = NULL;
		plain->type = TYPE_LONG;
		return text_at(b, a, tr_expr(b, plain));
	}
	if (a->in_hand && a->result == TYPED_TEXT_AT)
		return text_at(b, a, tr_expr(b, a->base));
	if (a->in_hand)
		return tr_expr(b, a->base);
	char *addr = tr_fresh_name(b, "a");
	char *near = chain_near(b, n);
	strbuf sb = {0};
	walk_address(b, &sb, a, addr, near);
	if (a->result == TYPED_ADDRESS) {
		sb_printf(&sb, "(int64_t)%s; })", addr);
	} else if (a->result == TYPED_TEXT_AT) {
		read_into(b, &sb, a, addr, addr, "sizeof(unsigned long)", near);
		sb_printf(&sb, "%s; })", text_at(b, a, addr));
	} else if (a->result == TYPED_STRING) {
		char *tmp = tr_string_temp(b);
		const char *read = a->user ? "tapc_uread_chars" : "tapc_kread_chars";
		sb_printf(&sb, "c->last_stmt = %s; ", near);
		if (b->skip_badvars)
			sb_printf(&sb, "if (unlikely(!%s(%s, %s, %lld))) "
				  "%s[0] = '\\0'; ", read, tmp, addr, (long long)a->nchars, tmp);
		else
			sb_printf(&sb, "if (unlikely(!%s(%s, %s, %lld))) { "
				  "tapc_read_fault(c, %s); goto out; } ", read, tmp, addr,
				  (long long)a->nchars, addr);
		sb_printf(&sb, "(const char *)%s; })", tmp);
	} else {
		read_long(b, &sb, a, addr, near);
		sb_puts(&sb, "})");
	}
	return arena_steal(b->arena, &sb);
}

char *tr_typed_write(body *b, ast_node *assign)
{
	const typed_access *a = assign->lhs->typed;
	char *addr = tr_fresh_name(b, "a");
	char *v = tr_fresh_name(b, "v");
	char *near = tr_near(b->arena, assign->lhs);
	char *value = tr_expr(b, assign->rhs);
	strbuf sb = {0};
	/* the value first, as stap evaluates it before the place */
	sb_printf(&sb, "({ int64_t %s = (%s); ", v, value);
	walk_address(b, &sb, a, addr, near);
	sb_printf(&sb, "c->last_stmt = %s; if (unlikely(!%s(%s, (u64)%s, %d))) { "
		  "tapc_write_fault(c, %s); goto out; } }) ; %s; })", near,
		  a->user ? "tapc_uwrite" : "tapc_kwrite", addr, v, a->size, addr, v);
	return arena_steal(b->arena, &sb);
}
