package dev.kerf.bench;

import java.util.List;
import java.util.function.Function;

/**
 * One thing timed over a corpus in the peers comparison: a chunker, called as its users call it, or
 * a floor, the least work any chunker of its kind must do (one tokenizer pass, one parse).
 *
 * @param name what the table calls it
 * @param kind a floor, kerf itself, or a peer
 * @param chunk chunks one text and returns the chunker's own result objects (a floor returns none)
 * @param text the text of one of those result objects, for the checks made after timing
 */
record Side(String name, Kind kind, Function<Corpus.Doc, List<?>> chunk, Function<Object, String> text) {

    enum Kind { FLOOR, KERF, PEER }

    /** Where floors leave their results, so that their work cannot be optimised away. */
    static volatile long sink;

    static Side floor(String name, java.util.function.ToLongFunction<Corpus.Doc> pass) {
        return new Side(name, Kind.FLOOR, d -> {
            sink += pass.applyAsLong(d);
            return List.of();
        }, o -> "");
    }
}
