package dev.kerf.bench;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.model.TokenCountEstimator;

/**
 * langchain4j's token counter for its splitters, over jtokkit's cl100k_base: the count its own
 * {@code OpenAiTokenCountEstimator} makes for text ({@code countTokensOrdinary}), without pulling
 * the OpenAI client into the harness. Splitters count text only, so chat messages are not supported.
 */
final class Cl100kEstimator implements TokenCountEstimator {
    private final Encoding cl100k = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.CL100K_BASE);

    @Override
    public int estimateTokenCountInText(String text) {
        return cl100k.countTokensOrdinary(text);
    }

    @Override
    public int estimateTokenCountInMessage(ChatMessage message) {
        throw new UnsupportedOperationException("splitters count text only");
    }

    @Override
    public int estimateTokenCountInMessages(Iterable<ChatMessage> messages) {
        throw new UnsupportedOperationException("splitters count text only");
    }
}
