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

        EvalOptions one = EvalOptions.parse(new String[] {"--sets", "gin"});
        assertThat(one.runs("gin", "changes")).isTrue();
        assertThat(one.runs("ripgrep", "changes")).isFalse();
        assertThatThrownBy(() -> EvalOptions.parse(new String[] {"--sets", " , "}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--sets");
    }
}
