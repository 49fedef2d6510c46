package dev.kerf.internal.delimiter;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Sections: a heading (ATX, setext or rst) and what follows it, up to the next heading of its level or higher. */
final class HeadingBlocks {
    private static final Pattern RST_ADORNMENT = Pattern.compile("^([=\\-~^\"'`#*+:._!])\\1{2,}\\s*$");
    private static final Pattern SETEXT = Pattern.compile("^(=+|-+)\\s*$");
    private static final String ADORNMENT_CHARS = "=-~^\"'`#*+:._!";

    private final BlockFinder f;
    private final SourceLines lines;

    HeadingBlocks(BlockFinder f) {
        this.f = f;
        this.lines = f.lines;
    }

    /** Sections: a heading and what follows it, up to the next heading of the same or a higher level. */
    void headings(List<Delimiter> rows, List<Block> out) {
        List<Heading> found = new ArrayList<>();
        List<String> rstStyles = new ArrayList<>();
        for (int line = 0; line < lines.count(); line++) {
            for (Delimiter d : rows) {
                if (d.underline() != null) {
                    Heading h = underlined(d, line, rstStyles);
                    if (h != null) {
                        found.add(h);
                        line = h.line() + 1; // the underline is part of the heading
                        break;
                    }
                    continue;
                }
                Matcher m = f.region(d.start(), lines.start(line), lines.contentEnd(line));
                if (m.find()) {
                    int level = d.level() > 0 ? d.level() : (m.groupCount() >= 1 && m.group(1) != null ? m.group(1).length() : 1);
                    found.add(new Heading(line, level, d, lines.original(line).strip()));
                    break;
                }
            }
        }
        for (int i = 0; i < found.size(); i++) {
            Heading h = found.get(i);
            int endLine = lines.count() - 1;
            for (int j = i + 1; j < found.size(); j++) {
                if (found.get(j).level() <= h.level()) {
                    endLine = f.leadIn(found.get(j).line()) - 1;
                    // an rst overline belongs to the next heading
                    if (endLine >= 0 && overlined(found.get(j).line())) {
                        endLine--;
                    }
                    break;
                }
            }
            int startLine = h.line();
            if (overlined(startLine) && h.d().underline() != null) {
                startLine--;
            }
            endLine = f.lastNonBlank(startLine, Math.max(startLine, endLine));
            String title = h.title().length() > 40 ? h.title().substring(0, 40) : h.title();
            out.add(f.wholeLines(startLine, endLine, h.d(), title, "", true));
        }
    }

    /** Whether the line above a heading is an rst overline (the same adornment). */
    private boolean overlined(int headingLine) {
        return headingLine > 0 && headingLine + 1 < lines.count()
                && RST_ADORNMENT.matcher(lines.original(headingLine - 1)).matches()
                && lines.original(headingLine - 1).strip().equals(lines.original(headingLine + 1).strip());
    }

    /** A text line followed by an underline (setext {@code ===}/{@code ---}, or any rst adornment). */
    private Heading underlined(Delimiter d, int line, List<String> rstStyles) {
        if (line + 1 >= lines.count() || lines.start(line + 1) >= lines.original.length()
                || ADORNMENT_CHARS.indexOf(lines.original.charAt(lines.start(line + 1))) < 0) {
            return null; // the next line cannot be an underline: no need to look further
        }
        if (lines.isBlank(line) || RST_ADORNMENT.matcher(lines.original(line)).matches()) {
            return null;
        }
        String text = lines.original(line).strip();
        String under = lines.original(line + 1);
        if (d.underline().equals("setext")) {
            Matcher m = SETEXT.matcher(under);
            if (!m.matches() || text.startsWith("#") || text.startsWith("- ") || text.startsWith("* ")) {
                return null;
            }
            return new Heading(line, m.group(1).charAt(0) == '=' ? 1 : 2, d, text);
        }
        Matcher m = RST_ADORNMENT.matcher(under);
        if (!m.matches() || under.strip().length() < Math.min(text.length(), 3)) {
            return null;
        }
        String style = (overlined(line) ? "over" : "") + m.group(1);
        int level = rstStyles.indexOf(style);
        if (level < 0) {
            rstStyles.add(style);
            level = rstStyles.size() - 1;
        }
        return new Heading(line, level + 1, d, text);
    }

    private record Heading(int line, int level, Delimiter d, String title) {}
}
