/*
 * The training run of the tree-sitter core's profile-guided build (see build-grammars.sh).
 *
 *   train-core LANGUAGE FILE...     LANGUAGE: c or javascript
 *
 * Parses each file the way kerf does (UTF-16LE, with a timeout) and walks its tree the way kerf's
 * syntax walk does (a cursor, and per node its symbol, its bytes and its error flags), so that the
 * profile gcc records is the one kerf's calls into the core produce. The output is a line per
 * language; only the profile matters.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

const TSLanguage *tree_sitter_c(void);
const TSLanguage *tree_sitter_javascript(void);

/* The file as UTF-16LE code units (malformed UTF-8 becomes U+FFFD), its length in *units. */
static uint16_t *utf16(const unsigned char *s, size_t n, size_t *units) {
    uint16_t *out = malloc(2 * n + 2);
    size_t k = 0;
    for (size_t i = 0; i < n;) {
        unsigned c = s[i];
        uint32_t cp = 0xFFFD;
        size_t width = 1;
        if (c < 0x80) {
            cp = c;
        } else if (c >= 0xC0 && c < 0xE0 && i + 1 < n) {
            cp = ((c & 0x1F) << 6) | (s[i + 1] & 0x3F);
            width = 2;
        } else if (c >= 0xE0 && c < 0xF0 && i + 2 < n) {
            cp = ((c & 0x0F) << 12) | ((s[i + 1] & 0x3F) << 6) | (s[i + 2] & 0x3F);
            width = 3;
        } else if (c >= 0xF0 && i + 3 < n) {
            cp = ((c & 0x07) << 18) | ((s[i + 1] & 0x3F) << 12) | ((s[i + 2] & 0x3F) << 6) | (s[i + 3] & 0x3F);
            width = 4;
        }
        if (cp >= 0x10000) {
            cp -= 0x10000;
            out[k++] = (uint16_t) (0xD800 + (cp >> 10));
            out[k++] = (uint16_t) (0xDC00 + (cp & 0x3FF));
        } else {
            out[k++] = (uint16_t) cp;
        }
        i += width;
    }
    *units = k;
    return out;
}

/* Visits every node in document order, reading what kerf reads of each; returns the node count. */
static long walk(TSTree *tree) {
    TSTreeCursor cursor = ts_tree_cursor_new(ts_tree_root_node(tree));
    long nodes = 0;
    uint64_t sum = 0;
    for (;;) {
        TSNode node = ts_tree_cursor_current_node(&cursor);
        nodes++;
        sum += ts_node_symbol(node) + ts_node_start_byte(node) + ts_node_end_byte(node);
        sum += ts_node_is_error(node) + ts_node_has_error(node) + ts_node_named_child_count(node);
        if (ts_tree_cursor_goto_first_child(&cursor) || ts_tree_cursor_goto_next_sibling(&cursor)) {
            continue;
        }
        for (;;) {
            if (!ts_tree_cursor_goto_parent(&cursor)) {
                ts_tree_cursor_delete(&cursor);
                return sum == 0 ? 0 : nodes;
            }
            if (ts_tree_cursor_goto_next_sibling(&cursor)) {
                break;
            }
        }
    }
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: train-core c|javascript FILE...\n");
        return 2;
    }
    const TSLanguage *language = strcmp(argv[1], "c") == 0 ? tree_sitter_c()
            : strcmp(argv[1], "javascript") == 0 ? tree_sitter_javascript() : NULL;
    if (language == NULL) {
        fprintf(stderr, "train-core: unknown language %s\n", argv[1]);
        return 2;
    }
    TSParser *parser = ts_parser_new();
    ts_parser_set_language(parser, language);
    ts_parser_set_timeout_micros(parser, 10000000);
    long files = 0, nodes = 0;
    for (int i = 2; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (f == NULL) {
            continue;
        }
        fseek(f, 0, SEEK_END);
        long size = ftell(f);
        fseek(f, 0, SEEK_SET);
        unsigned char *bytes = malloc(size > 0 ? (size_t) size : 1);
        size_t read = fread(bytes, 1, (size_t) size, f);
        fclose(f);
        size_t units;
        uint16_t *text = utf16(bytes, read, &units);
        TSTree *tree = ts_parser_parse_string_encoding(parser, NULL, (const char *) text, (uint32_t) (2 * units), TSInputEncodingUTF16LE);
        if (tree != NULL) {
            nodes += walk(tree);
            ts_tree_delete(tree);
        }
        files++;
        free(text);
        free(bytes);
    }
    ts_parser_delete(parser);
    printf("kerf-grammars: trained the core on %ld %s files (%ld nodes)\n", files, argv[1], nodes);
    return 0;
}
