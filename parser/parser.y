/* The grammar of the SystemTap language, building the tree of ast.h.
 *
 * It follows stap's layering (one nonterminal per precedence level, as its
 * recursive descent parser has one function per level), so that what stap
 * accepts and rejects we do too: "a in b == 1" is an error, "a ? b : c = d"
 * assigns in the false branch, "[!a] in b" binds the '!' first.
 *
 * Statements need no separator, so an expression may run into the next
 * statement ("a = b\n -c" is "a = b - c"); the conflicts that makes are
 * resolved towards the longer expression by the precedences below, as stap
 * does by being greedy. */
%code requires {
#include "ast.h"
#include "build.h"
#include "symtab.h"
#include "token.h"

typedef struct parser_ctx parser_ctx;

/* A location is the first token of what was reduced: enough to place a
 * message and to say what was there. */
typedef struct YYLTYPE {
	int first_line, first_column, last_line, last_column;
	token *tok;
} YYLTYPE;
#define YYLTYPE_IS_DECLARED 1
#define YYLTYPE_IS_TRIVIAL 1
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                      \
	do {                                                             \
		(Cur) = (N) ? YYRHSLOC(Rhs, 1) : YYRHSLOC(Rhs, 0);       \
	} while (0)

/* What may follow a probe point, or an alternative inside braces: its
 * '?' and '!' marks and its condition. */
typedef struct pp_suffix {
	int marks;          /* 1 for '?', 2 for '!' */
	token *marks_tok;   /* the first mark */
	ast_node *cond;
	token *cond_end;    /* the condition's ')' */
	bool cond_used;     /* cond is in a point: later points take copies */
} pp_suffix;

/* A probe point component before {a,b} patterns are expanded. */
typedef struct pp_comp {
	token *name;        /* first token of the name, for its location */
	char *text;         /* the whole name */
	bool has_arg, arg_is_string;
	char *str;          /* string argument */
	size_t len;
	int64_t num;        /* number argument */
	src_loc arg_loc;
	pp_suffix *suffix;  /* ends an alternative in braces that had one */
	const pp_suffix *stamp; /* the suffix last attached here */
} pp_comp;

/* A foreach variable with its sort mark. */
typedef struct fe_var {
	ast_node *var;
	int sort_dir;       /* +1, -1 or 0 */
	token *mark;
} fe_var;

/* What is between "foreach (" and "in". */
typedef struct fe_head {
	plist *keys;        /* fe_var */
	fe_var *value;
} fe_head;

/* A parameter before it is copied into its function. */
typedef struct param_tmp {
	token *name;
	ast_type type;
} param_tmp;
}

%code provides {
struct parser_ctx {
	pp *pp;
	src_file *file;
	ast_script *script;
	bool in_function;
	token start;        /* the location before the first token */
	symtab global_names; /* the file's globals by name, for duplicates */
};
int yyparse(parser_ctx *ctx);
}

%code {
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "parse.h"
#include "util.h"

static int yylex(YYSTYPE *lval, YYLTYPE *lloc, parser_ctx *ctx);
static void yyerror(YYLTYPE *loc, parser_ctx *ctx, const char *msg);
#include "actions.h"

/* Reports an error at what a rule matched and starts error recovery. */
#define FAIL(l, msg)                                                     \
	do {                                                             \
		fail_at((l).tok, msg);                                   \
		YYERROR;                                                 \
	} while (0)
}

%define api.pure full
%initial-action { @$.tok = &ctx->start; }
%define api.token.prefix {T_}
%define parse.error custom
%define parse.lac full
%locations
%param {parser_ctx *ctx}

%union {
	token *tok;
	ast_node *node;
	plist *list;
	pp_comp *comp;
	pp_suffix *suffix;
	fe_var *fvar;
	fe_head *fhead;
	param_tmp *param;
	ast_function *fn;
	ast_type type;
	int num;
	int64_t i64;
}

