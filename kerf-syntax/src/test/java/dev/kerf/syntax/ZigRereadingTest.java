package dev.kerf.syntax;

import org.junit.jupiter.api.Test;

/** zls's semantic tokens: a struct field named {@code async} (no keyword since Zig 0.11) is read a second time as another name. */
class ZigRereadingTest {
    @Test
    void aFieldNamedAsyncParses() {
        String zig = """
                pub const TokenModifiers = packed struct(u16) {
                    declaration: bool = false,
                    async: bool = false,
                    _: u14 = 0,
                };

                pub fn modifiers(is_async: bool) TokenModifiers {
                    return .{ .declaration = true, .async = is_async };
                }
                """;
        CleanReads.assertReadCleanly(zig, "src/features/semantic_tokens.zig", new int[] {24, 512}, "TokenModifiers", "modifiers");
    }
}
