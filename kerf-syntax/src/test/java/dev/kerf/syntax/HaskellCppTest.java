package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Haskell as aeson writes it. tree-sitter-haskell reads the first branch of a CPP conditional and
 * takes the lines from {@code #else} to {@code #endif} for one opaque line of CPP: aeson's KeyMap
 * holds its whole HashMap implementation there, and its chunks were named "Function at line 383",
 * with no symbols. Such a text is read a second time with its directive lines blanked. And a module's
 * definitions are its own children, so that a whole small file is described by a definition it
 * holds, not by its one import.
 */
class HaskellCppTest {
    private static final String KEY_MAP = """
            {-# LANGUAGE CPP #-}
            module Data.Aeson.KeyMap (KeyMap, empty, alterF) where

            import Data.Functor (fmap)

            #ifdef USE_ORDEREDMAP
            -- | The empty map.
            empty :: KeyMap v
            empty = KeyMap M.empty

            alterF :: Functor f => (Maybe v -> f (Maybe v)) -> Key -> KeyMap v -> f (KeyMap v)
            alterF f k = fmap KeyMap . M.alterF f k . unKeyMap
            #else
            -- | The empty map, of a hash map.
            empty :: KeyMap v
            empty = KeyMap H.empty

            alterF :: Functor f => (Maybe v -> f (Maybe v)) -> Key -> KeyMap v -> f (KeyMap v)
            alterF f k = fmap KeyMap . H.alterF f k . unKeyMap

            -- | Keys and values of a hash map, as a list.
            toList :: KeyMap v -> [(Key, v)]
            toList = H.toList . unKeyMap
            #endif
            """;

    @Test
    void theDefinitionsAfterAnElseAreReadAndNamed() {
        CleanReads.assertReadCleanly(KEY_MAP, "src/Data/Aeson/KeyMap.hs", new int[] {48, 1024}, "empty", "alterF", "toList");
        List<Chunk> small = Kerf.create(ChunkOptions.builder().maxTokens(48).build()).chunk(Source.fromText(KEY_MAP).withPath("src/Data/Aeson/KeyMap.hs"));
        assertThat(small).filteredOn(c -> c.text().contains("toList = H.toList")).singleElement().satisfies(c -> {
            assertThat(c.text()).as("the signature and its doc go with the equation").contains("-- | Keys and values", "toList :: KeyMap v");
            assertThat(c.metadata()).containsEntry("name", "Haskell function 'toList'");
        });
    }

    @Test
    void aWholeSmallModuleIsDescribedByADefinitionNotItsImport() {
        String options = """
                module Twitter.Options (twitterOptions) where

                import Data.Aeson

                twitterOptions :: Options
                twitterOptions = defaultOptions { fieldLabelModifier = drop 1 }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(512).build()),
                Source.fromText(options).withPath("examples/src/Twitter/Options.hs"));
        assertThat(chunks).singleElement().satisfies(c -> assertThat(c.metadata()).containsEntry("name", "Haskell function 'twitterOptions'"));
    }
}
