package dev.kerf.syntax;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Objective-C that tree-sitter-objc 3.0 cannot read: C's macros, Foundation's {@code typedef
 * NS_ENUM(T, Name)}: rewritten to the same length for a second parse ({@link Rereading}).
 */
final class ObjcReading {
    /**
     * Foundation's enum macros, {@code typedef NS_ENUM(NSUInteger, SDImageCacheType) {}: group 1
     * is {@code typedef NS_ENUM(} with the underlying type and its comma, group 2 the name, group
     * 3 the closing parenthesis.
     */
    private static final Pattern OBJC_ENUM_MACRO = Pattern.compile(
            "(typedef[ \\t]+NS_(?:ENUM|OPTIONS|CLOSED_ENUM|ERROR_ENUM)[ \\t]*\\([^,()\\n]*,[ \\t]*)([A-Za-z_][A-Za-z0-9_]*)([ \\t]*\\))");

    private ObjcReading() {}

    /**
     * Objective-C: C's macros ({@link CMacros}: {@code NS_SWIFT_NONISOLATED} alone on its line
     * above an {@code @interface}, export macros), and Foundation's {@code typedef
     * NS_ENUM(NSUInteger, Name) {}, which tree-sitter-objc reads as ERROR with what follows it,
     * read as {@code enum Name {}.
     */
    static String read(String text) {
        char[] chars = CMacros.blanked(text, null);
        if (text.contains("NS_")) {
            Matcher m = OBJC_ENUM_MACRO.matcher(text);
            while (m.find()) {
                chars = Rereading.spaces(text, chars, m.start(1), m.end(1));
                "enum".getChars(0, 4, chars, m.start(1));
                text.getChars(m.start(2), m.end(2), chars, m.start(2)); // which CMacros took for an annotation's argument
                chars = Rereading.spaces(text, chars, m.start(3), m.end(3));
            }
        }
        return chars == null ? null : new String(chars);
    }
}
