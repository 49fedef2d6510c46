package dev.kerf.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * A minimal RFC 4180 reader, enough for Chroma's {@code questions_df.csv} as pandas writes it:
 * comma separated, fields in double quotes when they hold a comma, quote or line break, and a
 * quote inside a field doubled. Not worth a dependency.
 */
public final class CsvRecords {
    private CsvRecords() {}

    /** Every record of the text, the header included, each as its list of fields. */
    public static List<List<String>> parse(String text) {
        List<List<String>> records = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        boolean fieldStarted = false;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i += 2;
                    continue;
                }
                if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"' && field.isEmpty()) {
                quoted = true;
                fieldStarted = true;
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
                fieldStarted = true;
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                if (fieldStarted || !field.isEmpty() || !fields.isEmpty()) {
                    fields.add(field.toString());
                    records.add(fields);
                }
                fields = new ArrayList<>();
                field.setLength(0);
                fieldStarted = false;
            } else {
                field.append(c);
                fieldStarted = true;
            }
            i++;
        }
        if (fieldStarted || !field.isEmpty() || !fields.isEmpty()) {
            fields.add(field.toString());
            records.add(fields);
        }
        return records;
    }
}
