package dev.kerf.spi;

import dev.kerf.internal.generic.GenericSegmenter;
import java.util.ArrayList;
import java.util.List;

/**
 * Segments whose opening or closing lines are joined to what they open or close, all the way down
 * to the first or last leaf: wherever the Packer cuts inside them, a chunk neither ends with an
 * opening line (a fence, a block's attributes, an admonition's {@code !!! note}, a comment above
 * a statement) nor begins with a closing one.
 */
public final class Joined {
    /** The kind of the opening or closing lines' own segment, at the leaf where they are joined. */
    public static final String DELIMITER_LINE = "delimiter_line";

    private Joined() {}

    /**
     * The kinds of the parts of one line ({@code GenericSegmenter}'s): text is joined to a whole
     * line at the least, so that where the two do not fit together the cut falls between lines,
     * not inside the line after the joined text. A generic "line" is joined whole too (its "items",
     * the parts of a long line between commas, share their kind with the list items of the
     * document structures, which are joined into).
     */
    private static final java.util.Set<String> PARTS_OF_A_LINE = java.util.Set.of(GenericSegmenter.WORD, GenericSegmenter.CLAUSE,
            GenericSegmenter.RUN, GenericSegmenter.GRAPHEME, GenericSegmenter.CODE_POINT);

    /** Whether text is joined to {@code s} whole rather than to its first or last part. */
    private static boolean joinedWhole(Segment s, List<Segment> kids) {
        return kids.isEmpty() || s.kind().equals(GenericSegmenter.LINE) || PARTS_OF_A_LINE.contains(kids.getFirst().kind());
    }

    /** {@code first} with the text from {@code start} before it joined to its first leaf, or to its first line at the least. */
    public static Segment opening(int start, Segment first) {
        return new Segment(start, first.end(), first.kind(), first.labels(), Node.like(first, self -> {
            List<Segment> kids = first.children();
            if (joinedWhole(first, kids)) {
                return List.of(new Segment(start, first.start(), DELIMITER_LINE), first);
            }
            List<Segment> out = new ArrayList<>(kids);
            out.set(0, opening(start, kids.getFirst()));
            return out;
        }));
    }

    /** {@code last} with the text after it up to {@code end} joined to its last leaf, or to its last line at the least. */
    public static Segment closing(Segment last, int end) {
        return new Segment(last.start(), end, last.kind(), last.labels(), Node.like(last, self -> {
            List<Segment> kids = last.children();
            if (joinedWhole(last, kids)) {
                return List.of(last, new Segment(last.end(), end, DELIMITER_LINE));
            }
            List<Segment> out = new ArrayList<>(kids);
            out.set(out.size() - 1, closing(kids.getLast(), end));
            return out;
        }));
    }
}
