package dev.kerf.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

class SegmentTest {

    /** An inner structure's class [0, 30) with two methods, one with a statement below it. */
    private static List<Segment> inner() {
        Segment statement = new Segment(12, 20, "statement");
        Segment first = new Segment(10, 20, "method", Map.of("name", "a"), self -> List.of(new Segment(self.start(), 12, "line"),
                statement.withRange(12, self.end())));
        Segment second = new Segment(20, 30, "method", Map.of("name", "b"));
        Node klass = new Node() {
            @Override
            public List<Segment> children(Segment self) {
                return List.of(new Segment(0, 10, "header"), first, second);
            }

            @Override
            public boolean opensWithHeader() {
                return true;
            }

            @Override
            public boolean startsChunk() {
                return true;
            }

            @Override
            public Optional<Wrapping> wrapping() {
                return Optional.of(new Wrapping("{", "}"));
            }
        };
        return List.of(new Segment(0, 30, "class", Map.of("name", "K"), klass));
    }

    @Test
    void carriedSegmentsAreMovedAndRelabelledAllTheWayDown() {
        UnaryOperator<Map<String, Object>> mark = labels -> {
            if (labels.isEmpty()) {
                return labels;
            }
            Map<String, Object> m = new LinkedHashMap<>(labels);
            m.put("parent", "outer");
            return m;
        };
        List<Segment> top = Segment.carried(inner(), 100, mark);

        assertThat(top).containsExactly(new Segment(100, 130, "class", Map.of("name", "K", "parent", "outer")));
        List<Segment> members = top.getFirst().children();
        assertThat(members).containsExactly(
                new Segment(100, 110, "header"),
                new Segment(110, 120, "method", Map.of("name", "a", "parent", "outer")),
                new Segment(120, 130, "method", Map.of("name", "b", "parent", "outer")));
        assertThat(members.get(1).children()).containsExactly(new Segment(110, 112, "line"), new Segment(112, 120, "statement"));
        assertThat(members.get(2).children()).isEmpty(); // a leaf stays one
    }

    @Test
    void aCarriedSegmentKeepsItsHeaderButBeginsAndWrapsNothing() {
        Segment klass = Segment.carried(inner(), 5, UnaryOperator.identity()).getFirst();
        assertThat(klass.opensWithHeader()).isTrue();
        assertThat(klass.startsChunk()).isFalse();
        assertThat(klass.wrapping()).isEmpty();
    }

    @Test
    void theChildrenOfACarriedSegmentFollowTheRangeThePackerHolds() {
        // the Packer widened the class over two chars of whitespace after it: the inner node sees [0, 32)
        Segment widened = Segment.carried(inner(), 100, UnaryOperator.identity()).getFirst().withRange(100, 132);
        Segment first = widened.children().get(1).withRange(110, 121);
        assertThat(first.children()).containsExactly(new Segment(110, 112, "line"), new Segment(112, 121, "statement"));
    }
}
