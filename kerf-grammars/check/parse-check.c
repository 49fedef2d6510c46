/*
 * Proves that a grammar library built for some platform works there: loads it at run time (dlopen,
 * or LoadLibrary on Windows), resolves the tree-sitter core and every tree_sitter_<language> that
 * grammars.tsv lists, parses each file given, and prints one line per file: the node count, whether
 * the tree has an error, and a hash of its S-expression. The same files must give the same lines on
 * every platform; check-platforms.sh compares them with the lines of the machine's own library.
 *
 *   parse-check LIBRARY GRAMMARS_TSV [LANGUAGE=FILE ...]
 *
 * It declares the handful of core functions it calls instead of including api.h, so it builds with
 * nothing but a C compiler for the target.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#include <windows.h>
#else
#include <dlfcn.h>
#endif

typedef struct TSParser TSParser;
typedef struct TSTree TSTree;
typedef struct TSLanguage TSLanguage;
/* TSNode as api.h declares it: passed and returned by value. */
typedef struct {
    uint32_t context[4];
    const void *id;
    const TSTree *tree;
} TSNode;

static TSParser *(*parser_new)(void);
static int (*parser_set_language)(TSParser *, const TSLanguage *);
static TSTree *(*parser_parse_string)(TSParser *, const TSTree *, const char *, uint32_t);
static TSNode (*tree_root_node)(const TSTree *);
static void (*tree_delete)(TSTree *);
static char *(*node_string)(TSNode);
static int (*node_has_error)(TSNode);
static uint32_t (*node_descendant_count)(TSNode);
static uint32_t (*language_abi_version)(const TSLanguage *);

static void *library;

static void *symbol(const char *name) {
#ifdef _WIN32
    return (void *) GetProcAddress((HMODULE) library, name);
#else
    return dlsym(library, name);
#endif
}

static void *required(const char *name) {
    void *p = symbol(name);
    if (p == NULL) {
        printf("missing symbol %s\n", name);
        exit(1);
    }
    return p;
}

static const TSLanguage *language(const char *name) {
    char entry[128];
    snprintf(entry, sizeof entry, "tree_sitter_%s", name);
    const TSLanguage *(*make)(void) = (const TSLanguage *(*)(void)) symbol(entry);
    return make == NULL ? NULL : make();
}

static char *read_file(const char *path, long *size) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        return NULL;
    }
    fseek(f, 0, SEEK_END);
    *size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *bytes = malloc((size_t) *size + 1);
    *size = (long) fread(bytes, 1, (size_t) *size, f);
    fclose(f);
    return bytes;
}

static uint64_t fnv1a(const char *s) {
    uint64_t h = 14695981039346656037ULL;
    for (; *s; s++) {
        h = (h ^ (unsigned char) *s) * 1099511628211ULL;
    }
    return h;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: parse-check LIBRARY GRAMMARS_TSV [LANGUAGE=FILE ...]\n");
        return 2;
    }
#ifdef _WIN32
    library = (void *) LoadLibraryA(argv[1]);
#else
    library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
#endif
    if (library == NULL) {
        printf("cannot load %s\n", argv[1]);
        return 1;
    }
    parser_new = required("ts_parser_new");
    parser_set_language = required("ts_parser_set_language");
    parser_parse_string = required("ts_parser_parse_string");
    tree_root_node = required("ts_tree_root_node");
    tree_delete = required("ts_tree_delete");
    node_string = required("ts_node_string");
    node_has_error = required("ts_node_has_error");
    node_descendant_count = required("ts_node_descendant_count");
    language_abi_version = required("ts_language_abi_version");

    /* Every grammar of the table resolves and has an ABI the core accepts. */
    long size;
    char *table = read_file(argv[2], &size);
    if (table == NULL) {
        printf("cannot read %s\n", argv[2]);
        return 1;
    }
    table[size] = 0;
    int listed = 0, resolved = 0, failed = 0;
    for (char *line = strtok(table, "\r\n"); line != NULL; line = strtok(NULL, "\r\n")) {
        if (line[0] == '#' || strncmp(line, "language\t", 9) == 0) {
            continue;
        }
        char *tab = strchr(line, '\t');
        if (tab == NULL) {
            continue;
        }
        *tab = 0;
        listed++;
        const TSLanguage *l = language(line);
        TSParser *parser = parser_new();
        if (l != NULL && language_abi_version(l) >= 13 && parser_set_language(parser, l)) {
            resolved++;
        } else {
            printf("grammar %s does not load\n", line);
        }
    }
    printf("grammars: %d of %d load\n", resolved, listed);
    failed += resolved != listed;

    for (int i = 3; i < argc; i++) {
        char *eq = strchr(argv[i], '=');
        if (eq == NULL) {
            printf("%s: not LANGUAGE=FILE\n", argv[i]);
            failed++;
            continue;
        }
        *eq = 0;
        const char *file = eq + 1;
        char *text = read_file(file, &size);
        const TSLanguage *l = language(argv[i]);
        if (text == NULL || l == NULL) {
            printf("%s %s: %s\n", argv[i], file, text == NULL ? "cannot read" : "no such grammar");
            failed++;
            continue;
        }
        TSParser *parser = parser_new();
        parser_set_language(parser, l);
        TSTree *tree = parser_parse_string(parser, NULL, text, (uint32_t) size);
        if (tree == NULL) {
            printf("%s %s: no tree\n", argv[i], file);
            failed++;
            continue;
        }
        TSNode root = tree_root_node(tree);
        char *sexp = node_string(root);
        printf("%s %s nodes=%u error=%d sexp=%016llx\n", argv[i], file, node_descendant_count(root),
               node_has_error(root) ? 1 : 0, (unsigned long long) fnv1a(sexp));
        tree_delete(tree);
        free(text);
    }
    return failed == 0 ? 0 : 1;
}
