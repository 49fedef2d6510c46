package example;

import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.select.ChunkerRegistry;
import dev.kerf.select.ChunkerSelector;
import dev.kerf.select.Selection;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The README's five lines, on this file itself; exits 1 unless it was cut along its syntax. Then a
 * structure of one's own ({@link CsvRows}) registered for CSV; exits 1 unless its chunks fit and
 * begin at rows.
 */
public class Main {
    public static void main(String[] args) throws Exception {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(512).build());
        List<Chunk> chunks = kerf.chunk(Source.fromFile(Path.of("src/main/java/example/Main.java")));
        for (Chunk c : chunks) {
            System.out.printf("%d-%d %d tokens %s%n", c.span().startLine(), c.span().endLine(), c.tokenCount(), c.id());
        }
        if (chunks.isEmpty() || !chunks.getFirst().strategy().equals("semantic")) {
            System.err.println("expected chunks cut along the syntax, got " + chunks);
            System.exit(1);
        }

        ChunkerRegistry registry = ChunkerRegistry.discovered()
                .register("csv-rows", 300, language -> language.equals("csv") ? Optional.of(new CsvRows()) : Optional.empty());
        Kerf csvKerf = Kerf.create(ChunkOptions.builder().maxTokens(64).build(), new ChunkerSelector(registry, Selection.defaults()));
        StringBuilder csv = new StringBuilder("city,country,population\n");
        for (int i = 0; i < 200; i++) {
            csv.append("city").append(i).append(",country").append(i % 7).append(',').append(1000 + i * 37).append('\n');
        }
        String text = csv.toString();
        List<Chunk> rows = csvKerf.chunk(Source.fromText(text).withPath("cities.csv"));
        System.out.printf("cities.csv: %d chunks by %s%n", rows.size(), rows.isEmpty() ? "nothing" : rows.getFirst().strategy());
        for (Chunk c : rows) {
            int start = c.span().charStart();
            boolean atRow = start == 0 || text.charAt(start - 1) == '\n';
            if (!c.strategy().equals("csv-rows") || c.tokenCount() > 64 || !atRow || !c.text().equals(text.substring(start, c.span().charEnd()))) {
                System.err.println("expected verbatim csv-rows chunks of at most 64 tokens beginning at rows, got " + c);
                System.exit(1);
            }
        }
    }
}
