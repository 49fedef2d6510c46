package dev.kerf.internal.notebook;

import java.util.ArrayList;
import java.util.List;

/**
 * Notebooks written as nbformat writes them (one space of indentation a level, one member a line,
 * one source line a string), for tests: {@code Notebooks.of(markdown("# A"), code("x = 1"))}.
 */
public final class Notebooks {
    private Notebooks() {}

    /** A cell: its type, its source lines (each with its line break but the last), and its outputs' JSON, each a member list. */
    public record Cell(String type, List<String> lines, List<String> outputs) {}

    public static Cell markdown(String source) {
        return new Cell("markdown", lines(source), null);
    }

    public static Cell code(String source, String... outputs) {
        return new Cell("code", lines(source), List.of(outputs));
    }

    /** An output holding a PNG image of {@code chars} base64 chars. */
    public static String image(int chars) {
        StringBuilder data = new StringBuilder("iVBORw0KGgo");
        for (int i = 0; data.length() < chars; i++) {
            data.append((char) ('A' + (i * 7) % 26)).append((char) ('a' + (i * 11) % 26)).append(i % 10);
        }
        return "{\n     \"data\": {\n      \"image/png\": \"" + data + "\",\n      \"text/plain\": [\n       \"<Figure>\"\n      ]\n     },\n"
                + "     \"metadata\": {},\n     \"output_type\": \"display_data\"\n    }";
    }

    /** An output of printed lines. */
    public static String stream(String printed) {
        List<String> lines = lines(printed);
        return "{\n     \"name\": \"stdout\",\n     \"output_type\": \"stream\",\n     \"text\": [\n" + strings(lines, "      ") + "\n     ]\n    }";
    }

    public static String of(Cell... cells) {
        StringBuilder out = new StringBuilder("{\n \"cells\": [\n");
        for (int i = 0; i < cells.length; i++) {
            Cell c = cells[i];
            out.append("  {\n   \"cell_type\": \"").append(c.type()).append("\",\n");
            if (c.type().equals("code")) {
                out.append("   \"execution_count\": ").append(i + 1).append(",\n");
            }
            out.append("   \"metadata\": {},\n");
            if (c.outputs() != null) {
                out.append("   \"outputs\": [");
                if (!c.outputs().isEmpty()) {
                    out.append('\n');
                    for (int k = 0; k < c.outputs().size(); k++) {
                        out.append("    ").append(c.outputs().get(k)).append(k + 1 < c.outputs().size() ? ",\n" : "\n");
                    }
                    out.append("   ");
                }
                out.append("],\n");
            }
            out.append("   \"source\": [");
            if (!c.lines().isEmpty()) {
                out.append('\n').append(strings(c.lines(), "    ")).append("\n   ");
            }
            out.append("]\n  }").append(i + 1 < cells.length ? ",\n" : "\n");
        }
        out.append(" ],\n \"metadata\": {\n  \"kernelspec\": {\n   \"display_name\": \"Python 3\",\n   \"language\": \"python\",\n"
                + "   \"name\": \"python3\"\n  }\n },\n \"nbformat\": 4,\n \"nbformat_minor\": 5\n}\n");
        return out.toString();
    }

    private static List<String> lines(String source) {
        List<String> out = new ArrayList<>();
        int at = 0;
        while (at < source.length()) {
            int nl = source.indexOf('\n', at);
            int end = nl < 0 ? source.length() : nl + 1;
            out.add(source.substring(at, end));
            at = end;
        }
        return out;
    }

    private static String strings(List<String> lines, String indent) {
        List<String> out = new ArrayList<>();
        for (String l : lines) {
            out.add(indent + quoted(l));
        }
        return String.join(",\n", out);
    }

    /** A JSON string of {@code s}, escaped as Python's json module escapes it (non-ASCII kept). */
    static String quoted(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
