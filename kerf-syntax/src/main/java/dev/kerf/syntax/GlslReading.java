package dev.kerf.syntax;

import java.util.regex.Pattern;

/**
 * GLSL that tree-sitter-glsl 0.2 cannot read: a layout that declares nothing, an array type with
 * its size, a scalar constructor after a parenthesis: rewritten to the same length for a second
 * parse ({@link Rereading}).
 */
final class GlslReading {
    /**
     * A GLSL layout qualifier that declares nothing, only the stage's input or output ({@code
     * layout(local_size_x = 16) in;}, a compute shader's work group): group 1 is the whole statement.
     */
    private static final Pattern GLSL_STAGE_LAYOUT = Pattern.compile("(?m)^[ \\t]*(layout[ \\t]*\\([^()]*\\)[ \\t]*(?:in|out)[ \\t]*;)");

    /**
     * A GLSL constructor of a scalar type right after an opening parenthesis ({@code (float(i) *
     * 2.0)}), which tree-sitter-glsl takes for a cast and reads as ERROR: group 1 is the type's
     * first letter, which becomes an underscore, a call of a function of that name.
     */
    private static final Pattern GLSL_SCALAR_CONSTRUCTOR = Pattern.compile("\\([ \\t]*((?:float|int|bool|double)[ \\t]*\\()");

    /**
     * A GLSL array type written with its size on the type ({@code float[9] kernel}, {@code const
     * vec4[3] positions}, an array constructor {@code float[](...)}), which tree-sitter-glsl cannot
     * read: group 1 is the brackets, which become spaces (the size written on the name, as C does,
     * it can).
     */
    private static final Pattern GLSL_ARRAY_TYPE = Pattern.compile("\\b[A-Za-z_][A-Za-z0-9_]*[ \\t]*(\\[[^\\]\\n]*\\])(?=[ \\t]*(?:[A-Za-z_]|\\())");

    private GlslReading() {}

    /**
     * GLSL: the directive lines blanked ({@link Directives}); a layout qualifier that declares
     * nothing ({@code layout(local_size_x = 16) in;}) made spaces, which tree-sitter-glsl 0.2 reads
     * as ERROR together with the declaration after it (the uniform block of most compute shaders);
     * an array type's size made spaces; and a scalar constructor after a parenthesis read as a call.
     */
    static String read(String text) {
        String blanked = Directives.blanked("glsl", text);
        char[] chars = blanked == null ? null : blanked.toCharArray();
        String read = blanked == null ? text : blanked;
        if (read.contains("layout")) {
            chars = Rereading.blanked(read, chars, GLSL_STAGE_LAYOUT);
        }
        if (read.indexOf('[') >= 0) {
            chars = Rereading.blanked(read, chars, GLSL_ARRAY_TYPE);
        }
        chars = Rereading.replaced(read, chars, GLSL_SCALAR_CONSTRUCTOR, "_");
        return chars == null ? null : new String(chars);
    }
}
