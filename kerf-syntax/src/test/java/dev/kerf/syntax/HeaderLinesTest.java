package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lines that head a block stay with its header when a chunk is cut there: a parameter list's
 * closing line ends the signature's chunk, and an item written in a Rust macro's body keeps its
 * {@code impl ... where ...} lines with its braces.
 */
class HeaderLinesTest {
    private static Kerf kerf(int maxTokens) {
        return Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
    }

    /** click's style(): twelve parameters, then ") -> str:" and a body that fit only apart. */
    private static final String PYTHON = """
            def style(
                text: t.Any,
                fg: int | tuple[int, int, int] | str | None = None,
                bg: int | tuple[int, int, int] | str | None = None,
                bold: bool | None = None,
                dim: bool | None = None,
                underline: bool | None = None,
                overline: bool | None = None,
                italic: bool | None = None,
                blink: bool | None = None,
                reverse: bool | None = None,
                strikethrough: bool | None = None,
                reset: bool = True,
            ) -> str:
                \"""Styles a text with ANSI styles and returns the new string.  By
                default the styling is self contained which means that at the end
                of the string a reset code is issued.
                \"""
                bits = []
                if fg:
                    bits.append(_interpret_color(fg))
                if bg:
                    bits.append(_interpret_color(bg, 10))
                if bold is not None:
                    bits.append(f"\\033[{1 if bold else 22}m")
                if dim is not None:
                    bits.append(f"\\033[{2 if dim else 22}m")
                if underline is not None:
                    bits.append(f"\\033[{4 if underline else 24}m")
                bits.append(text)
                if reset:
                    bits.append(_ansi_reset_all)
                return "".join(bits)
            """;

    /**
     * The line that closes a parameter list and goes on with the return type (Python's
     * {@code ) -> str:}, TypeScript's {@code ): string {}, Java's {@code ) throws IOException {})
     * ends the signature's chunk: Python's and TypeScript's went whole to the body's chunk, which
     * left the signature without its return type and opened the body's chunk with a dangling
     * parenthesis (Java's, whose brace opens the body, stayed with the signature, and still does).
     */
    @Test
    void aParameterListsClosingLineEndsTheSignaturesChunk() {
        List<Chunk> py = ChunkInvariants.chunkAndCheck(kerf(256), Source.fromText(PYTHON).withPath("termui.py"));
        assertThat(py).hasSizeGreaterThan(1);
        assertThat(py.getFirst().text()).startsWith("def style(").endsWith(") -> str:");
        assertThat(py.get(1).text()).startsWith("    \"\"\"Styles a text");

        StringBuilder ts = new StringBuilder("export function style(\n");
        for (String p : List.of("text", "fg", "bg", "bold", "dim", "underline", "overline", "italic", "blink", "reverse", "reset")) {
            ts.append("  ").append(p).append("?: number | string | null,\n");
        }
        ts.append("): string {\n");
        for (int i = 0; i < 24; i++) {
            ts.append("  bits.push(`${x").append(i).append("}`)\n");
        }
        ts.append("  return bits.join('')\n}\n");
        List<Chunk> typescript = ChunkInvariants.chunkAndCheck(kerf(128), Source.fromText(ts.toString()).withPath("style.ts"));
        assertThat(typescript.getFirst().text()).startsWith("export function style(").endsWith("): string {");
        for (Chunk c : typescript) {
            assertThat(c.text()).as("chunk %s", c.index()).doesNotStartWith(")");
        }

        StringBuilder java = new StringBuilder("class Styles {\n    static String style(\n");
        for (int i = 0; i < 7; i++) {
            java.append("            Map<String, List<Integer>> colour").append(i).append(",\n");
        }
        java.append("            boolean reset\n    ) throws java.io.IOException {\n");
        for (int i = 0; i < 7; i++) {
            java.append("        bits.add(render(colour").append(i).append(", reset));\n");
        }
        java.append("        return String.join(\"\", bits);\n    }\n}\n");
        List<Chunk> j = ChunkInvariants.chunkAndCheck(kerf(128), Source.fromText(java.toString()).withPath("Styles.java"));
        assertThat(j).hasSizeGreaterThan(1);
        assertThat(j.getFirst().text()).endsWith(") throws java.io.IOException {");
    }

    /** Three impls written by a macro, as axum writes its tuple impls: each about 140 tokens. */
    private static final String MACRO_IMPLS = """
            macro_rules! impl_into_response {
                ( $($ty:ident),* $(,)? ) => {
                    #[allow(non_snake_case)]
                    impl<R, $($ty,)*> IntoResponse for ($($ty),*, R)
                    where
                        $( $ty: IntoResponseParts, )*
                        R: IntoResponse,
                    {
                        fn into_response(self) -> Response {
                            let ($($ty),*, res) = self;
                            let res = res.into_response();
                            let parts = ResponseParts { res };
                            $(
                                let parts = match $ty.into_response_parts(parts) {
                                    Ok(parts) => parts,
                                    Err(err) => return err.into_response(),
                                };
                            )*
                            parts.res
                        }
                    }

                    #[allow(non_snake_case)]
                    impl<R, $($ty,)*> IntoResponse for (StatusCode, $($ty),*, R)
                    where
                        $( $ty: IntoResponseParts, )*
                        R: IntoResponse,
                    {
                        fn into_response(self) -> Response {
                            let (status, $($ty),*, res) = self;
                            let res = res.into_response();
                            let parts = ResponseParts { res };
                            $(
                                let parts = match $ty.into_response_parts(parts) {
                                    Ok(parts) => parts,
                                    Err(err) => return err.into_response(),
                                };
                            )*
                            (status, parts.res).into_response()
                        }
                    }

                    #[allow(non_snake_case)]
                    impl<R, $($ty,)*> IntoResponse for (http::response::Parts, $($ty),*, R)
                    where
                        $( $ty: IntoResponseParts, )*
                        R: IntoResponse,
                    {
                        fn into_response(self) -> Response {
                            let (outer_parts, $($ty),*, res) = self;
                            let res = res.into_response();
                            let parts = ResponseParts { res };
                            $(
                                let parts = match $ty.into_response_parts(parts) {
                                    Ok(parts) => parts,
                                    Err(err) => return err.into_response(),
                                };
                            )*
                            (outer_parts, parts.res).into_response()
                        }
                    }
                }
            }
            """;

    /**
     * A macro is named a macro, and an item its body writes is a unit: axum's tuple impls were
     * cut between their {@code where} clause and the braces of their body, a chunk of five
     * header lines and one that opened with a lone {@code {}, though each impl fits the limit.
     */
    @Test
    void aMacroIsAMacroAndTheItemsItWritesStayWhole() {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf(256), Source.fromText(MACRO_IMPLS).withPath("into_response.rs"));
        assertThat(chunks.getFirst().metadata()).containsEntry("name", "Rust macro 'impl_into_response'")
                .containsEntry("classification", "MACRO").containsEntry("scope", List.of("macro impl_into_response"));
        int impls = 0;
        for (Chunk c : chunks) {
            assertThat(c.text().strip()).as("chunk %s", c.index()).doesNotStartWith("{");
            int at = c.text().indexOf("impl<R");
            while (at >= 0) {
                impls++;
                assertThat(c.text().indexOf("fn into_response", at)).as("an impl's header and body in chunk %s", c.index()).isPositive();
                at = c.text().indexOf("impl<R", at + 1);
            }
        }
        assertThat(impls).isEqualTo(3);
    }
}
