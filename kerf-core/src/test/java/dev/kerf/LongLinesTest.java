package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A line too long for a chunk (an NDJSON record holding a document, a CSV row with a long quoted
 * field) begins a chunk: the chunk of the short lines before it ends with them, rather than with
 * the record's first words, which a search for that record would then find beside the others.
 * And its last part ends a chunk, rather than open the chunk of the short lines after it.
 */
class LongLinesTest {

    private static String words(int record, int count) {
        StringBuilder text = new StringBuilder();
        for (int w = 0; w < count; w++) {
            text.append(w == 0 ? "" : " ").append("word").append(record).append('x').append(w % 97);
        }
        return text.toString();
    }

    /** Ten short records, one long one, three short ones. */
    private static String ndjson() {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 10; i++) {
            text.append("{\"id\":").append(i).append(",\"title\":\"note ").append(i).append("\",\"tags\":[\"a\",\"b\"]}\n");
        }
        text.append("{\"id\":11,\"title\":\"article\",\"text\":\"").append(words(11, 900)).append("\"}\n");
        for (int i = 12; i <= 14; i++) {
            text.append("{\"id\":").append(i).append(",\"title\":\"note ").append(i).append("\"}\n");
        }
        return text.toString();
    }

    private static String csv() {
        StringBuilder text = new StringBuilder("id,title,body\n");
        for (int i = 1; i <= 12; i++) {
            text.append(i).append(",row ").append(i).append(",short body ").append(i).append('\n');
        }
        text.append("13,long row,\"").append(words(13, 700)).append("\"\n");
        text.append("14,row 14,short body 14\n");
        return text.toString();
    }

    @ParameterizedTest
    @ValueSource(ints = {128, 256, 512})
    void aRecordTooLongForAChunkBeginsOne(int maxTokens) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
        for (Source source : List.of(Source.fromText(ndjson()).withPath("notes.jsonl"), Source.fromText(csv()).withPath("notes.csv"))) {
            String text = source.text();
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, source);
            int longLine = text.indexOf(source.path().orElseThrow().endsWith(".csv") ? "13,long row" : "{\"id\":11,");
            int begins = chunks.stream().map(c -> c.span().charStart()).toList().indexOf(longLine);
            assertThat(begins).as("a chunk begins at the long line").isPositive();
            assertThat(chunks.get(begins - 1).span().charEnd()).as("the short lines before it end theirs").isEqualTo(longLine - 1);
            assertThat(chunks.get(begins).tokenCount()).as("and it is filled").isGreaterThan(maxTokens / 2);
            // Its last part ends its chunk, and the short lines after it begin one of their own,
            // unless that part is a crumb (under 32 tokens), which they take in.
            int after = text.indexOf('\n', longLine) + 1;
            Chunk holding = chunks.stream().filter(c -> c.span().charStart() <= after && c.span().charEnd() > after).findFirst().orElseThrow();
            if (holding.span().charStart() != after) {
                assertThat(kerf.options().tokenizer().count(text.substring(holding.span().charStart(), after)))
                        .as("the long line's last part before the short lines, in %s", holding.text()).isLessThan(32);
            }
        }
    }

    /**
     * A database dump writes a table's rows as one {@code INSERT} line of tuples, whose values
     * hold commas, parentheses, doubled and escaped quotes. It is cut between its rows, never
     * inside a value (it was cut by words, inside the quoted text).
     */
    @ParameterizedTest
    @ValueSource(ints = {64, 128, 256})
    void aDumpsInsertIsCutBetweenItsRows(int maxTokens) {
        StringBuilder sql = new StringBuilder("LOCK TABLES `notes` WRITE;\nINSERT INTO `notes` VALUES ");
        for (int i = 0; i < 120; i++) {
            sql.append(i == 0 ? "" : ",").append('(').append(i).append(",'note ").append(i)
                    .append("','Text, with commas (and parens); it''s \\'quoted\\' ").append(i).append("',NULL)");
        }
        sql.append(";\nUNLOCK TABLES;\n");
        String text = sql.toString();
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath("dump.sql"));
        assertThat(chunks).hasSizeGreaterThan(3);
        for (Chunk chunk : chunks.subList(0, chunks.size() - 1)) {
            String before = text.substring(0, chunk.span().charEnd());
            assertThat(before).as("at %d tokens: %s", maxTokens, chunk.text()).matches("(?s).*(\\),|;\\n)");
        }
    }

    /**
     * A minified JSON array of objects is cut between its objects where each fits, not between the
     * keys of one (a chunk ended with {@code "tags":["a",}, the next began with the rest).
     */
    @ParameterizedTest
    @ValueSource(ints = {128, 256})
    void aMinifiedArrayIsCutBetweenItsObjects(int maxTokens) {
        StringBuilder json = new StringBuilder("{\"status\":\"ok\",\"users\":[");
        for (int i = 0; i < 60; i++) {
            json.append(i == 0 ? "" : ",").append("{\"id\":").append(i).append(",\"name\":\"user ").append(i)
                    .append("\",\"address\":{\"city\":\"c").append(i).append("\",\"zip\":\"").append(10000 + i)
                    .append("\"},\"tags\":[\"a\",\"b\",\"c\"],\"bio\":\"").append(words(i, 4 + i % 8)).append("\"}");
        }
        json.append("]}\n");
        String text = json.toString();
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath("users.json"));
        assertThat(chunks).hasSizeGreaterThan(3);
        for (Chunk chunk : chunks.subList(0, chunks.size() - 1)) {
            assertThat(text.substring(0, chunk.span().charEnd())).as("at %d tokens: %s", maxTokens, chunk.text()).endsWith("},");
        }
    }
}
