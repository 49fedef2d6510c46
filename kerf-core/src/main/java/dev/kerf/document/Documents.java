package dev.kerf.document;

import dev.kerf.Chunk;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.ContextualText;
import dev.kerf.Kerf;
import dev.kerf.Source;
import dev.kerf.internal.markdown.MarkdownSegmenter;
import dev.kerf.internal.prose.ProseSegmenter;
import dev.kerf.lang.Languages;
import dev.kerf.spi.Segmenter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Document chunking behind two small contracts: Markdown files with their heading hierarchy
 * ({@link #chunkDocument(Path, int, int)}), and any text with a strategy picked from what it is
 * ({@link #chunkDocument(String, ChunkConfig)}). Both count cl100k_base tokens, exactly, and no
 * chunk is over the limit, code blocks included: a fence too large for one chunk is cut by the
 * structure of its language, and each part says which it is ({@code code_block_part}).
 *
 * <pre>{@code
 * for (DocumentChunk c : Documents.chunkDocument(Path.of("README.md"), 500, 50)) {
 *     System.out.println(c.headerHierarchy() + " " + c.tokenCount());
 * }
 * }</pre>
 */
public final class Documents {
    public static final int DEFAULT_MAX_CHUNK_SIZE = 500;
    public static final int DEFAULT_OVERLAP = 50;
    /** The smallest budget a Markdown file may be chunked with. */
    public static final int MIN_CHUNK_SIZE = 50;
    /** The deepest heading level that begins a chunk under {@link ChunkStrategy#HEADING}. */
    private static final int HEADING_LEVELS = 4;

    private Documents() {}

    /** {@link #chunkDocument(Path, int, int)} with 500 tokens and 50 of overlap. */
    public static List<DocumentChunk> chunkDocument(Path file) throws IOException {
        return chunkDocument(file, DEFAULT_MAX_CHUNK_SIZE, DEFAULT_OVERLAP);
    }

    /** {@link #chunkDocument(Path, int, int)} with 50 tokens of overlap. */
    public static List<DocumentChunk> chunkDocument(Path file, int maxChunkSize) throws IOException {
        return chunkDocument(file, maxChunkSize, DEFAULT_OVERLAP);
    }

    /**
     * Chunks a Markdown file by its sections and blocks: at least one chunk for any file with
     * text, in order, each with the heading path it belongs to and balanced code fences.
     *
     * @param maxChunkSize the most tokens in a chunk, at least {@value #MIN_CHUNK_SIZE}
     * @param overlap tokens of a chunk repeated at the start of the next, under {@code maxChunkSize}
     * @throws NoSuchFileException when the file does not exist
     * @throws IllegalArgumentException when the file does not have the {@code .md} extension, or
     *     the sizes are out of range
     * @throws IOException when the file cannot be read
     * @throws dev.kerf.ChunkingError when the file is not UTF-8 text
     */
    public static List<DocumentChunk> chunkDocument(Path file, int maxChunkSize, int overlap) throws IOException {
        if (maxChunkSize < MIN_CHUNK_SIZE) {
            throw new IllegalArgumentException("maxChunkSize must be at least " + MIN_CHUNK_SIZE + ", was " + maxChunkSize);
        }
        if (overlap < 0 || overlap >= maxChunkSize) {
            throw new IllegalArgumentException("overlap must be at least 0 and under maxChunkSize " + maxChunkSize + ", was " + overlap);
        }
        if (!Files.exists(file)) {
            throw new NoSuchFileException(file.toString(), null, "no such Markdown file");
        }
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        if (!name.toLowerCase(Locale.ROOT).endsWith(".md")) {
            throw new IllegalArgumentException("file must have .md extension: " + file);
        }
        // This contract's chunk size is the size to fill to, not only a limit.
        ChunkOptions options = ChunkOptions.builder().maxTokens(maxChunkSize).targetTokens(maxChunkSize).overlapTokens(overlap).build();
        List<Chunk> chunks = Kerf.create(options).chunk(Source.fromFile(file).withLanguage("markdown"));
        List<DocumentChunk> out = new ArrayList<>(chunks.size());
        for (Chunk c : chunks) {
            String content = c.embeddingText();
            out.add(new DocumentChunk(content, headings(c), embeddedTokens(c), c.metadata(), c));
        }
        return out;
    }

    /**
     * Chunks a text with the strategy of {@code config}, or the one its content calls for:
     * {@link ChunkStrategy#HEADING} for Markdown with headings, {@link ChunkStrategy#CODE} for
     * source code, {@link ChunkStrategy#SEMANTIC} for the rest.
     */
    public static List<ProcessedChunk> chunkDocument(String text, ChunkConfig config) {
        // Each clue costs a pass over the text: look only for those the strategy needs.
        ChunkStrategy given = config.strategy().orElse(null);
        Set<String> kinds = given == ChunkStrategy.CODE || given == ChunkStrategy.HEADING ? Set.of() : MarkdownSegmenter.blockKinds(text);
        // Code first: a comment line of Python, shell or YAML ("# setup") parses as a Markdown heading.
        String codeLanguage = given == ChunkStrategy.CODE || given == null ? codeLanguage(text) : null;
        ChunkStrategy strategy = given != null ? given : codeLanguage != null ? ChunkStrategy.CODE
                : kinds.contains(MarkdownSegmenter.HEADING) ? ChunkStrategy.HEADING : ChunkStrategy.SEMANTIC;
        boolean markup = !Set.of(MarkdownSegmenter.PARAGRAPH).containsAll(kinds);
        String language;
        Segmenter segmenter;
        switch (strategy) {
            case HEADING -> {
                language = "markdown";
                segmenter = new MarkdownSegmenter(Kerf::defaultSegmenter).withSectionLevel(HEADING_LEVELS);
            }
            case CODE -> {
                language = codeLanguage != null ? codeLanguage : Languages.TEXT;
                segmenter = Kerf.defaultSegmenter(codeLanguage);
            }
            default -> {
                language = markup ? "markdown" : Languages.TEXT;
                segmenter = markup ? new MarkdownSegmenter(Kerf::defaultSegmenter).withSectionLevel(0) : new ProseSegmenter();
            }
        }
        ChunkOptions options = ChunkOptions.builder()
                .maxTokens(config.maxTokens())
                .targetTokens(config.maxTokens()) // this contract's chunk size is the size to fill to
                .overlapTokens(config.overlapTokens())
                .minTokens(config.minTokens())
                .build();
        List<Chunk> chunks = Kerf.create(options, segmenter).chunk(Source.fromText(text).withLanguage(language));
        List<ProcessedChunk> out = new ArrayList<>(chunks.size());
        for (Chunk c : chunks) {
            List<String> headings = headings(c);
            Optional<String> code = strategy == ChunkStrategy.CODE
                    ? Optional.ofNullable(codeLanguage)
                    : ChunkMetadata.text(c.metadata(), ChunkMetadata.CODE_LANGUAGE);
            var metadata = new ProcessedChunk.Metadata(headings, headings.isEmpty() ? Optional.empty() : Optional.of(headings.getLast()), language, code);
            String content = c.embeddingText();
            out.add(new ProcessedChunk(content, c.index(), embeddedTokens(c), metadata, c));
        }
        return out;
    }

    /** The language of a bare text that is source code (by shebang, modeline or typical lines); null for prose. */
    private static String codeLanguage(String text) {
        String detected = Languages.detect(null, text);
        return detected.equals(Languages.TEXT) || detected.equals("markdown") ? null : detected;
    }

    private static List<String> headings(Chunk c) {
        return ChunkMetadata.texts(c.metadata(), ChunkMetadata.HEADINGS);
    }

    /** The exact token count of {@link Chunk#embeddingText()}: the contextual text's when there is one. */
    private static int embeddedTokens(Chunk c) {
        return c.contextual().map(ContextualText::tokenCount).orElse(c.tokenCount());
    }
}
