/* Building the tree during a parse: constructors that remember what they
 * allocated, so that a failed parse frees it all (bison's error recovery
 * drops values without telling us), and temporary lists for the grammar.
 * Private to the parser. */
#ifndef TAPC_BUILD_H
#define TAPC_BUILD_H

#include "ast.h"
#include "copy.h"

/* A temporary list of pointers, freed when the parse ends. */
typedef struct plist {
	void **items;
	void **aux;         /* build_push_aux: one more pointer per item */
	int n;
} plist;

/* Starts tracking a parse. */
void build_begin(void);
/* The parse succeeded: frees the temporaries, keeps the tree. */
void build_commit(void);
/* The parse failed: frees everything built since build_begin. */
void build_abort(void);

ast_node *build_node(ast_kind kind, src_loc loc);
ast_probe *build_probe(src_loc loc);
ast_probe_point *build_point(src_loc loc);
ast_function *build_function(src_loc loc);
ast_global *build_global(src_loc loc);
ast_embed *build_embed(src_loc loc, const char *code);
ast_script *build_script(src_file *file);
/* For ast_copy during a parse (a probe point condition shared by the
 * points a {a,b} pattern expands to): its nodes are tracked too. */
extern const ast_allocator build_allocator;

/* What was built but did not go into the tree: freed with the
 * temporaries. */
void build_forget(void *p);

plist *build_list(void *first);
plist *build_push(plist *l, void *item);
plist *build_push_aux(plist *l, void *item, void *aux);
/* A temporary block of `size` zeroed bytes, freed when the parse ends. */
void *build_temp(size_t size);
/* A temporary string, freed when the parse ends. */
char *build_temp_str(const char *s);
#endif