%token <tok> IDENT "identifier" TARGET "target variable" PRETTY "'$'"
%token <tok> NUMBER "number" STRING "string" EMBEDDED "'%{'"
%token <tok> STATOP "statistical operation" HIST_LOG "'@hist_log'"
%token <tok> HIST_LINEAR "'@hist_linear'" ATOP "'@' operator" JUNK "junk"
%token <tok> PROBE "'probe'" GLOBAL "'global'" FUNCTION "'function'"
%token <tok> PRIVATE "'private'" IF "'if'" ELSE "'else'" FOR "'for'"
%token <tok> FOREACH "'foreach'" IN "'in'" LIMIT "'limit'" RETURN "'return'"
%token <tok> DELETE "'delete'" WHILE "'while'" BREAK "'break'"
%token <tok> CONTINUE "'continue'" NEXT "'next'" TRY "'try'" CATCH "'catch'"
%token <tok> STRING_KW "'string'" LONG_KW "'long'"
%token <tok> ANDAND "'&&'" OROR "'||'" EQ "'=='" NE "'!='" LE "'<='" GE "'>='"
%token <tok> SHL "'<<'" SHR "'>>'" INC "'++'" DEC "'--'" ARROW "'->'"
%token <tok> MATCH "'=~'" NMATCH "'!~'" STATS_ADD "'<<<'" ASSIGN_OP "'+='"
%token <tok> '+' '-' '*' '/' '%' '<' '>' '=' '!' '~' '&' '|' '^' '.' '?' ':'
%token <tok> ',' ';' '(' ')' '[' ']' '{' '}'

/* Lower than anything that can continue an expression or a statement. */
%precedence LOWEST
%precedence ELSE
%precedence ';' '(' '[' '+' '-' '&' INC DEC STRING '=' ASSIGN_OP STATS_ADD
%precedence IDENT NUMBER TARGET '!' '~' EMBEDDED STATOP HIST_LOG HIST_LINEAR ATOP

%type <node> block stmts stmt opt_expr expr assignment ternary logical_or
%type <node> logical_and bit_or bit_xor bit_and array_in comparison shift
%type <node> concat additive multiplicative unary postfix value primary
%type <node> string_lit hist_op indexable index_item global_init opt_limit
%type <node> catch_var
%type <list> fe_slice index_list opt_args args global_vars probe_points probe_point
%type <list> pp_path pp_elem pp_alts pp_alt opt_params params fe_keys
%type <comp> pp_comp pp_name
%type <tok> pp_piece pp_glued any_keyword member_name probe_kw function_kw
%type <tok> fe_mark fe_sign
%type <fvar> fe_var
%type <fhead> fe_head
%type <param> param
%type <type> opt_type type
%type <num> opt_sort opt_wrap
%type <suffix> pp_suffix pp_marks
%type <i64> opt_priority opt_size
%type <node> foreach_spec

%start script

%%

script
	: %empty
	| script toplevel
	;

toplevel
	: probe_decl
	| global_kw global_vars opt_semi          { add_globals(ctx, $2, false); }
	| private_kw GLOBAL global_vars opt_semi  { add_globals(ctx, $3, true); }
	| private_kw global_vars opt_semi         { add_globals(ctx, $2, true); }
	| function_decl
	| private_kw function_decl
	  {
		ast_script *s = ctx->script;
		s->functions[s->nfunctions - 1]->is_private = true;
	  }
	| EMBEDDED
	  {
		if (!check_embedded(ctx, $1, false))
			YYERROR;
		VEC_PUSH(ctx->script->embeds, ctx->script->nembeds,
			 build_embed($1->loc, $1->text));
	  }
	| error
	;

/* The keywords that start a declaration. After an error, stap starts
 * afresh at the next declaration, and so do we: its errors are reported
 * at once (unless the keyword itself was the error). */
probe_kw
	: PROBE
	  {
		ctx->in_function = false;
		if (!$1->reported)
			yyerrok;
		$$ = $1;
	  }
	;

function_kw
	: FUNCTION
	  {
		ctx->in_function = true;
		if (!$1->reported)
			yyerrok;
		$$ = $1;
	  }
	;

global_kw
	: GLOBAL
	  {
		if (!$1->reported)
			yyerrok;
	  }
	;

private_kw
	: PRIVATE
	  {
		if (!$1->reported)
			yyerrok;
	  }
	;

opt_semi
	: %empty %prec LOWEST
	| ';'
	;

/* ---- globals ---- */

global_vars
	: IDENT opt_wrap opt_size global_init
	  {
		ast_global *g = global_var(ctx, $1, $2, $3, $4, @4.tok);
		if (!g)
			YYERROR;
		$$ = build_list(g);
	  }
	| global_vars ',' IDENT opt_wrap opt_size global_init
	  {
		ast_global *g = global_var(ctx, $3, $4, $5, $6, @6.tok);
		if (!g)
			YYERROR;
		$$ = build_push($1, g);
	  }
	;

