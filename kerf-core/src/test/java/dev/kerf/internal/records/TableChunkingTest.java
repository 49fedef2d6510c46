package dev.kerf.internal.records;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * CSV and TSV files are cut between their records, a record being a line or several where a
 * quoted field holds line breaks, and every chunk's context header names the columns.
 */
class TableChunkingTest {

    /** A CSV text and where each of its records begins. */
    private record Table(String text, List<Integer> recordStarts) {}

    /** A header, then rows whose comment field is quoted, with commas, quotes and line breaks in it. */
    private static Table comments(int rows, String lineBreak, long seed) {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder("id,comment,score" + lineBreak);
        List<Integer> starts = new ArrayList<>(List.of(0));
        for (int i = 0; i < rows; i++) {
            starts.add(text.length());
            StringBuilder comment = new StringBuilder();
            int lines = 1 + random.nextInt(4);
            for (int l = 0; l < lines; l++) {
                comment.append(l == 0 ? "" : lineBreak).append("line ").append(l).append(" of comment ").append(i)
                        .append(random.nextBoolean() ? ", with a comma" : " said \"\"hello\"\"");
            }
            text.append(i).append(",\"").append(comment).append("\",").append(random.nextInt(100)).append(lineBreak);
        }
        return new Table(text.toString(), starts);
    }

    private static List<Chunk> chunk(String text, String path, int maxTokens, boolean header) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).contextHeader(header).build());
        return ChunkInvariants.chunkAndCheck(kerf, Source.fromText(text).withPath(path));
    }

    @ParameterizedTest
    @ValueSource(ints = {64, 128, 512})
    void aChunkBeginsOnlyWhereARecordDoes(int maxTokens) {
        for (String lineBreak : List.of("\n", "\r\n")) {
            Table table = comments(60, lineBreak, maxTokens);
            // Records of up to 4 lines (about 50 tokens) fit every chunk but one of 64 with the header.
            for (boolean header : maxTokens > 64 ? List.of(false, true) : List.of(false)) {
                List<Chunk> chunks = chunk(table.text(), "reviews.csv", maxTokens, header);
                assertThat(chunks).hasSizeGreaterThan(1);
                assertThat(chunks).allSatisfy(c -> assertThat(table.recordStarts()).as(c.text()).contains(c.span().charStart()));
            }
        }
    }

    @Test
    void theContextHeaderNamesTheColumns() {
        Table table = comments(40, "\n", 1);
        List<Chunk> chunks = chunk(table.text(), "data/reviews.csv", 128, true);
        assertThat(chunks).allSatisfy(c -> {
            assertThat(c.metadata()).containsEntry("scope", List.of("module data.reviews", "columns id, comment, score"));
            assertThat(c.embeddingText()).startsWith("# file: data/reviews.csv\n# scope: module data.reviews > columns id, comment, score\n");
        });
    }

    @Test
    void columnsTooManyForAQuarterOfTheChunkAreLeftOutOfTheHeaderAlone() {
        StringBuilder csv = new StringBuilder("longitude,latitude,housing_median_age,total_rooms,total_bedrooms,population,households,"
                + "median_income,median_house_value,ocean_proximity\n");
        Random random = new Random(5);
        for (int i = 0; i < 40; i++) {
            csv.append(String.format(java.util.Locale.ROOT, "-122.%02d,37.%02d,%d.0,%d.0,%d.0,%d.0,%d.0,%.4f,%d.0,NEAR BAY%n",
                    random.nextInt(100), random.nextInt(100), 10 + random.nextInt(40), 800 + random.nextInt(7000), 100 + random.nextInt(1000),
                    300 + random.nextInt(2000), 100 + random.nextInt(1000), 1 + 8 * random.nextDouble(), 100_000 + random.nextInt(400_000)));
        }
        String columns = "columns longitude, latitude, housing_median_age, total_rooms, total_bedrooms, population, households, "
                + "median_income, median_house_value, ocean_proximity";
        // At 64 tokens the columns' line (about 40 tokens) would leave a row no room: the header names the module alone.
        List<Chunk> small = chunk(csv.toString(), "housing.csv", 64, true);
        assertThat(small).allSatisfy(c -> {
            assertThat(c.metadata()).containsEntry("scope", List.of("module housing", columns));
            assertThat(c.embeddingText()).startsWith("# file: housing.csv\n# scope: module housing\n" + c.text().substring(0, 4));
        });
        List<Chunk> large = chunk(csv.toString(), "housing.csv", 256, true);
        assertThat(large).allSatisfy(c -> assertThat(c.embeddingText()).startsWith("# file: housing.csv\n# scope: module housing > " + columns + "\n"));
    }

    @Test
    void semicolonsAndTabsSeparateTheFieldsTheyHold() {
        String semicolons = "Name;Stadt;Betrag\n\"Müller; Hans\";Köln;\"12,50\"\nSchmidt;Bonn;7\n";
        assertThat(chunk(semicolons, "konten.csv", 64, false).getFirst().metadata())
                .containsEntry("scope", List.of("module konten", "columns Name, Stadt, Betrag"));
        String tabs = "gene\tchrom\tstart\nBRCA1\tchr17\t43044295\n";
        assertThat(chunk(tabs, "genes.tsv", 64, false).getFirst().metadata())
                .containsEntry("scope", List.of("module genes", "columns gene, chrom, start"));
    }

    @Test
    void aFirstRecordOfValuesNamesNoColumns() {
        String values = "1,2024-01-05,12.50\n2,2024-01-06,7.00\n";
        Map<String, Object> metadata = chunk(values, "ledger.csv", 64, false).getFirst().metadata();
        assertThat(metadata).containsEntry("scope", List.of("module ledger"));
    }

    @Test
    void aQuoteThatNeverClosesLeavesTheRecordsAsLines() {
        StringBuilder text = new StringBuilder("id,note\n1,\"never closed\n");
        for (int i = 2; i < 200; i++) {
            text.append(i).append(",\"note ").append(i).append('\n');
        }
        String csv = text.toString();
        // Nothing lost (the invariants), and cut between lines as a text of lines is.
        List<Chunk> chunks = chunk(csv, "broken.csv", 64, false);
        assertThat(chunks).hasSizeGreaterThan(3)
                .allSatisfy(c -> assertThat(c.span().charStart() == 0 || csv.charAt(c.span().charStart() - 1) == '\n').as(c.text()).isTrue());
    }
}
