package dev.kerf.syntax;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SQL that tree-sitter-sql (a grammar of generic SQL) cannot read, rewritten for a second reading
 * ({@link Rereading}) to text of the same length and lines that it can: a file whose statements
 * parse with errors said {@code has_parse_errors} on most of its chunks, and a statement cut by
 * an ERROR node was cut anywhere.
 *
 * <ul>
 *   <li>dbt's and Airflow's Jinja ({@code {{ ref('orders') }}}, {@code {% if is_incremental() %}}):
 *       a line of actions becomes a {@code --} comment, an action inside a line a name
 *       ({@link TemplateActions}).
 *   <li>psql's meta-commands ({@code \echo Use "CREATE EXTENSION x"}, {@code \quit}), a line each:
 *       spaces.
 *   <li>Statements and clauses the grammar has no rule for, valid in PostgreSQL, MySQL and SQL
 *       Server alike: {@code GRANT} and {@code REVOKE} statements, an {@code INSERT}'s
 *       {@code ON CONFLICT} clause, a transaction's {@code BEGIN;} and {@code COMMIT;}, PostgreSQL's {@code DO}
 *       blocks and the quotes of a quoted {@code LANGUAGE 'internal'}: spaces, as a compiler's
 *       macros are read in C. What they say stays in the chunks, which are cut from the text as
 *       written.
 *   <li>Dialects' parameters and words: SQLite's {@code AUTOINCREMENT} (spaces), its numbered
 *       {@code ?1} (PostgreSQL's {@code $1}), a {@code LIMIT ?} (a number), a named {@code :id}
 *       ({@code @id}), PostgreSQL's overlap operator {@code &&} ({@code <>}) and the brackets of a
 *       cast to an array type ({@code ::varchar[]}, spaces).
 * </ul>
 */
final class SqlReading {
    private SqlReading() {}

    /** A psql meta-command: a line opening with a backslash and a letter. */
    private static final Pattern META_COMMAND = Pattern.compile("(?m)^[ \\t]*\\\\[A-Za-z].*$");
    /** A GRANT or REVOKE statement from the start of its line through its semicolon. */
    private static final Pattern PRIVILEGES = Pattern.compile("(?im)^[ \\t]*(?:GRANT|REVOKE)\\b[^;]*;");
    /** An INSERT's ON CONFLICT clause, up to the statement's semicolon. */
    private static final Pattern ON_CONFLICT = Pattern.compile("(?i)\\bON\\s+CONFLICT\\b[^;]*(?=;)");
    /** A function's language quoted, as PostgreSQL's extension scripts write it ({@code LANGUAGE 'internal'}): the quotes (group 1 and 2). */
    private static final Pattern QUOTED_LANGUAGE = Pattern.compile("(?i)\\bLANGUAGE\\s+(')[A-Za-z0-9_]+(')");
    /** PostgreSQL's anonymous code block, {@code DO $$ ... $$;}, from the start of its line. */
    private static final Pattern DO_BLOCK = Pattern.compile("(?ims)^[ \\t]*DO[ \\t]+(\\$[A-Za-z_]*\\$).*?\\1[^;\\n]*;");
    /**
     * A transaction's start or end alone on its line ({@code BEGIN;}, {@code COMMIT;}): the
     * grammar reads a BEGIN and fails at the COMMIT (a PL/pgSQL block's BEGIN has no semicolon).
     */
    private static final Pattern TRANSACTION = Pattern.compile("(?im)^[ \\t]*(?:BEGIN|START[ \\t]+TRANSACTION|COMMIT|ROLLBACK)(?:[ \\t]+(?:TRANSACTION|WORK))?[ \\t]*;");

    /** SQLite's {@code AUTOINCREMENT}, which the grammar has no rule for. */
    private static final Pattern AUTOINCREMENT = Pattern.compile("(?i)\\bAUTOINCREMENT\\b");
    /** A numbered parameter as SQLite writes it ({@code ?1}): group 1 is the question mark, which becomes PostgreSQL's {@code $}. */
    private static final Pattern NUMBERED_PARAMETER = Pattern.compile("(?<=[\\s(,=<>])(\\?)(?=\\d)");
    /** A parameter after {@code LIMIT} or {@code OFFSET} ({@code LIMIT ?}): group 1, which becomes a number. */
    private static final Pattern LIMIT_PARAMETER = Pattern.compile("(?i)\\b(?:LIMIT|OFFSET)[ \\t]+(\\?)(?![\\w?])");
    /** A named parameter as JDBI, yesql and SQLite write it ({@code = :id}): group 1 is the colon, which becomes {@code @}. */
    private static final Pattern NAMED_PARAMETER = Pattern.compile("(?<=[\\s(,=<>])(:)(?=[A-Za-z_])");
    /** PostgreSQL's array overlap operator {@code &&}, which the grammar lacks: group 1, which becomes {@code <>}. */
    private static final Pattern OVERLAP = Pattern.compile("(?<=\\s)(&&)(?=\\s)");

    /** A cast to an array type ({@code $1::varchar[]}), which the grammar reads as a subscript with nothing in it: group 1 is the brackets. */
    private static final Pattern ARRAY_CAST = Pattern.compile("::[ \\t]*[A-Za-z_][A-Za-z0-9_]*(\\[\\])");

    /** The text rewritten, or null when nothing in it needs it. */
    static String read(String text) {
        char[] chars = TemplateActions.read(text, "--");
        for (Pattern p : new Pattern[] {META_COMMAND, PRIVILEGES, ON_CONFLICT, DO_BLOCK, TRANSACTION, AUTOINCREMENT}) {
            Matcher m = p.matcher(text);
            while (m.find()) {
                chars = spaces(text, chars, m.start(), m.end());
            }
        }
        Matcher arrayCast = ARRAY_CAST.matcher(text);
        while (arrayCast.find()) {
            chars = spaces(text, chars, arrayCast.start(1), arrayCast.end(1));
        }
        chars = Rereading.replaced(text, chars, NUMBERED_PARAMETER, "$");
        chars = Rereading.replaced(text, chars, LIMIT_PARAMETER, "1");
        chars = Rereading.replaced(text, chars, NAMED_PARAMETER, "@");
        chars = Rereading.replaced(text, chars, OVERLAP, "<>");
        Matcher quoted = QUOTED_LANGUAGE.matcher(text);
        while (quoted.find()) {
            chars = spaces(text, chars, quoted.start(1), quoted.end(1));
            chars = spaces(text, chars, quoted.start(2), quoted.end(2));
        }
        return chars == null ? null : new String(chars);
    }

    /** {@code chars} (a copy of {@code text} made when first needed) with {@code [from, to)} as spaces, line breaks kept. */
    private static char[] spaces(String text, char[] chars, int from, int to) {
        char[] out = chars == null ? text.toCharArray() : chars;
        for (int k = from; k < to; k++) {
            if (out[k] != '\n' && out[k] != '\r') {
                out[k] = ' ';
            }
        }
        return out;
    }
}
