package dev.kerf.select;

import dev.kerf.internal.component.ComponentSegmenter;
import dev.kerf.internal.markdown.MarkdownSegmenter;
import dev.kerf.internal.markup.MarkupSegmenter;
import dev.kerf.internal.notebook.NotebookSegmenter;
import dev.kerf.internal.prose.ProseSegmenter;
import dev.kerf.internal.records.RecordsSegmenter;
import dev.kerf.lang.Languages;
import dev.kerf.spi.Segmenter;
import dev.kerf.spi.Strategy;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * kerf-core's own document structures, registered as providers like any plug-in: Markdown for
 * Markdown (its code fences get the first choice of their own language), sections for the other
 * markup languages with headings (reStructuredText, AsciiDoc, Org, POD, LaTeX), prose for plain text,
 * components (Vue, Svelte, Astro, and HTML pages), whose scripts and styles get the first
 * choice of theirs, Jupyter notebooks, whose cells get their language's, CSV and TSV files, by
 * their records, and log files, by their entries.
 * Their priority is above kerf-syntax's, so that a grammar for Markdown does not take over from
 * the structure that knows sections; a plug-in of a higher priority still can.
 */
final class BuiltInProviders {
    /** The priority of the built-in document structures. */
    static final int PRIORITY = 200;

    private BuiltInProviders() {}

    static List<SegmenterProvider> all() {
        return List.of(new Markdown(), new Markup(), new Prose(), new Components(), new Notebooks(), new Records());
    }

    /** Sections, then blocks, for Markdown, R Markdown and MDX, unless the selection forces delimiters. */
    private static final class Markdown implements SegmenterProvider {
        private static final Set<String> LANGUAGES = Set.of("markdown", "mdx", "rmarkdown");

        @Override
        public Optional<Segmenter> forLanguage(String language, Context context) {
            if (!LANGUAGES.contains(language) || context.selection().forceDelimiterFor().contains(language)) {
                return Optional.empty();
            }
            MarkdownSegmenter markdown = new MarkdownSegmenter(context::primary);
            return Optional.of(language.equals("mdx") ? markdown.withoutIndentedCode() : markdown);
        }

        @Override
        public int priority() {
            return PRIORITY;
        }

        @Override
        public String name() {
            return Strategy.MARKDOWN;
        }
    }

    /**
     * Sections, then blocks, for the other markup languages with headings (reStructuredText,
     * AsciiDoc, Org, POD, LaTeX), their code blocks by the structure of their own language, unless the
     * selection forces delimiters.
     */
    private static final class Markup implements SegmenterProvider {
        @Override
        public Optional<Segmenter> forLanguage(String language, Context context) {
            if (context.selection().forceDelimiterFor().contains(language)) {
                return Optional.empty();
            }
            return MarkupSegmenter.forLanguage(language, context::primary);
        }

        @Override
        public int priority() {
            return PRIORITY;
        }

        @Override
        public String name() {
            return Strategy.MARKUP;
        }
    }

    /**
     * Vue, Svelte and Astro components and HTML pages: their scripts, styles and front matter by
     * the structure of their own language, their markup by the structure the language has below
     * this one (tree-sitter's for HTML, the delimiter table for the others), unless the selection
     * forces delimiters.
     */
    private static final class Components implements SegmenterProvider {
        private static final Set<String> LANGUAGES = Set.of("vue", "svelte", "astro", "html");

        @Override
        public Optional<Segmenter> forLanguage(String language, Context context) {
            if (!LANGUAGES.contains(language) || context.selection().forceDelimiterFor().contains(language)) {
                return Optional.empty();
            }
            return Optional.of(new ComponentSegmenter(language, context::primary, context::fallback,
                    () -> context.beneath(language, this)));
        }

        @Override
        public int priority() {
            return PRIORITY;
        }

        @Override
        public String name() {
            return "component";
        }
    }

    /** Paragraphs, then sentences, for plain text. */
    private static final class Prose implements SegmenterProvider {
        private static final Segmenter PROSE = new ProseSegmenter();

        @Override
        public Optional<Segmenter> forLanguage(String language, Context context) {
            return language.equals(Languages.TEXT) ? Optional.of(PROSE) : Optional.empty();
        }

        @Override
        public int priority() {
            return PRIORITY;
        }

        @Override
        public String name() {
            return Strategy.PROSE;
        }
    }

    /**
     * Jupyter notebooks: cut by their cells, the code cells' sources by the structure of the
     * notebook's language and the Markdown cells' by Markdown's, unless the selection forces
     * delimiters.
     */
    private static final class Notebooks implements SegmenterProvider {
        @Override
        public Optional<Segmenter> forLanguage(String language, Context context) {
            if (!language.equals("jupyter") || context.selection().forceDelimiterFor().contains(language)) {
                return Optional.empty();
            }
            return Optional.of(new NotebookSegmenter(context::primary, context::fallback));
        }

        @Override
        public int priority() {
            return PRIORITY;
        }

        @Override
        public String name() {
            return "notebook";
        }
    }

    /** CSV and TSV files by their rows, log files by their entries, unless the selection forces delimiters. */
    private static final class Records implements SegmenterProvider {
        @Override
        public Optional<Segmenter> forLanguage(String language, Context context) {
            if (!RecordsSegmenter.LANGUAGES.contains(language) || context.selection().forceDelimiterFor().contains(language)) {
                return Optional.empty();
            }
            return Optional.of(new RecordsSegmenter(language));
        }

        @Override
        public int priority() {
            return PRIORITY;
        }

        @Override
        public String name() {
            return "records";
        }
    }
}
