package dev.kerf.contract;

import dev.kerf.internal.delimiter.DelimiterSegmenter;
import dev.kerf.internal.generic.GenericSegmenter;
import dev.kerf.internal.markdown.MarkdownSegmenter;
import dev.kerf.internal.prose.ProseSegmenter;
import dev.kerf.lang.Language;
import dev.kerf.lang.LanguageFamily;
import dev.kerf.lang.Languages;
import dev.kerf.select.ChunkerSelector;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The segmenter contract for kerf-core's own structures: generic, prose, Markdown, and the
 * delimiter structure of the first language of each block-structure family.
 */
class CoreSegmentersContractTest extends SegmenterContract {
    private static final List<Named> SEGMENTERS = segmentersOfCore();

    private static List<Named> segmentersOfCore() {
        List<Named> all = new ArrayList<>(List.of(
                new Named("generic", new GenericSegmenter()),
                new Named("prose", new ProseSegmenter()),
                new Named("markdown", new MarkdownSegmenter(ChunkerSelector.defaults()::primary))));
        Set<LanguageFamily> families = EnumSet.noneOf(LanguageFamily.class);
        for (Language l : Languages.all()) {
            if (families.add(l.family())) {
                all.add(new Named("delimiter " + l.name() + " (" + l.family().id() + ")", DelimiterSegmenter.forLanguage(l.name())));
            }
        }
        return List.copyOf(all);
    }

    @Override
    protected List<Named> segmenters() {
        return SEGMENTERS;
    }
}
