package dev.kerf.eval;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;

/**
 * Emits each token as it is, then the parts {@link IdentifierParts} finds in it at the same
 * position. Keeping the whole token lets an exact identifier in a query still score highest.
 */
public final class IdentifierSplitFilter extends TokenFilter {
    private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
    private final PositionIncrementAttribute position = addAttribute(PositionIncrementAttribute.class);
    private final Deque<String> pending = new ArrayDeque<>();
    private State whole;

    public IdentifierSplitFilter(TokenStream input) {
        super(input);
    }

    @Override
    public boolean incrementToken() throws IOException {
        if (!pending.isEmpty()) {
            restoreState(whole);
            term.setEmpty().append(pending.removeFirst());
            position.setPositionIncrement(0);
            return true;
        }
        if (!input.incrementToken()) {
            return false;
        }
        pending.addAll(IdentifierParts.of(term.toString()));
        if (!pending.isEmpty()) {
            whole = captureState();
        }
        return true;
    }

    @Override
    public void reset() throws IOException {
        super.reset();
        pending.clear();
        whole = null;
    }
}
