package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Fixtures;
import dev.kerf.Granularity;
import dev.kerf.Kerf;
import dev.kerf.MachineCorpus;
import dev.kerf.Source;
import dev.kerf.tokens.TokenCounter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the defaults (only a token limit given, tree-sitter on the class path) make of code: whole
 * definitions packed to the limit, the blob chunking scenarios (a small blob is one chunk, a large
 * file with overlap; spec 001 in docs/specs.md), no stranded signatures, few crumbs.
 * Definitions are found here by Python's own {@code ast} module, independently of kerf's parse.
 */
class PackedDefaultsTest {
    private static final TokenCounter CL100K = ChunkOptions.defaults().tokenizer();

    private static Kerf defaults(int maxTokens) {
        return Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
    }

    @Test
    void packedIsTheDefault() {
        assertThat(ChunkOptions.defaults().granularity()).isEqualTo(Granularity.PACKED);
    }

    /**
     * A string left open near the top turns the rest of the file into one string: it must still
     * pack into chunks of a useful size (it once gave one chunk per line).
     */
    @ParameterizedTest
    @ValueSource(strings = {"PACKED", "DEFINITION"})
    void anUnterminatedStringStillPacks(String granularity) {
        for (Source real : MachineCorpus.pythonStdlib(9, 3)) {
            Source broken = Source.fromText("x = \"\"\"never closed\n" + real.text()).withPath("broken.py");
            Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(512).granularity(Granularity.valueOf(granularity)).build());
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, broken);
            int tokens = CL100K.count(broken.text());
            assertThat(chunks.size()).as("%s: %d tokens", real.path().orElseThrow(), tokens).isLessThanOrEqualTo(Math.max(1, tokens / 64));
        }
    }

    @Test
    @DisplayName("Blob chunking, small blob (spec 001): a Python blob under the limit is one chunk")
    void smallBlobIsOneChunk() {
        Source blob = Fixtures.source("bisect_part.py");
        assertThat(CL100K.count(blob.text())).isBetween(400, 550);

        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(defaults(800), blob);

        assertThat(chunks).hasSize(1);
        assertThat(chunks.getFirst().strategy()).isEqualTo("semantic");
        assertThat(chunks.getFirst().text()).isEqualTo(blob.text().strip());
        assertThat(chunks.getFirst().span().startLine()).isEqualTo(1);
    }

    @Test
    @DisplayName("Blob chunking, large Python file with 20% overlap (spec 001): 7-8 chunks of at most 800 tokens")
    void largePythonWithOverlap() {
        Source blob = Fixtures.source("heapq_part.py");
        assertThat(CL100K.count(blob.text())).isBetween(4900, 5100);
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(800).overlapRatio(0.2).build());

        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, blob);

        assertThat(chunks).hasSizeBetween(7, 8);
        for (int i = 1; i < chunks.size(); i++) {
            int shared = chunks.get(i - 1).span().charEnd() - chunks.get(i).span().charStart();
            assertThat(shared).as("chunk %d repeats the end of chunk %d", i, i - 1).isPositive();
            String overlap = blob.text().substring(chunks.get(i).span().charStart(), chunks.get(i - 1).span().charEnd());
            assertThat(CL100K.count(overlap)).as("overlap of chunk %d", i).isLessThanOrEqualTo(160);
        }
    }

    @ParameterizedTest(name = "at {0} tokens")
    @ValueSource(ints = {256, 512})
    void everyDefinitionThatFitsIsWholeInOneChunk(int maxTokens) {
        Kerf kerf = defaults(maxTokens);
        int checked = 0;
        for (Source source : MachineCorpus.pythonStdlib(11, 40)) {
            List<Chunk> chunks = kerf.chunk(source);
            for (int[] def : topLevelDefinitions(source)) {
                if (CL100K.count(source.text().substring(def[0], def[1])) > maxTokens) {
                    continue;
                }
                checked++;
                assertThat(chunks).as("%s: the definition at char %d lies whole in one chunk", source.path().orElseThrow(), def[0])
                        .anySatisfy(c -> {
                            assertThat(c.span().charStart()).isLessThanOrEqualTo(def[0]);
                            assertThat(c.span().charEnd()).isGreaterThanOrEqualTo(def[1]);
                        });
            }
        }
        assertThat(checked).as("definitions checked").isGreaterThan(200);
    }

    @ParameterizedTest(name = "at {0} tokens")
    @ValueSource(ints = {128, 256, 512})
    void noChunkEndsWithASignatureWhoseBodyIsInTheNext(int maxTokens) {
        Kerf kerf = defaults(maxTokens);
        int chunks = 0;
        List<String> stranded = new ArrayList<>();
        for (Source source : MachineCorpus.pythonStdlib(12, 40)) {
            for (Chunk c : kerf.chunk(source)) {
                chunks++;
                String[] lines = c.text().strip().split("\\R");
                String last = lines[lines.length - 1].strip();
                if (lines.length > 0 && (last.startsWith("def ") || last.startsWith("class ") || last.startsWith("async def "))
                        && last.endsWith(":")) {
                    stranded.add(source.path().orElseThrow() + ":" + c.span().endLine() + " " + last);
                }
            }
        }
        assertThat(chunks).isGreaterThan(100);
        assertThat(stranded).as("chunks ending with a signature").isEmpty();
    }

    /**
     * At most 5% of code chunks are under 32 tokens in every language, not counting files that
     * small whole (issue: a 2-line {@code type bitset []uint} or a class's first line was a chunk
     * of its own). Real code of eight languages, plus the JDK and Python samples and the fixtures.
     */
    @ParameterizedTest(name = "at {0} tokens")
    @ValueSource(ints = {256, 512})
    void fewCrumbs(int maxTokens) {
        Kerf kerf = defaults(maxTokens);
        List<ChangeSetChunks.Chunked> chunked = new ArrayList<>(ChangeSetChunks.at(maxTokens));
        List<Source> more = new ArrayList<>(MachineCorpus.pythonStdlib(13, 60));
        more.addAll(MachineCorpus.jdkSources(13, 60));
        more.addAll(SyntaxFixturesTest.allFixtures());
        chunked.addAll(more.parallelStream().map(s -> new ChangeSetChunks.Chunked(s, kerf.chunk(s))).toList());
        java.util.Map<String, int[]> byLanguage = new java.util.TreeMap<>();
        for (java.util.Map<String, int[]> counts : chunked.stream().map(c -> crumbCounts(c.source(), c.chunks())).toList()) {
            counts.forEach((language, c) -> {
                int[] total = byLanguage.computeIfAbsent(language, l -> new int[2]);
                total[0] += c[0];
                total[1] += c[1];
            });
        }
        List<String> measured = new ArrayList<>();
        for (var e : byLanguage.entrySet()) {
            if (e.getValue()[0] >= 100) {
                measured.add(e.getKey());
                assertThat((double) e.getValue()[1] / e.getValue()[0])
                        .as("%s: %d of %d chunks under 32 tokens", e.getKey(), e.getValue()[1], e.getValue()[0])
                        .isLessThanOrEqualTo(0.05);
            }
        }
        assertThat(measured).as("languages with at least 100 chunks").contains("go", "java", "javascript", "python", "ruby", "rust", "c", "cpp");
        int total = byLanguage.values().stream().mapToInt(v -> v[0]).sum();
        int crumbs = byLanguage.values().stream().mapToInt(v -> v[1]).sum();
        assertThat((double) crumbs / total).as("%d of %d chunks under 32 tokens", crumbs, total).isLessThanOrEqualTo(0.05);
    }

    /** A source's chunks by language: how many, and how many under 32 tokens; none for a file that small whole. */
    private static java.util.Map<String, int[]> crumbCounts(Source source, List<Chunk> chunks) {
        java.util.Map<String, int[]> byLanguage = new java.util.HashMap<>();
        if (CL100K.count(source.text()) < 32) {
            return byLanguage;
        }
        for (Chunk c : chunks) {
            int[] counts = byLanguage.computeIfAbsent(c.language(), l -> new int[2]);
            counts[0]++;
            if (c.tokenCount() < 32) {
                counts[1]++;
            }
        }
        return byLanguage;
    }

    /**
     * A cut falls between lines: a class header keeps the brace that opens its body, a parameter
     * list the {@code ) -> None:} that closes it, a statement its trailing comment. Only a line
     * that alone costs more than the limit is cut inside. (The syntax tree put 658 chunk starts
     * inside a line in the change sets at 512 tokens, 323 of them in jackson-core.) And the
     * brackets that close what a chunk holds end it, rather than open the next chunk alone
     * (175 chunks began with a line such as {@code     }} at 512 tokens), unless the chunk is full.
     */
    @ParameterizedTest(name = "at {0} tokens")
    @ValueSource(ints = {128, 512})
    void cutsFallBetweenLinesAndAfterClosingBrackets(int maxTokens) {
        int cuts = 0;
        List<String> inside = new ArrayList<>();
        List<String> closers = new ArrayList<>();
        for (Cuts found : ChangeSetChunks.at(maxTokens).stream().map(c -> cuts(c.source(), c.chunks(), maxTokens)).toList()) {
            cuts += found.cuts();
            inside.addAll(found.inside());
            closers.addAll(found.closers());
        }
        assertThat(cuts).isGreaterThan(2000);
        assertThat(inside).as("chunks beginning inside a line that fits").isEmpty();
        assertThat(closers).as("chunks opening with closing brackets the chunk before had room for").isEmpty();
    }

    /** What one source's cuts are: how many, those inside a line that fits, those opening with closing brackets. */
    private record Cuts(int cuts, List<String> inside, List<String> closers) {}

    private static Cuts cuts(Source source, List<Chunk> chunks, int maxTokens) {
        int cuts = 0;
        List<String> inside = new ArrayList<>();
        List<String> closers = new ArrayList<>();
        String text = source.text();
        for (int i = 1; i < chunks.size(); i++) {
            Chunk c = chunks.get(i);
            cuts++;
            int at = c.span().charStart();
            int lineStart = at;
            while (lineStart > 0 && !dev.kerf.internal.text.Whitespace.isLineBreak(text.charAt(lineStart - 1))) {
                lineStart--;
            }
            int lineEnd = at;
            while (lineEnd < text.length() && !dev.kerf.internal.text.Whitespace.isLineBreak(text.charAt(lineEnd))) {
                lineEnd++;
            }
            boolean midLine = !text.substring(lineStart, at).isBlank() && !text.substring(at, lineEnd).isBlank();
            // A notebook's Markdown cell holds a paragraph on one line (one JSON string), which
            // Markdown's rules cut between sentences (to keep a heading with its first part).
            boolean sentenceInNotebook = source.path().orElseThrow().endsWith(".ipynb")
                    && text.substring(lineStart, at).matches("(?s).*[.!?:][\"')*`\\]]*\\s*");
            if (midLine && !sentenceInNotebook && CL100K.count(text.substring(lineStart, lineEnd)) <= maxTokens) {
                inside.add(source.path().orElseThrow() + ":" + c.span().startLine() + " " + text.substring(lineStart, lineEnd).strip());
            }
            String firstLine = text.substring(at, lineEnd).strip();
            Chunk before = chunks.get(i - 1);
            if (firstLine.matches("[)\\]}]+[;,]?") && before.tokenCount() + CL100K.count(firstLine) + 2 < maxTokens) {
                closers.add(source.path().orElseThrow() + ":" + c.span().startLine() + " " + firstLine);
            }
        }
        return new Cuts(cuts, inside, closers);
    }

    /**
     * A block's closing word ({@code fi}, {@code done}, {@code esac} in the shell, {@code end} in
     * Ruby) ends the chunk that holds the block, as a closing bracket does, rather than open the
     * next chunk alone where the chunk before had room for it (bats-core's scripts had ten chunks
     * opening with {@code fi} or {@code done} at 128 tokens). Scripts with blocks of every length
     * from 1 to 40 lines, so that some cut falls right before each closing word.
     */
    @ParameterizedTest(name = "at {0} tokens")
    @ValueSource(ints = {64, 96, 128})
    void closingWordsEndTheirChunk(int maxTokens) {
        Kerf kerf = defaults(maxTokens);
        int cuts = 0;
        List<String> opened = new ArrayList<>();
        for (String language : List.of("bash", "ruby")) {
            StringBuilder script = new StringBuilder(language.equals("bash") ? "#!/bin/sh\n" : "");
            for (int n = 1; n <= 40; n++) {
                if (language.equals("bash")) {
                    script.append("step_").append(n).append("() {\n  for f in \"$@\"; do\n    if [ -f \"$f\" ]; then\n");
                    for (int k = 0; k < n; k++) {
                        script.append("      echo \"step ").append(n).append(" checks $f, line ").append(k).append("\"\n");
                    }
                    script.append("    fi\n  done\n}\n\n");
                } else {
                    script.append("def step_").append(n).append("(files)\n  files.each do |f|\n    if File.file?(f)\n");
                    for (int k = 0; k < n; k++) {
                        script.append("      puts \"step ").append(n).append(" checks #{f}, line ").append(k).append("\"\n");
                    }
                    script.append("    end\n  end\nend\n\n");
                }
            }
            Source source = Source.fromText(script.toString()).withLanguage(language).withPath("steps." + (language.equals("bash") ? "sh" : "rb"));
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, source);
            for (int i = 1; i < chunks.size(); i++) {
                cuts++;
                String firstLine = chunks.get(i).text().lines().findFirst().orElse("").strip();
                if (firstLine.matches("(end|fi|done|esac)[;,]?") && chunks.get(i - 1).tokenCount() + CL100K.count(firstLine) + 2 < maxTokens) {
                    opened.add(language + ":" + chunks.get(i).span().startLine() + " " + firstLine);
                }
            }
        }
        assertThat(cuts).isGreaterThan(100);
        assertThat(opened).as("chunks opening with a closing word the chunk before had room for").isEmpty();
    }

    /**
     * Every source file of the change sets in {@code data/changes} (real code of twenty-three projects in
     * fourteen languages, committed with their licences), with the language detected from the path.
     */
    static List<Source> changeSetSources() {
        Path data = null;
        for (Path dir = Path.of("").toAbsolutePath(); dir != null && data == null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("data/changes"))) {
                data = dir.resolve("data/changes");
            }
        }
        assertThat(data).as("data/changes in the repository").isNotNull();
        List<Source> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(data)) {
            for (Path f : files.filter(Files::isRegularFile).filter(f -> f.toString().contains("/files/")).sorted().toList()) {
                String path = data.relativize(f).toString().replace('\\', '/');
                Source source = Source.fromBytes(Files.readAllBytes(f)).withPath(path);
                out.add(source.withLanguage(dev.kerf.lang.Languages.detect(path, source.text())));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /**
     * The spans of a Python file's top-level definitions, decorators included, as Python's own
     * {@code ast} module finds them, with the comment lines directly above them (which kerf keeps
     * with the definition). Found once a file: each limit asks again.
     */
    static List<int[]> topLevelDefinitions(Source source) {
        return DEFINITIONS.computeIfAbsent(source.text(), t -> findTopLevelDefinitions(source));
    }

    private static final java.util.Map<String, List<int[]>> DEFINITIONS = new java.util.concurrent.ConcurrentHashMap<>();

    private static List<int[]> findTopLevelDefinitions(Source source) {
        String script = String.join("\n",
                "import ast, sys",
                "tree = ast.parse(sys.stdin.buffer.read())",
                "for n in tree.body:",
                "    if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):",
                "        first = min([n.lineno] + [d.lineno for d in n.decorator_list])",
                "        print(first, n.end_lineno)");
        List<int[]> out = new ArrayList<>();
        String text = source.text();
        List<Integer> lineStarts = new ArrayList<>(List.of(0));
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                lineStarts.add(i + 1);
            }
        }
        for (String line : python(script, text).split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            String[] parts = line.strip().split(" ");
            int first = Integer.parseInt(parts[0]) - 1;
            int last = Integer.parseInt(parts[1]) - 1;
            while (first > 0 && text.substring(lineStarts.get(first - 1), lineStarts.get(first)).startsWith("#")) {
                first--;
            }
            int end = last + 1 < lineStarts.size() ? lineStarts.get(last + 1) : text.length();
            while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) {
                end--;
            }
            out.add(new int[] {lineStarts.get(first), end});
        }
        return out;
    }

    private static String python(String script, String input) {
        try {
            Process p = new ProcessBuilder("python3", "-c", script).redirectErrorStream(true).start();
            try (var in = p.getOutputStream()) {
                in.write(input.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            }
            String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            if (!p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS) || p.exitValue() != 0) {
                return ""; // a file python3 itself cannot parse (a deliberately broken test file)
            }
            return out;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
