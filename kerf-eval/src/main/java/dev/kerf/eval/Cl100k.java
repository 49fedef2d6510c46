package dev.kerf.eval;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;

/**
 * Token counts in {@code cl100k_base}, the tokenizer of Chroma's report, with special tokens
 * read as plain text as their {@code openai_token_count} does ({@code disallowed_special=()}).
 */
public final class Cl100k {
    private static final Encoding ENCODING =
            Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.CL100K_BASE);

    private Cl100k() {}

    /** The encoding itself, for cutting at token boundaries. */
    public static Encoding encoding() {
        return ENCODING;
    }

    public static int count(String text) {
        return ENCODING.countTokensOrdinary(text);
    }
}
