/* Tokens as pass 1 passes them along: the flex scanner makes them from
 * text, the preprocessor (pp.c) filters and expands them, the bison parser
 * takes them. Private to the parser. */
#ifndef TAPC_TOKEN_H
#define TAPC_TOKEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ast.h"

/* What stap calls the token in "saw: ..." lines. */
typedef enum tok_class {
	TC_EOF,
	TC_IDENT,     /* also $target, $1, @1, $#, @# before expansion */
	TC_KEYWORD,
	TC_NUMBER,
	TC_STRING,
	TC_OPERATOR,  /* punctuation, and @name operators */
	TC_EMBEDDED,  /* %{ ... %} */
	TC_JUNK,      /* a character or text the scanner could not use */
} tok_class;

typedef struct token {
	tok_class cls;
	char *text;         /* as written; for strings the decoded bytes, for
	                     * embedded code what is between %{ and %} */
	size_t len;         /* length of text (strings may hold NULs) */
	src_loc loc;
	bool space_before;  /* whitespace or a comment comes right before */
	bool comment_before;/* a comment comes right before */
	bool reported;      /* an error about this token was already printed */
	const char *error;  /* TC_JUNK: what the scanner found wrong */
	int kind;           /* the parser's token kind, set by yylex */
	int pretty;         /* TARGET "$a$$": 2 trailing '$' */
	int64_t num;        /* TC_NUMBER: value, when num_ok */
	bool num_ok;
} token;

/* The flex scanner (lexer.l) over one piece of text. */
typedef struct scanner scanner;
/* `text` is scanned with locations relative to `file` starting at
 * line:col (script arguments are scanned with the location of the $N
 * that names them). */
scanner *scanner_new(const src_file *file, const char *text, size_t len,
		     int line, int col);
/* Fills *tok with the next token; TC_EOF at the end. tok->text is
 * allocated. */
void scanner_next(scanner *s, token *tok);
void scanner_free(scanner *s);

/* Describes a token as stap's "saw:" does: "identifier 'x'", "keyword",
 * "number '3'", "string 'x'", "operator '{'", "FILE EOF". Allocated. */
char *token_describe(const token *tok);
/* True for the keywords of the language. */
bool token_is_keyword(const char *text);

/* The preprocessor: %( %? %: %) conditionals, @define macros and the
 * script arguments $1 @1 $# @#. */
typedef struct pp pp;
pp *pp_new(src_file *file);
/* Hands each name the filter passes on (an identifier or a keyword, after
 * the macros' expansion) to `sink`, which may be NULL. */
void pp_name_sink(pp *p, void (*sink)(void *ctx, const char *name),
		  void *ctx);
/* The next token for the parser; TC_EOF at the end. The token lives until
 * pp_free. */
token *pp_next(pp *p);
/* Number of tokens handed out so far (0: nothing but comments, or nothing
 * left after preprocessing). */
int pp_count(const pp *p);
/* Whether the file had any token at all before preprocessing. */
bool pp_had_tokens(const pp *p);
void pp_free(pp *p);
/* Keeps the macros the file defined for every later file (*.stpm). */
void pp_export_macros(pp *p);
/* The same, behind those kept before: a macro file read on demand (see
 * parse_macro_resolver) yields to the -I directories' read at start. */
void pp_export_macros_behind(pp *p);
/* Called with a macro's name that no file read so far defines; true when
 * it read one that may (parse.h). */
void pp_macro_resolver(bool (*resolve)(void *ctx, const char *name),
		       void *ctx);
#endif
