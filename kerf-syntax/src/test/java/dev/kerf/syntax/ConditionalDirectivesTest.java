package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Granularity;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Swift's and C#'s {@code #if} lines where their grammars cannot read them (between a type's
 * members, inside a base-type list, between the branches of an {@code if}) no longer damage
 * what is around them: the text is parsed again with those lines blanked, and the lines stay in
 * the chunks. Of the files with syntax errors in the change sets, this mends 13 of Alamofire's 20
 * ({@code AFError.swift} among them) and 35 of Newtonsoft.Json's 36.
 */
class ConditionalDirectivesTest {
    private static List<Chunk> chunks(String code, String path) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(48).granularity(Granularity.DEFINITION).build());
        return ChunkInvariants.chunkAndCheck(kerf, Source.fromText(code).withPath(path));
    }

    @Test
    void swiftIfBetweenTheMembersOfAType() {
        String swift = """
                public enum AFError: Error {
                    case explicitlyCancelled
                    case invalidURL(url: any URLConvertible)

                    #if canImport(Security)
                    /// Why the server trust evaluation failed.
                    public enum ServerTrustFailureReason {
                        case noRequiredEvaluator(host: String)
                        case noCertificatesFound
                    }
                    #endif

                    public var isExplicitlyCancelledError: Bool {
                        if case .explicitlyCancelled = self { return true }
                        return false
                    }
                }
                """;
        List<Chunk> chunks = chunks(swift, "Source/Core/AFError.swift");
        assertThat(chunks).noneSatisfy(c -> assertThat(c.metadata()).containsKey("has_parse_errors"));
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).containsEntry("name", "Swift enum 'ServerTrustFailureReason'"));
        // The #if and #endif lines go with what they guard: no chunk ends with one or opens with the other.
        assertThat(describing(chunks, "Swift enum 'ServerTrustFailureReason'").text().strip())
                .startsWith("#if canImport(Security)").endsWith("#endif");
    }

    private static Chunk describing(List<Chunk> chunks, String name) {
        return chunks.stream().filter(c -> name.equals(c.metadata().get("name"))).findFirst()
                .orElseThrow(() -> new AssertionError("no chunk named " + name + " in " + chunks.stream().map(c -> c.metadata().get("name")).toList()));
    }

    @Test
    void cSharpIfInABaseTypeListAndBetweenBranches() {
        String cs = """
                public partial class JValue : JToken, IEquatable<JValue>
                #if HAVE_ICONVERTIBLE
                    , IConvertible
                #endif
                {
                    public string Describe(object value)
                    {
                        if (value is DateTime dateTime)
                        {
                            return "date";
                        }
                #if HAVE_DATE_TIME_OFFSET
                        else if (value is DateTimeOffset offset)
                        {
                            return "offset";
                        }
                #endif
                        else
                        {
                            return "other";
                        }
                    }
                }
                """;
        List<Chunk> chunks = chunks(cs, "Src/Linq/JValue.cs");
        assertThat(chunks).noneSatisfy(c -> assertThat(c.metadata()).containsKey("has_parse_errors"));
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).containsEntry("name", "C# class 'JValue'"));
        assertThat(chunks).anySatisfy(c -> assertThat(c.metadata()).containsEntry("name", "C# method 'Describe'"));
    }

    /**
     * A file read with {@code Files.readString} keeps its byte order mark; with the {@code #if}
     * line gone with what it guards, the mark alone was a chunk (Newtonsoft.Json's
     * {@code SerializationBinder.cs} under {@code DEFINITION}, which MiniLM could not embed).
     */
    @Test
    void aByteOrderMarkIsNoChunkOfItsOwn() {
        String cs = "\uFEFF\n#if (DOTNET || PORTABLE)\nusing System;\nusing System.Reflection;\n\nnamespace Newtonsoft.Json\n{\n"
                + "    public abstract class SerializationBinder\n    {\n        public abstract Type BindToType(string assemblyName, string typeName);\n    }\n}\n#endif\n";
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(256).granularity(Granularity.DEFINITION).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(cs).withPath("SerializationBinder.cs"));
        assertThat(chunks).allSatisfy(c -> assertThat(c.text().replace("\uFEFF", "")).isNotBlank());
        assertThat(chunks.getFirst().text()).startsWith("\uFEFF\n#if (DOTNET || PORTABLE)\nusing System;");
    }

    /** Blanking keeps every offset (a line break stays), and leaves C alone: its grammar reads the preprocessor itself. */
    @Test
    void blankingKeepsOffsetsAndLeavesCAlone() {
        String c = """
                static void walk(struct list *l) {
                  TAILQ_FOREACH(item, &l->head, entry) {
                    visit(item);
                  }
                #if defined(DEBUG)
                  dump(l);
                #endif
                }
                """;
        assertThat(Directives.blanks("c")).isFalse();
        assertThat(Directives.blanked("c", c)).isNull();
        assertThat(Directives.blanked("swift", "#if os(iOS)\nlet a = 1\n#endif\n")).isEqualTo("           \nlet a = 1\n      \n");
        assertThat(Directives.blanked("swift", "let a = 1\n")).isNull();
    }
}
