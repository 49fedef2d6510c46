package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Base64;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An image written into a page as a data URI is set apart: the sentences before and after it are
 * chunks of their own, not packed with its base64, and the base64 is in chunks holding nothing else.
 */
class DataUrisTest {
    private static final String BEFORE = "The results of the run are below. The model converged after ten epochs and the loss fell steadily.";
    private static final String AFTER = "After the figure, the text goes on: the validation accuracy was 93 percent, which beats the baseline.";

    private static String base64(int bytes) {
        byte[] b = new byte[bytes];
        new Random(bytes).nextBytes(b);
        return Base64.getEncoder().encodeToString(b);
    }

    @ParameterizedTest
    @ValueSource(ints = {128, 256, 512})
    void anImageInMarkdownIsChunkedApartFromTheTextAroundIt(int maxTokens) {
        String data = base64(6_000);
        String text = "# Report\n\n" + BEFORE + "\n\n![loss curve](data:image/png;base64," + data + ")\n\n" + AFTER + "\n\n## Next\n\nMore work.\n";
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build()),
                Source.fromText(text).withPath("report.md"));
        int dataStart = text.indexOf(data);
        int dataEnd = dataStart + data.length();
        Chunk before = chunks.stream().filter(c -> c.text().contains(BEFORE)).findFirst().orElseThrow();
        assertThat(before.span().charEnd()).as("the text before ends with the URI's opening").isEqualTo(dataStart);
        Chunk after = chunks.stream().filter(c -> c.text().contains(AFTER)).findFirst().orElseThrow();
        assertThat(after.span().charStart()).as("the text after begins a chunk").isEqualTo(text.indexOf(AFTER));
        List<Chunk> inside = chunks.stream().filter(c -> c.span().charStart() >= dataStart && c.span().charStart() < dataEnd).toList();
        assertThat(inside).isNotEmpty();
        for (Chunk c : inside) {
            assertThat(c.text()).as("a chunk of the image").matches("[A-Za-z0-9+/=]+\\)?\\s*");
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {64, 256})
    void imagesInAStylesheetLineAreSetApartFromTheRules(int maxTokens) {
        String font = base64(3_000);
        String icon = base64(1_500);
        String rules = ".a{color:red}.b{margin:0 auto}";
        String text = rules + "@font-face{font-family:x;src:url(data:font/woff2;base64," + font + ")}"
                + ".icon{background:url(\"data:image/svg+xml;base64," + icon + "\")}" + rules + "\n";
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build()),
                Source.fromText(text).withPath("site.min.txt"));
        for (String data : List.of(font, icon)) {
            int start = text.indexOf(data);
            assertThat(chunks).as("a chunk begins with the data").anySatisfy(c -> assertThat(c.span().charStart()).isEqualTo(start));
            // What closes it: ")}" after the font, "\")}" after the icon (its quote, its url( and its rule).
            assertThat(chunks).as("and one ends with it and what closes it")
                    .anySatisfy(c -> assertThat(c.span().charEnd()).isBetween(start + data.length(), start + data.length() + 3));
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {64, 256})
    void shortDataStaysInItsWord(int maxTokens) {
        String icon = base64(120); // 160 chars: an icon, not worth a chunk apart
        String text = BEFORE + " ![dot](data:image/png;base64," + icon + ") " + AFTER + "\n";
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build()),
                Source.fromText(text).withPath("note.txt"));
        assertThat(chunks).noneSatisfy(c -> assertThat(c.span().charStart()).isEqualTo(text.indexOf(icon)));
    }
}
