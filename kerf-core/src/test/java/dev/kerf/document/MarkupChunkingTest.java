package dev.kerf.document;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * reStructuredText, AsciiDoc and Org documents are cut as Markdown is: each section begins a
 * chunk that names its heading path, headings stay with what follows them, paragraphs are cut
 * between sentences, and code blocks say their language.
 */
class MarkupChunkingTest {
    private static List<Chunk> chunks(String path, String text, int maxTokens) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
        return ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath(path));
    }

    @SuppressWarnings("unchecked")
    private static List<Object> headings(Chunk c) {
        return (List<Object>) c.metadata().get("headings");
    }

    private static Chunk holding(List<Chunk> chunks, String needle) {
        return chunks.stream().filter(c -> c.text().contains(needle)).findFirst().orElseThrow(() -> new AssertionError("no chunk holds " + needle));
    }

    /** A reStructuredText or AsciiDoc page that ends with a title and nothing under it: the title goes on in the chunk before. */
    @Test
    void aTitleThePageEndsWithGoesOnInTheChunkBefore() {
        List<Chunk> rst = chunks("guide.rst", "Guide\n=====\n\nIntro text.\n\nUse\n---\n\nCall it with a path.\n\nSee also\n--------\n", 512);
        assertThat(rst).extracting(Chunk::text).containsExactly("Guide\n=====\n\nIntro text.", "Use\n---\n\nCall it with a path.\n\nSee also\n--------");
        assertThat(headings(rst.getLast())).isEqualTo(List.of("Guide", "Use"));
        List<Chunk> adoc = chunks("guide.adoc", "= Guide\n\nIntro text.\n\n== Use\n\nCall it with a path.\n\n== See also\n", 512);
        assertThat(adoc).extracting(Chunk::text).containsExactly("= Guide\n\nIntro text.", "== Use\n\nCall it with a path.\n\n== See also");
    }

    /**
     * AsciiDoc's two-line titles, as git's manual pages write them: NAME over ----, sections of
     * the document titled over ===. A listing block's ---- after a blank line stays a listing.
     */
    @Test
    void asciiDocTwoLineTitlesAreHeadings() {
        String adoc = """
                git-frob(1)
                ===========

                NAME
                ----
                git-frob - Frobnicate the named paths

                DESCRIPTION
                -----------
                Frobnicates the named paths, keeping the original until the new file is written.

                ------------
                $ git frob README
                ------------

                Notes
                ~~~~~
                Frobnicating twice is safe.
                """;
        List<Chunk> chunks = chunks("git-frob.adoc", adoc, 512);
        assertThat(headings(holding(chunks, "git-frob - Frobnicate"))).isEqualTo(List.of("git-frob(1)", "NAME"));
        Chunk description = holding(chunks, "Frobnicates the named paths");
        assertThat(headings(description)).isEqualTo(List.of("git-frob(1)", "DESCRIPTION"));
        assertThat(description.text()).startsWith("DESCRIPTION\n-----------").contains("$ git frob README");
        assertThat(description.metadata()).containsEntry("contains_code", true);
        assertThat(headings(holding(chunks, "Frobnicating twice"))).isEqualTo(List.of("git-frob(1)", "DESCRIPTION", "Notes"));
        assertThat(holding(chunks, "git-frob - Frobnicate").metadata()).containsEntry("contains_code", false);
    }

    /** A man page (man's .SH, mdoc's .Sh) is cut by its sections, with their names as its heading path, not by lines. */
    @Test
    void manPagesAreCutByTheirSections() {
        String man = ".\\\" Manual page for frob.\n.TH FROB 1 \"2024-01-01\" \"frob 1.0\"\n.SH NAME\nfrob \\- frobnicate files\n.SH DESCRIPTION\n.B frob\n"
                + "reads each\n.I file\nand rewrites it in place. The original is kept until the new file is written.\n.SS Safety\n"
                + "Files already frobnicated are left alone.\n.SH \"SEE ALSO\"\n.BR unfrob (1)\n";
        List<Chunk> chunks = chunks("frob.1", man, 512);
        assertThat(chunks).extracting(MarkupChunkingTest::headings)
                .containsExactly(List.of("NAME"), List.of("DESCRIPTION"), List.of("DESCRIPTION", "Safety"), List.of("SEE ALSO"));
        assertThat(chunks.getFirst().text()).startsWith(".\\\" Manual page").contains(".SH NAME");
        String mdoc = ".Dd January 1, 2024\n.Dt FROB 1\n.Os\n.Sh NAME\n.Nm frob\n.Nd frobnicate files\n.Sh EXAMPLES\n.Bd -literal\n$ frob README\n.Ed\n";
        List<Chunk> parts = chunks("frob.1", mdoc, 512);
        assertThat(parts).extracting(MarkupChunkingTest::headings).containsExactly(List.of("NAME"), List.of("EXAMPLES"));
        assertThat(parts.getLast().metadata()).containsEntry("contains_code", true);
    }

    private static final String RST = """
            .. highlight:: console

            ==========
            User Guide
            ==========

            An introduction to the guide.

            .. _install:

            Installation
            ============

            Install it with pip::

                pip install thing

            Configuration
            -------------

            Set the options in a file. Each option has a default.

            .. code-block:: toml

               [tool.thing]
               verbose = true

            Usage
            =====

            - run it
            - read the report
            """;

    @Test
    void reStructuredTextSectionsNameTheirPathRankedByAdornment() {
        List<Chunk> chunks = chunks("guide.rst", RST, 64);
        assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("markup"));
        Chunk first = chunks.getFirst();
        assertThat(first.text()).startsWith(".. highlight:: console").contains("User Guide", "An introduction");
        assertThat(headings(first)).containsExactly("User Guide");
        Chunk install = holding(chunks, "Installation");
        assertThat(install.text()).as("the target above a heading opens its section").startsWith(".. _install:");
        assertThat(headings(install)).containsExactly("User Guide", "Installation");
        assertThat(install.text()).contains("pip install thing");
        assertThat(install.metadata()).containsEntry("contains_code", true)
                .as("a literal block is in the language the highlight directive named").containsEntry("code_language", "console");
        Chunk config = holding(chunks, "Configuration");
        assertThat(config.text()).startsWith("Configuration");
        assertThat(headings(config)).containsExactly("User Guide", "Installation", "Configuration");
        assertThat(holding(chunks, "[tool.thing]").metadata()).containsEntry("code_language", "toml");
        assertThat(headings(holding(chunks, "Usage"))).containsExactly("User Guide", "Usage");
    }

    private static final String ADOC = """
            [[webflux]]
            :chapter: webflux
            = Spring WebFlux

            The reactive web framework.

            [[webflux-config]]
            == [[webflux-config-api]]Configuration

            Configure it in Java.

            [source,java,indent=0,subs="verbatim,quotes"]
            .A configuration class
            ----
            @Configuration
            class WebConfig {
            }
            ----

            [tabs]
            ======
            Java::
            +
            [source,java,indent=0]
            ----
            RouterFunction<?> route = route().build();
            ----

            Kotlin::
            +
            [source,kotlin]
            ----
            val route = router { }
            ----
            ======

            === Codecs

            [source,subs="verbatim"]
            ----
            codecs.register()
            ----
            """;

    /** A highlight directive names the language of the literal blocks after it, up to the next one; "none" names none. */
    @Test
    void literalBlocksTakeTheLanguageTheLastHighlightDirectiveNamed() {
        String text = """
                Title
                =====

                Run::

                    print(1)

                .. highlight:: python

                Then::

                    print(2)

                .. code-block::

                    print(3)

                .. highlight:: none

                Output::

                    3
                """;
        List<Chunk> chunks = chunks("page.rst", text, 16);
        assertThat(holding(chunks, "print(1)").metadata()).containsEntry("contains_code", true).doesNotContainKey("code_language");
        assertThat(holding(chunks, "print(2)").metadata()).containsEntry("code_language", "python");
        assertThat(holding(chunks, "print(3)").metadata()).as("a code directive naming no language").containsEntry("code_language", "python");
        assertThat(holding(chunks, "    3").metadata()).doesNotContainKey("code_language");
    }

    private static final String LATEX = """
            \\documentclass{article}
            \\begin{document}

            % Why the budget matters.
            \\section{Method}
            \\label{sec:method}
            We pack definitions. Each chunk stays under the budget.

            \\begin{itemize}
              \\item scan the file;
              \\begin{itemize}
                \\item count the tokens;
              \\end{itemize}
              \\item cut it.
            \\end{itemize}

            \\subsection[Short]{Packing the \\emph{units}}
            The packer fills chunks.

            \\begin{lstlisting}[language=Python, caption=Packing]
            def pack(units):
                return units
            \\end{lstlisting}

            \\begin{appendices}
            \\section{Proofs}
            The proof is short.
            \\end{appendices}
            \\end{document}
            """;

    @Test
    void latexSectionsNestByTheirCommandAndListingsAreCode() {
        List<Chunk> chunks = chunks("paper.tex", LATEX, 48);
        assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("markup"));
        Chunk method = holding(chunks, "\\section{Method}");
        assertThat(method.text()).as("a comment above a heading opens its section").startsWith("% Why the budget matters.")
                .contains("We pack definitions.");
        assertThat(headings(method)).containsExactly("Method");
        assertThat(holding(chunks, "cut it.").text()).as("a nested list's end does not close the outer one").endsWith("\\end{itemize}")
                .contains("\\item scan the file;");
        Chunk packing = holding(chunks, "The packer fills chunks.");
        assertThat(headings(packing)).containsExactly("Method", "Packing the units");
        Chunk listing = holding(chunks, "def pack(units):");
        assertThat(listing.metadata()).containsEntry("contains_code", true).containsEntry("code_language", "python");
        assertThat(listing.text()).contains("\\begin{lstlisting}", "\\end{lstlisting}");
        assertThat(headings(holding(chunks, "The proof is short."))).as("an environment around sections keeps them sections")
                .containsExactly("Proofs");
    }

    /** Tables are cut between rows, each part repeating the table's opening and header row and closed as the table is. */
    @Test
    void tablesAreCutBetweenRowsAndEachPartRepeatsTheHeader() {
        StringBuilder adoc = new StringBuilder("== Options\n\n.Logging properties\n[cols=\"1,4\"]\n|===\n| Name | Description\n\n");
        StringBuilder rst = new StringBuilder("Options\n=======\n\n+--------+----------------------------------------------+\n"
                + "| Name   | Description                                  |\n+========+==============================================+\n");
        for (int i = 0; i < 12; i++) {
            adoc.append("| opt").append(i).append("\n| Option ").append(i).append(" enables feature ").append(i).append(" when set to a true value.\n\n");
            rst.append(String.format("| opt%-3d | Option %-2d enables feature %-2d when set        |%n", i, i, i))
                    .append("|        | to a true value in the configuration file.   |\n")
                    .append("+--------+----------------------------------------------+\n");
        }
        adoc.append("|===\n\nAfter the table.\n");
        for (var c : List.of(chunks("options.adoc", adoc.toString(), 128), chunks("options.rst", rst.toString(), 128))) {
            List<Chunk> parts = c.stream().filter(x -> x.text().contains("opt")).toList();
            assertThat(parts).hasSizeGreaterThan(1);
            for (Chunk part : parts) {
                assertThat(part.text()).as("a part begins with a row, or with the table").matches("(?s)(== |Options|\\| opt|\\+-).*");
                assertThat(part.text().lines().filter(l -> l.startsWith("| opt")).count()).as("whole rows: %s", part.text())
                        .isEqualTo(part.text().lines().filter(l -> l.contains("true value")).count());
                if (!part.text().contains("Description")) {
                    assertThat(part.embeddingText()).as("the header is repeated").contains("Description");
                }
            }
        }
    }

    /**
     * A reStructuredText list-table is cut between its rows, its items, and each part repeats the
     * directive, its options and its header rows: Sphinx's deprecated-API table was 20 chunks of
     * "9.0 / 11.0 / N/A" with no column names.
     */
    @Test
    void aListTableIsCutBetweenItsRowsAndEachPartRepeatsItsHeaderRows() {
        StringBuilder rst = new StringBuilder("Deprecated APIs\n===============\n\n.. list-table:: deprecated APIs\n"
                + "   :header-rows: 1\n   :widths: 40, 10, 10, 40\n\n   * - Target\n     - Deprecated\n     - Removed\n     - Alternatives\n");
        for (int i = 0; i < 16; i++) {
            // Rows with and without blank lines between them: the items make the rows.
            rst.append(i % 2 == 0 ? "\n" : "").append("   * - ``sphinx.module").append(i).append(".app``\n     - 9.").append(i)
                    .append("\n     - 11.0\n     - N/A\n");
        }
        rst.append("\nAfter the table.\n");
        List<Chunk> chunks = chunks("deprecated.rst", rst.toString(), 160);
        List<Chunk> parts = chunks.stream().filter(c -> c.text().contains("sphinx.module")).toList();
        assertThat(parts).hasSizeGreaterThan(2);
        for (Chunk part : parts) {
            assertThat(part.text().strip()).as("a part begins with the table, or a row").matches("(?s)(Deprecated APIs|\\.\\. list-table|\\* - ).*");
            assertThat(part.text().lines().filter(l -> l.contains("* - ``")).count()).as("whole rows: %s", part.text())
                    .isEqualTo(part.text().lines().filter(l -> l.contains("- N/A")).count());
            assertThat(part.embeddingText()).as("the header rows are repeated").contains(":header-rows: 1").contains("- Alternatives");
            assertThat(part.embeddingText()).doesNotContain("After the table.\n- N/A");
        }
    }

    /**
     * A part of an object's description (Sphinx's {@code .. confval::}, {@code .. function::},
     * {@code .. autoclass::}) cut from its directive's line is under that object in its heading
     * path, as Sphinx's table of contents lists it; its first part, and text after it, are not.
     */
    @Test
    void aPartOfAnObjectsDescriptionNamesTheObjectInItsHeadingPath() {
        StringBuilder rst = new StringBuilder("Configuration\n=============\n\nProject information\n-------------------\n\n"
                + ".. confval:: copyright\n   :type: :code-py:`str`\n\n");
        for (int i = 0; i < 8; i++) {
            rst.append("   The copyright notice of paragraph ").append(i).append(" is shown in the footer of every page the builder writes.\n\n");
        }
        rst.append(".. py:function:: approx(expected, rel=None, abs=None)\n\n");
        for (int i = 0; i < 8; i++) {
            rst.append("   Assert that two numbers are equal within tolerance ").append(i).append(", as floating point arithmetic needs.\n\n");
        }
        rst.append("Text after the objects, in the section itself.\n");
        List<Chunk> chunks = chunks("conf.rst", rst.toString(), 64);
        for (Chunk c : chunks) {
            String t = c.text().strip();
            if (t.startsWith("The copyright notice") && !t.startsWith("The copyright notice of paragraph 0")) {
                assertThat(headings(c)).as(t).containsExactly("Configuration", "Project information", "confval copyright");
            }
            if (t.startsWith("Assert that") && !t.contains("tolerance 0,")) {
                assertThat(headings(c)).as(t).containsExactly("Configuration", "Project information", "function approx");
            }
        }
        assertThat(headings(holding(chunks, ".. confval:: copyright"))).containsExactly("Configuration", "Project information");
        for (Chunk c : chunks) {
            if (c.text().startsWith(".. ")) {
                assertThat(headings(c)).as("a chunk that begins with an object's directive").containsExactly("Configuration", "Project information");
            }
        }
        assertThat(chunks.stream().filter(c -> headings(c).contains("confval copyright")).count()).isGreaterThan(1);
    }

    /** POD's =item line labels the paragraph after it: a chunk never ends with it. */
    @Test
    void podItemLabelsStayWithTheirText() {
        StringBuilder pod = new StringBuilder("=head1 METHODS\n\n=over 4\n\n");
        for (int i = 0; i < 6; i++) {
            pod.append("=item C<method").append(i).append("()>\n\nReturns the value number ").append(i)
                    .append(" of the lock, or undef when the system does not support it. See the manual page.\n\n");
        }
        pod.append("=back\n");
        List<Chunk> chunks = chunks("Lock.pod", pod.toString(), 64);
        assertThat(chunks).noneMatch(c -> c.text().strip().endsWith(">") && c.text().strip().lines().reduce((a, b) -> b).orElse("").startsWith("=item"));
        assertThat(chunks).allSatisfy(c -> assertThat(c.text()).doesNotStartWith("Returns"));
    }

    /** A directive's line goes with the first line of its code; Org's unclosed block and short rst titles. */
    @Test
    void openingLinesStayWithTheirCodeAndHeadingsEndUnclosedBlocks() {
        String rst = "Debug\n=====\n\n" + "Some words about the debugger that fill the chunk a little. ".repeat(3)
                + "\n\n.. code-block:: console\n\n" + "    $ flask --app hello run --debug --port 5000\n".repeat(6);
        assertThat(chunks("debug.rst", rst, 64)).noneMatch(c -> c.text().endsWith(".. code-block:: console"));
        List<Chunk> org = chunks("notes.org", "* Unclosed\n#+BEGIN_SRC sh\necho one\n\n* After\nText after.\n", 256);
        assertThat(org).anySatisfy(c -> assertThat(headings(c)).containsExactly("After"));
        assertThat(org).noneMatch(c -> c.text().contains("Text after") && "bash".equals(c.metadata().get("code_language")));
        List<Chunk> shortTitles = chunks("notes.rst", "Go\n==\n\nNotes about Go.\n\nCI\n--\n\nHow the CI runs.\n", 8);
        assertThat(shortTitles).anySatisfy(c -> assertThat(headings(c)).containsExactly("Go", "CI"));
    }

    /** Heading paths read as the titles show, without their inline markup, as Markdown's do. */
    @Test
    void headingPathsLeaveInlineMarkupOut() {
        assertThat(headings(chunks("api.rst", "The ``async`` API\n=================\n\nSee :class:`Client <httpx.Client>`.\n\n"
                + "Using :func:`connect`\n---------------------\n\nCall it.\n", 256).getLast())).containsExactly("The async API", "Using connect");
        assertThat(headings(chunks("Lock.pod", "=head1 METHODS\n\n=head2 C<new(%args)> and L<the manual|perlfunc>\n\nMakes one.\n", 256).getLast()))
                .containsExactly("METHODS", "new(%args) and the manual");
        assertThat(headings(chunks("guide.adoc", "= Guide\n\n== The `WebClient` *builder*\n\nBuild it.\n", 256).getLast()))
                .containsExactly("Guide", "The WebClient builder");
        assertThat(headings(chunks("paper.tex", "\\section{The \\emph{fast} path}\nWe run.\n", 256).getLast())).containsExactly("The fast path");
    }

    /** A document piped in or read from a database has no name: its marks still tell its format. */
    @Test
    void aDocumentWithoutANameIsToldByItsMarks() {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(64).build());
        for (String text : List.of(RST, ADOC, "#+TITLE: Notes\n\n* Guide\n** Install\n\nRun it.\n\n** Use\n#+begin_src sh\npay --now\n#+end_src\n")) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text));
            assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("markup"));
            assertThat(chunks).anySatisfy(c -> assertThat(headings(c)).hasSizeGreaterThan(1).doesNotContainNull());
        }
    }

    @Test
    void asciiDocSectionsKeepTheirAnchorsAndNameTheirCode() {
        List<Chunk> chunks = chunks("webflux.adoc", ADOC, 256);
        Chunk first = chunks.getFirst();
        assertThat(first.text()).as("anchors and attributes above the title stay with it").startsWith("[[webflux]]").contains("= Spring WebFlux");
        assertThat(headings(first)).containsExactly("Spring WebFlux");
        Chunk config = holding(chunks, "== [[webflux-config-api]]Configuration");
        assertThat(config.text()).startsWith("[[webflux-config]]");
        assertThat(headings(config)).as("an inline anchor is no part of the title").containsExactly("Spring WebFlux", "Configuration");
        assertThat(config.metadata()).containsEntry("contains_code", true).containsEntry("code_language", "java");
        List<Chunk> small = chunks("webflux.adoc", ADOC, 40);
        Chunk java = holding(small, "Java::");
        assertThat(java.text()).as("a tab's code stays with its title").contains("Java::\n+\n[source,java,indent=0]\n----\nRouterFunction");
        assertThat(java.metadata()).as("code inside tabs").containsEntry("contains_code", true).containsEntry("code_language", "java");
        Chunk kotlin = holding(small, "Kotlin::");
        assertThat(kotlin.text()).startsWith("Kotlin::\n+\n[source,kotlin]\n----\nval route");
        assertThat(kotlin.metadata()).as("the language of the tab the chunk holds").containsEntry("code_language", "kotlin");
        Chunk codecs = holding(chunks, "=== Codecs");
        assertThat(headings(codecs)).containsExactly("Spring WebFlux", "Configuration", "Codecs");
        assertThat(codecs.metadata()).as("a named attribute is no language").containsEntry("contains_code", true).doesNotContainKey("code_language");
    }

    @Test
    void aLongAsciiDocSectionIsCutBetweenItsBlocksAndSentences() {
        String sentence = "Each handler maps a request to a response and may read its body as a stream of buffers. ";
        String text = "= Guide\n\n== Handlers\n\n" + sentence.repeat(12) + "\n\n[source,java]\n----\n" + "handle(request);\n".repeat(30)
                + "----\n\n" + sentence.repeat(3) + "\n";
        List<Chunk> chunks = chunks("guide.adoc", text, 96);
        assertThat(chunks.size()).isGreaterThan(3);
        for (Chunk c : chunks) {
            assertThat(headings(c)).isNotEmpty();
            String t = c.text();
            if (t.startsWith("Each handler")) {
                assertThat(t.strip()).as("prose parts end at a sentence end").endsWith(".");
            }
        }
    }

    @Test
    void aDelimitedBlockCutInPartsKeepsItsOpeningAndClosingLinesWithItsContent() {
        StringBuilder text = new StringBuilder("= Guide\n\n== Beans\n\n[source,xml,indent=0]\n----\n");
        for (int i = 0; i < 24; i++) {
            text.append("<bean id=\"service").append(i).append("\" class=\"example.Service").append(i).append("\"/>\n");
        }
        text.append("----\n<1> The first bean.\n\n[tabs]\n======\nJava::\n+\n[source,java]\n----\n");
        for (int i = 0; i < 24; i++) {
            text.append("context.register(Service").append(i).append(".class);\n");
        }
        text.append("----\n======\n\nThe end of the section.\n");
        for (int max = 30; max <= 130; max += 4) {
            List<Chunk> chunks = chunks("beans.adoc", text.toString(), max);
            for (Chunk c : chunks) {
                assertThat(c.text()).as("chunk %d at %d", c.index(), max).doesNotStartWith("----").doesNotStartWith("======")
                        .doesNotStartWith("<1>").doesNotEndWith("[source,java]\n----").doesNotEndWith("[tabs]\n======")
                        .doesNotEndWith("[source,java]");
            }
            assertThat(holding(chunks, "<1> The first bean.").text()).as("a callout stays with its listing").contains("<bean id=");
        }
    }

    @Test
    void orgHeadingsNestByTheirStars() {
        String text = """
                #+TITLE: Build notes

                * Building
                The build uses Maven.

                ** Native libraries
                Grammars compile with gcc.

                #+BEGIN_SRC sh
                mvn -B verify
                #+END_SRC

                * TODO Testing                 :ci:slow:
                Run the tests.
                """;
        List<Chunk> chunks = chunks("notes.org", text, 40);
        assertThat(chunks.getFirst().text()).startsWith("#+TITLE: Build notes").contains("* Building");
        Chunk natives = holding(chunks, "** Native libraries");
        assertThat(headings(natives)).containsExactly("Building", "Native libraries");
        assertThat(holding(chunks, "mvn -B verify").metadata()).containsEntry("code_language", "bash");
        assertThat(headings(holding(chunks, "Run the tests."))).as("a heading's keyword and tags are no part of its title")
                .containsExactly("Testing");
    }

    @Test
    void podSectionsNestByTheirLevelAndVerbatimParagraphsAreCode() {
        String text = """
                =pod

                =head1 NAME

                Text::Wrap - line wrapping to form simple paragraphs

                =head1 SYNOPSIS

                    use Text::Wrap;
                    print wrap("\t", "", @text);

                =head2 Options

                =over 4

                =item columns

                The width of the output. It defaults to 76.

                =back

                =cut
                """;
        List<Chunk> chunks = chunks("Wrap.pod", text, 32);
        assertThat(chunks.getFirst().text()).startsWith("=pod\n\n=head1 NAME");
        assertThat(headings(chunks.getFirst())).containsExactly("NAME");
        Chunk synopsis = holding(chunks, "use Text::Wrap;");
        assertThat(headings(synopsis)).containsExactly("SYNOPSIS");
        assertThat(synopsis.metadata()).containsEntry("contains_code", true);
        assertThat(headings(holding(chunks, "The width of the output."))).containsExactly("SYNOPSIS", "Options");
    }

    @Test
    void aTextWithoutHeadingsIsStillCutBetweenItsBlocks() {
        String para = "A plain paragraph of reStructuredText without any title, which says one thing. ";
        String text = (para.repeat(3) + "\n\n").repeat(6);
        List<Chunk> chunks = chunks("notes.rst", text, 64);
        assertThat(chunks).hasSizeGreaterThan(3);
        assertThat(chunks).allSatisfy(c -> assertThat(headings(c)).isEmpty());
        assertThat(chunks).allSatisfy(c -> assertThat(c.text().strip()).endsWith("."));
    }
}
