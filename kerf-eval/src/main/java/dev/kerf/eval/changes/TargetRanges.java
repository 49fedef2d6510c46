package dev.kerf.eval.changes;

import dev.kerf.eval.CharRange;
import java.util.ArrayList;
import java.util.List;

/**
 * The char ranges of a set of lines of one file: each run of consecutive lines becomes one range,
 * from the start of its first line that is not blank to the end of the content of its last such
 * line (the line break left out). A run of blank lines alone gives no range.
 */
final class TargetRanges {
    private TargetRanges() {}

    /** {@code lines}: 1-based line numbers, ascending. */
    static List<CharRange> of(LineIndex index, List<Integer> lines) {
        List<CharRange> ranges = new ArrayList<>();
        int i = 0;
        while (i < lines.size()) {
            int j = i;
            while (j + 1 < lines.size() && lines.get(j + 1) == lines.get(j) + 1) {
                j++;
            }
            int first = lines.get(i);
            int last = lines.get(j);
            while (first <= last && index.isBlank(first)) {
                first++;
            }
            while (last >= first && index.isBlank(last)) {
                last--;
            }
            if (first <= last) {
                ranges.add(new CharRange(index.start(first), index.contentEnd(last)));
            }
            i = j + 1;
        }
        return ranges;
    }
}