opt_wrap
	: %empty       { $$ = 0; }
	| '%'          { $$ = 1; }
	;

opt_size
	: %empty       { $$ = 0; }
	| '[' NUMBER ']'
	  {
		if ($2->num <= 0)
			FAIL(@2, "array size out of range");
		$$ = $2->num;
	  }
	;

global_init
	: %empty                { $$ = NULL; }
	| '=' NUMBER            { $$ = number_node($2, false); }
	| '=' '-' NUMBER        { $$ = number_node($3, true); }
	| '=' string_lit        { $$ = $2; }
	;

/* ---- functions ---- */

function_decl
	: function_kw IDENT opt_type '(' opt_params ')' opt_priority block
	  { add_function(ctx, $2, $3, $5, $7, $8, NULL); }
	| function_kw IDENT opt_type '(' opt_params ')' opt_priority EMBEDDED
	  {
		if (!check_embedded(ctx, $8, false))
			YYERROR;
		add_function(ctx, $2, $3, $5, $7, NULL, $8);
	  }
	;

opt_type
	: %empty       { $$ = TYPE_UNKNOWN; }
	| ':' type     { $$ = $2; }
	;

type
	: STRING_KW    { $$ = TYPE_STRING; }
	| LONG_KW      { $$ = TYPE_LONG; }
	;

opt_params
	: %empty       { $$ = build_list(NULL); }
	| params
	;

params
	: param                { $$ = build_list($1); }
	| params ',' param
	  {
		for (int i = 0; i < $1->n; i++) {
			param_tmp *other = $1->items[i];
			if (strcmp(other->name->text, $3->name->text) == 0)
				FAIL(@3, "duplicate parameter names");
		}
		$$ = build_push($1, $3);
	  }
	;

param
	: IDENT opt_type
	  {
		$$ = build_temp(sizeof(param_tmp));
		$$->name = $1;
		$$->type = $2;
	  }
	;

opt_priority
	: %empty       { $$ = 0; }
	| ':' NUMBER   { $$ = $2->num; }
	;

/* ---- probes ---- */

probe_decl
	: probe_kw probe_points block
	  { add_probe(ctx, $1, $2, $3); }
	| probe_kw probe_point '=' probe_points block
	  {
		if (!add_alias(ctx, $1, $2, false, $4, $5))
			YYERROR;
	  }
	| probe_kw probe_point '=' probe_points block ',' block
	  {
		if (!add_alias(ctx, $1, $2, false, $4, $5))
			YYERROR;
		ast_script *s = ctx->script;
		s->probes[s->nprobes - 1]->epilogue = $7;
	  }
	| probe_kw probe_point ASSIGN_OP probe_points block
	  {
		if (strcmp($3->text, "+=") != 0)
			FAIL(@3, "expected one of ', { } = +='");
		if (!add_alias(ctx, $1, $2, true, $4, $5))
			YYERROR;
	  }
	;

probe_points
	: probe_point
	| probe_points ',' probe_point
	  {
		for (int i = 0; i < $3->n; i++)
			build_push($1, $3->items[i]);
		$$ = $1;
	  }
	;

/* A point and what its {a,b} patterns expand to: a list of points. */
probe_point
	: pp_path pp_suffix
	  {
		if (!($$ = expand_points($1, $2)))
			YYERROR;
	  }
	;

pp_suffix
	: pp_marks
	| pp_marks IF '(' expr ')'
	  { $$ = $1; $$->cond = $4; $$->cond_end = $5; }
	;

pp_marks
	: %empty               { $$ = build_temp(sizeof(pp_suffix)); }
	| pp_marks '?'         { $$ = add_mark($1, 1, $2); }
	| pp_marks '!'         { $$ = add_mark($1, 2, $2); }
	;

/* A list of alternatives, each a list of components. */
pp_path
	: pp_elem
	| pp_path '.' pp_elem
	  {
		if (!($$ = path_product($1, $3)))
			YYERROR;
	  }
	;

pp_elem
	: pp_comp              { $$ = build_list(build_list($1)); }
	| '{' pp_alts '}'      { $$ = $2; }
	;

pp_alts
	: pp_alt
	| pp_alts ',' pp_alt
	  {
		for (int i = 0; i < $3->n; i++)
			build_push($1, $3->items[i]);
		$$ = $1;
	  }
	;

