package dev.kerf.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.lang.Language;
import dev.kerf.lang.Languages;
import dev.kerf.select.ChunkerSelector;
import dev.kerf.spi.Segmenter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The segmenter contract for the tree-sitter structure of every language that has one, pinned: on
 * generated text, which is seldom a valid program, so the parsers' error recovery and the hand-off
 * of damaged or oversized regions to the delimiter structure are what gets tried.
 */
class SyntaxSegmentersContractTest extends SegmenterContract {
    private static final List<Named> SEGMENTERS = semantic();

    private static List<Named> semantic() {
        List<Named> all = new ArrayList<>();
        for (Language l : Languages.all()) {
            for (Segmenter s : ChunkerSelector.defaults().chain(l.name())) {
                if (s.strategy().equals("semantic")) {
                    all.add(new Named("semantic " + l.name(), s));
                }
            }
        }
        return List.copyOf(all);
    }

    @Override
    protected List<Named> segmenters() {
        return SEGMENTERS;
    }

    @Test
    void everyGrammarWithDefinitionsIsUnderTest() {
        assertThat(SEGMENTERS).hasSizeGreaterThanOrEqualTo(40);
    }
}
