package dev.kerf;

import dev.kerf.lang.Languages;
import java.util.List;
import java.util.function.Function;

/**
 * What became of one file in a batch run: its chunks, or why it gave none. The one policy every
 * batch front end (the CLI over folders and git history, the Spark job) applies, so that they skip
 * the same files for the same reasons and a bad file never stops the run:
 *
 * <ul>
 *   <li>bytes that are not worth decoding are skipped ({@link SkipReason#of}: {@code empty},
 *       {@code too_large}, {@code lfs_pointer});
 *   <li>a {@link ChunkingError} is the file's fault, skipped under its code ({@code binary},
 *       {@code invalid_encoding}, {@code parse_error}...);
 *   <li>running out of heap is skipped as {@code out_of_memory}: the file needs a larger heap;
 *   <li>any other failure is kerf's, skipped as {@code internal_error} with a request to report it;
 *   <li>a file with no chunks (white space only) is skipped as {@code empty}.
 * </ul>
 *
 * @param language the language the file was chunked as; null when it was skipped before decoding
 * @param chunks the chunks, none when skipped
 * @param skipped why there are no chunks, or null
 */
public record FileOutcome(String language, List<Chunk> chunks, SkipReason skipped) {
    public FileOutcome {
        chunks = List.copyOf(chunks);
    }

    /** The largest byte array Java can make. */
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    /**
     * The bytes of {@code in}, or null when it holds more than {@code max} (or more than one array
     * can hold: {@link SkipReason#leftToRead}). Reads at most one byte past the limit, so standard
     * input, a device such as /dev/zero or a file that grew since it was listed never fills the
     * memory.
     */
    public static byte[] readAtMost(java.io.InputStream in, long max) throws java.io.IOException {
        int limit = (int) Math.min(max, MAX_ARRAY - 1);
        byte[] bytes = in.readNBytes(limit + 1);
        return bytes.length > limit ? null : bytes;
    }

    /**
     * Chunks one file's bytes.
     *
     * @param path the file's path, relative to the root of the run (it names the file in ids and headers)
     * @param blobId the git blob the bytes are, or null
     * @param language the language to chunk it as, or null to detect it from the path and text
     * @param chunkers the chunker for a language (one table of settings per language, say)
     */
    public static FileOutcome of(String path, byte[] bytes, String blobId, long maxFileBytes, String language,
            Function<String, Kerf> chunkers) {
        var before = SkipReason.of(bytes, maxFileBytes);
        if (before.isPresent()) {
            return new FileOutcome(null, List.of(), before.get());
        }
        String lang = language;
        try {
            Source source = Source.fromBytes(bytes).withPath(path);
            if (blobId != null) {
                source = source.withBlobId(blobId);
            }
            lang = lang != null ? lang : Languages.detect(path, source.text());
            List<Chunk> chunks = chunkers.apply(lang).chunk(source.withLanguage(lang));
            return chunks.isEmpty() ? new FileOutcome(lang, List.of(), SkipReason.blank()) : new FileOutcome(lang, chunks, null);
        } catch (ChunkingError e) {
            return new FileOutcome(lang, List.of(), new SkipReason(e.code(), e.getMessage()));
        } catch (RuntimeException | StackOverflowError e) {
            return new FileOutcome(lang, List.of(), new SkipReason("internal_error", "kerf failed on this file, please report it: " + e));
        } catch (OutOfMemoryError e) {
            // What this file held is garbage once we return: the run can go on with the next.
            return new FileOutcome(lang, List.of(), SkipReason.outOfMemory(bytes.length));
        }
    }
}