/* stap allows the marks and a condition at the end of an alternative, as
 * in kernel.{trace("a")!, trace("b")}, where it ends the point. */
pp_alt
	: pp_path pp_suffix
	  {
		if (!($$ = attach_suffix($1, $2)))
			YYERROR;
	  }
	;

pp_comp
	: pp_name
	| pp_name '(' NUMBER ')'
	  { $$ = $1; comp_number($$, $3, false); }
	| pp_name '(' '-' NUMBER ')'
	  { $$ = $1; comp_number($$, $4, true); }
	| pp_name '(' string_lit ')'
	  {
		$$ = $1;
		$$->has_arg = $$->arg_is_string = true;
		$$->str = $3->str;
		$$->len = $3->len;
		$$->arg_loc = $3->loc;
		build_forget($3);   /* copied into the points */
	  }
	;

/* Wildcards make a name of several tokens: "a*b" is IDENT '*' IDENT, and
 * must be written without spaces. */
pp_name
	: pp_piece
	  {
		$$ = build_temp(sizeof(pp_comp));
		$$->name = $1;
		$$->text = build_temp_str($1->text);
	  }
	| pp_name pp_glued
	  {
		if ($2->space_before)
			FAIL(@2, "expected one of ', { } = +='");
		char *joined = xasprintf("%s%s", $1->text, $2->text);
		$1->text = build_temp_str(joined);
		free(joined);
		$$ = $1;
	  }
	;

pp_piece
	: IDENT | '*' | any_keyword
	;

pp_glued
	: IDENT | '*'
	;

any_keyword
	: PROBE | GLOBAL | FUNCTION | PRIVATE | IF | ELSE | FOR | FOREACH | IN
	| LIMIT | RETURN | DELETE | WHILE | BREAK | CONTINUE | NEXT | TRY
	| CATCH | STRING_KW | LONG_KW
	;

/* ---- statements ---- */

block
	: '{' stmts '}'
	  {
		$$ = build_node(ST_BLOCK, $1->loc);
		$$->body = $2 ? $2->rhs : NULL;   /* see stmts */
	  }
	;

/* A chain of statements: $$->lhs is the last, $$->rhs the first (a
 * scratch node, so appending is O(1)). */
stmts
	: %empty               { $$ = NULL; }
	| stmts stmt
	  {
		$$ = $1 ? $1 : build_temp(sizeof(ast_node));
		if ($$->lhs)
			$$->lhs->next = $2;
		else
			$$->rhs = $2;
		$$->lhs = $2;
	  }
	;

stmt
	: block
	| ';'                  { $$ = build_node(ST_NULL, $1->loc); }
	| expr %prec LOWEST    { $$ = stmt_node(ST_EXPR, $1); }
	| expr ';'             { $$ = stmt_node(ST_EXPR, $1); }
	| IF '(' expr ')' stmt %prec LOWEST
	  {
		$$ = build_node(ST_IF, $1->loc);
		$$->cond = $3;
		$$->body = $5;
	  }
	| IF '(' expr ')' stmt ELSE stmt
	  {
		$$ = build_node(ST_IF, $1->loc);
		$$->cond = $3;
		$$->body = $5;
		$$->els = $7;
	  }
	| FOR '(' opt_expr ';' opt_expr ';' opt_expr ')' stmt
	  {
		$$ = build_node(ST_FOR, $1->loc);
		$$->init = $3 ? stmt_node(ST_EXPR, $3) : NULL;
		$$->cond = $5;
		$$->step = $7;
		$$->body = $9;
	  }
	| WHILE '(' expr ')' stmt
	  {
		$$ = build_node(ST_WHILE, $1->loc);
		$$->cond = $3;
		$$->body = $5;
	  }
	| FOREACH '(' foreach_spec ')' stmt
	  {
		$$ = $3;
		$$->loc = $1->loc;
		$$->body = $5;
	  }
	| BREAK opt_semi       { $$ = build_node(ST_BREAK, $1->loc); }
	| CONTINUE opt_semi    { $$ = build_node(ST_CONTINUE, $1->loc); }
	| NEXT opt_semi        { $$ = build_node(ST_NEXT, $1->loc); }
	| RETURN opt_semi %prec LOWEST
	  {
		if (!ctx->in_function)
			FAIL(@1, "found 'return' not in function context");
		$$ = build_node(ST_RETURN, $1->loc);
	  }
	| RETURN expr opt_semi
	  {
		if (!ctx->in_function)
			FAIL(@1, "found 'return' not in function context");
		$$ = build_node(ST_RETURN, $1->loc);
		$$->lhs = $2;
	  }
	| DELETE expr opt_semi
	  {
		$$ = build_node(ST_DELETE, $1->loc);
		$$->lhs = $2;
	  }
	| TRY block CATCH catch_var block
	  {
		$$ = build_node(ST_TRY, $1->loc);
		$$->body = $2;
		$$->lhs = $4;
		$$->els = $5;
	  }
	;

