package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A chunk cut out of a large mapping in a YAML or JSON file is scoped to the keys it lies under,
 * and its context header says so: a data file defines nothing, so the module alone told a
 * retriever nothing of where the part came from.
 */
class KeyPathsTest {
    private static final Kerf KERF = Kerf.create(ChunkOptions.builder().maxTokens(128).contextHeader(true).build());

    /** The chunks of {@code text}, more than {@code atLeast} of them, each checked against the invariants. */
    private static List<Chunk> chunked(String text, String path, int atLeast) {
        List<Chunk> chunks = dev.kerf.ChunkInvariants.chunkAndCheck(KERF, Source.fromText(text).withPath(path));
        assertThat(chunks).hasSizeGreaterThan(atLeast);
        return chunks;
    }

    /** A Compose file whose services are each too large for one chunk. */
    private static String compose() {
        StringBuilder b = new StringBuilder("version: \"3.9\"\nservices:\n");
        for (String service : List.of("web", "\"queue-worker\"")) {
            b.append("  ").append(service).append(":\n    image: example/").append(service.replace("\"", "")).append(":1.0\n");
            b.append("    environment:\n");
            for (int i = 0; i < 40; i++) {
                b.append("      SETTING_").append(i).append(": value-").append(i).append('\n');
            }
        }
        return b.append("volumes:\n  data: {}\n").toString();
    }

    @Test
    void yamlChunksInsideAMappingNameItsKeys() {
        String text = compose();
        List<Chunk> chunks = chunked(text, "deploy/compose.yaml", 4);
        for (Chunk chunk : chunks) {
            List<String> scope = ChunkMetadata.texts(chunk.metadata(), ChunkMetadata.SCOPE);
            String body = chunk.text();
            if (body.contains("SETTING_7:") && !body.contains("services:")) {
                String service = text.lastIndexOf("queue-worker", chunk.span().charStart()) >= 0 ? "queue-worker" : "web";
                assertThat(scope).as(body).containsExactly("services", service, "environment");
                assertThat(chunk.contextual().orElseThrow().text())
                        .startsWith("# file: deploy/compose.yaml\n# scope: services > " + service + " > environment\n");
            }
            if (body.contains("volumes:") && body.contains("SETTING_")) {
                assertThat(scope).as("a chunk over two top-level keys lies in neither").containsExactly("module deploy.compose");
            }
        }
        assertThat(chunks).anySatisfy(c -> assertThat(ChunkMetadata.texts(c.metadata(), ChunkMetadata.SCOPE))
                .containsExactly("services", "queue-worker", "environment"));
    }

    @Test
    void jsonChunksNameTheirKeysWithoutQuotes() {
        StringBuilder b = new StringBuilder("{\n  \"partitions\": [\n    {\n      \"services\": {\n        \"appmesh\": {\n          \"endpoints\": {\n");
        for (int i = 0; i < 60; i++) {
            b.append("            \"region-").append(i).append("\": { \"hostname\": \"appmesh.region-").append(i).append(".example.com\" }")
                    .append(i < 59 ? ",\n" : "\n");
        }
        b.append("          }\n        }\n      }\n    }\n  ]\n}\n");
        List<Chunk> chunks = KERF.chunk(Source.fromText(b.toString()).withPath("endpoints.json"));
        List<Chunk> inside = chunks.stream().filter(c -> c.text().strip().startsWith("\"region-")).toList();
        assertThat(inside).hasSizeGreaterThan(2);
        for (Chunk chunk : inside) {
            assertThat(ChunkMetadata.texts(chunk.metadata(), ChunkMetadata.SCOPE)).containsExactly("partitions", "services", "appmesh", "endpoints");
        }
    }

