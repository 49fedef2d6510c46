package dev.kerf.eval;

import com.knuddels.jtokkit.api.IntArrayList;
import java.util.ArrayList;
import java.util.List;

/**
 * The naive baseline: the text encoded in {@code cl100k_base} and cut every {@code size} tokens,
 * with no regard for lines, sentences or definitions. Where a token ends inside a UTF-8 sequence
 * (a token may hold part of a character), the cut moves on to the next char boundary, so every
 * chunk is a verbatim slice and the chunks tile the text.
 */
public final class FixedTokenChunker implements Chunker {
    private final int size;

    public FixedTokenChunker(int size) {
        if (size < 1) {
            throw new IllegalArgumentException("size " + size);
        }
        this.size = size;
    }

    @Override
    public String name() {
        return "fixed tokens";
    }

    @Override
    public String shortLabel() {
        return "fixed " + size;
    }

    @Override
    public String config() {
        return size + " tokens, no structure";
    }

    @Override
    public List<LocatedChunk> chunk(Corpus corpus) {
        String text = corpus.text();
        List<LocatedChunk> chunks = new ArrayList<>();
        for (CharRange r : cuts(text)) {
            String slice = text.substring(r.start(), r.end());
            chunks.add(new LocatedChunk(corpus.id(), r, slice, Cl100k.count(slice)));
        }
        return chunks;
    }

    /** The chunk ranges: every {@code size} tokens, moved to a char boundary where needed. */
    List<CharRange> cuts(String text) {
        IntArrayList tokens = Cl100k.encoding().encodeOrdinary(text);
        IntArrayList one = new IntArrayList(1);
        List<CharRange> ranges = new ArrayList<>();
        long bytes = 0; // UTF-8 bytes of the tokens so far
        long charBytes = 0; // UTF-8 bytes of text[0, at)
        int at = 0;
        int start = 0;
        for (int i = 0; i < tokens.size(); i++) {
            one.clear();
            one.add(tokens.get(i));
            bytes += Cl100k.encoding().decodeBytes(one).length;
            if ((i + 1) % size != 0 && i + 1 < tokens.size()) {
                continue;
            }
            while (at < text.length() && charBytes < bytes) {
                int cp = text.codePointAt(at);
                charBytes += utf8Length(cp);
                at += Character.charCount(cp);
            }
            if (at > start) {
                ranges.add(new CharRange(start, at));
                start = at;
            }
        }
        if (start < text.length()) {
            ranges.add(new CharRange(start, text.length()));
        }
        return ranges;
    }

    private static int utf8Length(int codePoint) {
        return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
    }
}
