package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IdentifierPartsTest {
    @Test
    void camelCaseSplitsAtEachCapital() {
        assertThat(IdentifierParts.of("elementCount")).containsExactly("element", "count");
        assertThat(IdentifierParts.of("ArrayListSpliterator")).containsExactly("array", "list", "spliterator");
    }

    @Test
    void anAcronymEndsBeforeTheCapitalThatStartsTheNextWord() {
        assertThat(IdentifierParts.of("parseHTTPResponse")).containsExactly("parse", "http", "response");
        assertThat(IdentifierParts.of("toUTF8String")).containsExactly("to", "utf8", "string");
    }

    @Test
    void snakeCaseAndDollarsSplitAtTheirSeparators() {
        assertThat(IdentifierParts.of("get_finalized_command")).containsExactly("get", "finalized", "command");
        assertThat(IdentifierParts.of("__init__")).containsExactly("init");
        assertThat(IdentifierParts.of("Outer$Inner")).containsExactly("outer", "inner");
    }

    @Test
    void aPlainWordHasNoParts() {
        assertThat(IdentifierParts.of("count")).isEmpty();
        assertThat(IdentifierParts.of("Count")).isEmpty();
        assertThat(IdentifierParts.of("HTTP")).isEmpty();
        assertThat(IdentifierParts.of("x_y")).isEmpty();
    }
}