catch_var
	: %empty               { $$ = NULL; }
	| '(' IDENT ')'        { $$ = ident_node($2); }
	;

opt_expr
	: %empty               { $$ = NULL; }
	| expr
	;

/* ---- foreach ---- */

foreach_spec
	: fe_head IN indexable fe_slice fe_mark opt_limit
	  {
		if (!($$ = foreach_make($1, $3, $4, NULL, $5, $6)))
			YYERROR;
	  }
	| fe_head IN indexable fe_slice STATOP fe_sign opt_limit
	  {
		if (!($$ = foreach_make($1, $3, $4, $5, $6, $7)))
			YYERROR;
	  }
	;

fe_head
	: fe_var
	  {
		$$ = build_temp(sizeof(fe_head));
		$$->keys = build_list($1);
	  }
	| '[' fe_keys ']'
	  {
		$$ = build_temp(sizeof(fe_head));
		$$->keys = $2;
	  }
	| fe_var '=' fe_var
	  {
		$$ = build_temp(sizeof(fe_head));
		$$->value = $1;
		$$->keys = build_list($3);
	  }
	| fe_var '=' '[' fe_keys ']'
	  {
		$$ = build_temp(sizeof(fe_head));
		$$->value = $1;
		$$->keys = $4;
	  }
	;

fe_keys
	: fe_var               { $$ = build_list($1); }
	| fe_keys ',' fe_var   { $$ = build_push($1, $3); }
	;

fe_var
	: IDENT opt_sort
	  {
		$$ = build_temp(sizeof(fe_var));
		$$->var = ident_node($1);
		$$->sort_dir = $2;
		$$->mark = $2 ? @2.tok : NULL;
	  }
	;

opt_sort
	: %empty %prec LOWEST  { $$ = 0; }
	| '+'                  { $$ = 1; }
	| '-'                  { $$ = -1; }
	;

fe_slice
	: %empty               { $$ = NULL; }
	| '[' index_list ']'   { $$ = $2; }
	;

/* Sorting by the array's values: "in a-", or by a statistic "in a @sum+". */
fe_mark
	: %empty %prec LOWEST  { $$ = NULL; }
	| fe_sign
	;

fe_sign
	: '+' | '-'
	;

opt_limit
	: %empty               { $$ = NULL; }
	| LIMIT expr           { $$ = $2; }
	;

/* ---- expressions ---- */

expr
	: assignment
	;

assignment
	: ternary %prec LOWEST
	| ternary '=' assignment        { $$ = binary(EX_ASSIGN, $2, $1, $3); }
	| ternary ASSIGN_OP assignment  { $$ = binary(EX_ASSIGN, $2, $1, $3); }
	| ternary STATS_ADD assignment  { $$ = binary(EX_STATS_ADD, $2, $1, $3); }
	;

ternary
	: logical_or
	| logical_or '?' expr ':' expr
	  {
		$$ = build_node(EX_TERNARY, $2->loc);
		$$->cond = $1;
		$$->lhs = $3;
		$$->rhs = $5;
		deepen($$, $2);
	  }
	;

logical_or
	: logical_and
	| logical_or OROR logical_and   { $$ = binary(EX_LOGICAL, $2, $1, $3); }
	;

logical_and
	: bit_or
	| logical_and ANDAND bit_or     { $$ = binary(EX_LOGICAL, $2, $1, $3); }
	;

bit_or
	: bit_xor
	| bit_or '|' bit_xor            { $$ = binary(EX_BINARY, $2, $1, $3); }
	;

bit_xor
	: bit_and %prec LOWEST
	| bit_xor '^' bit_and %prec LOWEST { $$ = binary(EX_BINARY, $2, $1, $3); }
	;

