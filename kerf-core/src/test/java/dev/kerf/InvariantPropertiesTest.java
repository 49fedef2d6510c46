package dev.kerf;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** The invariants over generated text: every tokenizer, budgets from the floor up, with and without overlap. */
class InvariantPropertiesTest {

    @Property(tries = 1000)
    void invariantsHoldForAnyText(
            @ForAll("texts") String text,
            @ForAll("tokenizers") String tokenizer,
            @ForAll @IntRange(min = 8, max = 200) int maxTokens,
            @ForAll @IntRange(min = 0, max = 3) int overlapQuarters,
            @ForAll @IntRange(min = 0, max = 40) int minTokens) {
        ChunkOptions options = ChunkOptions.builder()
                .tokenizer(tokenizer)
                .maxTokens(maxTokens)
                .overlapRatio(overlapQuarters / 4.0 * 0.8)
                .minTokens(Math.min(minTokens, maxTokens))
                .build();
        ChunkInvariants.chunkAndCheck(Kerf.create(options), Source.fromText(text).withPath("gen.txt"));
    }

    @Property(tries = 100)
    void bytesWithBomKeepTrueByteOffsets(@ForAll("texts") String text, @ForAll @IntRange(min = 8, max = 64) int maxTokens) {
        byte[] body = text.replace("\u0000", "").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] bytes = new byte[body.length + 3];
        bytes[0] = (byte) 0xEF;
        bytes[1] = (byte) 0xBB;
        bytes[2] = (byte) 0xBF;
        System.arraycopy(body, 0, bytes, 3, body.length);
        Source source = Source.fromBytes(bytes).withPath("bom.txt");
        ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build()), source);
    }

    /** Code-like text under the delimiter structure of any known language. */
    @Property(tries = 300)
    void invariantsHoldForCodeInAnyLanguage(
            @ForAll("code") String text,
            @ForAll("languages") String language,
            @ForAll @IntRange(min = 8, max = 120) int maxTokens,
            @ForAll @IntRange(min = 0, max = 2) int overlapQuarters) {
        ChunkOptions options = ChunkOptions.builder().maxTokens(maxTokens).overlapRatio(overlapQuarters / 4.0 * 0.8).build();
        Source source = Source.fromText(text).withPath("gen").withLanguage(language);
        ChunkInvariants.chunkAndCheck(Kerf.create(options), source);
    }

    /** With a context header, the contextual text (header plus text) stays within maxTokens too. */
    @Property(tries = 200)
    void contextHeadersStayWithinTheLimit(
            @ForAll("code") String text,
            @ForAll @IntRange(min = 96, max = 300) int maxTokens,
            @ForAll("paths") String path) {
        ChunkOptions options = ChunkOptions.builder().maxTokens(maxTokens).contextHeader(true).build();
        java.util.List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(options), Source.fromText(text).withPath(path));
        for (Chunk c : chunks) {
            org.assertj.core.api.Assertions.assertThat(c.contextual()).isPresent();
            org.assertj.core.api.Assertions.assertThat(c.contextual().get().text()).endsWith(c.text()).startsWith("# file: ");
        }
    }

    /**
     * Markdown built from block syntax (headings, fences, tables, lists, quotes, front matter),
     * unbalanced now and then; a wrapped part's contextual text holds its verbatim text.
     */
    @Property(tries = 400)
    void invariantsHoldForMarkdown(
            @ForAll("markdown") String text,
            @ForAll @IntRange(min = 8, max = 160) int maxTokens,
            @ForAll @IntRange(min = 0, max = 2) int overlapQuarters,
            @ForAll @IntRange(min = 0, max = 30) int minTokens,
            @ForAll boolean crlf) {
        ChunkOptions options = ChunkOptions.builder()
                .maxTokens(maxTokens)
                .overlapRatio(overlapQuarters / 4.0 * 0.8)
                .minTokens(Math.min(minTokens, maxTokens))
                .build();
        Source source = Source.fromText(crlf ? text.replace("\n", "\r\n") : text).withPath("gen.md");
        for (Chunk c : ChunkInvariants.chunkAndCheck(Kerf.create(options), source)) {
            org.assertj.core.api.Assertions.assertThat(c.embeddingText()).contains(c.text());
            org.assertj.core.api.Assertions.assertThat(c.metadata()).containsKeys("headings", "sections", "contains_code");
        }
    }

    @Provide
    Arbitrary<String> markdown() {
        Arbitrary<String> words = Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(10).map(w -> w + " ");
        Arbitrary<String> blocks = Arbitraries.of("# Title\n", "## Sub\n", "### Deep\n", "Setext\n===\n", "Other\n---\n", "\n", "\n\n",
                "```python\n", "```\n", "~~~\n", "    indented code\n", "| a | b |\n|---|---|\n", "| 1 | 2 |\n", "- item\n",
                "  - nested\n", "1. one\n", "> quote\n", "---\n", "+++\n", "title: x\n", "<div>\n", "</div>\n", "Dr. Smith went. ",
                "It cost 3.14 dollars. ", "e.g. this. ", "Done! ", "😀", "<|endoftext|>", "`code` ", "*em* ", "[link](http://x) ", "\t");
        Arbitrary<String> longRun = Combinators.combine(Arbitraries.of("word ", "x", "| c ", "😀"), Arbitraries.integers().between(50, 600))
                .as(String::repeat);
        Arbitrary<String> piece = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, blocks),
                net.jqwik.api.Tuple.of(5, words),
                net.jqwik.api.Tuple.of(1, longRun));
        return piece.list().ofMaxSize(250).map(parts -> String.join("", parts));
    }

    @Provide
    Arbitrary<String> paths() {
        // Long paths of astral characters are shortened (never between a surrogate pair's halves);
        // a path, unlike the text, may hold a lone surrogate.
        return Arbitraries.of("a.py", "src/main/java/dev/kerf/Main.java", "docs/" + "very-long-directory-name/".repeat(12) + "x.md",
                "docs/" + "\ud83d\ude00".repeat(150) + "/x.md", "doc/" + "\ud83d\ude00".repeat(151) + "/x.md", "lone\ud800/x.py");
    }

    @Provide
    Arbitrary<String> languages() {
        return Arbitraries.of(dev.kerf.lang.Languages.all().stream().map(dev.kerf.lang.Language::name).toList());
    }

    /** Fragments of many languages' block syntax, unbalanced on purpose now and then. */
    @Provide
    Arbitrary<String> code() {
        return Arbitraries.of("{", "}", "(", ")", "[", "]", "\n", "\r\n", "\n\n", "    ", "\t", " ", "def f():", "class A:",
                        "function g() {", "end", "begin", "do", "if x then", "fi", "done", "#", "//", "/*", "*/", "\"", "'", "`", "\"\"\"",
                        "<div>", "</div>", "<br/>", "# Title", "==", "----", "\\section{A}", "\\begin{x}", "\\end{x}", "(defun f ()", "x = 1;",
                        "let x =", "module M", "proc p {} {", "<<EOF", "EOF", "%", ";", "--", "😀", "é", "PROCEDURE DIVISION.", "End Sub")
                .list().ofMaxSize(200).map(parts -> String.join("", parts));
    }

    @Provide
    Arbitrary<String> tokenizers() {
        return Arbitraries.of("cl100k_base", "o200k_base", "p50k_base", "r50k_base", "bert-base-uncased", "characters", "words");
    }

    /** Text built from pieces that stress cut points: mixed line ends, emoji, marks, long runs. */
    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> words = Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(12);
        Arbitrary<String> unicode = Arbitraries.strings().all().ofMaxLength(6)
                .map(InvariantPropertiesTest::withoutLoneSurrogates);
        Arbitrary<String> special = Arbitraries.of(
                "\n", "\r\n", "\r", "\n\n", "\r\n\r\n", " ", "  ", "\t", "    ", "\u00A0", "\u3000",
                "😀", "👨‍👩‍👧‍👦", "🇯🇵", "e\u0301", "a\u0308\u0323", "漢字", "한국어", "مرحبا",
                "<|endoftext|>", "{", "}", "();", "// comment", "/", "'s", "123456", "\u2028", "\u000B");
        Arbitrary<String> longRun = Combinators.combine(Arbitraries.of("x", "ab ", "😀", " ", "9"), Arbitraries.integers().between(50, 1500))
                .as(String::repeat);
        Arbitrary<String> piece = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, words.map(w -> w + " ")),
                net.jqwik.api.Tuple.of(5, special),
                net.jqwik.api.Tuple.of(2, unicode),
                net.jqwik.api.Tuple.of(1, longRun));
        return piece.list().ofMaxSize(300).map(parts -> String.join("", parts));
    }

    private static String withoutLoneSurrogates(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                b.append(c).append(s.charAt(++i));
            } else if (!Character.isSurrogate(c)) {
                b.append(c);
            }
        }
        return b.toString();
    }
}
