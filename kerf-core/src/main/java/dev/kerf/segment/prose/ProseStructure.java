package dev.kerf.segment.prose;

import dev.kerf.segment.Segment;
import dev.kerf.segment.Structure;
import dev.kerf.segment.generic.GenericSegmenter;
import dev.kerf.text.Words;
import java.util.ArrayList;
import java.util.List;

/** Paragraphs, then sentences, of one text. */
final class ProseStructure implements Structure {
    private final String text;

    ProseStructure(String text) {
        this.text = text;
    }

    @Override
    public List<Segment> top() {
        List<Segment> out = new ArrayList<>();
        for (Segment block : GenericSegmenter.region(text, 0, text.length()).top()) {
            out.add(new Segment(block.start(), block.end(), ProseSegmenter.PARAGRAPH));
        }
        return out;
    }

    @Override
    public List<Segment> children(Segment parent) {
        if (!parent.kind().equals(ProseSegmenter.PARAGRAPH)) {
            return List.of();
        }
        return sentences(text, parent.start(), parent.end());
    }

    @Override
    public List<Integer> overlapStarts(int from, int cut) {
        return overlapStarts(text, from, cut);
    }

    /** The sentences tiling {@code text[from, to)}; empty when there is only one. */
    static List<Segment> sentences(String text, int from, int to) {
        List<Integer> starts = Sentences.starts(text, from, to);
        if (starts.size() < 2) {
            return List.of();
        }
        List<Segment> out = new ArrayList<>(starts.size());
        for (int i = 0; i < starts.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1) : to;
            out.add(new Segment(starts.get(i), end, ProseSegmenter.SENTENCE));
        }
        return out;
    }

    /** Sentence starts in {@code (from, cut)}, then the word starts of the sentence the cut falls in. */
    static List<Integer> overlapStarts(String text, int from, int cut) {
        List<Integer> sentences = Sentences.starts(text, from, cut);
        List<Integer> out = new ArrayList<>(sentences.subList(1, sentences.size()));
        int last = sentences.isEmpty() ? from : sentences.getLast();
        out.addAll(Words.starts(text, last, cut));
        return out;
    }
}