bit_and
	: array_in
	| bit_and '&' array_in          { $$ = binary(EX_BINARY, $2, $1, $3); }
	;

array_in
	: comparison %prec LOWEST
	| comparison IN indexable
	  {
		$$ = build_node(EX_IN, $2->loc);
		VEC_PUSH($$->args, $$->nargs, $1);
		$$->lhs = $3;
		deepen($$, $2);
	  }
	| '[' index_list ']' IN indexable
	  {
		$$ = build_node(EX_IN, $4->loc);
		move_list(&$$->args, &$$->nargs, $2);
		$$->lhs = $5;
		deepen($$, $4);
	  }
	;

indexable
	: IDENT                { $$ = ident_node($1); }
	| hist_op
	;

comparison
	: shift
	| comparison '<' shift          { $$ = binary(EX_COMPARE, $2, $1, $3); }
	| comparison '>' shift          { $$ = binary(EX_COMPARE, $2, $1, $3); }
	| comparison LE shift           { $$ = binary(EX_COMPARE, $2, $1, $3); }
	| comparison GE shift           { $$ = binary(EX_COMPARE, $2, $1, $3); }
	| comparison EQ shift           { $$ = binary(EX_COMPARE, $2, $1, $3); }
	| comparison NE shift           { $$ = binary(EX_COMPARE, $2, $1, $3); }
	| comparison MATCH string_lit %prec LOWEST { $$ = binary(EX_REGEX, $2, $1, $3); }
	| comparison NMATCH string_lit %prec LOWEST { $$ = binary(EX_REGEX, $2, $1, $3); }
	;

shift
	: concat
	| shift SHL concat              { $$ = binary(EX_BINARY, $2, $1, $3); }
	| shift SHR concat              { $$ = binary(EX_BINARY, $2, $1, $3); }
	;

concat
	: additive %prec LOWEST
	| concat '.' additive %prec LOWEST { $$ = binary(EX_CONCAT, $2, $1, $3); }
	;

additive
	: multiplicative
	| additive '+' multiplicative   { $$ = binary(EX_BINARY, $2, $1, $3); }
	| additive '-' multiplicative   { $$ = binary(EX_BINARY, $2, $1, $3); }
	;

multiplicative
	: unary
	| multiplicative '*' unary      { $$ = binary(EX_BINARY, $2, $1, $3); }
	| multiplicative '/' unary      { $$ = binary(EX_BINARY, $2, $1, $3); }
	| multiplicative '%' unary      { $$ = binary(EX_BINARY, $2, $1, $3); }
	;

unary
	: postfix
	| '+' unary            { $$ = unary_node(EX_UNARY, $1, $2); }
	| '-' unary            { $$ = unary_node(EX_UNARY, $1, $2); }
	| '!' unary            { $$ = unary_node(EX_UNARY, $1, $2); }
	| '~' unary            { $$ = unary_node(EX_UNARY, $1, $2); }
	| INC value %prec LOWEST { $$ = unary_node(EX_PREINC, $1, $2); }
	| DEC value %prec LOWEST { $$ = unary_node(EX_PREINC, $1, $2); }
	| '&' value %prec LOWEST
	  {
		if (!check_autocast(ctx, $2, @1))
			YYERROR;
		$$ = unary_node(EX_ADDR, $1, $2);
	  }
	;

postfix
	: value %prec LOWEST
	| value INC            { $$ = unary_node(EX_POSTINC, $2, $1); }
	| value DEC            { $$ = unary_node(EX_POSTINC, $2, $1); }
	;

/* Values and what can follow them: ->member, [index], $ and $$. */
value
	: primary
	| value ARROW member_name
	  {
		if (!check_autocast(ctx, $1, @2))
			YYERROR;
		$$ = member_node($1, $2, $3);
	  }
	| value '[' index_list ']'
	  {
		/* a[1] indexes an array, @hist_log(s)[1] a histogram;
		 * anything else, even (a)[1], dereferences a pointer. */
		bool parenthesised = @1.tok->kind == '(';
		if (($1->kind != EX_IDENT || parenthesised) && $1->kind != EX_HIST &&
		    !check_autocast(ctx, $1, @2))
			YYERROR;
		if (parenthesised && $1->kind == EX_IDENT &&
		    !($1 = parenthesised_ident($1, $3, $4)))
			YYERROR;
		$$ = build_node(EX_INDEX, $2->loc);
		$$->lhs = $1;
		move_list(&$$->args, &$$->nargs, $3);
		deepen($$, $2);
	  }
	| value PRETTY
	  {
		if (!check_autocast(ctx, $1, @2))
			YYERROR;
		$$ = pretty_node($1, $2);
	  }
	;

