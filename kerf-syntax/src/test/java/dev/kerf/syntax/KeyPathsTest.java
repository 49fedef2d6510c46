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
            if (body.strip().startsWith("SETTING_") && !body.contains("volumes:")) {
                String service = text.lastIndexOf("queue-worker", chunk.span().charStart()) >= 0 ? "queue-worker" : "web";
                assertThat(scope).as(body).containsExactly("services", service, "environment");
                assertThat(chunk.contextual().orElseThrow().text())
                        .startsWith("# file: deploy/compose.yaml\n# scope: services > " + service + " > environment\n");
            }
            if (body.strip().startsWith("\"queue-worker\":")) {
                // the rest of web's settings ended the chunk before: this one begins with the service
                assertThat(scope).as(body).containsExactly("services", "queue-worker");
            }
            if (body.contains("volumes:") && body.contains("SETTING_")) {
                assertThat(scope).as("a chunk over two top-level keys lies in neither").containsExactly("module deploy.compose");
            }
        }
        assertThat(chunks).anySatisfy(c -> assertThat(ChunkMetadata.texts(c.metadata(), ChunkMetadata.SCOPE))
                .containsExactly("services", "queue-worker", "environment"));
        assertThat(chunks).anySatisfy(c -> assertThat(c.text()).startsWith("  \"queue-worker\":"));
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
            // The first partition, by its place in the array (elementsOfASequenceAreNamedByTheirPlace).
            assertThat(ChunkMetadata.texts(chunk.metadata(), ChunkMetadata.SCOPE)).containsExactly("partitions", "[0]", "services", "appmesh", "endpoints");
        }
    }

    /**
     * JSON with comments (tsconfig.json, devcontainer.json, VS Code settings) is read by the JSON
     * grammar, which knows comments: its chunks have key paths, as JSON's do. It was cut along
     * delimiters, every chunk scoped to the file, chunks opening with the last line of the entry
     * before. A chunk that opens with the file's brace and a comment is scoped to the key below
     * them; a trailing comma, which tsconfig allows, is a parse error in the chunk that holds it
     * alone. Its chunks are named as JSONC's, not JSON's.
     */
    @Test
    void jsonWithCommentsIsReadAsJson() {
        StringBuilder b = new StringBuilder("{\n  // How the project builds.\n  \"compilerOptions\": {\n");
        for (int i = 0; i < 40; i++) {
            b.append("    /* Option ").append(i).append(" decides how the compiler treats case ").append(i).append(". */\n")
                    .append("    \"option").append(i).append("\": \"value").append(i).append("\",\n");
        }
        b.append("    \"last\": true,\n  },\n  \"include\": [\"src/**/*\"],\n}\n");
        List<Chunk> chunks = dev.kerf.ChunkInvariants.chunkAndCheck(KERF, Source.fromText(b.toString()).withPath("web/tsconfig.json"));
        assertThat(chunks).hasSizeGreaterThan(4);
        for (Chunk chunk : chunks) {
            assertThat(chunk.language()).isEqualTo("jsonc");
            assertThat(chunk.strategy()).isEqualTo("semantic");
            // Described as what it is, though read by JSON's grammar (it was "JSON module 'tsconfig'").
            assertThat((String) chunk.metadata().get("name")).startsWith("JSONC ");
            if (chunk.text().contains("\"option7\"") || chunk.text().contains("\"option30\"")) {
                assertThat(ChunkMetadata.texts(chunk.metadata(), ChunkMetadata.SCOPE)).as(chunk.text()).containsExactly("compilerOptions");
            }
            boolean trailingComma = chunk.text().contains("},\n  \"include\"") || chunk.text().strip().endsWith(",\n}");
            assertThat(chunk.metadata().containsKey("has_parse_errors")).as(chunk.text()).isEqualTo(trailingComma);
        }
        assertThat(chunks.getFirst().text()).startsWith("{\n  // How the project builds.");
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
    void theDocumentsOfAManifestAreNamedByKindAndNameAndEachBeginsAChunk() {
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
            for (int boundary : new int[] {second, third}) {
                // No chunk holds the end of one document and the start of the next ("---" goes with either).
                assertThat(start < boundary - 4 && end > boundary).as(chunk.text()).isFalse();
            }
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

    /**
     * A real stream of manifests (a ConfigMap, a Deployment, a Service, an Ingress, an autoscaler)
     * at 64 to 256 tokens: each document begins a chunk, and a short last part of one (the
     * Deployment's volumes) does not join the next document's chunk, as it did at 128.
     */
    @Test
    void noChunkOfAManifestStreamHoldsTwoDocuments() {
        Source source = dev.kerf.Fixtures.source("data/k8s-app.yaml").withPath("deploy/k8s-app.yaml");
        String text = source.text();
        List<Integer> separators = new java.util.ArrayList<>();
        for (int at = text.indexOf("\n---\n"); at >= 0; at = text.indexOf("\n---\n", at + 1)) {
            separators.add(at + 1);
        }
        assertThat(separators).hasSize(5);
        for (int max : new int[] {64, 96, 128, 256}) {
            List<Chunk> chunks = dev.kerf.ChunkInvariants.chunkAndCheck(
                    Kerf.create(ChunkOptions.builder().maxTokens(max).contextHeader(true).build()), source);
            for (Chunk chunk : chunks) {
                for (int separator : separators) {
                    // Text of two documents: something before a separator and something after its line.
                    boolean crosses = chunk.span().charStart() < separator && chunk.span().charEnd() > separator + 4
                            && !text.substring(chunk.span().charStart(), separator).isBlank();
                    assertThat(crosses).as("at %d tokens: %s", max, chunk.text()).isFalse();
                }
            }
        }
    }

    /**
     * An element of a sequence is told apart by its place, and by its name when its first key is
     * {@code name} or {@code id}: 90% of one JSON Schema's chunks said only {@code allOf > then >
     * properties}, whichever of its branches they were in.
     */
    @Test
    void elementsOfASequenceAreNamedByTheirPlace() {
        StringBuilder schema = new StringBuilder("{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\",\n  \"allOf\": [\n");
        for (int branch = 0; branch < 3; branch++) {
            schema.append("    {\n      \"if\": {\"properties\": {\"kind\": {\"const\": \"k").append(branch).append("\"}}},\n")
                    .append("      \"then\": {\n        \"properties\": {\n");
            for (int p = 0; p < 12; p++) {
                schema.append("          \"field").append(p).append("\": {\"type\": \"string\", \"description\": \"A field, \\\"quoted\\\", [bracketed].\"}")
                        .append(p < 11 ? ",\n" : "\n");
            }
            schema.append("        }\n      }\n    }").append(branch < 2 ? ",\n" : "\n");
        }
        schema.append("  ]\n}\n");
        List<Chunk> chunks = chunked(schema.toString(), "schema.json", 4);
        String text = schema.toString();
        for (int branch = 0; branch < 3; branch++) {
            int from = text.indexOf("\"k" + branch + "\"");
            Chunk inBranch = chunks.stream().filter(c -> c.span().charStart() > from && c.text().contains("\"field9\"")).findFirst().orElseThrow();
            assertThat(ChunkMetadata.texts(inBranch.metadata(), ChunkMetadata.SCOPE)).containsExactly("allOf", "[" + branch + "]", "then", "properties");
        }

        StringBuilder workflow = new StringBuilder("name: ci\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n");
        workflow.append("      - uses: actions/checkout@v4\n");
        for (String step : List.of("Set up JDK", "Run tests on ${{ matrix.os }}")) { // an expression is part of a name
            workflow.append("      - name: ").append(step).append("\n        run: |\n");
            for (int i = 0; i < 30; i++) {
                workflow.append("          - ./gradlew check --module m").append(i).append(" --no-daemon\n");
            }
        }
        List<Chunk> steps = chunked(workflow.toString(), ".github/workflows/ci.yml", 2);
        // The hidden folder's dot stays in the path, not in the dotted name (it read "..github").
        assertThat(ChunkMetadata.texts(steps.getFirst().metadata(), ChunkMetadata.SCOPE)).containsExactly("module github.workflows.ci");
        Chunk last = steps.getLast();
        assertThat(ChunkMetadata.texts(last.metadata(), ChunkMetadata.SCOPE)).containsExactly("jobs", "test", "steps", "[2] Run tests on ${{ matrix.os }}", "run");
        assertThat(last.contextual().orElseThrow().text()).contains("# scope: jobs > test > steps > [2] Run tests on ${{ matrix.os }} > run\n");
    }
}
