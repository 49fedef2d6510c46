package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Granularity;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * C and C++ that compiles but that tree-sitter reads with errors because of the preprocessor:
 * conditional blocks whose branches open a block twice or sit inside an expression, linkage and
 * export macros, annotations written as calls. The text is parsed again as a compiler would see
 * one configuration, and that parse is kept when it is less damaged than the first. Over the C
 * and C++ change sets the chunks saying {@code has_parse_errors} went from 2,480 to 718 (tmux 617
 * to 48, nginx 405 to 70, curl 140 to 27, leveldb 204 to 45).
 */
class CPreprocessorReadingTest {
    private static List<Chunk> chunks(String code, String path) {
        return chunks(code, path, 256);
    }

    private static List<Chunk> chunks(String code, String path, int maxTokens) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).granularity(Granularity.DEFINITION).build());
        return ChunkInvariants.chunkAndCheck(kerf, Source.fromText(code).withPath(path));
    }

    private static List<Object> names(List<Chunk> chunks) {
        return chunks.stream().map(c -> c.metadata().get("name")).toList();
    }

    private static boolean damaged(Chunk c) {
        return Boolean.TRUE.equals(c.metadata().get("has_parse_errors"));
    }

    /** curl's, nginx's and jq's ways of writing two configurations in one function. */
    private static final String CONFIGURATIONS = """
            #include "tool_setup.h"

            static ngx_inline void
            ngx_queue_init_twice(ngx_queue_t *q)
            {
                q->prev = q;
                q->next = q;
            }

            CURL_EXTERN size_t tool_read_cb(char *buffer, size_t sz, size_t nmemb, void *userdata)
            {
              ssize_t rc = 0;
              if(msdelta > config->timeout_ms)
                return 0;
            #ifndef _WIN32
              else {
                long w = config->timeout_ms - msdelta;
            #else
              else {
                long w = 0;
            #endif
                rc = poll(w);
              }
              return rc;
            }

            static ngx_uint_t
            ngx_resolver_resend_empty(ngx_resolver_t *r)
            {
                return ngx_queue_empty(&r->name_resend_queue)
            #if (NGX_HAVE_INET6)
                       && ngx_queue_empty(&r->addr6_resend_queue)
            #endif
                       && ngx_queue_empty(&r->addr_resend_queue);
            }

            static void
            jv_free_bigint(struct dtoa_context *C, Bigint *v)
            {
                if (v->k > Kmax)
            #ifdef FREE
                    FREE((void *)v);
            #else
                    free((void *)v);
            #endif
                else {
                    v->next = C->freelist[v->k];
                }
            }
            """;

    @Test
    void conditionalBlocksInsideCodeAreReadAsTheirFirstBranch() {
        List<Chunk> chunks = chunks(CONFIGURATIONS, "src/tool_cb_rea.c");
        assertThat(chunks).noneMatch(CPreprocessorReadingTest::damaged);
        assertThat(names(chunks)).contains("C function 'ngx_queue_init_twice'", "C function 'tool_read_cb'",
                "C function 'ngx_resolver_resend_empty'", "C function 'jv_free_bigint'");
        // The other branches are in the chunks as written (chunkAndCheck holds every char to its place).
        assertThat(String.join("", chunks.stream().map(Chunk::text).toList())).contains("long w = 0;", "free((void *)v);");
    }

    /**
     * Alternative definitions at the top level are read as they are: tree-sitter reads them well,
     * and each is a definition to find. Only the group inside the function, whose branches each
     * open the else block, is read as its first branch.
     */
    @Test
    void alternativeDefinitionsAtTheTopLevelStayDefinitions() {
        String code = """
                #ifdef _WIN32
                int uv_pipe(int fds[2], int flags) {
                  return uv__win_pipe(fds, flags);
                }
                #else
                int uv_pipe(int fds[2], int flags) {
                  return uv__unix_pipe(fds, flags);
                }
                #endif

                int uv_cwd(char *buffer, size_t *size) {
                  if (buffer == NULL)
                    return UV_EINVAL;
                #ifdef _WIN32
                  else {
                    return uv__win_cwd(buffer, size);
                #else
                  else {
                    return uv__unix_cwd(buffer, size);
                #endif
                  }
                }
                """;
        List<Chunk> chunks = chunks(code, "src/uv-common.c", 32);
        assertThat(chunks).noneMatch(CPreprocessorReadingTest::damaged);
        for (String body : List.of("uv__win_pipe", "uv__unix_pipe")) {
            assertThat(chunks.stream().filter(c -> c.text().contains(body)).findFirst().orElseThrow().metadata())
                    .containsEntry("name", "C function 'uv_pipe'");
        }
        assertThat(names(chunks)).contains("C function 'uv_cwd'");
    }

    /**
     * Two signatures of one function, one per configuration, then its body: the body was read as
     * a block of module code after two declarations missing their ';'.
     */
    @Test
    void aFunctionWithOneSignaturePerConfigurationIsOneFunction() {
        String code = """
                #if HAVE_EVENTS
                void drain(struct loop* loop, int events)
                #else
                void drain(struct loop* loop)
                #endif
                {
                  ssize_t r;

                  for (;;) {
                    r = read(loop->fd, buf, sizeof(buf));
                    if (r == -1)
                      break;
                  }
                }
                """;
        List<Chunk> chunks = chunks(code, "src/events.c", 48);
        assertThat(chunks.stream().filter(c -> c.text().contains("for (;;)")).findFirst().orElseThrow().metadata())
                .containsEntry("name", "C function 'drain'");
    }

    /**
     * A file the rules cannot read whole still gains from what they can: the second parse is kept
     * when it is less damaged, and only the function with the macro they do not know says so.
     */
    @Test
    void aSecondReadingThatLeavesOneErrorIsKeptWhenItHasFewer() {
        String code = """
                struct window_pane *
                window_find_pane(struct window *w, u_int id)
                {
                	struct window_pane	*wp;

                	TAILQ_FOREACH(wp, &w->panes, entry) {
                		if (wp->id == id)
                			return (wp);
                	}
                	return (NULL);
                }

                static u_char *
                ngx_vslprintf_one(u_char *buf, va_list args)
                {
                    ngx_str_t  *v;

                    v = va_arg(args, ngx_str_t *);
                    return buf;
                }
                """;
        List<Chunk> chunks = chunks(code, "window.c");
        Chunk find = chunks.stream().filter(c -> c.text().contains("TAILQ_FOREACH")).findFirst().orElseThrow();
        assertThat(find.metadata()).containsEntry("name", "C function 'window_find_pane'");
        assertThat(damaged(find)).isFalse();
        assertThat(chunks).anyMatch(c -> c.text().contains("va_arg(args") && damaged(c));
    }

    /** leveldb's export macro and Clang's thread-safety annotations. */
    @Test
    void exportMacrosAndAnnotationsLeaveCPlusPlusClassesWhole() {
        String code = """
                namespace leveldb {

                class LEVELDB_EXPORT Status {
                 public:
                  Status() noexcept : state_(nullptr) {}
                  ~Status() { delete[] state_; }

                  bool ok() const { return (state_ == nullptr); }

                 private:
                  const char* state_;
                };

                class DBImpl : public DB {
                 public:
                  Status Recover(VersionEdit* edit, bool* save_manifest)
                      EXCLUSIVE_LOCKS_REQUIRED(mutex_);

                  void RemoveObsoleteFiles() EXCLUSIVE_LOCKS_REQUIRED(mutex_);

                 private:
                  port::Mutex mutex_;
                  std::queue<BackgroundWorkItem> background_work_queue_
                      GUARDED_BY(background_work_mutex_);
                };

                }  // namespace leveldb
                """;
        List<Chunk> chunks = chunks(code, "include/leveldb/status.h", 64);
        assertThat(chunks).noneMatch(CPreprocessorReadingTest::damaged);
        assertThat(names(chunks)).contains("C++ class 'Status'", "C++ class 'DBImpl'");
    }

    /**
     * fmt's namespace macros alone on their lines and cJSON's calling convention between a
     * function's type and its name: {@code namespace detail} was a function named detail, the
     * namespace after {@code FMT_END_NAMESPACE} a function named namespace, and cJSON's test mains
     * functions named void (a user trial: 10% of fmt's and cJSON's chunks had such a scope).
     */
    @Test
    void macrosAloneOnTheirLinesAndCallingConventionsLeaveNamesAlone() {
        String fmt = """
                #include <string>

                FMT_BEGIN_NAMESPACE
                namespace detail {

                struct size_padding {
                  size_t size;
                  size_padding(int width) : size(width) {}
                };

                }  // namespace detail

                FMT_EXPORT class FMT_API file {
                 public:
                  void close();
                };
                FMT_END_NAMESPACE

                namespace plain {
                struct point {
                  int x;
                };
                }  // namespace plain
                """;
        List<Chunk> chunks = chunks(fmt, "include/fmt/format.h", 32);
        assertThat(chunks).noneMatch(CPreprocessorReadingTest::damaged);
        assertThat(names(chunks)).contains("C++ namespace 'detail'", "C++ class 'file'", "C++ namespace 'plain'")
                .noneMatch(n -> String.valueOf(n).contains("function 'detail'") || String.valueOf(n).contains("'namespace'"));
        assertThat((List<?>) chunks.stream().filter(c -> c.text().contains("struct size_padding")).findFirst().orElseThrow().metadata().get("scope"))
                .first().isEqualTo("namespace detail");

        String cjson = """
                static void parse_should_work(void)
                {
                    TEST_ASSERT_TRUE(1);
                }

                int CJSON_CDECL main(void)
                {
                    UNITY_BEGIN();
                    RUN_TEST(parse_should_work);
                    return UNITY_END();
                }
                """;
        assertThat(names(chunks(cjson, "tests/parse_test.c", 32))).contains("C function 'parse_should_work'", "C function 'main'");
    }

    /**
     * zstd's and xxHash's storage and export macros before a function's type: the function is named
     * by its name, not by {@code void} or its type, and a cut never falls between the macro and
     * the rest of its line.
     */
    @Test
    @SuppressWarnings("unchecked")
    void aMacroBeforeTheTypeLeavesTheFunctionItsNameAndItsFirstLine() {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            body.append("    if (s->len > ").append(i).append(") { acc += mix_").append(i).append("(s->buf, s->secret, ").append(i).append("); }\n");
        }
        String code = """
                MEM_STATIC cpuid_t get_cpuid(void) {
                    cpuid_t r;
                    return r;
                }

                /* digest */
                MY_API my_hash_t my_digest (NOESCAPE const state_t* s)
                {
                    my_hash_t acc = 0;
                """ + body + """
                    return acc;
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(128).build()),
                Source.fromText(code).withPath("lib/xxhash.c"));
        assertThat(names(chunks)).contains("C function 'my_digest'").doesNotContain("C function 'void'");
        assertThat((List<Object>) chunks.getFirst().metadata().get("symbols")).contains("get_cpuid").doesNotContain("void");
        assertThat(chunks).allSatisfy(c -> assertThat(c.span().charStart() == 0 || code.charAt(c.span().charStart() - 1) == '\n')
                .as("chunk %d begins its line: %s", c.index(), c.text()).isTrue());
        assertThat(chunks).noneMatch(c -> c.text().endsWith("MY_API"));
    }

    /** zlib's OF((...)) and BSD's __P((...)) around parameters: the function is named by its name, not by a parameter's type. */
    @Test
    void aPrototypeMacroAroundParametersLeavesTheFunctionItsName() {
        String code = """
                ZEXTERN int ZEXPORT z_deflateReset _Z_OF((z_streamp strm))
                {
                    return deflateReset(strm);
                }

                static int
                count_words __P((const char *s, int n))
                {
                    return n;
                }
                """;
        List<Chunk> chunks = chunks(code, "zlibwrapper.c", 16);
        assertThat(names(chunks)).contains("C function 'z_deflateReset'", "C function 'count_words'")
                .doesNotContain("C function 'z_streamp'");
    }
}