member_name
	: IDENT | any_keyword
	;

index_list
	: index_item                   { $$ = build_list($1); }
	| index_list ',' index_item    { $$ = build_push($1, $3); }
	;

index_item
	: expr
	| '*'                  { $$ = build_node(EX_WILDCARD, $1->loc); }
	;

primary
	: NUMBER               { $$ = number_node($1, false); }
	| string_lit %prec LOWEST
	| IDENT %prec LOWEST   { $$ = ident_node($1); }
	| TARGET               { $$ = target_node($1); }
	| '(' expr ')'         { $$ = $2; }
	| IDENT '(' opt_args ')'
	  {
		if (!($$ = call_node($1, $3, $4)))
			YYERROR;
	  }
	| STATOP '(' expr ')'
	  {
		$$ = build_node(EX_STATS_OP, $1->loc);
		$$->name = xstrdup($1->text + 1);
		$$->lhs = $3;
		deepen($$, $1);
	  }
	| STATOP '(' expr ',' NUMBER ')'
	  {
		$$ = build_node(EX_STATS_OP, $1->loc);
		$$->name = xstrdup($1->text + 1);
		$$->lhs = $3;
		VEC_PUSH($$->args, $$->nargs, number_node($5, false));
	  }
	| hist_op
	| ATOP '(' opt_args ')'
	  {
		if (!($$ = at_op_node(ctx, $1, $3, @4)))
			YYERROR;
	  }
	| EMBEDDED
	  {
		if (!check_embedded(ctx, $1, true))
			YYERROR;
		$$ = build_node(EX_EMBEDDED, $1->loc);
		$$->str = xstrdup($1->text);
		$$->len = $1->len;
	  }
	;

hist_op
	: HIST_LOG '(' expr ')'
	  {
		$$ = build_node(EX_HIST, $1->loc);
		$$->name = xstrdup("hist_log");
		$$->lhs = $3;
	  }
	| HIST_LINEAR '(' expr ',' expr ',' expr ',' expr ')'
	  {
		$$ = build_node(EX_HIST, $1->loc);
		$$->name = xstrdup("hist_linear");
		$$->lhs = $3;
		VEC_PUSH($$->args, $$->nargs, $5);
		VEC_PUSH($$->args, $$->nargs, $7);
		VEC_PUSH($$->args, $$->nargs, $9);
	  }
	;

/* Adjacent literal strings are one: "a" "b" is "ab". */
string_lit
	: STRING               { $$ = string_node($1); }
	| string_lit STRING
	  {
		if ($2->comment_before && compatible_below("2.0"))
			FAIL(@2, "expected literal strings to be adjacent");
		append_string($1, $2);
		$$ = $1;
	  }
	;

opt_args
	: %empty               { $$ = build_list(NULL); }
	| args
	;

/* The first token of each argument is kept for messages about it. */
args
	: expr                 { $$ = build_push_aux(build_list(NULL), $1, @1.tok); }
	| args ',' expr        { $$ = build_push_aux($1, $3, @3.tok); }
	;

%%

static int yylex(YYSTYPE *lval, YYLTYPE *lloc, parser_ctx *ctx)
{
	return lex_token(ctx, lval, lloc);
}

/* Only for what the grammar does not explain: "memory exhausted" when an
 * input nests deeper than the parser's stack. */
static void yyerror(YYLTYPE *loc, parser_ctx *ctx, const char *msg)
{
	(void)ctx;
	fail_at(loc->tok ? loc->tok : &ctx->start, msg);
}

/* Says what was expected as stap does, from the tokens bison could have
 * taken (exact, thanks to LAC). */
static int yyreport_syntax_error(const yypcontext_t *yyctx, parser_ctx *ctx)
{
	yysymbol_kind_t expected[YYNTOKENS];
	const char *names[YYNTOKENS];
	int n = yypcontext_expected_tokens(yyctx, expected, YYNTOKENS);
	for (int i = 0; i < n; i++)
		names[i] = yysymbol_name(expected[i]);
	(void)ctx;
	report_syntax_error(yypcontext_location(yyctx)->tok, names, n < 0 ? 0 : n);
	return 0;
}