    @Test
    void aLongKeyIsShortenedAndTheHeaderStaysWithinTheLimit() {
        String key = "this key is a whole sentence, as translation files write them, much longer than any scope should show";
        StringBuilder b = new StringBuilder("\"" + key + "\":\n");
        for (int i = 0; i < 80; i++) {
            b.append("  item_").append(i).append(": some value ").append(i).append('\n');
        }
        List<Chunk> chunks = KERF.chunk(Source.fromText(b.toString()).withPath("messages.yml"));
        assertThat(chunks).hasSizeGreaterThan(2);
        for (Chunk chunk : chunks.subList(1, chunks.size())) {
            List<String> scope = ChunkMetadata.texts(chunk.metadata(), ChunkMetadata.SCOPE);
            assertThat(scope).hasSize(1);
            assertThat(scope.getFirst()).hasSize(KeyPaths.MAX_KEY_CHARS + 1).endsWith("…").startsWith("this key is a whole sentence");
            assertThat(chunk.contextual().orElseThrow().tokenCount()).isLessThanOrEqualTo(128);
        }
    }

    /** OpenAPI paths, each with operations together over the target. */
    private static String openApi() {
        StringBuilder b = new StringBuilder("openapi: 3.0.3\npaths:\n");
        for (String resource : List.of("users", "teams", "projects")) {
            b.append("  /v1/").append(resource).append(":\n");
            for (String op : List.of("get", "post", "delete")) {
                b.append("    ").append(op).append(":\n      operationId: ").append(op).append('_').append(resource).append('\n')
                        .append("      summary: ").append(op).append(" the ").append(resource).append(" of the account\n")
                        .append("      responses:\n");
                for (String code : List.of("200", "401", "404")) {
                    b.append("        '").append(code).append("':\n          description: answer ").append(code).append('\n');
                }
            }
        }
        return b.toString();
    }

    @Test
    void aKeyLineNeverEndsAChunkApartFromItsValue() {
        String text = openApi();
        List<Chunk> chunks = chunked(text, "openapi.yaml", 3);
        for (Chunk chunk : chunks) {
            String last = chunk.text().strip().lines().reduce((a, b) -> b).orElseThrow();
            assertThat(last).as(chunk.text()).doesNotEndWith(":");
            if (chunk.text().strip().startsWith("delete:")) {
                String resource = text.substring(text.lastIndexOf("  /v1/", chunk.span().charStart()) + 6, text.indexOf(':', text.lastIndexOf("  /v1/", chunk.span().charStart())));
                assertThat(ChunkMetadata.texts(chunk.metadata(), ChunkMetadata.SCOPE)).containsExactly("paths", "/v1/" + resource, "delete");
            }
        }
    }

    @Test
    void theDocumentsOfAManifestAreNamedByKindAndName() {
        StringBuilder b = new StringBuilder();
        for (String name : List.of("payments-api", "billing-worker")) {
            b.append("apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  namespace: payments\n  name: ").append(name).append("\nspec:\n  template:\n    spec:\n      containers:\n");
            for (int i = 0; i < 12; i++) {
                b.append("        - name: sidecar-").append(i).append("\n          image: registry.example.com/").append(name).append(":1.").append(i).append('\n');
            }
            b.append("---\n");
        }
        b.append("settings:\n  debug: true\n  level: 3\n");
        String text = b.toString();
        List<Chunk> chunks = KERF.chunk(Source.fromText(text).withPath("deploy.yaml"));
        int second = text.indexOf("apiVersion", 1);
        int third = text.indexOf("settings:");
        for (Chunk chunk : chunks) {
            List<String> scope = ChunkMetadata.texts(chunk.metadata(), ChunkMetadata.SCOPE);
            int start = chunk.span().charStart();
            int end = chunk.span().charEnd();
            if (end <= second - 4) {
                assertThat(scope.getFirst()).as(chunk.text()).isEqualTo("Deployment payments-api");
            } else if (start >= second && end <= third - 4) {
                assertThat(scope.getFirst()).as(chunk.text()).isEqualTo("Deployment billing-worker");
            } else if (start >= third) {
                assertThat(scope.getFirst()).isEqualTo("document 3");
            }
        }
        assertThat(chunks).anySatisfy(c -> assertThat(ChunkMetadata.texts(c.metadata(), ChunkMetadata.SCOPE))
                .containsExactly("Deployment billing-worker", "spec", "template", "spec", "containers"));
    }
}
