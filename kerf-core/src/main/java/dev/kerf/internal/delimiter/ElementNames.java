package dev.kerf.internal.delimiter;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The scope entry of a markup element that spans lines: its tag, and what identifies it among its
 * siblings when it says so, so that a chunk of a Maven POM is scoped {@code project > dependencies
 * > dependency jackson-core} and one of a Spring context {@code beans > bean dataSource}:
 *
 * <ol>
 *   <li>an identifying attribute of its opening tag, in this order: {@code name}, {@code id},
 *       {@code key}, {@code Include} (MSBuild's items), with or without a namespace prefix
 *       ({@code android:name});
 *   <li>else the text of a one-line child among its first lines that identifies it by
 *       convention: {@code <artifactId>}, {@code <id>} or {@code <name>} (Maven's dependencies,
 *       plugins, profiles and executions).
 * </ol>
 *
 * The tag alone otherwise ({@code dependencies}, {@code configuration}).
 */
final class ElementNames {
    /** Attributes that identify an element, the earlier in this list winning. */
    private static final List<String> IDENTIFYING_ATTRIBUTES = List.of("name", "id", "key", "include");
    /** Child elements that identify their parent, the earlier in this list winning. */
    private static final List<String> IDENTIFYING_CHILDREN = List.of("artifactid", "id", "name");
    private static final Pattern ATTRIBUTE = Pattern.compile("(?<=[\\s<])(?:[\\w.-]+:)?([\\w.-]+)\\s*=\\s*(?:\"([^\"]*)\"|'([^']*)')");
    private static final Pattern ONE_LINE_CHILD = Pattern.compile("^\\s*<([A-Za-z][\\w.-]*)>\\s*([^<>]{1,200}?)\\s*</\\1>\\s*$");
    /** How many lines past its header an element's identifying child is looked for. */
    private static final int CHILD_LINES = 24;
    /** How many lines an opening tag's attributes are read over. */
    private static final int TAG_LINES = 6;

    private ElementNames() {}

    /**
     * The entry of the element whose opening tag {@code <tag>} (as {@link TagBlocks} reports it,
     * lower case) is on {@code headerLine} and whose closing tag is on {@code lastLine}.
     */
    static Optional<String> entry(SourceLines lines, int headerLine, int lastLine, String opened) {
        String tag = opened.startsWith("<") && opened.endsWith(">") ? opened.substring(1, opened.length() - 1) : opened;
        if (tag.isEmpty()) {
            return Optional.empty();
        }
        String header = lines.masked(headerLine);
        int at = opening(header, tag);
        if (at < 0) {
            return Optional.empty();
        }
        String written = header.substring(at, at + tag.length()); // as written: XML is case-sensitive (PackageReference)
        String identifier = attribute(lines, headerLine, lastLine, at + tag.length());
        if (identifier == null) {
            identifier = child(lines, headerLine, lastLine);
        }
        return Optional.of(identifier == null || identifier.isBlank() ? written : written + " " + BlockNames.shown(identifier.strip()));
    }

    /**
     * Where the name of the opening tag {@code <tag} begins on its line, the name matched in any
     * case ({@link TagBlocks} reports it in lower case) and ending there; -1 when it is not on it.
     */
    private static int opening(String line, String tag) {
        for (int lt = line.indexOf('<'); lt >= 0; lt = line.indexOf('<', lt + 1)) {
            int after = lt + 1 + tag.length();
            if (line.regionMatches(true, lt + 1, tag, 0, tag.length())
                    && (after == line.length() || Character.isWhitespace(line.charAt(after)) || line.charAt(after) == '/' || line.charAt(after) == '>')) {
                return lt + 1;
            }
        }
        return -1;
    }

    /** The first identifying attribute's value in the opening tag, read up to its {@code >}. */
    private static String attribute(SourceLines lines, int headerLine, int lastLine, int from) {
        StringBuilder tag = new StringBuilder();
        String first = lines.masked(headerLine);
        int close = first.indexOf('>', from);
        tag.append(first, from, close < 0 ? first.length() : close);
        for (int line = headerLine + 1; close < 0 && line < lastLine && line <= headerLine + TAG_LINES; line++) {
            String next = lines.masked(line);
            close = next.indexOf('>');
            tag.append(' ').append(next, 0, close < 0 ? next.length() : close);
        }
        String best = null;
        int bestRank = IDENTIFYING_ATTRIBUTES.size();
        Matcher a = ATTRIBUTE.matcher(tag);
        while (a.find()) {
            int rank = IDENTIFYING_ATTRIBUTES.indexOf(a.group(1).toLowerCase(Locale.ROOT));
            if (rank >= 0 && rank < bestRank) {
                bestRank = rank;
                best = a.group(2) != null ? a.group(2) : a.group(3);
            }
        }
        return best;
    }

    /**
     * The text of the best identifying one-line child among the element's first lines, its own
     * children only: the lines of a nested element are passed over (a Maven module's
     * {@code <parent>} block, whose {@code <artifactId>} is the parent's, comes before its own).
     */
    private static String child(SourceLines lines, int headerLine, int lastLine) {
        String best = null;
        int bestRank = IDENTIFYING_CHILDREN.size();
        int depth = 0;
        for (int line = headerLine + 1; line < lastLine && line <= headerLine + CHILD_LINES; line++) {
            String text = lines.masked(line);
            Matcher c = ONE_LINE_CHILD.matcher(text);
            if (depth == 0 && c.matches()) {
                int rank = IDENTIFYING_CHILDREN.indexOf(c.group(1).toLowerCase(Locale.ROOT));
                if (rank >= 0 && rank < bestRank) {
                    bestRank = rank;
                    best = c.group(2);
                }
                continue;
            }
            Matcher tag = TagBlocks.TAG.matcher(text);
            while (tag.find()) {
                if (!tag.group(1).isEmpty()) {
                    depth = Math.max(0, depth - 1);
                } else if (tag.group(3).isEmpty()) {
                    depth++;
                }
            }
        }
        return best;
    }
}
