package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Where chunks of YAML end, on the real Helm charts of the {@code helm-charts} change set (a
 * chart's {@code values.yaml} and its templates): a chunk does not end with a key whose value is
 * on the lines below it, nor with the comments that describe the next key, and a template's
 * chunks are scoped to the keys they lie under, as a plain YAML file's are. Before, a comment above
 * an entry too large for one chunk made every line of the entry a unit of its own (the comment and
 * the entry were asked again for themselves, sixteen times over), tree-sitter-yaml left the
 * comments above a key at the end of the entry before it, and a template's first action made the
 * rest of the file one error, cut at any line.
 */
class DataFileCutsTest {
    /** A key with nothing after it on its line: its value is on the lines below. */
    private static final Pattern KEY_LINE = Pattern.compile("^\\s*(- )?[\\w.\"'/-]+:\\s*$");

    private static Path charts() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path charts = dir.resolve("data/changes/helm-charts/files/charts");
            if (Files.isDirectory(charts)) {
                return charts;
            }
        }
        throw new AssertionError("data/changes/helm-charts in the repository");
    }

    private static List<Path> files(String glob) throws IOException {
        var matcher = java.nio.file.FileSystems.getDefault().getPathMatcher("glob:" + glob);
        Path charts = charts();
        try (Stream<Path> walk = Files.walk(charts)) {
            return walk.filter(p -> matcher.matches(charts.relativize(p))).sorted().toList();
        }
    }

    /** The seams after which a chunk ends with a key line whose value follows, over {@code files} at {@code maxTokens}. */
    private static List<String> keyLineEnds(List<Path> files, int maxTokens) throws IOException {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).contextHeader(true).build());
        List<String> found = new ArrayList<>();
        for (Path file : files) {
            String text = Files.readString(file);
            List<String> lines = text.lines().toList();
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath(charts().relativize(file).toString()));
            for (Chunk chunk : chunks.subList(0, chunks.size() - 1)) {
                int end = chunk.span().endLine(); // 1-based: lines.get(end) is the line after the chunk
                String last = lines.get(end - 1);
                String next = end < lines.size() ? lines.get(end) : "";
                if (KEY_LINE.matcher(last).matches() && indent(next) > indent(last)) {
                    found.add(file.getFileName() + ":" + end + " " + last.strip());
                }
            }
        }
        return found;
    }

    private static int indent(String line) {
        int i = 0;
        while (i < line.length() && line.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    @Test
    void valuesFilesEndNoChunkWithAKeyOrTheCommentsOfTheNextKey() throws IOException {
        List<Path> values = files("*/values.yaml");
        assertThat(values).hasSizeGreaterThan(30);
        for (int maxTokens : new int[] {128, 512}) {
            assertThat(keyLineEnds(values, maxTokens)).as("at " + maxTokens + " tokens").isEmpty();
        }
        // The comments right above a key go with it: no chunk ends with them (a comment at the end
        // of a chunk is followed by a blank line, or by more comment: a commented-out block).
        int ends = 0;
        int commentEnds = 0;
        for (int maxTokens : new int[] {128, 256}) {
            Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
            for (Path file : values) {
                String text = Files.readString(file);
                List<String> lines = text.lines().toList();
                List<Chunk> chunks = kerf.chunk(Source.fromText(text).withPath("values.yaml"));
                for (Chunk chunk : chunks.subList(0, chunks.size() - 1)) {
                    ends++;
                    String last = lines.get(chunk.span().endLine() - 1).strip();
                    String next = chunk.span().endLine() < lines.size() ? lines.get(chunk.span().endLine()).strip() : "";
                    if (last.startsWith("#") && !next.isEmpty() && !next.startsWith("#")) {
                        commentEnds++;
                    }
                }
            }
        }
        // Before: 108 of 967 chunk ends at 256 tokens (data then packed to 96); the few left are
        // where the comment itself could not fit with the key. At 128 and 256 since data packs to
        // 192, which leaves about 500 ends at 256.
        assertThat(ends).isGreaterThan(800);
        assertThat(commentEnds).as("chunks ending with the comments of the next key, of " + ends).isLessThan(ends / 100);
    }

    /**
     * Small entries of a data file share chunks up to {@code sectionTargetTokens} (192), as
     * written text's paragraphs do, not the code target of 96: small chunks of data repeat the
     * same keys from file to file and retrieved worse on the three data sets (docs/eval/README.md).
     */
    @Test
    void smallEntriesPackToTheSectionTarget() {
        StringBuilder yaml = new StringBuilder();
        StringBuilder json = new StringBuilder("{\n");
        for (int i = 0; i < 80; i++) {
            yaml.append("service").append(i).append(":\n  image: registry.example.com/team/service-").append(i).append(":1.").append(i)
                    .append("\n  replicas: ").append(i % 5 + 1).append('\n');
            json.append("  \"service").append(i).append("\": {\"image\": \"registry.example.com/team/service-").append(i)
                    .append(":1.").append(i).append("\", \"replicas\": ").append(i % 5 + 1).append(i < 79 ? "},\n" : "}\n");
        }
        json.append("}\n");
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(512).build());
        for (Source source : List.of(Source.fromText(yaml.toString()).withPath("services.yaml"), Source.fromText(json.toString()).withPath("services.json"))) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, source);
            assertThat(chunks).as(source.path().orElseThrow()).hasSizeGreaterThan(3);
            // The median chunk, the last (the rest) left out: with the code target it was 95 (YAML) and 84 (JSON).
            List<Integer> sizes = chunks.subList(0, chunks.size() - 1).stream().map(Chunk::tokenCount).sorted().toList();
            assertThat(sizes.get(sizes.size() / 2)).as("%s: %s", source.path().orElseThrow(), sizes).isBetween(150, 230);
        }
    }

    /**
     * An object of one-line pairs (a settings file, a translation table) has nothing below it to
     * split at but its lines. Its first line is its header, kept with the lines after it, and no
     * more: the lines up to half the limit were glued to it as header, so the first chunk of such
     * a file at 512 held 271 tokens where the rest held 180. The chunks are named as the file's,
     * not "Block at line 1" (its braces as the delimiter tables read them), and those of an
     * object under a key are scoped to that key from the first on (the first began with the
     * file's brace and was scoped to the file).
     */
    @Test
    void anObjectOfOneLinePairsIsCutEvenlyAndScopedFromItsFirstChunk() {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(512).build());
        for (boolean underKey : List.of(false, true)) {
            String indent = underKey ? "    " : "  ";
            StringBuilder json = new StringBuilder(underKey ? "{\n  \"messages\": {\n" : "{\n");
            for (int i = 0; i < 80; i++) {
                json.append(indent).append("\"message.").append(i).append("\": \"The text shown for message number ").append(i)
                        .append(" of the page\"").append(i < 79 ? ",\n" : "\n");
            }
            json.append(underKey ? "  }\n}\n" : "}\n");
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(json.toString()).withPath("i18n/en.json"));
            assertThat(chunks).hasSizeGreaterThan(4);
            for (Chunk chunk : chunks.subList(0, chunks.size() - 1)) {
                // The last takes in a short rest and the braces that close the file, within the limit.
                assertThat(chunk.tokenCount()).as(chunk.text()).isLessThanOrEqualTo(ChunkOptions.defaults().sectionTargetTokens());
            }
            for (Chunk chunk : chunks) {
                assertThat(ChunkMetadata.texts(chunk.metadata(), ChunkMetadata.SCOPE)).as(chunk.text())
                        .containsExactly(underKey ? "messages" : "module i18n.en");
                assertThat(ChunkMetadata.text(chunk.metadata(), ChunkMetadata.NAME)).hasValue("JSON module 'i18n.en'");
            }
        }
    }

    /**
     * The rest of an entry cut before a chunk ends that chunk: a Compose file's services, each
     * too large for one chunk, are cut apart, and no chunk holds the last keys of one service and
     * the first of the next (scoped to {@code services} alone, it named neither). A JSON file of
     * the same shape too.
     */
    @Test
    void theRestOfASplitEntryDoesNotOpenTheNextEntrysChunk() {
        StringBuilder yaml = new StringBuilder("version: \"3.9\"\nservices:\n");
        StringBuilder json = new StringBuilder("{\n  \"services\": {\n");
        List<String> services = List.of("web", "api", "worker", "db");
        for (String service : services) {
            yaml.append("  ").append(service).append(":\n    image: registry.example.com/").append(service).append(":1.2.3\n    environment:\n");
            json.append("    \"").append(service).append("\": {\n      \"image\": \"registry.example.com/").append(service).append(":1.2.3\",\n      \"environment\": {\n");
            for (int i = 0; i < 12; i++) {
                yaml.append("      ").append(service.toUpperCase()).append("_SETTING_").append(i).append(": value-").append(i).append("-for-the-").append(service).append("-service\n");
                json.append("        \"").append(service.toUpperCase()).append("_SETTING_").append(i).append("\": \"value-").append(i).append("\"").append(i < 11 ? "," : "").append('\n');
            }
            yaml.append("    ports:\n      - \"8080:8080\"\n    depends_on:\n      - db\n    healthcheck:\n"
                    + "      test: [\"CMD\", \"curl\", \"-f\", \"http://localhost:8080/health\"]\n      interval: 30s\n");
            json.append("      },\n      \"ports\": [\"8080:8080\"],\n      \"depends_on\": [\"db\"],\n      \"healthcheck\": {\n"
                    + "        \"test\": [\"CMD\", \"curl\", \"-f\", \"http://localhost:8080/health\"],\n        \"interval\": \"30s\"\n      }\n    }")
                    .append(service.equals("db") ? "" : ",").append('\n');
        }
        yaml.append("volumes:\n  data: {}\n");
        json.append("  }\n}\n");
        for (Source source : List.of(Source.fromText(yaml.toString()).withPath("docker-compose.yml"), Source.fromText(json.toString()).withPath("compose.json"))) {
            for (int max : List.of(128, 256)) {
                List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(max).contextHeader(true).build()), source);
                for (Chunk chunk : chunks) {
                    String text = chunk.text();
                    int lastKey = text.indexOf("interval");
                    for (String next : services) {
                        int opens = Math.max(text.indexOf("\n  " + next + ":\n"), text.indexOf("\"" + next + "\": {"));
                        assertThat(lastKey >= 0 && opens > lastKey)
                                .as("%s at %d: chunk %d holds the last keys of a service and the start of %s:%n%s", source.path().orElseThrow(), max,
                                        chunk.index(), next, text)
                                .isFalse();
                    }
                }
                assertThat(chunks.stream().filter(c -> c.text().contains("interval") && !c.text().contains("image")))
                        .as("chunks holding a service's last keys alone").isNotEmpty();
            }
        }
    }

    /**
     * The small rest of an entry around the one a chunk began in (a schema definition's
     * {@code "required": [...]} after its properties) ends that chunk too, rather than open the
     * next definition's: a third of a JSON Schema's chunks at 256 held the end of one definition
     * and the start of the next, scoped to {@code definitions} alone.
     */
    @Test
    void theSmallRestOfAnEnclosingEntryStaysWithIt() {
        StringBuilder schema = new StringBuilder("{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\",\n  \"definitions\": {\n");
        List<String> widgets = List.of("checkbox", "entry", "colorchooser", "keybinding", "radiogroup", "filechooser");
        for (String w : widgets) {
            schema.append("    \"").append(w).append("-definition\": {\n      \"type\": \"object\",\n      \"properties\": {\n");
            for (int i = 0; i < 9; i++) {
                schema.append("        \"").append(w).append("_option_").append(i).append("\": {\n          \"type\": \"string\",\n")
                        .append("          \"description\": \"The ").append(i).append("th option of the ").append(w).append(" widget, as the applet shows it\"\n        }")
                        .append(i < 8 ? "," : "").append('\n');
            }
            schema.append("      },\n      \"required\": [\n        \"").append(w).append("_option_0\",\n        \"type\"\n      ]\n    }")
                    .append(w.equals("filechooser") ? "" : ",").append('\n');
        }
        schema.append("  }\n}\n");
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(256).contextHeader(true).build()),
                Source.fromText(schema.toString()).withPath("schema.json"));
        assertThat(chunks).hasSizeGreaterThan(6);
        for (Chunk chunk : chunks.subList(1, chunks.size())) {
            long definitions = widgets.stream().filter(w -> chunk.text().contains("\"" + w + "_option_")).count();
            assertThat(definitions).as("chunk %d holds parts of %d definitions:%n%s", chunk.index(), definitions, chunk.text()).isEqualTo(1);
        }
    }

    /**
     * A sequence element that opens with a key whose value is below it ({@code -
     * additionalPrinterColumns:}, a CRD's first version) is headed by that line, as a mapping
     * entry is by its key: the first chunk of a CRD ended with it, its columns in the next.
     */
    @Test
    void anElementOpeningWithAKeyDoesNotEndAChunkApartFromItsValue() {
        StringBuilder crd = new StringBuilder("apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n"
                + "  name: widgets.example.com\nspec:\n  group: example.com\n  names:\n");
        for (int i = 0; i < 12; i++) {
            crd.append("    alias").append(i).append(": widget-alias-number-").append(i).append('\n');
        }
        crd.append("  scope: Namespaced\n  versions:\n  - additionalPrinterColumns:\n");
        for (int i = 0; i < 6; i++) {
            crd.append("    - description: The column number ").append(i).append(" of the widget table\n      jsonPath: .spec.column")
                    .append(i).append("\n      name: Column").append(i).append("\n      type: string\n");
        }
        crd.append("    name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n");
        for (int i = 0; i < 20; i++) {
            crd.append("        x").append(i).append(": field-").append(i).append('\n');
        }
        for (int max : List.of(256, 512)) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(max).build()),
                    Source.fromText(crd.toString()).withPath("crds/widgets.yaml"));
            assertThat(chunks).hasSizeGreaterThan(1);
            for (Chunk chunk : chunks) {
                String last = chunk.text().strip().lines().reduce((a, b) -> b).orElseThrow();
                assertThat(KEY_LINE.matcher(last).matches()).as(chunk.text()).isFalse();
            }
        }
    }

    @Test
    void aCommentAboveAnEntryTooLargeForOneChunkLeavesItsStructure() {
        // The node-exporter chart's kubeRBACProxy block, as written: its first chunk ended with
        // "image:" and the next began with the image's registry, and a chunk ended with the
        // comments that describe extraArgs.
        String text = """
                # Configure kube-rbac-proxy. When enabled, creates a kube-rbac-proxy to protect the node-exporter metrics endpoint.
                # The requests are served through the same service but requests are HTTPS.
                kubeRBACProxy:
                  enabled: false
                  ## Set environment variables as name/value pairs
                  env: {}
                    # VARIABLE: value
                  image:
                    registry: quay.io
                    repository: brancz/kube-rbac-proxy
                    tag: v0.22.1
                    sha: ""
                    pullPolicy: IfNotPresent

                  # List of additional cli arguments to configure kube-rbac-proxy
                  # for example: --tls-cipher-suites, --log-file, etc.
                  # all the possible args can be found here: https://github.com/brancz/kube-rbac-proxy#usage
                  extraArgs: []

                  ## Specify security settings for a Container
                  ## Allows overrides and additional options compared to (Pod) securityContext
                  ## Ref: https://kubernetes.io/docs/tasks/configure-pod-container/security-context/#set-the-security-context-for-a-container
                  containerSecurityContext: {}

                  # Specify the port used for the Node exporter container (upstream port)
                  port: 8100
                  # Specify the name of the container port
                  portName: http
                  # Configure a hostPort. If true, hostPort will be enabled in the container and set to port.
                  enableHostPort: false
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(256).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath("values.yaml"));
        assertThat(chunks).hasSizeGreaterThan(1);
        for (Chunk chunk : chunks) {
            List<String> lines = chunk.text().lines().toList();
            assertThat(lines.getLast().strip()).as(chunk.text()).doesNotEndWith(":").doesNotStartWith("#");
        }
        assertThat(chunks).anySatisfy(c -> assertThat(c.text()).contains("  # List of additional cli arguments").endsWith("extraArgs: []"));
        assertThat(chunks).anySatisfy(c -> assertThat(c.text()).contains(
                "  image:\n    registry: quay.io\n    repository: brancz/kube-rbac-proxy\n    tag: v0.22.1\n    sha: \"\"\n    pullPolicy: IfNotPresent"));
        // The chunk that opens with the comments above kubeRBACProxy and holds its first entries lies in it.
        assertThat(ChunkMetadata.texts(chunks.getFirst().metadata(), ChunkMetadata.SCOPE)).containsExactly("kubeRBACProxy");
    }

    @Test
    void chartTemplatesAreReadAsTheYamlTheyStandFor() throws IOException {
        List<Path> templates = files("*/templates/*.yaml");
        assertThat(templates).hasSizeGreaterThan(100);
        // Before: 560 of 4,728 chunk ends at 256 tokens (every line of a template after its first action was a unit).
        List<String> ends = keyLineEnds(templates, 256);
        assertThat(ends).as("chunks ending with a key whose value is below").hasSizeLessThan(40);

        Path deployment = charts().resolve("alertmanager-snmp-notifier/templates/deployment.yaml");
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(256).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(Files.readString(deployment)).withPath("deployment.yaml"));
        assertThat(chunks).anySatisfy(c -> assertThat(ChunkMetadata.texts(c.metadata(), ChunkMetadata.SCOPE))
                .containsExactly("spec", "template", "spec", "containers", "[0]"));
        // A key whose whole value is an action keeps it: securityContext and the toYaml line under it.
        assertThat(chunks).noneSatisfy(c -> assertThat(c.text()).endsWith("securityContext:"));
        assertThat(chunks).allSatisfy(c -> assertThat(c.metadata()).doesNotContainKey("has_parse_errors"));
    }
    /**
     * A document of a YAML stream too large for one chunk leaves no crumb (under 32 tokens) where
     * the chunk before it in the same document can take it: at 256 tokens the last lines of
     * ConfigMaps (their kind and name) were chunks of 24 to 31 tokens of their own.
     */
    @Test
    void aStreamDocumentsLastLinesAreNoCrumbWhereTheChunkBeforeCanTakeThem() {
        java.util.Random random = new java.util.Random(7);
        StringBuilder stream = new StringBuilder();
        for (int d = 0; d < 60; d++) {
            stream.append("---\napiVersion: v1\ndata:\n");
            for (int k = 0; k < 20; k++) {
                stream.append("  k").append(k).append(": ").append("v".repeat(1 + random.nextInt(48))).append('\n');
            }
            stream.append("kind: ConfigMap\nmetadata:\n  name: cm").append(d).append("\n\n");
        }
        String text = stream.toString();
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(256).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath("configmaps.yaml"));
        var counter = kerf.options().tokenizer();
        List<String> crumbs = new ArrayList<>();
        for (int i = 1; i < chunks.size(); i++) {
            Chunk before = chunks.get(i - 1);
            Chunk chunk = chunks.get(i);
            boolean sameDocument = !text.substring(before.span().charStart(), chunk.span().charStart()).contains("\n---\n")
                    && !chunk.text().startsWith("---");
            if (chunk.tokenCount() < 32 && sameDocument
                    && counter.count(text.substring(before.span().charStart(), chunk.span().charEnd())) <= 256) {
                crumbs.add(chunk.span().startLine() + ": " + chunk.text());
            }
        }
        assertThat(chunks).hasSizeGreaterThan(60);
        assertThat(crumbs).isEmpty();
    }
}

