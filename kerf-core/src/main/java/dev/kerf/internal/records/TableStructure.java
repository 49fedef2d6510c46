package dev.kerf.internal.records;

import dev.kerf.internal.generic.GenericSegmenter;
import dev.kerf.internal.generic.ModuleLabels;
import dev.kerf.internal.text.Fields;
import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.spi.Labels;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Structure;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The records of one CSV or TSV text (see {@link RecordsSegmenter}). A record is a segment of the
 * generic structure's {@code line} kind: the Packer keeps it whole where it fits, begins a chunk
 * with one too long for the chunk it would open in, and cuts one too long for any chunk by its
 * lines, then its fields' words, as it cuts a line. Blank lines go with the record before them.
 */
final class TableStructure implements Structure {
    /** How long the columns' scope entry may grow before the rest of the columns are left out. */
    static final int MAX_COLUMNS_CHARS = 240;
    /** A header's field is a name: not longer than this. */
    private static final int MAX_NAME_CHARS = 64;
    /** A field that reads as a number, a date or an amount: no column's name. */
    private static final Pattern VALUE = Pattern.compile("[-+]?[\\d.,:/%$€£ eE]*\\d[\\d.,:/%$€£ eE]*");

    private final String text;
    private final Lines lines;
    private final char separator;
    private final ModuleLabels module;
    /** Where the last quoted field that never closed opened: a quote after it is taken to close nothing either. */
    private int unclosedFrom = Integer.MAX_VALUE;
    private List<Segment> records;
    private List<String> madeFor;
    private Map<String, Object> context;

    TableStructure(String text, String language) {
        this.text = text;
        this.lines = new Lines(text);
        this.module = new ModuleLabels(language);
        this.separator = language.equals("tsv") ? '\t' : commaOrSemicolon(text);
    }

    @Override
    public List<Segment> top() {
        if (records == null) {
            records = records();
        }
        return records;
    }

    /** Every chunk is the module's, scoped to the columns where the first record names them. */
    @Override
    public Map<String, Object> context(int start, int end, List<String> modulePath) {
        if (context == null || !madeFor.equals(modulePath)) {
            Map<String, Object> labels = new LinkedHashMap<>(module.of(modulePath));
            String columns = columns();
            if (columns != null) {
                List<String> scope = new ArrayList<>();
                if (Labels.SCOPE.in(labels) instanceof List<?> outer) {
                    outer.forEach(entry -> scope.add(String.valueOf(entry)));
                }
                scope.add(columns);
                Labels.SCOPE.put(labels, List.copyOf(scope));
            }
            context = Collections.unmodifiableMap(labels);
            madeFor = modulePath;
        }
        return context;
    }

    private List<Segment> records() {
        List<Segment> out = new ArrayList<>();
        int n = text.length();
        if (Whitespace.isBlank(text, 0, n)) {
            return out;
        }
        int at = 0;
        while (at < n) {
            int end = recordEnd(at);
            // Blank lines (and a last line of blanks) go with the record before them.
            while (end < n && Whitespace.isBlank(text, end, lineEnd(end))) {
                end = lineEnd(end);
            }
            out.add(new Segment(at, end, GenericSegmenter.LINE));
            at = end;
        }
        return out;
    }

    /** One past the line break that ends the record beginning at {@code at}, or the text's end. */
    private int recordEnd(int at) {
        int n = text.length();
        boolean fieldStart = true;
        for (int i = at; i < n; i++) {
            char c = text.charAt(i);
            if (fieldStart) {
                fieldStart = false;
                int q = i;
                while (q < n && text.charAt(q) == ' ') {
                    q++;
                }
                if (q < n && text.charAt(q) == '"') {
                    int close = closingQuote(q + 1);
                    if (close >= 0) {
                        i = close;
                        continue;
                    }
                }
            }
            if (c == separator) {
                fieldStart = true;
            } else if (c == '\n') {
                return i + 1;
            } else if (c == '\r') {
                return i + 1 < n && text.charAt(i + 1) == '\n' ? i + 2 : i + 1;
            }
        }
        return n;
    }

    /** The quote that closes a quoted field whose text begins at {@code from} ({@code ""} is a quote in it), or -1. */
    private int closingQuote(int from) {
        if (from > unclosedFrom) {
            return -1;
        }
        int n = text.length();
        for (int j = text.indexOf('"', from); j >= 0; j = text.indexOf('"', j + 2)) {
            if (j + 1 >= n || text.charAt(j + 1) != '"') {
                return j;
            }
        }
        unclosedFrom = from;
        return -1;
    }

    private int lineEnd(int from) {
        return lines.lineEnd(from, text.length());
    }

    /**
     * The scope entry naming the columns ({@code columns id, title, body}) when the first record
     * is a header: two records or more, and each of its fields a short name, not a value
     * (number, date, amount); else null.
     */
    private String columns() {
        List<Segment> all = top();
        if (all.size() < 2) {
            return null;
        }
        List<String> names = fields(all.getFirst().start(), all.getFirst().end());
        StringBuilder entry = new StringBuilder("columns ");
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            if (name.isEmpty() || name.length() > MAX_NAME_CHARS || VALUE.matcher(name).matches()) {
                return null;
            }
            String next = (i == 0 ? "" : ", ") + name;
            if (entry.length() + next.length() > MAX_COLUMNS_CHARS) {
                entry.append(", …");
                break;
            }
            entry.append(next);
        }
        return entry.toString();
    }

    /** The fields of the record in {@code [from, to)}, unquoted and trimmed; line breaks in them become spaces. */
    private List<String> fields(int from, int to) {
        List<String> out = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < to && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c == '\n' || c == '\r' ? ' ' : c);
                }
            } else if (c == '"' && field.toString().isBlank()) {
                quoted = true;
                field.setLength(0);
            } else if (c == separator) {
                out.add(field.toString().strip());
                field.setLength(0);
            } else if (c != '\n' && c != '\r' && c != '\ufeff') {
                field.append(c);
            }
        }
        out.add(field.toString().strip());
        return out;
    }

    /** A CSV's separator: a semicolon where its first line holds more of them than commas (as European spreadsheets write it). */
    private static char commaOrSemicolon(String text) {
        int lf = text.indexOf('\n');
        int end = lf < 0 ? text.length() : lf;
        return Fields.separators(text, 0, end, ';') > Fields.separators(text, 0, end, ',') ? ';' : ',';
    }
}
