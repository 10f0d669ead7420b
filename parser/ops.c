/* The one table of operators longer than a character: their spelling and
 * their ast_node.op code (ast.h). Pass 1 reads operators with it, -p1 and
 * the messages print them with it, and pass 3 writes C with it (C spells
 * them the same). */
#include <string.h>

#include "parse.h"

static const struct {
	int code;
	const char *text;
} long_ops[] = {
	{ TOK_ANDAND, "&&" }, { TOK_OROR, "||" }, { TOK_EQ, "==" },
	{ TOK_NE, "!=" }, { TOK_LE, "<=" }, { TOK_GE, ">=" },
	{ TOK_SHL, "<<" }, { TOK_SHR, ">>" }, { TOK_INC, "++" },
	{ TOK_DEC, "--" }, { TOK_MATCH, "=~" }, { TOK_NMATCH, "!~" },
};

#define NLONG_OPS (sizeof long_ops / sizeof long_ops[0])

const char *parse_op_text(int op)
{
	static char one[128][2];

	for (size_t i = 0; i < NLONG_OPS; i++)
		if (long_ops[i].code == op)
			return long_ops[i].text;
	if (op <= 0 || op >= 128)
		return "?";
	one[op][0] = (char)op;
	return one[op];
}

int parse_op_code(const char *text)
{
	for (size_t i = 0; i < NLONG_OPS; i++)
		if (strncmp(text, long_ops[i].text, 2) == 0)
			return long_ops[i].code;
	return (unsigned char)text[0];
}
