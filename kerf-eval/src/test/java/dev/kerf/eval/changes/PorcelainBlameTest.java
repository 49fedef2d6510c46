package dev.kerf.eval.changes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PorcelainBlameTest {
    private static final String A = "a".repeat(40);
    private static final String B = "b".repeat(40);

    @Test
    void eachLineGetsTheCommitOfItsHeaderInFinalLineOrder() {
        String porcelain = A + " 1 1 2\n"
                + "author Ann\n"
                + "summary Add the first two lines\n"
                + "filename f.py\n"
                + "\tdef f():\n"
                + A + " 2 2\n"
                + "\t    return 1\n"
                + B + " 7 3 1\n"
                + "author Bob\n"
                + "previous " + A + " f.py\n"
                + "boundary\n"
                + "filename f.py\n"
                + "\t" + A + " looks like a header but is a line\n";
        assertThat(PorcelainBlame.parse(porcelain)).containsExactly(A, A, B);
    }

    @Test
    void aLineWithoutACommitIsAnError() {
        assertThatThrownBy(() -> PorcelainBlame.parse(A + " 2 2 1\nfilename f\n\tx\n"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line 1");
    }
}
