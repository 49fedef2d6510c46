package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourceTest {

    @Test
    void bomIsNotTextButItsBytesCount() {
        byte[] bytes = bytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, "héllo\nworld\n");
        Source source = Source.fromBytes(bytes);

        assertThat(source.text()).isEqualTo("héllo\nworld\n");
        assertThat(source.bomBytes()).isEqualTo(3);
        List<Chunk> chunks = Kerf.create(ChunkOptions.builder().maxTokens(8).build()).chunk(source);
        assertThat(chunks.getFirst().span().charStart()).isZero();
        assertThat(chunks.getFirst().span().byteStart()).isEqualTo(3);
        // The last chunk ends after "world": 3 BOM bytes and 12 of text (é is two bytes).
        assertThat(chunks.getLast().span().byteEnd()).isEqualTo(3 + "héllo\nworld".getBytes(StandardCharsets.UTF_8).length);
    }

    /** Text whose loader kept the BOM (LangChain4j's and Spring AI's) chunks as the file's bytes do: same offsets, ids, language. */
    @Test
    void aBomKeptInDecodedTextIsReadAsTheFilesBom() {
        String file = "import os\n\n\ndef main():\n    print(os.getcwd())\n\n\ndef other():\n    return 1\n";
        assertThat(Source.fromText("\uFEFF" + file).text()).as("text as given keeps it (the server's contract)").startsWith("\uFEFF");
        Source fromText = DocumentMetadata.loaded("\uFEFF" + file);
        assertThat(fromText.text()).isEqualTo(file);
        assertThat(fromText.bomBytes()).isEqualTo(3);
        Source fromBytes = Source.fromBytes(bytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, file));
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(16).build());
        assertThat(kerf.chunk(fromText)).isEqualTo(kerf.chunk(fromBytes)).first().satisfies(c -> assertThat(c.language()).isEqualTo("python"));
    }

    /** A language is named as users write it ("PY", "js"); a name kerf does not know is a plug-in's, kept as given. */
    @Test
    void aLanguageHintIsTakenByAnyOfItsNames() {
        assertThat(Source.fromText("x = 1\n").withLanguage("PY").languageHint()).contains("python");
        assertThat(Source.fromText("x = 1\n").withLanguage("js").languageHint()).contains("javascript");
        assertThat(Source.fromText("x = 1\n").withLanguage("my-format").languageHint()).contains("my-format");
        Chunk chunk = Kerf.create(ChunkOptions.defaults()).chunk(Source.fromText("def f():\n    return 1\n").withLanguage("PY")).getFirst();
        assertThat(chunk.language()).isEqualTo("python");
        assertThat(chunk.strategy()).isNotEqualTo("generic");
    }

    /**
     * A language nobody serves is refused when chunked, not cut as plain text without a word (a
     * misspelt hint); a name a registered structure serves is that structure's.
     */
    @Test
    void aLanguageNobodyServesIsRefused() {
        Source klingon = Source.fromText("def f():\n    return 1\n").withLanguage("klingon");
        assertThatThrownBy(() -> Kerf.withDefaults().chunk(klingon))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("language: unknown language 'klingon', and no registered structure serves it (see 'kerf langs')");
        var registry = dev.kerf.select.ChunkerRegistry.builtInOnly()
                .register("klingon-notes", 10, lang -> lang.equals("klingon") ? java.util.Optional.of(Kerf.defaultSegmenter("text")) : java.util.Optional.empty());
        Kerf served = Kerf.create(ChunkOptions.defaults(), new dev.kerf.select.ChunkerSelector(registry, dev.kerf.select.Selection.defaults()));
        assertThat(served.chunk(klingon)).extracting(Chunk::language).containsOnly("klingon");
    }

    @Test
    void crlfStaysCrlf() {
        Source source = Source.fromBytes("a\r\nb\r\n".getBytes(StandardCharsets.UTF_8));
        assertThat(source.text()).isEqualTo("a\r\nb\r\n");
        Chunk only = Kerf.withDefaults().chunk(source).getFirst();
        assertThat(only.text()).isEqualTo("a\r\nb");
        assertThat(only.span().endLine()).isEqualTo(2);
    }

    @Test
    void invalidUtf8IsATypedErrorWithItsOffset() {
        byte[] bytes = bytes("abc".getBytes(StandardCharsets.UTF_8), new byte[] {(byte) 0xC3, (byte) 0x28});
        assertThatThrownBy(() -> Source.fromBytes(bytes))
                .isInstanceOf(InvalidEncodingException.class)
                .isInstanceOf(ChunkingError.class)
                .hasMessageContaining("byte 3")
                .satisfies(e -> assertThat(((InvalidEncodingException) e).offset()).isEqualTo(3));
    }

    @Test
    void latin1TextIsToldHowToConvertIt() {
        byte[] latin1 = "id,name\n1,Jos\u00e9 M\u00fcller\n".getBytes(StandardCharsets.ISO_8859_1);
        assertThatThrownBy(() -> Source.fromBytes(latin1)).isInstanceOf(InvalidEncodingException.class)
                .hasMessage("invalid UTF-8 at byte 13 (0xE9 alone: Latin-1 or Windows-1252 text? convert it first,"
                        + " for example with iconv -f WINDOWS-1252 -t UTF-8)");
        // A UTF-8 sequence cut short is no single-byte text.
        byte[] cut = bytes("a".getBytes(StandardCharsets.UTF_8), new byte[] {(byte) 0xE2, (byte) 0x82, (byte) 0x41});
        assertThatThrownBy(() -> Source.fromBytes(cut)).hasMessage("invalid UTF-8 at byte 1");
    }

    @Test
    void overlongAndSurrogateEncodingsAreInvalid() {
        assertThatThrownBy(() -> Source.fromBytes(new byte[] {(byte) 0xC0, (byte) 0xAF})).isInstanceOf(InvalidEncodingException.class);
        assertThatThrownBy(() -> Source.fromBytes(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80})).isInstanceOf(InvalidEncodingException.class);
    }

    @Test
    void nulInTheFirst8KiBMeansBinary() {
        byte[] bytes = new byte[100];
        bytes[50] = 0;
        assertThatThrownBy(() -> Source.fromBytes(bytes))
                .isInstanceOf(BinaryContentException.class)
                .satisfies(e -> assertThat(((ChunkingError) e).code()).isEqualTo("binary"));
    }

    @Test
    void nulAfterTheFirst8KiBIsText() {
        byte[] bytes = "x".repeat(9000).getBytes(StandardCharsets.UTF_8);
        bytes[8500] = 0;
        assertThat(Source.fromBytes(bytes).text()).hasSize(9000);
    }

    @Test
    void unpairedSurrogateInAStringIsInvalid() {
        assertThatThrownBy(() -> Source.fromText("ok \uD800 not ok")).isInstanceOf(InvalidEncodingException.class).hasMessageContaining("char 3");
        assertThat(Source.fromText("😀").text()).isEqualTo("😀");
    }

    @Test
    void fileSourcesCarryTheirPathAndMissingFilesThrow(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("a.py");
        Files.writeString(file, "print(1)\n");
        assertThat(Source.fromFile(file).path()).contains(file.toString());
        assertThatThrownBy(() -> Source.fromFile(dir.resolve("missing.py"))).isInstanceOf(NoSuchFileException.class);
    }

    @Test
    void identityIsTheBlobIdWhenThereIsOneElseThePath() {
        Source s = Source.fromText("x").withPath("src/x.py");
        assertThat(s.identity()).isEqualTo("src/x.py");
        assertThat(s.withBlobId("abc123").identity()).isEqualTo("abc123");
        assertThat(Source.fromText("x").identity()).isEmpty();
    }

    @Test
    void idsDependOnIdentitySpanAndText() {
        Kerf kerf = Kerf.withDefaults();
        String a = kerf.chunk(Source.fromText("same text").withPath("a.txt")).getFirst().id();
        String b = kerf.chunk(Source.fromText("same text").withPath("b.txt")).getFirst().id();
        String a2 = kerf.chunk(Source.fromText("same text").withPath("a.txt")).getFirst().id();
        assertThat(a).isNotEqualTo(b).isEqualTo(a2).hasSize(32);
    }

    private static byte[] bytes(byte[] head, String tail) {
        return bytes(head, tail.getBytes(StandardCharsets.UTF_8));
    }

    private static byte[] bytes(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
