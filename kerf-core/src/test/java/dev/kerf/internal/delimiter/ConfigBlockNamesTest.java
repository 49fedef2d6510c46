package dev.kerf.internal.delimiter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Config and schema files cut along delimiters say what each chunk is part of, as code does: a
 * Maven POM's chunk is scoped to its dependency or plugin, a proto's to its message or rpc, an INI
 * file's to its section, a Dockerfile's to its stage. Before, XML chunks carried no scope, proto
 * and GraphQL blocks were unnamed, and INI files and Dockerfiles were one module throughout: a
 * search hit said nothing of where it came from.
 */
class ConfigBlockNamesTest {

    private static List<Chunk> chunk(String path, String text, int maxTokens) {
        return ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).contextHeader(true).build()),
                Source.fromText(text).withPath(path));
    }

    private static Chunk holding(List<Chunk> chunks, String needle) {
        return chunks.stream().filter(c -> c.text().contains(needle)).findFirst().orElseThrow();
    }

    private static List<String> scope(Chunk chunk) {
        return ChunkMetadata.texts(chunk.metadata(), ChunkMetadata.SCOPE);
    }

    private static String header(Chunk chunk) {
        return chunk.contextual().orElseThrow().text();
    }

    private static String dependency(String group, String artifact) {
        return "        <dependency>\n            <groupId>" + group + "</groupId>\n            <artifactId>" + artifact
                + "</artifactId>\n            <version>2.17.1</version>\n            <exclusions>\n                <exclusion>\n"
                + "                    <groupId>org.slf4j</groupId>\n                    <artifactId>slf4j-api</artifactId>\n"
                + "                </exclusion>\n            </exclusions>\n        </dependency>\n";
    }

    @Test
    void aMavenPomIsScopedToItsElementsEachNamedByWhatIdentifiesIt() {
        // A module's POM: its <parent> block, whose artifactId is the parent's, comes before its own.
        String pom = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n"
                + "    <modelVersion>4.0.0</modelVersion>\n    <parent>\n        <groupId>org.example</groupId>\n"
                + "        <artifactId>platform-parent</artifactId>\n        <version>3.1.0</version>\n"
                + "        <relativePath>../pom.xml</relativePath>\n    </parent>\n    <artifactId>payments</artifactId>\n"
                + "    <dependencies>\n" + dependency("com.fasterxml.jackson.core", "jackson-databind")
                + dependency("org.apache.commons", "commons-lang3") + dependency("io.netty", "netty-handler") + "    </dependencies>\n"
                + "    <profiles>\n        <profile>\n            <id>release</id>\n            <build>\n                <plugins>\n"
                + "                    <plugin>\n                        <artifactId>maven-gpg-plugin</artifactId>\n"
                + "                        <configuration>\n" + "                            <keyname>${gpg.key}</keyname>\n".repeat(12)
                + "                        </configuration>\n                    </plugin>\n                </plugins>\n            </build>\n"
                + "        </profile>\n    </profiles>\n</project>\n";
        List<Chunk> chunks = chunk("payments/pom.xml", pom, 64);

        Chunk netty = holding(chunks, "<artifactId>netty-handler</artifactId>");
        assertThat(scope(netty)).containsExactly("project payments", "dependencies", "dependency netty-handler");
        Chunk gpg = chunks.stream().filter(c -> c.text().contains("${gpg.key}") && !c.text().contains("<configuration>")).findFirst().orElseThrow();
        assertThat(scope(gpg)).containsExactly("project payments", "profiles", "profile release", "build", "plugins",
                "plugin maven-gpg-plugin", "configuration");
        assertThat(header(gpg)).contains("# scope: ").contains("plugin maven-gpg-plugin > configuration\n");
        assertThat(gpg.metadata()).containsEntry(ChunkMetadata.CLASSIFICATION, "ELEMENT");
        // The spec's delimiter name stays as it was.
        assertThat(gpg.metadata().get("name")).asString().matches("Element at line \\d+");
    }

    @Test
    void anElementIsNamedByItsIdentifyingAttributeWithOrWithoutAPrefix() {
        String manifest = "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
                + "    <application android:label=\"Payments\">\n        <activity\n            android:exported=\"true\"\n"
                + "            android:name=\".CheckoutActivity\">\n"
                + "            <intent-filter>\n                <action android:name=\"android.intent.action.MAIN\" />\n".repeat(1)
                + "                <category android:name=\"android.intent.category.LAUNCHER\" />\n".repeat(20)
                + "            </intent-filter>\n        </activity>\n    </application>\n</manifest>\n";
        // The last chunk holding the filter's lines (the lines closing the file may be a chunk of their own).
        Chunk launcher = chunk("app/src/main/AndroidManifest.xml", manifest, 64).reversed().stream()
                .filter(c -> c.text().contains("<category")).findFirst().orElseThrow();
        assertThat(scope(launcher)).containsExactly("manifest", "application", "activity .CheckoutActivity", "intent-filter");
        // An element written as one tag over several lines is an entry too.
        String selfClosing = "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
                + "    <application android:name=\".PaymentsApp\">\n"
                + ("        <service\n            android:name=\".sync.SyncService\"\n"
                + "            android:permission=\"android.permission.BIND_JOB_SERVICE\"\n".repeat(12) + "            android:exported=\"false\" />\n")
                + "    </application>\n</manifest>\n";
        Chunk service = chunk("app/src/main/AndroidManifest.xml", selfClosing, 64).get(1);
        assertThat(scope(service)).containsExactly("manifest", "application .PaymentsApp", "service .sync.SyncService");

        String csproj = "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <ItemGroup>\n"
                + "    <PackageReference Include=\"Newtonsoft.Json\" Version=\"13.0.3\">\n"
                + "      <PrivateAssets>all</PrivateAssets>\n".repeat(30) + "    </PackageReference>\n  </ItemGroup>\n</Project>\n";
        Chunk assets = chunk("src/Payments.csproj", csproj, 64).get(1);
        // The tag as written: XML is case-sensitive.
        assertThat(scope(assets)).containsExactly("Project", "ItemGroup", "PackageReference Newtonsoft.Json");
    }

    @Test
    void aProtoIsScopedToItsMessagesServicesAndRpcs() {
        String field = "  // The name of the topic, in the format projects/{project}/topics/{topic}.\n  string name = %d;\n";
        StringBuilder proto = new StringBuilder("syntax = \"proto3\";\n\npackage google.pubsub.v1;\n\n");
        proto.append("service Publisher {\n  // Creates the given topic with the given name.\n  rpc CreateTopic(Topic)\n      returns (Topic) {\n")
                .append("    option (google.api.http) = {\n      put: \"/v1/{name=projects/*/topics/*}\"\n      body: \"*\"\n    };\n")
                .append("    option (google.api.method_signature) = \"name\";\n".repeat(6)).append("  }\n}\n\n");
        proto.append("message Topic {\n");
        for (int i = 1; i <= 20; i++) {
            proto.append(field.formatted(i));
        }
        proto.append("  enum State {\n    STATE_UNSPECIFIED = 0;\n    ACTIVE = 1;\n    INGESTION_RESOURCE_ERROR = 2;\n  }\n}\n");
        List<Chunk> chunks = chunk("google/pubsub/v1/pubsub.proto", proto.toString(), 64);

        Chunk rpc = holding(chunks, "method_signature");
        assertThat(scope(rpc)).containsExactly("service Publisher", "rpc CreateTopic");
        assertThat(scope(holding(chunks, "string name = 17;"))).containsExactly("message Topic");
        assertThat(scope(holding(chunks, "INGESTION_RESOURCE_ERROR"))).containsExactly("message Topic", "enum State");
        assertThat(holding(chunks, "string name = 17;").metadata()).containsEntry(ChunkMetadata.CLASSIFICATION, "CLASS");
    }

    @Test
    void aGraphqlSchemaIsScopedToItsTypesAndOperations() {
        String schema = "\"\"\"\nA pool of nodes in a cluster. { braces in a description open nothing\n\"\"\"\n"
                + "type NodePool implements Node {\n" + "  \"The pool's machine type.\"\n  machineType: String!\n".repeat(20) + "}\n\n"
                + "schema {\n  query: Query\n  mutation: Mutation\n}\n\n"
                + "query ClusterPools($id: ID!) {\n  cluster(id: $id) {\n" + "    pools { id machineType minNodes maxNodes }\n".repeat(12)
                + "  }\n}\n\n"
                + "extend  type NodePool {\n" + "  \"Labels the pool's nodes carry.\"\n  labels: [String!]!\n".repeat(20) + "}\n";
        List<Chunk> chunks = chunk("api/schema.graphql", schema, 64);
        assertThat(scope(chunks.get(1))).containsExactly("type NodePool");
        assertThat(scope(holding(chunks, "mutation: Mutation"))).contains("schema");
        assertThat(scope(holding(chunks, "maxNodes }\n  }\n}"))).containsExactly("query ClusterPools");
        // An extension is scoped as one, not as the type it extends.
        assertThat(scope(chunks.getLast())).containsExactly("extend type NodePool");
    }

    @Test
    void anIniFileIsScopedToItsSections() {
        String tox = "# tox configuration\n[tox]\nenvlist = py38, py39\n\n"
                + "[testenv:cover]\nbasepython = python3\ncommands =\n" + "    coverage run --source pyasn1 -m unittest discover {posargs}\n".repeat(8)
                + "\n[remote \"origin\"]\n" + "    url = https://github.com/etingof/pyasn1\n".repeat(8);
        List<Chunk> chunks = chunk("tox.ini", tox, 64);
        assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("delimiter"));
        Chunk cover = chunks.stream().filter(c -> c.text().contains("coverage run") && !c.text().contains("[testenv:cover]")).findFirst().orElseThrow();
        assertThat(scope(cover)).containsExactly("section testenv:cover");
        assertThat(header(cover)).contains("# scope: section testenv:cover\n");
        assertThat(scope(chunks.getLast())).containsExactly("section remote \"origin\"");
    }

    /**
     * An INI entry's value may go on over the lines indented below its key (setup.cfg's
     * {@code install_requires =}, tox's {@code commands =}): the key is not left at the end of one
     * chunk with its value in the next. Before, every chunk of a long extras table ended with the
     * next extra's key.
     */
    @Test
    void anIniKeyStaysWithTheLinesOfItsValue() {
        StringBuilder cfg = new StringBuilder("[metadata]\nname = demo\n\n[options.extras_require]\n");
        for (int i = 0; i < 40; i++) {
            cfg.append("extra").append(i).append(" =\n    package-").append(i).append(">=1.").append(i)
                    .append("\n    other-package-").append(i).append("[cli]>=2.0\n");
        }
        cfg.append("\n[flake8]\nmax-line-length = 100\n");
        for (int max : List.of(64, 128, 256)) {
            List<Chunk> chunks = chunk("setup.cfg", cfg.toString(), max);
            assertThat(chunks).hasSizeGreaterThan(2);
            for (Chunk c : chunks) {
                String last = c.text().strip().lines().reduce((a, b) -> b).orElseThrow();
                assertThat(last).as(c.text()).doesNotMatch("extra\\d+ =");
                assertThat(c.text().stripLeading()).as(c.text()).doesNotStartWith("package-").doesNotStartWith("other-package-");
            }
        }
    }

    @Test
    void aDockerfileIsScopedToItsBuildStages() {
        String dockerfile = "# syntax=docker/dockerfile:1\nARG GO_VERSION=1.22\n\n"
                + "FROM --platform=$BUILDPLATFORM golang:${GO_VERSION} AS build\nWORKDIR /src\n"
                + "RUN --mount=type=cache,target=/go/pkg/mod go mod download -x\n".repeat(10)
                + "\nFROM gcr.io/distroless/static-debian12\n" + "COPY --from=build /out/server /usr/local/bin/server\n".repeat(10)
                + "ENTRYPOINT [\"/usr/local/bin/server\"]\n";
        List<Chunk> chunks = chunk("Dockerfile", dockerfile, 64);
        Chunk download = chunks.stream().filter(c -> c.text().contains("go mod download") && !c.text().contains("FROM")).findFirst().orElseThrow();
        assertThat(scope(download)).containsExactly("stage build");
        assertThat(header(download)).contains("# scope: stage build\n");
        assertThat(scope(chunks.getLast())).containsExactly("stage gcr.io/distroless/static-debian12");
        // The first chunk holds the two lines before the first FROM and, most of it, the start of the build stage.
        assertThat(scope(chunks.getFirst())).containsExactly("stage build");
        // A preamble that fills chunks of its own belongs to no stage.
        List<Chunk> longPreamble = chunk("Dockerfile", "ARG VERSION_OF_THE_TOOLCHAIN=1.22.4\n".repeat(8) + dockerfile, 64);
        assertThat(scope(longPreamble.getFirst())).containsExactly("module Dockerfile");
    }
}
