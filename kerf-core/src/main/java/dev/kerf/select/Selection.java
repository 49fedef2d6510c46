package dev.kerf.select;

import dev.kerf.internal.delimiter.DelimiterSegmenter;
import dev.kerf.lang.Languages;
import dev.kerf.spi.Segmenter;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How kerf picks a structure for each file: the selection settings of {@code kerf.toml} (spec 000
 * section 10 in docs/specs.md).
 *
 * @param preferSemantic use the tree-sitter structure where a grammar exists (default true)
 * @param forceDelimiterFor languages that always get the delimiter structure, grammar or not
 * @param hybrid cut a syntax node too large for one chunk, with nothing below it to split at,
 *     along its delimiter blocks (default true); when false, along lines and words
 * @param customDelimiters extra delimiter patterns per language, on top of the built-in ones
 */
public record Selection(boolean preferSemantic, Set<String> forceDelimiterFor, boolean hybrid, List<CustomDelimiter> customDelimiters) {

    public Selection {
        // Languages by their kerf names, whatever alias or case named them ("PY" is python); an
        // unknown name stays as given, for ChunkerSelector to refuse.
        forceDelimiterFor = forceDelimiterFor.stream().map(Languages::kerfName).collect(Collectors.toUnmodifiableSet());
        customDelimiters = customDelimiters.stream()
                .map(d -> d.language() == null || d.language().equals(Languages.kerfName(d.language())) ? d
                        : new CustomDelimiter(Languages.kerfName(d.language()), d.kind(), d.start(), d.end(), d.closer(), d.priority(), d.flags()))
                .toList();
    }

    /** Semantic where possible, hybrid, no custom delimiters. */
    public static Selection defaults() {
        return new Selection(true, Set.of(), true, List.of());
    }

    public Selection withPreferSemantic(boolean prefer) {
        return new Selection(prefer, forceDelimiterFor, hybrid, customDelimiters);
    }

    public Selection withForceDelimiterFor(Set<String> languages) {
        return new Selection(preferSemantic, languages, hybrid, customDelimiters);
    }

    public Selection withHybrid(boolean on) {
        return new Selection(preferSemantic, forceDelimiterFor, on, customDelimiters);
    }

    public Selection withCustomDelimiters(List<CustomDelimiter> delimiters) {
        return new Selection(preferSemantic, forceDelimiterFor, hybrid, delimiters);
    }

    /**
     * The first language, in sorted order (so that it is always the same one), that delimiters are
     * forced for and kerf does not know; empty when it knows them all.
     */
    public Optional<String> unknownForcedLanguage() {
        return forceDelimiterFor.stream().sorted().filter(name -> Languages.byName(name).isEmpty()).findFirst();
    }

    /**
     * What is wrong with the first custom delimiter that cannot be used, naming it and its field
     * ({@code customDelimiters[0] (java FUNCTION): start: bad regex ...}): an unknown language, a
     * priority outside 0 to 1000 (as kerf.toml takes them), or a field the delimiter table refuses;
     * empty when all can be used. Checked when the options are built, not at the first file of
     * the language.
     */
    public Optional<String> badCustomDelimiter() {
        for (int i = 0; i < customDelimiters.size(); i++) {
            CustomDelimiter d = customDelimiters.get(i);
            String which = "customDelimiters[" + i + "] (" + d.language() + " " + d.kind() + "): ";
            if (d.language() == null || Languages.byName(d.language()).isEmpty()) {
                return Optional.of(which + "language: unknown language '" + d.language() + "' (see 'kerf langs')");
            }
            if (d.priority() < 0 || d.priority() > 1000) {
                return Optional.of(which + "priority: must be from 0 to 1000, was " + d.priority());
            }
            try {
                DelimiterSegmenter.forLanguage(d.language()).withCustom(d.kind(), d.start(), d.end(), d.closer(), d.priority(), d.flags());
            } catch (IllegalArgumentException bad) {
                return Optional.of(which + bad.getMessage());
            }
        }
        return Optional.empty();
    }

    /** Whether custom delimiters are set for {@code language}. */
    public boolean hasCustomDelimiters(String language) {
        return customDelimiters.stream().anyMatch(d -> d.language().equals(language));
    }

    /** The delimiter structure of a known language, with its custom delimiters added. */
    public Segmenter delimitersFor(String language) {
        DelimiterSegmenter s = DelimiterSegmenter.forLanguage(language);
        for (CustomDelimiter d : customDelimiters) {
            if (d.language().equals(language)) {
                s = s.withCustom(d.kind(), d.start(), d.end(), d.closer(), d.priority(), d.flags());
            }
        }
        return s;
    }

    /** Whether the tree-sitter structure may be used for {@code language}. */
    public boolean semanticAllowedFor(String language) {
        return preferSemantic && !forceDelimiterFor.contains(language);
    }
}
