package dev.kerf.internal.delimiter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.Granularity;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Code cut along the delimiter tables (every language with kerf-core alone, and languages
 * without a grammar) says what definition each chunk lies in: its {@code scope} and the context
 * header's scope line name the class and function read from their headers, as the syntax
 * structure's do, and a header that names nothing plainly gives no scope entry rather than a
 * wrong one.
 */
class DelimiterScopesTest {

    private static List<Chunk> chunk(String path, String text, int maxTokens) {
        return ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).contextHeader(true).build()),
                Source.fromText(text).withPath(path));
    }

    /** One chunk per definition, so that each chunk's name is its definition's. */
    private static List<Chunk> definitions(String path, String text) {
        return definitions(path, text, 512);
    }

    private static List<Chunk> definitions(String path, String text, int maxTokens) {
        return ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).granularity(Granularity.DEFINITION).build()),
                Source.fromText(text).withPath(path));
    }

    private static Chunk holding(List<Chunk> chunks, String needle) {
        return chunks.stream().filter(c -> c.text().contains(needle)).findFirst().orElseThrow();
    }

    @Test
    void groovyClassesAndMethodsNameTheirChunksScopes() {
        String methodBody = "        def total = 0\n" + "        for (entry in store.entrySet()) {\n"
                + "            total += entry.value instanceof Number ? (entry.value as Number).longValue() : 0\n" + "        }\n";
        String groovy = "package nextflow.trace\n\nimport groovy.transform.CompileStatic\n\n"
                + "@CompileStatic\nclass TraceRecord implements Serializable {\n\n"
                + "    private Map<String,Object> store = new LinkedHashMap<>()\n\n"
                + "    static public String fmtTime(long millis) {\n" + methodBody.repeat(6) + "        return millis.toString()\n    }\n\n"
                + "    def putAll(Map<String,Object> values) {\n" + methodBody.repeat(6) + "        store.putAll(values)\n    }\n}\n";
        List<Chunk> chunks = chunk("modules/nextflow/src/main/groovy/nextflow/trace/TraceRecord.groovy", groovy, 128);

        Chunk fmt = holding(chunks, "return millis.toString()");
        assertThat(ChunkMetadata.texts(fmt.metadata(), ChunkMetadata.SCOPE)).containsExactly("class TraceRecord", "function fmtTime");
        assertThat(fmt.contextual().orElseThrow().text()).contains("# scope: class TraceRecord > function fmtTime\n");
        Chunk putAll = holding(chunks, "store.putAll(values)");
        assertThat(ChunkMetadata.texts(putAll.metadata(), ChunkMetadata.SCOPE)).containsExactly("class TraceRecord", "function putAll");
        // The spec's delimiter metadata stays as it was.
        assertThat(chunks).allSatisfy(ch -> assertThat((String) ch.metadata().get("name")).matches("(Groovy module '.*'|[A-Z][a-z]+ at line \\d+)"));
    }

    /**
     * Every chunk cut along delimiters has a {@code classification}, as syntax chunks do: the
     * definition it lies in (a loop inside a method is part of a FUNCTION), else its block's own
     * kind (a script's top-level loop); code outside every block is the MODULE. Before, only the
     * module's chunks had one, and a consumer filtering on it lost every Groovy method.
     */
    @Test
    void everyChunkIsClassifiedByTheDefinitionItLiesIn() {
        String loop = "        for (entry in store.entrySet()) {\n" + "            total += entry.value as long\n".repeat(4) + "        }\n";
        String groovy = "package nextflow.trace\n\nimport groovy.transform.CompileStatic\n\n"
                + "class TraceRecord {\n\n"
                + "    long total(Map<String,Object> store) {\n        long total = 0\n" + loop.repeat(8) + "        return total\n    }\n}\n";
        List<Chunk> chunks = chunk("TraceRecord.groovy", groovy, 96);
        assertThat(chunks).allSatisfy(ch -> assertThat(ch.metadata()).containsKey(ChunkMetadata.CLASSIFICATION));
        assertThat(holding(chunks, "return total").metadata()).containsEntry(ChunkMetadata.CLASSIFICATION, "FUNCTION");
        assertThat(holding(chunks, "import groovy").metadata()).containsEntry(ChunkMetadata.CLASSIFICATION, "MODULE");

        String shell = "#!/bin/sh\nset -e\n\nfor f in *.txt; do\n" + "  wc -l \"$f\" >> counts.log\n".repeat(40) + "done\n";
        List<Chunk> script = definitions("count.sh", shell, 64);
        assertThat(holding(script, "done").metadata()).containsEntry(ChunkMetadata.CLASSIFICATION, "LOOP");
    }

    /**
     * A Lisp package named by an uninterned symbol is a module of that name: its scope said
     * {@code function task-queue}, read from the word before the next form's parenthesis.
     */
    @Test
    void aLispPackageIsAModuleNamedByItsSymbol() {
        String lisp = "(defpackage #:task-queue\n  (:use #:common-lisp)\n  (:export #:make-queue #:enqueue #:run-all\n"
                + "           #:task #:task-name #:with-timing #:describe-task))\n\n(defun enqueue (queue task)\n  (push task queue))\n";
        List<Chunk> chunks = definitions("queue.lisp", lisp, 24);
        assertThat(ChunkMetadata.texts(holding(chunks, "(defpackage").metadata(), ChunkMetadata.SCOPE)).containsExactly("module task-queue");
        assertThat(holding(chunks, "(defpackage").metadata()).containsEntry(ChunkMetadata.CLASSIFICATION, "MODULE");
        assertThat(ChunkMetadata.texts(holding(chunks, "(defun").metadata(), ChunkMetadata.SCOPE)).containsExactly("function enqueue");
    }

    /** Fortran's attributes stand between a definer and the name, before {@code ::}. */
    @Test
    void aFortranTypeWithAttributesIsNamedAfterItsDoubleColon() {
        String fortran = "module stats_mod\n  implicit none\n\n  type, public :: summary_t\n"
                + "    integer :: n = 0\n".repeat(12) + "  end type summary_t\n\nend module stats_mod\n";
        List<Chunk> chunks = definitions("stats.f90", fortran, 48);
        assertThat(ChunkMetadata.texts(holding(chunks, "type, public").metadata(), ChunkMetadata.SCOPE))
                .containsExactly("module stats_mod", "class summary_t");
    }

    @Test
    void cFunctionsAreNamedByTheWordBeforeTheirParametersNotByTheTypesAroundThem() {
        String body = "\tstruct winlink\t*wl;\n\n\tRB_FOREACH(wl, winlinks, wwl) {\n\t\tif (wl->window == w)\n\t\t\treturn (wl);\n\t}\n";
        String c = "#include <stdlib.h>\n\n"
                + "struct winlink *\nwinlink_find_by_window(struct winlinks *wwl, struct window *w)\n{\n" + body.repeat(4) + "\treturn (NULL);\n}\n\n"
                + "static void\nwindow_fire_renamed(struct window *w, const char *old_name)\n{\n" + body.repeat(4) + "}\n";
        List<Chunk> chunks = chunk("window.c", c, 96);

        assertThat(ChunkMetadata.texts(holding(chunks, "winlink_find_by_window(").metadata(), ChunkMetadata.SCOPE))
                .containsExactly("function winlink_find_by_window");
        assertThat(ChunkMetadata.texts(holding(chunks, "window_fire_renamed(").metadata(), ChunkMetadata.SCOPE))
                .containsExactly("function window_fire_renamed");
        // A return type is no struct of the file's, and a loop macro is no function.
        assertThat(chunks).allSatisfy(ch -> assertThat(ChunkMetadata.texts(ch.metadata(), ChunkMetadata.SCOPE))
                .noneMatch(entry -> entry.contains("winlink") && entry.startsWith("class"))
                .noneMatch(entry -> entry.contains("RB_FOREACH")));
    }

    /** Verilog's blocks close with their own keywords: a module runs to its endmodule, not to the first end inside it. */
    @Test
    void verilogModulesRunToTheirEndmodule() {
        String v = "module counter(input clk, output reg [3:0] q);\n  always @(posedge clk) begin\n    q <= q + 1;\n  end\n"
                + "  function automatic [3:0] next(input [3:0] x);\n    next = x + 1;\n  endfunction\nendmodule\n";
        List<Chunk> chunks = definitions("counter.v", v, 24);
        assertThat(ChunkMetadata.texts(holding(chunks, "next = x + 1").metadata(), ChunkMetadata.SCOPE))
                .containsExactly("module counter", "function next");
        assertThat(chunks).allSatisfy(c -> assertThat(c.metadata().get("classification")).isNotEqualTo("CONDITIONAL"));
        assertThat(chunks.getLast().metadata().get("name")).isEqualTo("Module at line 1");
    }

    /** MATLAB's outputs before its function's name are no name. */
    @Test
    void aMatlabFunctionIsNamedAfterItsOutputs() {
        String matlab = "function y = square_all(x)\n% squares every element\ny = x.^2;\nend\n\n"
                + "function [m, s] = stats(v)\nm = mean(v);\ns = std(v);\nend\n";
        List<Chunk> chunks = definitions("square_all.m", matlab);
        assertThat(ChunkMetadata.texts(holding(chunks, "x.^2").metadata(), ChunkMetadata.SCOPE)).containsExactly("function square_all");
        assertThat(ChunkMetadata.texts(holding(chunks, "std(v)").metadata(), ChunkMetadata.SCOPE)).containsExactly("function stats");
    }

    /** In the shell family a line ends its statement: the command above a function is no part of its header. */
    @Test
    void aShellFunctionAfterACommandIsAFunction() {
        String zsh = "setopt extended_glob\nfoo() {\n  echo hi\n}\n\necho start\nbar() {\n  echo bye\n}\n";
        List<Chunk> chunks = definitions("tool.zsh", zsh);
        assertThat(describe(holding(chunks, "echo hi"))).isEqualTo("FUNCTION Function at line 2 [function foo]");
        assertThat(describe(holding(chunks, "echo bye"))).isEqualTo("FUNCTION Function at line 7 [function bar]");
    }

    @Test
    void aTypeInParametersOrTemplateParametersMakesNoClass() {
        String c = "struct winlink *\nwinlink_find(struct winlinks *wwl, struct window *w)\n{\n\treturn (NULL);\n}\n\n"
                + "static void\nwindow_renamed(struct window *w)\n{\n\tw->flags = 0;\n}\n\n"
                + "struct point\nmake_point(int x)\n{\n\treturn p;\n}\n\n"
                + "struct point {\n\tint x;\n};\n";
        List<Chunk> cChunks = definitions("window.c", c);
        assertThat(describe(holding(cChunks, "winlink_find("))).isEqualTo("FUNCTION Function at line 1 [function winlink_find]");
        assertThat(describe(holding(cChunks, "window_renamed("))).isEqualTo("FUNCTION Function at line 7 [function window_renamed]");
        assertThat(describe(holding(cChunks, "make_point("))).isEqualTo("FUNCTION Function at line 13 [function make_point]");
        assertThat(describe(holding(cChunks, "int x;"))).isEqualTo("CLASS Class at line 19 [class point]");

        String cpp = "template <class T> void swap_it(T &a, T &b) {\n\tT t = a;\n\ta = b;\n\tb = t;\n}\n\n"
                + "template <class T> class Box {\n\tT value;\n\tint size;\n};\n";
        List<Chunk> cppChunks = definitions("box.h", cpp);
        assertThat(describe(holding(cppChunks, "b = t;"))).isEqualTo("FUNCTION Function at line 1 [function swap_it]");
        assertThat(describe(holding(cppChunks, "T value;"))).isEqualTo("CLASS Class at line 7 [class Box]");

        String rust = "fn render(items: impl Iterator<Item = u8>) -> String {\n    items.map(|b| b as char).collect()\n}\n\n"
                + "impl Render for Page {\n    fn title(&self) -> String {\n        self.title.clone()\n    }\n}\n";
        List<Chunk> rustChunks = definitions("render.rs", rust);
        assertThat(describe(holding(rustChunks, "collect()"))).isEqualTo("FUNCTION Function at line 1 [function render]");
        assertThat(describe(holding(rustChunks, "impl Render"))).isEqualTo("CLASS Class at line 5 [class Render]");

        // A type after `:` or `->`, a keyword that is a type (C#'s object), Go's `chan struct{}`.
        String rustTypes = "fn attach(\n    items: impl Iterator<Item = u8>,\n) -> impl Iterator<Item = (u8, u8)> {\n    items.map(|b| (b, b))\n}\n";
        assertThat(describe(definitions("attach.rs", rustTypes).getFirst())).isEqualTo("FUNCTION Function at line 1 [function attach]");
        String cs = "public object Convert(object value, Type type)\n{\n    return value;\n}\n";
        assertThat(describe(definitions("Convert.cs", cs).getFirst())).isEqualTo("FUNCTION Function at line 1 [function Convert]");
        String go = "func (c *Context) Done() <-chan struct{} {\n\treturn nil\n}\n";
        assertThat(describe(definitions("context.go", go).getFirst())).isEqualTo("FUNCTION Function at line 1 [function Done]");
    }

    @Test
    void aDefinerWordUsedAsAVariableOpensNoFunction() {
        String js = "function use(fn) {\n  if (typeof fn !== 'function') {\n    throw new TypeError('x');\n  }\n"
                + "  for (const fn of fns) {\n    fn.handle();\n  }\n}\n";
        List<Chunk> jsChunks = definitions("app.js", js, 16);
        assertThat(describe(holding(jsChunks, "throw new"))).isEqualTo("CONDITIONAL Conditional at line 2 [function use]");
        assertThat(describe(holding(jsChunks, "fn.handle()"))).isEqualTo("LOOP Loop at line 5 [function use]");
        String c = "static int\ncall(struct function *function)\n{\n\tswitch (function->nargs) {\n\tcase 1:\n\t\treturn 1;\n\t}\n\treturn 0;\n}\n";
        assertThat(describe(holding(definitions("execute.c", c, 16), "case 1:"))).isEqualTo("CONDITIONAL Conditional at line 4 [function call]");
    }

    /** A delimiter chunk's kind, its spec name and its scope, on one line. */
    private static String describe(Chunk chunk) {
        return chunk.metadata().get("delimiter_kind") + " " + chunk.metadata().get("name") + " "
                + ChunkMetadata.texts(chunk.metadata(), ChunkMetadata.SCOPE);
    }

    @Test
    void headersOfOtherFamiliesAreReadAtTheirKeyword() {
        List<Chunk> ruby = chunk("lib/thor/shell.rb", "module Thor\n  class Shell\n    def say(message)\n      puts message\n    end\n  end\nend\n", 512);
        assertThat(ChunkMetadata.texts(ruby.getFirst().metadata(), ChunkMetadata.SCOPE)).containsExactly("module Thor");
        List<Chunk> lisp = chunk("src/util.clj", "(ns app.util)\n\n(defn parse-line [line]\n  (clojure.string/split line #\",\"))\n", 512);
        assertThat(lisp).anySatisfy(ch -> assertThat(ChunkMetadata.texts(ch.metadata(), ChunkMetadata.SCOPE)).contains("function parse-line"));
        // Clojure's private defn- ends with a hyphen, which is no part of the name (it had none).
        List<Chunk> private_ = chunk("src/util.clj", "(ns app.util)\n\n(defn- normalize\n  [s]\n  (clojure.string/trim s))\n", 512);
        assertThat(private_).anySatisfy(ch -> assertThat(ChunkMetadata.texts(ch.metadata(), ChunkMetadata.SCOPE)).contains("function normalize"));
        List<Chunk> go = chunk("auth.go", "package gin\n\nfunc (a authPairs) searchCredential(authValue string) (string, bool) {\n"
                + "\tfor _, pair := range a {\n\t\tif pair.value == authValue {\n\t\t\treturn pair.user, true\n\t\t}\n\t}\n\treturn \"\", false\n}\n", 512);
        assertThat(go).anySatisfy(ch -> assertThat(ChunkMetadata.texts(ch.metadata(), ChunkMetadata.SCOPE)).contains("function searchCredential"));
    }

    /**
     * A chunk cut along delimiters lists the definitions that begin in it as its symbols, as the
     * syntax structure's chunks do (Clojure's were named "Function at line N" after spec 000 and
     * had their names only in their scope), and a quote after a backslash opens no string:
     * Clojure's {@code \"} char made the rest of the file one string, and every defn after it
     * a part of the module.
     */
    @Test
    void delimiterChunksListTheirDefinitionsAndACharLiteralQuoteOpensNoString() {
        String clj = """
                (ns demo.core)

                (defn read-escaped [stream]
                  (case (char (.read stream))
                    \\" \\"
                    \\n \\newline
                    (throw (Exception. "bad escape"))))

                (defn slow-read [stream]
                  (let [buffer (StringBuilder.)]
                    (if (= (char (.read stream)) \\")
                      (str buffer)
                      (recur stream))))

                (defn quoted [stream]
                  (slow-read stream))
                """;
        List<Chunk> chunks = chunk("src/demo/core.clj", clj, 512);
        assertThat(chunks).hasSize(1);
        assertThat(chunks.getFirst().metadata().get("symbols")).isEqualTo(List.of("read-escaped", "slow-read", "quoted"));
        List<Chunk> parts = chunk("src/demo/core.clj", clj, 64);
        assertThat(parts).anySatisfy(ch -> assertThat(ChunkMetadata.texts(ch.metadata(), ChunkMetadata.SCOPE)).contains("function slow-read"))
                .anySatisfy(ch -> assertThat(ChunkMetadata.texts(ch.metadata(), ChunkMetadata.SCOPE)).contains("function quoted"));
    }
}
