package dev.kerf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class SkipReasonTest {
    @Test
    void emptyTooLargeAndLfsPointersAreSkippedOthersAreNot() {
        assertThat(SkipReason.of(new byte[0], 10)).get().extracting(SkipReason::code).isEqualTo("empty");
        assertThat(SkipReason.of("0123456789ab".getBytes(StandardCharsets.UTF_8), 10)).get().extracting(SkipReason::code).isEqualTo("too_large");
        byte[] pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 3\n".getBytes(StandardCharsets.UTF_8);
        assertThat(SkipReason.of(pointer, 1000)).get().extracting(SkipReason::code).isEqualTo("lfs_pointer");
        assertThat(SkipReason.of("version 2 of the notes\n".getBytes(StandardCharsets.UTF_8), 1000)).isEmpty();
        assertThat(SkipReason.tooLarge(12, 10).message()).contains("12 bytes", "10 bytes");
    }
}
