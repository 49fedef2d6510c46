package dev.kerf.internal.text;

import java.util.Set;

/**
 * The directives that close a template's blocks: Jinja's, Twig's and Liquid's {@code {% endif %}},
 * a Go template's {@code {{ end }}}, Handlebars' {@code {{/each}}}, Svelte's {@code {/if}}, ERB's
 * {@code <% end %>} and EJS's {@code <% } %>}, Blade's {@code @endforeach}. A line of them closes
 * what the chunk before it holds, as a line of closing brackets does.
 */
final class TemplateClosers {
    /**
     * Blade's closing directives whose word begins with {@code end} ({@code @stop} and {@code @show}
     * are left out: a decorator of that name in another language would be read as one).
     */
    private static final Set<String> BLADE = Set.of("endif", "endunless", "endisset", "endempty", "endauth", "endguest",
            "endcan", "endcannot", "endcanany", "endenv", "endproduction", "enderror", "endswitch", "endforeach",
            "endforelse", "endfor", "endwhile", "endsection", "endpush", "endprepend", "endslot", "endcomponent",
            "endfragment", "endphp", "endverbatim", "endonce");

    private TemplateClosers() {}

    /** The end of the closing directive at {@code p}, or -1 when none begins there. */
    static int end(String text, int p, int to) {
        if (text.startsWith("{%", p)) {
            int q = word(text, spaces(text, trim(text, p + 2, to, "-~"), to), to, "end");
            return q < 0 ? -1 : close(text, trim(text, spaces(text, q, to), to, "-~"), to, "%}"); // {% endif %}, {%- endfor -%}
        }
        if (text.startsWith("{{", p)) {
            int q = spaces(text, trim(text, p + 2, to, "-~"), to);
            if (q < to && text.charAt(q) == '/' && !(q + 1 < to && text.charAt(q + 1) == '*')) {
                return close(text, trim(text, spaces(text, wordEnd(text, q + 1, to), to), to, "~"), to, "}}"); // {{/each}}
            }
            q = exactly(text, q, to, "end");
            return q < 0 ? -1 : close(text, trim(text, spaces(text, q, to), to, "-~"), to, "}}"); // {{ end }}, {{- end -}}
        }
        if (text.startsWith("{/", p)) {
            int q = wordEnd(text, p + 2, to);
            return q > p + 2 ? close(text, q, to, "}") : -1; // Svelte's {/if}, {/each}
        }
        if (text.startsWith("<%", p)) {
            int q = spaces(text, trim(text, p + 2, to, "-_"), to);
            int after = q < to && text.charAt(q) == '}' ? q + 1 : exactly(text, q, to, "end");
            return after < 0 ? -1 : close(text, trim(text, spaces(text, after, to), to, "-_"), to, "%>");
        }
        if (text.charAt(p) == '@') {
            int q = wordEnd(text, p + 1, to);
            return BLADE.contains(text.substring(p + 1, q)) ? q : -1;
        }
        return -1;
    }

    /** {@code q} past one char of {@code chars}, if one stands there. */
    private static int trim(String text, int q, int to, String chars) {
        return q < to && chars.indexOf(text.charAt(q)) >= 0 ? q + 1 : q;
    }

    private static int spaces(String text, int q, int to) {
        while (q < to && (text.charAt(q) == ' ' || text.charAt(q) == '\t')) {
            q++;
        }
        return q;
    }

    /** The end of a word at {@code q} that begins with {@code prefix}, or -1. */
    private static int word(String text, int q, int to, String prefix) {
        return q + prefix.length() <= to && text.startsWith(prefix, q) ? wordEnd(text, q, to) : -1;
    }

    /** The end of the word {@code word} at {@code q}, or -1 when another word stands there. */
    private static int exactly(String text, int q, int to, String word) {
        int end = word(text, q, to, word);
        return end == q + word.length() ? end : -1;
    }

    private static int wordEnd(String text, int q, int to) {
        while (q < to && (Character.isLetterOrDigit(text.charAt(q)) || text.charAt(q) == '_')) {
            q++;
        }
        return q;
    }

    /** The end of {@code closer} at {@code q}, or -1. */
    private static int close(String text, int q, int to, String closer) {
        return q + closer.length() <= to && text.startsWith(closer, q) ? q + closer.length() : -1;
    }
}
