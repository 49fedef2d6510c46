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
 * C code written with loop macros ({@code TAILQ_FOREACH(wp, &w->panes, entry) {}) and attribute
 * macros ({@code __unused struct client *c}) is valid C that tree-sitter-c reads with errors. The
 * text is parsed again with the loop macro's name as {@code while} and the attribute as spaces,
 * and the chunks keep the text as written: tmux's files with a parse error went from 100 of 158 to
 * 28, its chunks saying {@code has_parse_errors} from 1,159 to 586.
 */
class CLoopMacrosTest {
    private static final String WINDOW = """
            #include <sys/queue.h>

            struct window_pane *
            window_find_pane(struct window *w, u_int id)
            {
            	struct window_pane	*wp;

            	TAILQ_FOREACH(wp, &w->panes, entry) {
            		if (wp->id == id)
            			return (wp);
            	}
            	RB_FOREACH(wp, window_pane_tree, &all_window_panes)
            		wp->flags &= ~PANE_REDRAW;
            	return (NULL);
            }

            static void
            window_pane_read_callback(__unused struct bufferevent *bufev, __unused void *data)
            {
            	struct window_pane	*wp = data;

            	switch (wp->mode) {
            	case 0:
            		break;
            	}
            	log_debug("%s: %%%u", __func__, wp->id);
            }
            """;

    private static List<Chunk> chunks(String code, String path) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(256).granularity(Granularity.DEFINITION).build());
        return ChunkInvariants.chunkAndCheck(kerf, Source.fromText(code).withPath(path));
    }

    @Test
    void loopAndAttributeMacrosParseCleanAndKeepTheirText() {
        List<Chunk> chunks = chunks(WINDOW, "window.c");
        assertThat(chunks).noneMatch(c -> Boolean.TRUE.equals(c.metadata().get("has_parse_errors")));
        assertThat(chunks).extracting(c -> c.metadata().get("name"))
                .contains("C function 'window_find_pane'", "C function 'window_pane_read_callback'");
        assertThat(String.join("", chunks.stream().map(Chunk::text).toList())).contains("TAILQ_FOREACH(wp", "__unused struct bufferevent");
    }

    /**
     * A file the second reading is kept for (here for {@code YAML_CPP_NOEXCEPT}, which no rule
     * knows, and {@code YAML_CPP_API}) held a constructor with its initializers on the next line,
     * read as a loop macro, and functions named in capitals, read as annotations: their names
     * came out as {@code "Excep"} (the length of {@code while}) and {@code ""} (yaml-cpp's
     * exceptions.h).
     */
    @Test
    void constructorsAndFunctionsNamedInCapitalsAreNotMacros() {
        String header = """
                namespace YAML {
                class YAML_CPP_API Exception : public std::runtime_error {
                 public:
                  Exception(const Mark& mark_, const std::string& msg_)
                      : std::runtime_error(build_what(mark_, msg_)), mark(mark_), msg(msg_) {}
                  ~Exception() YAML_CPP_NOEXCEPT override;

                  Mark mark;
                  std::string msg;
                };

                inline const std::string INVALID_NODE_WITH_KEY(const std::string& key) {
                  std::stringstream stream;
                  return stream.str();
                }

                class Table {
                  int size_ GUARDED_BY(mutex_);
                  void Compact() EXCLUSIVE_LOCKS_REQUIRED(mutex_);
                };
                }
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(48).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(header).withPath("exceptions.h"));
        List<String> symbols = chunks.stream()
                .flatMap(c -> c.metadata().get("symbols") instanceof List<?> l ? l.stream().map(String::valueOf) : java.util.stream.Stream.empty())
                .toList();
        assertThat(symbols).contains("Exception", "INVALID_NODE_WITH_KEY", "Table")
                .allSatisfy(s -> assertThat(header).contains(s));
        assertThat(chunks).extracting(c -> String.valueOf(c.metadata().get("name")))
                .contains("C++ function 'INVALID_NODE_WITH_KEY'").noneMatch(n -> n.contains("''"));
    }
}
