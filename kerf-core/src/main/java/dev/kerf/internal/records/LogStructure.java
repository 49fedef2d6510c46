package dev.kerf.internal.records;

import dev.kerf.internal.generic.GenericSegmenter;
import dev.kerf.internal.generic.ModuleLabels;
import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Structure;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The entries of a log file: a line that opens as the log's entries open (its stamp: the shape
 * of its first {@value #STAMP_CHARS} chars, runs of digits and of letters standing for any, that
 * most of its first unindented lines share, when it holds a digit), with the lines after it that
 * do not (a stack trace, a traceback, a message's further lines). Lines end at LF, CRLF or a lone
 * CR, as everywhere in kerf. An entry is a segment of the generic structure's {@code line} kind:
 * kept whole where it fits, beginning a chunk where it is too long for the one it would open in,
 * cut by its lines and then its words where it fits none. A log whose lines share no stamp has
 * one entry a line.
 */
final class LogStructure implements Structure {
    /** How many chars of a line its stamp is read from: a date and time ({@code 2024-05-01 12:09}), a syslog month, day and time. */
    static final int STAMP_CHARS = 16;
    /** How many unindented lines the stamp is chosen among. */
    private static final int SAMPLE_LINES = 64;

    private final String text;
    private final Lines lines;
    private final ModuleLabels module;
    private List<Segment> entries;

    LogStructure(String text, String language) {
        this.text = text;
        this.lines = new Lines(text);
        this.module = new ModuleLabels(language);
    }

    @Override
    public List<Segment> top() {
        if (entries == null) {
            entries = entries();
        }
        return entries;
    }

    /** Every chunk is the module's, as any plain-text file of a known language is. */
    @Override
    public Map<String, Object> context(int start, int end, List<String> modulePath) {
        return module.of(modulePath);
    }

    private List<Segment> entries() {
        List<Segment> out = new ArrayList<>();
        int n = text.length();
        if (Whitespace.isBlank(text, 0, n)) {
            return out;
        }
        String stamp = commonStamp();
        int entryStart = 0;
        boolean hasContent = false;
        for (int at = 0; at < n; ) {
            int end = lineEnd(at);
            boolean blank = Whitespace.isBlank(text, at, end);
            if (!blank && hasContent && opensEntry(at, stamp)) {
                out.add(new Segment(entryStart, at, GenericSegmenter.LINE));
                entryStart = at;
            }
            hasContent |= !blank;
            at = end;
        }
        out.add(new Segment(entryStart, n, GenericSegmenter.LINE));
        return out;
    }

    /** Whether the line at {@code at} opens an entry: it has the stamp, or with none, it is not indented. */
    private boolean opensEntry(int at, String stamp) {
        if (Whitespace.is(text.charAt(at))) {
            return false;
        }
        return stamp == null || stamp.equals(shape(at));
    }

    /** The shape most of the first unindented lines open with, when it holds a digit (a date, a time); else null. */
    private String commonStamp() {
        Map<String, Integer> counts = new HashMap<>();
        int sampled = 0;
        for (int at = 0; at < text.length() && sampled < SAMPLE_LINES; at = lineEnd(at)) {
            if (!Whitespace.is(text.charAt(at))) {
                counts.merge(shape(at), 1, Integer::sum);
                sampled++;
            }
        }
        String best = null;
        int most = 0;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (e.getValue() > most || e.getValue() == most && e.getKey().compareTo(best) < 0) {
                best = e.getKey();
                most = e.getValue();
            }
        }
        boolean dated = best != null && best.indexOf('9') >= 0;
        return dated && most * 2 >= sampled ? best : null;
    }

    /**
     * The first {@value #STAMP_CHARS} chars of the line at {@code at}, each run of digits as 9, of
     * letters as a, of blanks as one space: {@code May  1 12:09:09} and {@code May 12 12:09:09}
     * are both {@code a 9 9:9:9}, {@code 2024-05-01 12:09} is {@code 9-9-9 9:9}.
     */
    private String shape(int at) {
        StringBuilder shape = new StringBuilder(STAMP_CHARS);
        for (int i = at; i < text.length() && i < at + STAMP_CHARS; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                break;
            }
            char as = Character.isDigit(c) ? '9' : Character.isLetter(c) ? 'a' : c == '\t' ? ' ' : c;
            boolean run = as == '9' || as == 'a' || as == ' ';
            if (!run || shape.isEmpty() || shape.charAt(shape.length() - 1) != as) {
                shape.append(as);
            }
        }
        return shape.toString();
    }

    private int lineEnd(int from) {
        return lines.lineEnd(from, text.length());
    }
}
