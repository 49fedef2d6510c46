package dev.kerf.spi;

import java.util.ArrayList;
import java.util.List;

/**
 * Segments whose opening or closing lines are joined to what they open or close, all the way down
 * to the first or last leaf: wherever the Packer cuts inside them, a chunk neither ends with an
 * opening line (a fence, a block's attributes, an admonition's {@code !!! note}) nor begins with a
 * closing one.
 */
public final class Joined {
    /** The kind of the opening or closing lines' own segment, at the leaf where they are joined. */
    public static final String DELIMITER_LINE = "delimiter_line";

    private Joined() {}

    /**
     * {@code first} with the text from {@code start} before it joined to its first leaf. The
     * joined segment keeps {@code first}'s wrapping: a fence a lead-in is joined to is still
     * re-opened around each of its parts, with room kept for that.
     */
    public static Segment opening(int start, Segment first) {
        return new Segment(start, first.end(), first.kind(), first.labels(), new Node() {
            @Override
            public List<Segment> children(Segment self) {
                List<Segment> kids = first.children();
                if (kids.isEmpty()) {
                    return List.of(new Segment(start, first.start(), DELIMITER_LINE), first);
                }
                List<Segment> out = new ArrayList<>(kids);
                out.set(0, opening(start, kids.getFirst()));
                return out;
            }

            @Override
            public java.util.Optional<Wrapping> wrapping() {
                return first.wrapping();
            }
        });
    }

    /** {@code last} with the text after it up to {@code end} joined to its last leaf; it keeps {@code last}'s wrapping. */
    public static Segment closing(Segment last, int end) {
        return new Segment(last.start(), end, last.kind(), last.labels(), new Node() {
            @Override
            public List<Segment> children(Segment self) {
                List<Segment> kids = last.children();
                if (kids.isEmpty()) {
                    return List.of(last, new Segment(last.end(), end, DELIMITER_LINE));
                }
                List<Segment> out = new ArrayList<>(kids);
                out.set(out.size() - 1, closing(kids.getLast(), end));
                return out;
            }

            @Override
            public java.util.Optional<Wrapping> wrapping() {
                return last.wrapping();
            }
        });
    }
}
