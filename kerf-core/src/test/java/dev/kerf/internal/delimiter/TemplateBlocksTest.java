package dev.kerf.internal.delimiter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Server-side templates (Jinja, Twig, Liquid, Go templates, Handlebars, Blade, ERB and EJS) are
 * cut between their blocks: a macro, a named block, a loop that fits is kept whole, is named in
 * the scope when the template names it, and no chunk begins with the directive that closes the
 * block before it ({@code {% endmacro %}}, {@code {{end}}}, {@code @endpush}, {@code <% end %>}).
 * They were cut by their HTML elements alone, through the middle of their blocks.
 */
class TemplateBlocksTest {
    private static final Pattern CLOSER = Pattern.compile(
            "^\\s*(\\{%[-~]?\\s*end\\w*|\\{\\{-?\\s*end\\s*-?}}|\\{\\{~?/\\w|@end\\w+|@stop\\b|<%[-_]?\\s*(end\\b|}))");

    /** Rows of a table: enough markup that the template takes several chunks. */
    private static String rows(String indent, int n) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            out.append(indent).append("<tr class=\"row-").append(i).append("\"><td>Item number ").append(i)
                    .append("</td><td>described at some length</td></tr>\n");
        }
        return out.toString();
    }

    private static String template(String language) {
        String table = rows("      ", 5);
        return switch (language) {
            case "jinja" -> "{% extends \"base.html\" %}\n{% import \"forms.html\" as forms %}\n\n"
                    + "{% macro article_card(article) %}\n  <article>\n    <table>\n" + table + "    </table>\n  </article>\n{% endmacro %}\n\n"
                    + "{% block content %}\n  <section>\n    {% for article in articles %}\n      {{ article_card(article) }}\n"
                    + "      {% if article.featured %}<b>featured</b>{% endif %}\n    {% endfor %}\n    <table>\n" + table
                    + "    </table>\n  </section>\n{% endblock %}\n\n{% block scripts %}\n  <script src=\"/app.js\"></script>\n{% endblock %}\n";
            case "gotmpl" -> "{{define \"title\"}}Issues{{end}}\n\n{{define \"content\"}}\n<div class=\"issues\">\n  <table>\n" + table
                    + "  </table>\n</div>\n{{end}}\n\n{{define \"list\"}}\n<ul>\n  {{range .Issues}}\n    <li>{{.Title}}</li>\n    <table>\n" + table
                    + "    </table>\n  {{end}}\n</ul>\n{{end}}\n";
            case "handlebars" -> "{{#*inline \"card\"}}\n<div class=\"card\">\n  <table>\n" + table + "  </table>\n</div>\n{{/inline}}\n\n"
                    + "<main>\n{{#each posts}}\n  {{> card}}\n  <table>\n" + table + "  </table>\n{{/each}}\n</main>\n";
            case "blade" -> "@extends('layouts.app')\n\n@push('styles')\n<style>\n" + rows("  ", 3) + "</style>\n@endpush\n\n"
                    + "@section('content')\n<div class=\"posts\">\n  @foreach ($posts as $post)\n    <table>\n" + table
                    + "    </table>\n  @endforeach\n</div>\n@endsection\n\n@push('scripts')\n<script src=\"/app.js\"></script>\n<table>\n" + table + "</table>\n@endpush\n";
            case "erb" -> "<h1>Orders</h1>\n\n<%= form_with model: @order do |f| %>\n  <table>\n" + table + "  </table>\n<% end %>\n\n"
                    + "<% @orders.each do |order| %>\n  <table>\n" + table + "  </table>\n<% end %>\n\n<% if @orders.empty? %>\n  <p>None.</p>\n<% end %>\n";
            case "ejs" -> "<h1>Todos</h1>\n\n<% todos.forEach(function (todo) { %>\n  <table>\n" + table + "  </table>\n<% }) %>\n\n"
                    + "<% if (user) { %>\n  <table>\n" + table + "  </table>\n<% } else { %>\n  <p>Sign in.</p>\n<% } %>\n";
            default -> throw new IllegalArgumentException(language);
        };
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            templates/articles.html.j2 | jinja      | {% macro article_card(article) %} | {% endmacro %}  | macro article_card
            templates/articles.twig    | jinja      | {% block content %}               | {% endblock %}  | block content
            templates/articles.liquid  | jinja      | {% for article in articles %}     | {% endfor %}    | block content
            web/issues.gohtml          | gotmpl     | {{define "content"}}              | {{end}}         | define content
            web/issues.gohtml          | gotmpl     | {{range .Issues}}                 | {{end}}\\n</ul> | define list
            views/posts.hbs            | handlebars | {{#*inline "card"}}               | {{/inline}}     | inline card
            views/posts.hbs            | handlebars | {{#each posts}}                   | {{/each}}       |
            views/posts.blade.php      | blade      | @section('content')               | @endsection     | section content
            views/posts.blade.php      | blade      | @push('scripts')                  | @endpush        | push scripts
            views/orders.html.erb      | erb        | <%= form_with model: @order       | <% end %>       |
            views/todos.ejs            | ejs        | <% if (user) { %>                 | <% } else { %>  |
            """)
    void aTemplatesBlockThatFitsIsWholeAndNamed(String path, String language, String opener, String closer, String scope) {
        String text = template(language);
        String close = closer.replace("\\n", "\n");
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(256).build()),
                Source.fromText(text).withPath(path));
        assertThat(chunks).as("the template takes several chunks").hasSizeGreaterThan(1);
        Chunk holding = chunks.stream().filter(c -> c.text().contains(opener)).findFirst().orElseThrow();
        int closes = text.indexOf(close, text.indexOf(opener));
        assertThat(holding.span().charEnd()).as("the block from %s to its %s is in one chunk", opener, closer)
                .isGreaterThanOrEqualTo(closes + close.length());
        if (scope != null) {
            assertThat(ChunkMetadata.texts(holding.metadata(), ChunkMetadata.SCOPE)).contains(scope);
        }
        assertThat(chunks).allSatisfy(c -> assertThat(CLOSER.matcher(c.text()).find()).as("begins with a closing directive: %s", c.text()).isFalse());
    }
}
