package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Objective-C headers as SDWebImage writes them: tree-sitter-objc reads Foundation's {@code
 * typedef NS_ENUM(NSUInteger, Name) {} and a macro alone on the line above an {@code @interface}
 * as ERROR, with what follows them (13 of SDWebImage's 20 files with parse errors). They are read a
 * second time, and the enums are definitions named by their names.
 */
class ObjcRereadingTest {
    private static final String HEADER = """
            #import <Foundation/Foundation.h>

            /// Where an image was found.
            typedef NS_ENUM(NSInteger, SDImageCacheType) {
                SDImageCacheTypeNone,
                SDImageCacheTypeDisk,
                SDImageCacheTypeMemory
            };

            typedef NS_OPTIONS(NSUInteger, SDWebImageOptions) {
                SDWebImageRetryFailed = 1 << 0,
                SDWebImageLowPriority = 1 << 1,
            };

            NS_SWIFT_NONISOLATED
            @interface SDImageCache : NSObject
            - (void)storeImage:(UIImage *)image forKey:(NSString *)key;
            @end
            """;

    @Test
    void foundationEnumsAndMacroLinesParseAndEnumsAreNamed() {
        for (int max : new int[] {32, 512}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(max).build()),
                    Source.fromText(HEADER).withPath("SDWebImage/Core/SDImageCache.h"));
            assertThat(chunks).allSatisfy(c -> {
                assertThat(c.language()).isEqualTo("objc");
                assertThat(c.metadata()).as(c.text()).doesNotContainKey("has_parse_errors");
            });
            List<String> symbols = chunks.stream().flatMap(c -> ChunkMetadata.texts(c.metadata(), "symbols").stream()).distinct().toList();
            assertThat(symbols).as("at %d tokens", max).contains("SDImageCacheType", "SDWebImageOptions", "SDImageCache");
        }
        List<Chunk> small = Kerf.create(ChunkOptions.builder().maxTokens(32).build()).chunk(Source.fromText(HEADER).withPath("SDWebImage/Core/SDImageCache.h"));
        assertThat(small).filteredOn(c -> c.text().contains("NS_OPTIONS"))
                .singleElement().satisfies(c -> assertThat(c.metadata()).containsEntry("name", "Objective-C enum 'SDWebImageOptions'"));
    }

    private static final String PREFETCHER = """
            @interface SDWebImagePrefetcher : NSObject

            /** The prefetcher shared by the app. */
            @property (nonatomic, class, readonly, nonnull) SDWebImagePrefetcher *sharedImagePrefetcher;

            @property (nonatomic, assign) NSUInteger maxConcurrentPrefetchCount;

            /**
             * Cancels the current prefetching.
             */
            - (void)cancelPrefetching;

            - (nullable SDWebImagePrefetchToken *)prefetchURLs:(nullable NSArray<NSURL *> *)urls
                                                      progress:(nullable SDWebImagePrefetcherProgressBlock)progressBlock;
            @end
            """;

    /**
     * A header's method declarations and properties are what a search for them should find: each is
     * a definition named as Objective-C calls it (a selector, a property's name, not its first
     * attribute {@code nonatomic}), listed in its chunk's symbols.
     */
    @Test
    void aHeadersMethodsAndPropertiesAreDefinitions() {
        List<Chunk> whole = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(512).build()),
                Source.fromText(PREFETCHER).withPath("SDWebImage/Core/SDWebImagePrefetcher.h"));
        assertThat(whole).singleElement().satisfies(c -> assertThat(ChunkMetadata.texts(c.metadata(), "symbols"))
                .containsExactly("SDWebImagePrefetcher", "sharedImagePrefetcher", "maxConcurrentPrefetchCount", "cancelPrefetching", "prefetchURLs:progress:"));
        List<Chunk> small = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(40).build()),
                Source.fromText(PREFETCHER).withPath("SDWebImage/Core/SDWebImagePrefetcher.h"));
        assertThat(small).filteredOn(c -> c.text().contains("- (void)cancelPrefetching;")).singleElement().satisfies(c -> {
            assertThat(c.text()).as("the doc comment goes with the method").contains("Cancels the current prefetching.");
            assertThat(c.metadata()).containsEntry("name", "Objective-C method 'cancelPrefetching'");
        });
    }

    /** A category is named with its class: SDWebImage adds a WebCache category to NSButton, UIButton, UIImageView and more. */
    @Test
    void aCategoryIsNamedWithItsClass() {
        String header = """
                #import "SDWebImageCompat.h"

                @interface NSButton (WebCache)

                @property (nonatomic, strong, readonly, nullable) NSURL *sd_currentImageURL;

                - (void)sd_setImageWithURL:(nullable NSURL *)url;

                @end
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(512).build()),
                Source.fromText(header).withPath("SDWebImage/Core/NSButton+WebCache.h"));
        assertThat(chunks).singleElement().satisfies(c -> {
            assertThat(c.metadata()).containsEntry("name", "Objective-C interface 'NSButton (WebCache)'");
            assertThat(ChunkMetadata.texts(c.metadata(), "symbols")).contains("NSButton (WebCache)", "sd_currentImageURL", "sd_setImageWithURL:");
        });
    }
}
