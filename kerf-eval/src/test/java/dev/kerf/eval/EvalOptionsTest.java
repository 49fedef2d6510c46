package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class EvalOptionsTest {
    @Test
    void withoutSetsEveryBenchmarkRuns() {
        EvalOptions all = EvalOptions.parse(new String[0]);
        assertThat(all.runs("prose")).isTrue();
        assertThat(all.runs("requests", "changes")).isTrue();
    }

    @Test
    void setsNameBenchmarksOrTheirGroup() {
        EvalOptions some = EvalOptions.parse(new String[] {"--sets", "Java, changes"});
        assertThat(some.sets()).containsExactly("java", "changes");
        assertThat(some.runs("java")).isTrue();
        assertThat(some.runs("prose")).isFalse();
        assertThat(some.runs("python")).isFalse();
        assertThat(some.runs("gin", "changes")).isTrue();

        EvalOptions docs = EvalOptions.parse(new String[] {"--sets", "docs"});
        assertThat(docs.runs("vite-docs", "docs")).isTrue();
        assertThat(docs.runs("gin", "changes")).isFalse();

        EvalOptions one = EvalOptions.parse(new String[] {"--sets", "gin"});
        assertThat(one.runs("gin", "changes")).isTrue();
        assertThat(one.runs("ripgrep", "changes")).isFalse();
        assertThatThrownBy(() -> EvalOptions.parse(new String[] {"--sets", " , "}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--sets");
    }

    @Test
    void kerfRowsAreALimitWithOptionalWords() {
        EvalOptions options = EvalOptions.parse(new String[] {"--kerf-rows", "512, 256:definition:header,128:target=64,256:header:delimiters"});
        assertThat(options.kerfRows()).containsExactly(
                new KerfRow(512, dev.kerf.Granularity.PACKED, false, 0, false),
                new KerfRow(256, dev.kerf.Granularity.DEFINITION, true, 0, false),
                new KerfRow(128, dev.kerf.Granularity.PACKED, false, 64, false),
                new KerfRow(256, dev.kerf.Granularity.PACKED, true, 0, true));
        assertThat(EvalOptions.parse(new String[0]).kerfRows()).isEmpty();
        assertThatThrownBy(() -> EvalOptions.parse(new String[] {"--kerf-rows", "256:wide"}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'wide'");
        assertThatThrownBy(() -> EvalOptions.parse(new String[] {"--kerf-rows", "256:target=0"}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive number");
        assertThatThrownBy(() -> EvalOptions.parse(new String[] {"--kerf-rows", ","}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one row");
    }

    @Test
    void peerTokensMustBePositive() {
        assertThatThrownBy(() -> EvalOptions.parse(new String[] {"--peer-tokens", "0"}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--peer-tokens needs a positive number");
        assertThatThrownBy(() -> EvalOptions.parse(new String[] {"--peer-tokens"}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--peer-tokens needs a value");
    }
}
