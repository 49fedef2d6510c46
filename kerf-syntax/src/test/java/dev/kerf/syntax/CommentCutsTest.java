package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import dev.kerf.tokens.TokenCounter;
import dev.kerf.tokens.Tokenizers;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A comment too long for one chunk (a roxygen block, a licence header, a long block comment in a
 * function) is cut at the end of a paragraph or a sentence, not in the middle of one: at 256
 * tokens a quarter of the cuts between two comment lines of the change sets fell inside a
 * sentence ("...will suppress quoting if desired for" | "a given value.").
 */
class CommentCutsTest {
    private static final Pattern MARKER = Pattern.compile("^\\s*(?://[/!]?|/\\*+|\\*+(?!/)|#+'?|--+)\\s*");
    private static final String[] SENTENCES = {
        "The reader keeps the whole buffer until the caller asks for the next token, so that a token split across two reads is never seen in halves.",
        "A caller that streams must wrap it.",
        "When the buffer is full and no token ends in it, the reader doubles the buffer once and then reports an error naming the offset where the token began.",
        "Errors carry the line and the column, counted in code points from one, as editors show them.",
        "Nothing here allocates per token: the views handed out point into the buffer and are valid until the next call.",
        "Callers that keep a token past that must copy it, which the copy helper below does with one allocation sized to the token.",
        "The escape table is built once per reader and shared by every view, since rebuilding it on each call cost a tenth of the time on short inputs.",
        "Unknown escapes are kept verbatim rather than rejected, because the configuration files this reads were written by hand over many years.",
    };

