package dev.kerf.internal.markup;

import dev.kerf.internal.text.DataTable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How one markup language marks its headings and blocks: the rows of {@code markup.tsv} for it,
 * compiled. A language kerf reads here has sections under headings, as Markdown has.
 */
final class MarkupDialect {
    enum Role { HEADING, UNDERLINE, ATTACHED, FENCE, DIRECTIVE, OBJECT, HIGHLIGHT, LITERAL, ITEM, JOINS, TRAILS, CODE, TABLE, INLINE }

    /**
     * One rule: what a line must match, what closes the block it opens, whether that block is code,
     * the level of the heading it finds (0: from its "level" group), and, for a closer naming a group
     * of the opening line ({@code \\end\{{env}\}}), that group's name: openings of the same text
     * in between nest; whether a heading before its closing line means it was never closed
     * (Org's headline ends any element: an unclosed {@code #+BEGIN_SRC} is a line of text); and
     * whether the block is a table of list items (reStructuredText's list-table).
     */
    record Rule(Role role, Pattern pattern, Pattern closer, boolean sameCloser, boolean code, int level, String closerGroup, String closerTemplate,
            boolean endsAtHeading, boolean table) {
        /** The match of this rule at the start of {@code line}, or null. */
        Matcher match(String line) {
            Matcher m = pattern.matcher(line);
            return role == Role.LITERAL ? (m.find() ? m : null) : (m.lookingAt() ? m : null);
        }

        /** The closer of the block that {@code opening} (this rule's match) opens. */
        Pattern closerFor(Matcher opening) {
            return closerGroup == null ? closer : Pattern.compile(closerTemplate.replace("{" + closerGroup + "}", Pattern.quote(opening.group(closerGroup))));
        }
    }

    /** A closer's reference to a group of the opening line: {@code {env}}. */
    private static final Pattern CLOSER_GROUP = Pattern.compile("\\{([a-zA-Z]\\w*)\\}");

    private static final Map<String, MarkupDialect> BUILT_IN = load();

    final String language;
    private final Map<Role, List<Rule>> rules;

    private MarkupDialect(String language, Map<Role, List<Rule>> rules) {
        this.language = language;
        this.rules = rules;
    }

    /** The dialect of a kerf language name, if kerf reads that language's sections. */
    static Optional<MarkupDialect> of(String language) {
        return Optional.ofNullable(BUILT_IN.get(language));
    }

    /** The languages with a dialect. */
    static java.util.Set<String> languages() {
        return BUILT_IN.keySet();
    }

    List<Rule> rules(Role role) {
        return rules.getOrDefault(role, List.of());
    }

    /**
     * A heading's title as it reads: each inline mark of the {@code inline} rules replaced by its
     * group 1 ({@code ``async``} and {@code C<new(%args)>} are {@code async} and {@code new(%args)}),
     * again for marks inside marks, as Markdown's titles are read from their inlines.
     */
    String plainTitle(String title) {
        String out = title;
        for (int pass = 0; pass < 3; pass++) {
            String before = out;
            for (Rule r : rules(Role.INLINE)) {
                out = r.pattern().matcher(out).replaceAll(m -> Matcher.quoteReplacement(m.group(1)));
            }
            if (out.equals(before)) {
                break;
            }
        }
        return out.strip().isEmpty() ? title : out.strip();
    }

    /** The first rule of {@code role} that {@code line} matches, with its match; null for none. */
    Hit first(Role role, String line) {
        for (Rule r : rules(role)) {
            Matcher m = r.match(line);
            if (m != null) {
                return new Hit(r, m);
            }
        }
        return null;
    }

    /** A rule and its match on one line. */
    record Hit(Rule rule, Matcher match) {
        /** The named group {@code name}, or null when the pattern has none or it matched nothing. */
        String group(String name) {
            if (!rule.pattern().pattern().contains("(?<" + name + ">")) {
                return null;
            }
            String g = match.group(name);
            return g == null || g.isBlank() ? null : g;
        }
    }

    private static Map<String, MarkupDialect> load() {
        Map<String, Map<Role, List<Rule>>> byLanguage = new HashMap<>();
        DataTable.read(MarkupDialect.class, "markup.tsv", 5, (row, line) -> {
            try {
                Role role = Role.valueOf(row[1].toUpperCase(java.util.Locale.ROOT));
                boolean same = row[3].equals("same");
                Matcher named = CLOSER_GROUP.matcher(row[3]);
                String closerGroup = named.find() ? named.group(1) : null;
                Pattern closer = row[3].equals("-") || same || closerGroup != null ? null : Pattern.compile(row[3]);
                boolean code = false;
                boolean endsAtHeading = false;
                boolean table = false;
                int level = 0;
                for (String flag : row[4].split(",")) {
                    if (flag.equals("code")) {
                        code = true;
                    } else if (flag.equals("headings_unclose")) {
                        endsAtHeading = true;
                    } else if (flag.equals("table")) {
                        table = true;
                    } else if (flag.startsWith("level=")) {
                        level = Integer.parseInt(flag.substring("level=".length()));
                    } else if (!flag.equals("-")) {
                        throw new IllegalArgumentException("unknown flag " + flag);
                    }
                }
                // An underline row names its style ("rst", "asciidoc"), which MarkupDocument reads; it matches no line.
                Pattern pattern = role == Role.UNDERLINE ? Pattern.compile(row[2], Pattern.LITERAL) : Pattern.compile(row[2]);
                if (closerGroup != null && !row[2].contains("(?<" + closerGroup + ">")) {
                    throw new IllegalArgumentException("the closer names a group the pattern has not: " + closerGroup);
                }
                byLanguage.computeIfAbsent(row[0], k -> new HashMap<>())
                        .computeIfAbsent(role, k -> new ArrayList<>())
                        .add(new Rule(role, pattern, closer, same, code, level, closerGroup, closerGroup == null ? null : row[3], endsAtHeading, table));
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("markup.tsv:" + line + ": " + e.getMessage(), e);
            }
        });
        Map<String, MarkupDialect> out = new HashMap<>();
        byLanguage.forEach((language, rules) -> out.put(language, new MarkupDialect(language, rules)));
        return Map.copyOf(out);
    }
}
