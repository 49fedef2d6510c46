package example;

import dev.kerf.Chunk;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.nio.file.Path;
import java.util.List;

/** The README's five lines, on this file itself; exits 1 unless it was cut along its syntax. */
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
    }
}
