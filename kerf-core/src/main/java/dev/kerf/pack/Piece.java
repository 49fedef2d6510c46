package dev.kerf.pack;

import dev.kerf.segment.Segment;
import java.util.List;

/**
 * A range the Packer chose as one chunk, with its exact token count and the units it is made of.
 *
 * @param start first char
 * @param end one past the last char
 * @param tokenCount exact count of {@code text[start, end)}
 * @param units the segments packed into it, in order (an overlap prefix is not among them)
 */
public record Piece(int start, int end, int tokenCount, List<Segment> units) {}
