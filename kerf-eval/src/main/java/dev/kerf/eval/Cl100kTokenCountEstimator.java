package dev.kerf.eval;

import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.model.TokenCountEstimator;

/**
 * LangChain4j's token counter seam filled with the tokenizer every other row counts in
 * ({@code cl100k_base}, kerf's jtokkit), so its splitter's limits mean the same tokens. Only text
 * is ever counted here; messages are not.
 */
final class Cl100kTokenCountEstimator implements TokenCountEstimator {
    @Override
    public int estimateTokenCountInText(String text) {
        return Cl100k.count(text);
    }

    @Override
    public int estimateTokenCountInMessage(ChatMessage message) {
        throw new UnsupportedOperationException("the splitter counts text only");
    }

    @Override
    public int estimateTokenCountInMessages(Iterable<ChatMessage> messages) {
        throw new UnsupportedOperationException("the splitter counts text only");
    }
}
