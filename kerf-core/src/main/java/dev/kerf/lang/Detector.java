package dev.kerf.lang;

import dev.kerf.internal.text.Lines;
import dev.kerf.internal.text.Whitespace;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Language detection, in the order of {@link Languages#detect(String, String)}. */
final class Detector {
    private static final int HEAD_CHARS = 8192;
    /** Emacs: {@code -*- mode: python -*-} or {@code -*- python -*-}. */
    private static final Pattern EMACS = Pattern.compile("-\\*-(?:.*?\\bmode\\s*:\\s*([\\w+#.-]+)\\s*|\\s*([\\w+#.-]+)\\s*)(?:;.*?)?-\\*-", Pattern.CASE_INSENSITIVE);
    /** Vim: {@code vim: set ft=python:} or {@code vi: filetype=sh}. */
    private static final Pattern VIM = Pattern.compile("(?:^|\\s)(?:vim?|ex):.*?\\b(?:ft|filetype|syntax)\\s*=\\s*([\\w+#.-]+)", Pattern.CASE_INSENSITIVE);

    private Detector() {}

    static String detect(Languages.Registry registry, String path, String text) {
        String head = text.length() > HEAD_CHARS ? text.substring(0, HEAD_CHARS) : text;
        String found = fromModeline(head, text);
        if (found == null && path != null) {
            found = fromFileName(registry, baseName(path));
        }
        if (found == null) {
            found = fromShebang(registry, head);
        }
        if (found == null && path != null) {
            found = fromExtension(registry, baseName(path), head);
        }
        if (found == null) {
            // No name: records (NDJSON, CSV, TSV) piped in still look like records.
            found = Records.language(head, head.length() < text.length());
        }
        if (found == null) {
            // No name: reStructuredText, AsciiDoc and Org still have their headings and their marks.
            found = Markups.language(head);
        }
        if (found == null && path == null && VUE_TEMPLATE.matcher(head).find() && VUE_SCRIPT.matcher(head).find()) {
            found = "vue"; // a single-file component: <template> and <script> at the margin, which pages indent
        }
        if (found == null) {
            // No name, or one kerf does not know: code still looks like code.
            found = CodeSignatures.language(head);
            if ("json".equals(found) && head.contains("\"cells\"") && text.contains("\"nbformat\"")) {
                found = "jupyter"; // a notebook's JSON: its cells, then (at the end) its format
            }
            if (("html".equals(found) || "xml".equals(found)) && looksLikeMarkdown(head)) {
                found = null; // Markdown holds HTML as it likes (a docs page's <script setup>, a README's <p align>): its headings say more
            }
        }
        if (found == null && looksLikeMarkdown(head)) {
            // Markdown from a database or a CMS comes without a name: its headings still give it sections.
            found = "markdown";
        }
        return found == null ? Languages.TEXT : found;
    }

    private static final Pattern VUE_TEMPLATE = Pattern.compile("(?m)^<template(?:\\s[^>]*)?>");
    private static final Pattern VUE_SCRIPT = Pattern.compile("(?m)^<script(?:\\s[^>]*)?>");

    private static final Pattern ATX_HEADING = Pattern.compile("(?m)^ {0,3}#{1,6}[ \\t]+\\S");
    /** Markdown's other marks: a code fence, a list item, a link, a table row, strong emphasis. */
    private static final Pattern MARKDOWN_MARK = Pattern.compile(
            "(?m)^ {0,3}(```|~~~)|^ {0,3}([-*+]|\\d{1,9}[.)])[ \\t]+\\S|\\[[^\\]\\n]+\\]\\([^)\\s]+\\)|^ {0,3}\\|.*\\|[ \\t]*$|\\*\\*\\S[^*\\n]*\\*\\*");

    /** A heading after a blank line, as a document's second section begins. */
    private static final Pattern LATER_HEADING = Pattern.compile("\\n[ \\t]*\\r?\\n {0,3}#{1,6}[ \\t]+\\S");

    /**
     * Whether a text no code signature claimed reads as Markdown: a heading line, and another of
     * Markdown's marks or a second heading after a blank line. Comment lines alone ({@code # note}
     * above {@code # more}) are not enough.
     */
    static boolean looksLikeMarkdown(String head) {
        return ATX_HEADING.matcher(head).find() && (MARKDOWN_MARK.matcher(head).find() || LATER_HEADING.matcher(head).find());
    }

    private static String baseName(String path) {
        int slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
        return path.substring(slash + 1);
    }

    private static String fromFileName(Languages.Registry registry, String name) {
        Language l = registry.byFileName.get(name);
        if (l == null) {
            l = registry.byFileNameIgnoringCase.get(name.toLowerCase(Locale.ROOT));
        }
        return l == null ? null : l.name();
    }

    /**
     * The longest known extension wins ({@code .blade.php} before {@code .php}). A template that
     * configure or CMake fills in ({@code config.h.in}, {@code libzstd.pc.in}) is read as the file
     * it makes when {@code .in} itself names nothing.
     */
    private static String fromExtension(Languages.Registry registry, String name, String head) {
        String found = fromExtensionAsIs(registry, name, head);
        if (found == null && name.toLowerCase(Locale.ROOT).endsWith(".in") && name.length() > 3) {
            String made = name.substring(0, name.length() - 3);
            found = fromFileName(registry, made);
            if (found == null) {
                found = fromExtensionAsIs(registry, made, head);
            }
        }
        return found;
    }

    private static String fromExtensionAsIs(Languages.Registry registry, String name, String head) {
        String lower = name.toLowerCase(Locale.ROOT);
        for (int dot = lower.indexOf('.'); dot >= 0; dot = lower.indexOf('.', dot + 1)) {
            String ext = lower.substring(dot);
            if (ext.chars().filter(c -> c == '.').count() > registry.longestExtensionDots) {
                continue;
            }
            List<Heuristic> rules = registry.heuristics.get(ext);
            if (rules != null) {
                for (Heuristic h : rules) {
                    if (h.matches(head)) {
                        return h.language();
                    }
                }
            }
            Language l = registry.byExtension.get(ext);
            if (l != null) {
                return l.name();
            }
        }
        return null;
    }

    /** {@code #!/usr/bin/env -S python3 -u} names python3, then python. */
    private static String fromShebang(Languages.Registry registry, String head) {
        if (head.startsWith("#compdef") || head.startsWith("#autoload")) {
            return "zsh"; // zsh's completion functions open so, with no #! and no extension (_git, _systemctl)
        }
        if (!head.startsWith("#!")) {
            return null;
        }
        int eol = Lines.breakAt(head, 0, head.length());
        String line = (eol < 0 ? head : head.substring(0, eol)).substring(2).trim();
        String[] words = line.split("\\s+");
        int i = 0;
        String program = words.length > 0 ? baseName(words[0]) : "";
        if (program.equals("env")) {
            i = 1;
            while (i < words.length && (words[i].startsWith("-") || words[i].contains("="))) {
                i++;
            }
            program = i < words.length ? words[i] : "";
        }
        Language l = registry.byInterpreter.get(program);
        if (l == null) {
            l = registry.byInterpreter.get(program.replaceAll("[\\d.]+$", ""));
        }
        return l == null ? null : l.name();
    }

    /** Emacs modelines sit on the first line (the second after a shebang); Vim ones in the first or last 5 lines. */
    private static String fromModeline(String head, String text) {
        List<String> first = lines(head, 0, 5);
        for (int k = 0; k < Math.min(2, first.size()); k++) {
            String line = first.get(k);
            if (line.contains("-*-")) {
                Matcher m = EMACS.matcher(line);
                if (m.find()) {
                    String name = resolve(m.group(1) != null ? m.group(1) : m.group(2));
                    if (name != null) {
                        return name;
                    }
                }
            }
        }
        int tailStart = Math.max(0, text.length() - 2048);
        List<String> tail = lines(text, tailStart, Integer.MAX_VALUE);
        for (String line : tail.subList(Math.max(0, tail.size() - 5), tail.size())) {
            String name = vim(line);
            if (name != null) {
                return name;
            }
        }
        for (String line : first) {
            String name = vim(line);
            if (name != null) {
                return name;
            }
        }
        return null;
    }

    /** Up to {@code max} lines of {@code text} from {@code from}, without their terminators. */
    private static List<String> lines(String text, int from, int max) {
        List<String> out = new ArrayList<>();
        int start = from;
        for (int i = from; i < text.length() && out.size() < max; i++) {
            char c = text.charAt(i);
            if (Whitespace.isLineBreak(c)) {
                out.add(text.substring(start, i));
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < text.length() && out.size() < max) {
            out.add(text.substring(start));
        }
        return out;
    }

    private static String vim(String line) {
        if (!line.contains("vi:") && !line.contains("vim:") && !line.contains("ex:")) {
            return null;
        }
        Matcher m = VIM.matcher(line);
        return m.find() ? resolve(m.group(1)) : null;
    }

    private static String resolve(String mode) {
        String lower = mode.toLowerCase(Locale.ROOT);
        String key = lower.endsWith("-mode") ? lower.substring(0, lower.length() - 5) : lower;
        return Languages.byName(key).map(Language::name)
                .or(() -> Languages.byName(key.replace('-', '_')).map(Language::name))
                .orElse(null);
    }
}