    /**
     * A decorator too large to keep with its test (pytest's parametrize with a list of cases) is
     * cut between its cases, each case with the comment above it: the comments ended the chunk
     * before the case they describe, as the decorator was cut by lines.
     */
    @Test
    void aLargeDecoratorIsCutBetweenItsCasesEachWithItsComment() {
        StringBuilder py = new StringBuilder("import pytest\n\n\n@pytest.mark.parametrize(\n    (\"cmd\", \"expected\"),\n    [\n");
        for (int i = 0; i < 8; i++) {
            py.append("        # Issue #10").append(i).append(": a command with flags number ").append(i).append(".\n")
                    .append("        pytest.param(\n            \"less -FRSX ").append(i).append("\",\n            [\"less\", \"-FRSX\"],\n")
                    .append("            id=\"case ").append(i).append("\",\n        ),\n");
        }
        py.append("    ],\n)\ndef test_editor(cmd, expected):\n    assert split(cmd) == expected\n");
        for (int limit : new int[] {64, 128}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(limit).build()),
                    Source.fromText(py.toString()).withPath("test_editor.py"));
            assertThat(chunks).as("at %d", limit).hasSizeGreaterThan(2)
                    .noneSatisfy(c -> assertThat(c.text().strip().lines().toList().getLast().strip()).startsWith("# Issue"));
        }
    }

    /** Over the change sets, cuts between two comment lines that fall inside a sentence. */
    @ParameterizedTest(name = "at {0} tokens")
    @ValueSource(ints = {128, 256})
    void fewCommentsAreCutInsideASentence(int maxTokens) {
        int seams = 0;
        List<String> inside = new ArrayList<>();
        for (List<String> found : ChangeSetChunks.at(maxTokens).stream().map(c -> commentSeams(c.source(), c.chunks())).toList()) {
            seams += found.size();
            for (String seam : found) {
                if (!seam.isEmpty()) {
                    inside.add(seam);
                }
            }
        }
        assertThat(seams).as("cuts between two comment lines").isGreaterThan(1000);
        assertThat((double) inside.size() / seams).as("%d of %d cuts inside a sentence, such as %s", inside.size(), seams,
                inside.subList(0, Math.min(5, inside.size()))).isLessThanOrEqualTo(0.16);
    }

    /** One entry for each cut of a source's chunks between two comment lines: "" for a cut after a sentence, else where it falls. */
    private static List<String> commentSeams(Source source, List<Chunk> chunks) {
        List<String> seams = new ArrayList<>();
        for (int i = 1; i < chunks.size(); i++) {
            String before = lastLine(chunks.get(i - 1).text());
            String after = chunks.get(i).text().strip().lines().findFirst().orElse("");
            if (!isComment(before) || !isComment(after)) {
                continue;
            }
            String a = words(before);
            String b = words(after);
            boolean insideASentence = !a.isEmpty() && !b.isEmpty() && !a.matches(".*[.!?:;][\"')\\]`]*") && Character.isLowerCase(b.charAt(0));
            seams.add(insideASentence ? source.path().orElseThrow() + ":" + chunks.get(i).span().startLine() + " " + a + " | " + b : "");
        }
        return seams;
    }

    /**
     * A long doc comment whose sentences each begin a line, most of them on two or three, is cut
     * only after a sentence or at a blank comment line.
     */
    @ParameterizedTest(name = "{0} at {2} tokens")
    @CsvSource({"r, #', 96", "r, #', 128", "c, ' *', 128", "rust, ///, 128", "haskell, --, 128"})
    void aLongCommentIsCutBetweenSentences(String language, String marker, int maxTokens) {
        StringBuilder text = new StringBuilder(language.equals("c") ? "/*\n" : "");
        for (int s = 0; s < SENTENCES.length * 3; s++) {
            for (String line : wrap(SENTENCES[(s * 5 + 3) % SENTENCES.length], 70)) {
                text.append(marker).append(' ').append(line).append('\n');
            }
            if (s % 3 == 2) {
                text.append(marker).append('\n');
            }
        }
        text.append(switch (language) {
            case "c" -> " */\nint parse(const char *s) {\n  return s[0];\n}\n";
            case "r" -> "parse <- function(s) {\n  substr(s, 1, 1)\n}\n";
            case "rust" -> "pub fn parse(s: &str) -> char {\n    s.chars().next().unwrap()\n}\n";
            default -> "parse :: String -> Char\nparse = head\n";
        });
        Source source = Source.fromText(text.toString()).withLanguage(language);
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build()), source);

        assertThat(chunks.size()).as("the comment is longer than one chunk").isGreaterThan(3);
        for (int i = 1; i < chunks.size(); i++) {
            String before = words(lastLine(chunks.get(i - 1).text()));
            String after = words(chunks.get(i).text().strip().lines().findFirst().orElse(""));
            assertThat(before.isEmpty() || before.endsWith(".") || after.isEmpty())
                    .as("chunk %d begins at line %d after '%s', before '%s'", i, chunks.get(i).span().startLine(), before, after)
                    .isTrue();
        }
    }

    private static String lastLine(String text) {
        String[] lines = text.strip().split("\\R");
        return lines[lines.length - 1];
    }

    private static boolean isComment(String line) {
        String s = line.strip();
        return (s.startsWith("//") || s.startsWith("/*") || s.startsWith("* ") || s.equals("*") || s.startsWith("--")
                || s.startsWith("#") && !s.matches("#[a-z]+\\b.*") || s.startsWith("#'") || s.startsWith("# "));
    }

    private static String words(String line) {
        Matcher m = MARKER.matcher(line);
        return (m.lookingAt() ? line.substring(m.end()) : line).strip();
    }

    private static List<String> wrap(String sentence, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : sentence.split(" ")) {
            if (line.length() + word.length() + 1 > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.isEmpty() ? "" : " ").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    /**
     * A comment line of one 100,000-char word: a chunk cut inside it looked for the sentence's end
     * counting the chunk again at every grapheme, so the tokenizer read the text 2,300 times; now
     * about 13 (the word is cut into graphemes, each counted once, and each chunk a few times).
     */
    /**
     * In a data file, a comment line that fits a chunk is not cut by its words to join the short
     * comment lines that head it (a data file's comments are a header kept with what they
     * describe): a workflow's setup notes (two lines of 51 tokens, then one of 99) at 128 tokens
     * had their long line cut after its {@code #}, then after its first sentence. The heading lines
     * go apart, and the long line is whole in the next chunk. (actions/starter-workflows,
     * {@code code-scanning/policy-validator-cfn.yaml}.)
     */
    @Test
    void aCommentLineThatFitsIsNotCutToJoinTheLinesAboveIt() {
        String text = "# This workflow will validate the IAM policies in the CloudFormation (CFN) templates with using the standard "
                + "and custom checks in AWS IAM Access Analyzer\n"
                + "# To use this workflow, you will need to complete the following set up steps before start using it:\n"
                + "# 1. Configure an AWS IAM role to use the Access Analyzer's ValidatePolicy, CheckNoNewAccess and "
                + "CheckAccessNotGranted. This IAM role must be configured to call from the GitHub Actions, use the following "
                + "[doc](https://aws.amazon.com/blogs/security/use-iam-roles-to-connect-github-actions-to-actions-in-aws/) for "
                + "steps. In the below workflow, ARN of such role is stored in the GitHub secrets with name `POLICY_VALIDATOR_ROLE`\n"
                + "name: validate\n";
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(128).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withLanguage("yaml"));
        assertThat(chunks).hasSizeGreaterThan(1);
        for (Chunk c : chunks) {
            int start = c.span().charStart();
            assertThat(start == 0 || text.charAt(start - 1) == '\n').as("chunk at char %d begins its line: %s", start, c.text()).isTrue();
        }
    }

    @Test
    void aLongWordInACommentIsCountedAboutOnce() {
        String code = "def f():\n    pass\n\n# " + "x".repeat(100_000) + "\n\ndef g():\n    pass\n";
        AtomicLong counted = new AtomicLong();
        TokenCounter cl100k = Tokenizers.byName("cl100k_base").orElseThrow();
        TokenCounter recording = new TokenCounter() {
            @Override
            public String name() {
                return cl100k.name();
            }

            @Override
            public int count(String text) {
                counted.addAndGet(text.length());
                return cl100k.count(text);
            }

            @Override
            public boolean isAdditiveBoundary(CharSequence text, int position) {
                return cl100k.isAdditiveBoundary(text, position);
            }

            @Override
            public int reach(String text, int budget) {
                counted.addAndGet(text.length());
                return cl100k.reach(text, budget);
            }
        };
        Source source = Source.fromText(code).withPath("long_comment.py");
        ChunkOptions options = ChunkOptions.builder().tokenizer(recording).maxTokens(256).build();
        List<Chunk> chunks = Kerf.create(options).chunk(source);
        assertThat((double) counted.get() / code.length()).as("chars tokenized per char").isLessThan(20.0);
        ChunkInvariants.check(source, options, chunks);
    }

    /**
     * A block comment too long for one chunk, after code that fills part of one (a class's doc
     * comment after the imports), was cut after its opening line: the chunk of imports ended with
     * {@code /**} (63 chunks of the change sets at 256) and was named after the class.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "Joiner.java | import java.util.List; | /** | ' * ' | ' */' | public class Joiner {}",
        "joiner.c | #include <stdio.h> | /* | ' * ' | ' */' | int joiner(void) { return 0; }",
        "joiner.ml | open Printf | (* | '   ' | ' *)' | let joiner () = 0",
        "joiner.lua | local util = require \"util\" | --[[ | '  ' | ']]' | local function joiner() return 0 end",
    })
    void aLongBlockCommentBeginsWithItsOpeningLine(String path, String before, String opener, String prefix, String closer, String after) {
        StringBuilder code = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            code.append(before).append('\n');
        }
        code.append('\n').append(opener).append('\n');
        for (String sentence : SENTENCES) {
            for (String line : wrap(sentence, 90)) {
                code.append(prefix).append(line).append('\n');
            }
        }
        code.append(closer).append('\n').append(after).append('\n');
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(128).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(code.toString()).withPath(path));
        assertThat(chunks.size()).isGreaterThan(2);
        assertThat(chunks).noneMatch(c -> lastLine(c.text()).strip().equals(opener));
        Chunk opening = chunks.stream().filter(c -> c.text().contains("\n" + opener + "\n") || c.text().startsWith(opener + "\n")).findFirst().orElseThrow();
        assertThat(opening.text()).as("the chunk holding the comment's first line holds its first words").contains("The reader keeps");
    }
}
