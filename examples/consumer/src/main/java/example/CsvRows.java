package example;

import dev.kerf.spi.Segment;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Structure;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A structure of one's own, written against kerf's SPI alone: a CSV file as its header line, then
 * runs of 20 rows. A run too large for one chunk is cut between its rows (its node finds them when
 * kerf asks), and a row too large falls to kerf's generic cuts (lines, words).
 */
final class CsvRows implements Segmenter {
    private static final int RUN = 20;

    @Override
    public String strategy() {
        return "csv-rows";
    }

    @Override
    public Structure segment(String text) {
        List<Integer> starts = lineStarts(text, 0, text.length());
        return () -> {
            List<Segment> top = new ArrayList<>();
            if (starts.isEmpty()) {
                return top;
            }
            int headerEnd = starts.size() > 1 ? starts.get(1) : text.length();
            top.add(new Segment(0, headerEnd, "header"));
            for (int i = 1; i < starts.size(); i += RUN) {
                int start = starts.get(i);
                int end = i + RUN < starts.size() ? starts.get(i + RUN) : text.length();
                top.add(new Segment(start, end, "rows", Map.of(), self -> rows(text, self.start(), self.end())));
            }
            return top;
        };
    }

    /** One leaf segment per line of {@code [from, to)}. */
    private static List<Segment> rows(String text, int from, int to) {
        List<Integer> starts = lineStarts(text, from, to);
        List<Segment> rows = new ArrayList<>(starts.size());
        for (int i = 0; i < starts.size(); i++) {
            rows.add(new Segment(starts.get(i), i + 1 < starts.size() ? starts.get(i + 1) : to, "row"));
        }
        return rows;
    }

    /** Where each line of {@code [from, to)} begins. */
    private static List<Integer> lineStarts(String text, int from, int to) {
        List<Integer> starts = new ArrayList<>();
        int at = from;
        while (at < to) {
            starts.add(at);
            int lineFeed = text.indexOf('\n', at);
            at = lineFeed < 0 || lineFeed >= to ? to : lineFeed + 1;
        }
        return starts;
    }
}
