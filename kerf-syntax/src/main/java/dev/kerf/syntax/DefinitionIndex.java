package dev.kerf.syntax;

import dev.kerf.spi.Structure;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Every definition of one text in order of its start, nested ones included, filled in while the
 * tree is copied (in pre-order, so the starts come sorted): which definitions begin in a range is
 * then a binary search. Imports and exports are left out: they name what other code defines.
 */
final class DefinitionIndex {
    private int[] starts = new int[16];
    private int[] ends = new int[16];
    private String[] names = new String[16];
    private int size;

    /** Adds a definition met after every definition already added that begins before it. */
    void add(SyntaxNode definition) {
        if ("IMPORT".equals(definition.classification) || "EXPORT".equals(definition.classification)) {
            return;
        }
        if (size == starts.length) {
            starts = Arrays.copyOf(starts, size * 2);
            ends = Arrays.copyOf(ends, size * 2);
            names = Arrays.copyOf(names, size * 2);
        }
        definition.indexed = size;
        starts[size] = definition.start;
        ends[size] = definition.end;
        names[size] = definition.name;
        size++;
    }

    /** Moves the end of an indexed definition that has grown (a signature joined by its body). */
    void extend(SyntaxNode definition) {
        if (definition.indexed >= 0) {
            ends[definition.indexed] = definition.end;
        }
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** The named definitions that begin in {@code [from, to)}, in order. */
    List<Structure.Definition> between(int from, int to) {
        int i = firstAtOrAfter(from);
        if (i == size || starts[i] >= to) {
            return List.of();
        }
        List<Structure.Definition> out = new ArrayList<>();
        for (; i < size && starts[i] < to; i++) {
            if (names[i] != null && !SyntaxNode.namesNothing(names[i])) {
                out.add(new Structure.Definition(starts[i], ends[i], names[i]));
            }
        }
        return out;
    }

    /** Whether another definition begins inside the indexed definition {@code definition}. */
    boolean holdsAnother(SyntaxNode definition) {
        int i = definition.indexed;
        return i >= 0 && i + 1 < size && starts[i + 1] < definition.end;
    }

    /** Whether a definition that begins in {@code [from, to)} does not hold all of {@code [start, end)}. */
    boolean beginsOutside(int from, int to, int start, int end) {
        for (int i = firstAtOrAfter(from); i < size && starts[i] < to; i++) {
            if (starts[i] > start || ends[i] < end) {
                return true;
            }
        }
        return false;
    }

    private int firstAtOrAfter(int pos) {
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (starts[mid] < pos) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
