package dev.kerf.internal.delimiter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Fixtures;
import dev.kerf.internal.generic.ModuleLabels;
import dev.kerf.lang.Language;
import dev.kerf.lang.Languages;
import dev.kerf.spi.Segment;
import dev.kerf.spi.Structure;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * A region of a text (a syntax node too large for one chunk) is cut as if every block of the whole
 * text had been found, though indent blocks and brace pairs are looked for only in the region.
 */
class RegionBlocksTest {
    private static final List<String> FIXTURES = List.of("python.py", "javascript.js", "ruby.rb", "lua.lua", "haskell.hs",
            "bash.sh", "fortran.f90", "erlang.erl", "latex.tex", "restructuredtext.rst", "html.html", "matlab.m", "text.txt");

    @Property(tries = 300)
    void aRegionIsCutAsTheWholeTextsBlocksCutIt(@ForAll("fixtures") String name, @ForAll("cuts") double a, @ForAll("cuts") double b) {
        String text = Fixtures.source("delimiter/" + name).text();
        Language language = Languages.byName(Languages.detect(name, text)).orElseThrow();
        int from = (int) (Math.min(a, b) * text.length());
        int to = (int) (Math.max(a, b) * text.length());
        // Syntax nodes mostly start at a line's indentation: snap half of the cuts to a line start.
        if (a < 0.5) {
            from = text.lastIndexOf('\n', Math.max(0, from - 1)) + 1;
        }
        DelimiterSegmenter segmenter = DelimiterSegmenter.forLanguage(language.name());
        Structure region = segmenter.regions(text).segment(from, to);

        SourceLines lines = new SourceLines(text, new Masker(language, DelimiterTable.BUILT_IN.quotesFor(language)).mask(text));
        BlockFinder own = segmenter.blockFinder(lines, segmenter.delimiters());
        Structure expected = new DelimiterStructure(text, lines, own, own.find(), from, to, new ModuleLabels(language.name()));
        if (!((DelimiterStructure) expected).hasBlocks()) {
            return; // the generic fallbacks take it; the next property covers them
        }
        assertSameTree(region.top(), expected.top());
    }

    @Property(tries = 200)
    void theGenericFallbackIsCutAsTheWholeTextsBlocksCutIt(@ForAll("cuts") double a, @ForAll("cuts") double b) {
        // COBOL's own rows find nothing in Python, so the generic ones (braces, then a colon and indentation) cut it.
        String text = Fixtures.source("delimiter/python.py").text();
        int from = text.lastIndexOf('\n', Math.max(0, (int) (Math.min(a, b) * text.length()) - 1)) + 1;
        int to = (int) (Math.max(a, b) * text.length());
        Language cobol = Languages.byName("cobol").orElseThrow();
        Structure region = DelimiterSegmenter.forLanguage("cobol").regions(text).segment(from, to);

        SourceLines lines = new SourceLines(text, new Masker(cobol, DelimiterTable.BUILT_IN.quotesFor(cobol)).mask(text));
        DelimiterSegmenter cobolRows = DelimiterSegmenter.forLanguage("cobol");
        BlockFinder own = cobolRows.blockFinder(lines, cobolRows.delimiters());
        if (new DelimiterStructure(text, lines, own, own.find(), from, to, new ModuleLabels("cobol")).hasBlocks()) {
            return;
        }
        BlockFinder generic = cobolRows.blockFinder(lines, DelimiterSegmenter.GENERIC_DELIMITERS);
        DelimiterStructure expected = new DelimiterStructure(text, lines, generic, generic.find(), from, to, new ModuleLabels("cobol"));
        if (expected.hasBlocks()) {
            assertSameTree(region.top(), expected.top());
        }
    }

    private static void assertSameTree(List<Segment> got, List<Segment> want) {
        assertThat(got).isEqualTo(want);
        for (int i = 0; i < want.size(); i++) {
            assertSameTree(got.get(i).children(), want.get(i).children());
        }
    }

    @Provide
    Arbitrary<String> fixtures() {
        return Arbitraries.of(FIXTURES);
    }

    @Provide
    Arbitrary<Double> cuts() {
        return Arbitraries.doubles().between(0, 1);
    }
}
