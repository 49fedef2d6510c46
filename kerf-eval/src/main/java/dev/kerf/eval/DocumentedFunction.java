package dev.kerf.eval;

/**
 * A function or method with a doc comment: the code benchmark's unit. The query is the comment's
 * first sentence, the target the function's span, and the comment's span is what gets blanked so
 * that its words cannot be matched in the indexed text.
 *
 * @param function the whole definition: annotations or decorators, signature and body
 * @param comment the Javadoc above it, or the docstring inside it
 * @param query the first sentence of the comment, markup removed
 */
public record DocumentedFunction(CharRange function, CharRange comment, String query) {}
