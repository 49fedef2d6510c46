package dev.kerf.internal.notebook;

import dev.kerf.internal.notebook.Json.Member;
import dev.kerf.internal.notebook.Json.Type;
import dev.kerf.internal.notebook.Json.Value;
import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import dev.kerf.lang.Languages;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A Jupyter notebook (nbformat 4) as kerf cuts it: its cells, each on lines of its own, and in
 * each cell its members ({@code cell_type}, {@code metadata}, {@code outputs}, {@code source}...)
 * and its source's lines, one JSON string a line, as Jupyter and nbformat write them.
 *
 * <p>The code a cell holds is read through a <em>view</em>: a text as long as the file, blank but
 * for line breaks and, at the start of each source line's line, that line decoded (the JSON
 * string {@code "    return x\n",} becomes {@code     return x}). A structure of the cells'
 * language given the view finds its definitions on the lines they are written on in the file.
 *
 * @param cells the cells in order
 * @param head where the first cell's line begins: the text before it is the notebook's opening
 * @param tail where the line after the last cell's closing brace begins: the rest is the
 *     notebook's own metadata
 * @param language the kerf language of its code cells (its kernel's), or null when kerf knows none
 */
record Notebook(List<Cell> cells, int head, int tail, String language) {

    /**
     * A cell: its range (whole lines), its type ({@code code}, {@code markdown}, {@code raw}), its
     * members' ranges (whole lines, from the cell's first line to its last), and its source's
     * lines, or null when its source is not one string a line.
     */
    record Cell(int index, int start, int end, String type, List<Part> members, SourceLines source) {
        boolean code() {
            return type.equals("code");
        }
    }

    /** A member of a cell: its key, its range (whole lines) and, for outputs, each output's range. */
    record Part(String key, int start, int end, List<int[]> items) {}

    /**
     * A cell's source: the range of its lines (from the first string's line to the last's end,
     * before the line break) and, for each string, where its line begins, where its text begins
     * (after the opening quote), and the string decoded with its final line break left off.
     */
    record SourceLines(int start, int end, int[] lineStarts, int[] stringStarts, String[] lines) {}

    /** Why a text is not a notebook kerf can cut by its cells ({@link #of}). */
    static final class NotNbformat extends Exception {
        NotNbformat(String why) {
            super(why, null, false, false);
        }
    }

    /** The notebook {@code text} holds; refused when it is not one kerf can cut by its cells. */
    static Notebook of(String text) throws NotNbformat {
        Value root;
        try {
            root = Json.read(text);
        } catch (Json.Malformed e) {
            throw new NotNbformat("not JSON: " + e.getMessage());
        }
        if (root.type() != Type.OBJECT) {
            throw new NotNbformat("not a JSON object");
        }
        Value cells = root.member("cells", text);
        if (cells == null || cells.type() != Type.ARRAY || cells.items().isEmpty()) {
            throw new NotNbformat("no \"cells\" (nbformat 2 and 3 keep them under \"worksheets\")");
        }
        Lines lines = new Lines(text);
        List<Cell> out = new ArrayList<>();
        int previous = -1;
        for (int i = 0; i < cells.items().size(); i++) {
            Value cell = cells.items().get(i);
            if (cell.type() != Type.OBJECT || !Lines.firstOnLine(text, cell.start()) || cell.start() <= previous) {
                throw new NotNbformat("cell " + (i + 1) + " does not begin a line of its own (nbformat writes one cell a line and on)");
            }
            Value type = cell.member("cell_type", text);
            int start = Lines.lineStart(text, cell.start(), 0);
            int end = i + 1 < cells.items().size() ? Lines.lineStart(text, cells.items().get(i + 1).start(), 0)
                    : lines.lineEnd(cell.end(), text.length());
            out.add(new Cell(i + 1, start, end, type == null || type.type() != Type.STRING ? "unknown" : type.string(text),
                    members(text, cell, start, end), sourceLines(text, lines, cell.member("source", text))));
            previous = cell.end();
        }
        // The line that closes the cells (" ],") goes with the last cell, which it ends, rather
        // than open the notebook's metadata.
        Cell last = out.getLast();
        int close = cells.end() - 1;
        if (last.end() <= close && Whitespace.isBlank(text, last.end(), close)) {
            last = new Cell(last.index(), last.start(), lines.lineEnd(close, text.length()), last.type(), last.members(), last.source());
            out.set(out.size() - 1, last);
        }
        return new Notebook(out, out.getFirst().start(), last.end(), language(text, root));
    }

    /** The kerf language of the notebook's kernel ({@code metadata.kernelspec.language} or {@code language_info.name}). */
    private static String language(String text, Value root) {
        Value metadata = root.member("metadata", text);
        String name = null;
        if (metadata != null && metadata.type() == Type.OBJECT) {
            Value kernel = metadata.member("kernelspec", text);
            Value info = metadata.member("language_info", text);
            Value given = kernel != null && kernel.type() == Type.OBJECT ? kernel.member("language", text) : null;
            if (given == null && info != null && info.type() == Type.OBJECT) {
                given = info.member("name", text);
            }
            name = given == null ? null : given.string(text);
        }
        if (name == null || name.isBlank()) {
            return "python"; // what a notebook that says nothing holds, as Jupyter assumes
        }
        return Languages.byName(name.strip().toLowerCase(Locale.ROOT)).map(l -> l.name()).orElse(null);
    }

    /** A cell's members as whole lines; one member over the whole cell when two share a line. */
    private static List<Part> members(String text, Value cell, int start, int end) {
        List<Part> parts = new ArrayList<>();
        List<Member> members = cell.members();
        for (int k = 0; k < members.size(); k++) {
            Member m = members.get(k);
            if (!Lines.firstOnLine(text, m.key().start())) {
                return List.of();
            }
            int from = k == 0 ? start : Lines.lineStart(text, m.key().start(), 0);
            int to = k + 1 < members.size() ? Lines.lineStart(text, members.get(k + 1).key().start(), 0) : end;
            if (to <= from) {
                return List.of();
            }
            parts.add(new Part(m.key(text), from, to, items(text, m.value(), from, to)));
        }
        return parts;
    }

    /**
     * The ranges (whole lines) of the items of an array member (each output) or the members of an
     * object member (each attachment); none when they share lines.
     */
    private static List<int[]> items(String text, Value value, int from, int to) {
        List<Integer> starts = new ArrayList<>();
        if (value.type() == Type.ARRAY) {
            value.items().forEach(v -> starts.add(v.start()));
        } else if (value.type() == Type.OBJECT) {
            value.members().forEach(m -> starts.add(m.key().start()));
        }
        if (starts.size() < 2) {
            return List.of();
        }
        List<int[]> items = new ArrayList<>();
        int at = from;
        for (int k = 0; k < starts.size(); k++) {
            if (!Lines.firstOnLine(text, starts.get(k))) {
                return List.of();
            }
            int next = k + 1 < starts.size() ? Lines.lineStart(text, starts.get(k + 1), 0) : to;
            if (next <= at) {
                return List.of();
            }
            items.add(new int[] {at, next});
            at = next;
        }
        return items;
    }

    /**
     * A source written one string a line, each ending with its only line break (the last may
     * have none): its lines decoded, or null for any other form (one string holding every line,
     * strings sharing a line), which is then cut as JSON text.
     */
    private static SourceLines sourceLines(String text, Lines lines, Value source) {
        if (source == null || source.type() != Type.ARRAY || source.items().isEmpty()) {
            return null;
        }
        int n = source.items().size();
        int[] starts = new int[n];
        int[] stringStarts = new int[n];
        String[] decoded = new String[n];
        for (int k = 0; k < n; k++) {
            Value s = source.items().get(k);
            if (s.type() != Type.STRING || !Lines.firstOnLine(text, s.start())) {
                return null;
            }
            String raw = s.string(text);
            int cut = raw.endsWith("\r\n") ? raw.length() - 2 : raw.endsWith("\n") || raw.endsWith("\r") ? raw.length() - 1 : raw.length();
            String line = raw.substring(0, cut);
            if (line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0 || (cut == raw.length() && k + 1 < n)) {
                return null; // a line break inside a string, or a line going on in the next string
            }
            starts[k] = Lines.lineStart(text, s.start(), 0);
            stringStarts[k] = s.start() + 1;
            decoded[k] = line;
        }
        Value last = source.items().getLast();
        int end = Lines.breakAt(text, last.end(), text.length());
        return new SourceLines(starts[0], end < 0 ? text.length() : end, starts, stringStarts, decoded);
    }

    /**
     * The view of the cells {@code of} the given kind: a text of the file's length, blank but for
     * line breaks and the decoded lines of those cells' sources, each at the start of its line.
     * Lines a code cell gives to the notebook rather than the language ({@code %matplotlib
     * inline}, {@code !pip install x}) stay blank.
     */
    String view(String text, boolean code) {
        char[] out = new char[text.length()];
        for (int i = 0; i < out.length; i++) {
            char c = text.charAt(i);
            out[i] = Whitespace.isLineBreak(c) ? c : ' ';
        }
        for (Cell cell : cells) {
            if (!shows(cell, code)) {
                continue;
            }
            SourceLines s = cell.source();
            for (int k = 0; k < s.lines().length; k++) {
                String line = s.lines()[k];
                line.getChars(0, shown(line, code), out, s.lineStarts()[k]);
            }
        }
        return new String(out);
    }

    /** The cells a view of {@code code} cells (else Markdown cells) shows. */
    boolean shows(Cell cell, boolean code) {
        return cell.source() != null && cell.code() == code && (code || cell.type().equals("markdown"))
                && !(code && cell.source().lines()[0].startsWith("%%")); // a cell magic (%%bash, %%html): not the kernel's language
    }

    /** How many chars of a source line a view shows: none of a magic in the code view. */
    static int shown(String line, boolean code) {
        return code && isMagic(line) ? 0 : line.length();
    }

    /** A line for IPython, not the language: a magic ({@code %time}, {@code %%bash}) or a shell command ({@code !ls}). */
    private static boolean isMagic(String line) {
        String t = line.stripLeading();
        return t.startsWith("%") || t.startsWith("!");
    }
}
