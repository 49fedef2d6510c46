package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A SQL file's statements that create or alter an object are named by it: every chunk of a schema
 * was "SQL module", so a hit on a column said nothing of its table.
 */
class SqlStatementsTest {
    private static final String SCHEMA = "-- Core schema\nCREATE TABLE teams (\n    id UUID PRIMARY KEY,\n"
            + "    name TEXT NOT NULL UNIQUE,\n    created_at TIMESTAMPTZ NOT NULL DEFAULT now()\n);\n\n"
            + "CREATE TABLE public.clusters (\n" + "    region_%d TEXT NOT NULL CHECK (region_%d <> ''),\n".repeat(1)
            + "    node_count INT NOT NULL DEFAULT 3\n);\n\n"
            + "CREATE INDEX clusters_region_idx ON public.clusters (region_1);\n\n"
            + "CREATE VIEW running_clusters AS\n    SELECT c.*, t.name AS team_name\n    FROM public.clusters c JOIN teams t ON t.id = c.team_id\n"
            + "    WHERE c.status = 'RUNNING';\n\n"
            + "CREATE FUNCTION touch_updated_at() RETURNS trigger AS $$\nBEGIN\n    NEW.updated_at := now();\n    RETURN NEW;\nEND;\n"
            + "$$ LANGUAGE plpgsql;\n\n"
            + "ALTER TABLE teams ADD COLUMN budget_usd NUMERIC(12,2);\n";

    private static String schema() {
        StringBuilder columns = new StringBuilder();
        for (int i = 1; i <= 30; i++) {
            columns.append("    region_").append(i).append(" TEXT NOT NULL CHECK (region_").append(i).append(" <> ''),\n");
        }
        return SCHEMA.replace("    region_%d TEXT NOT NULL CHECK (region_%d <> ''),\n", columns);
    }

    @Test
    void aStatementIsNamedByTheObjectItCreatesOrAlters() {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(96).contextHeader(true).build()),
                Source.fromText(schema()).withPath("db/schema.sql"));
        Chunk column = chunks.stream().filter(c -> c.text().contains("region_20 TEXT") && !c.text().contains("CREATE TABLE")).findFirst().orElseThrow();
        assertThat(column.metadata()).containsEntry(ChunkMetadata.NAME, "SQL create table 'public.clusters'");
        assertThat(ChunkMetadata.texts(column.metadata(), ChunkMetadata.SCOPE)).containsExactly("create table public.clusters");
        assertThat(column.contextual().orElseThrow().text()).contains("# scope: create table public.clusters\n");
        List<Object> names = chunks.stream().map(c -> c.metadata().get(ChunkMetadata.NAME)).toList();
        assertThat(names).contains("SQL create table 'teams'", "SQL function 'touch_updated_at'");
        // The view shares its chunk with the one-line index before it, which describes the chunk;
        // both are among its symbols.
        Chunk view = chunks.stream().filter(c -> c.text().contains("CREATE VIEW running_clusters")).findFirst().orElseThrow();
        assertThat(ChunkMetadata.texts(view.metadata(), "symbols")).contains("running_clusters");
        Chunk function = chunks.stream().filter(c -> c.text().contains("NEW.updated_at")).findFirst().orElseThrow();
        assertThat(function.metadata()).containsEntry(ChunkMetadata.CLASSIFICATION, "FUNCTION");
    }

    /**
     * Migrations write most statements on one line: each is named as a statement over several
     * lines is, and a quoted name is shown without its quotes.
     */
    @Test
    void oneLineStatementsAreNamedWithoutTheirQuotes() {
        String migration = "CREATE SCHEMA billing;\n"
                + "CREATE TABLE billing.\"Payments\" (id serial primary key, amount numeric(12,2) not null, currency char(3) not null);\n"
                + "CREATE INDEX payments_currency_idx ON billing.\"Payments\" (currency);\n"
                + "CREATE SEQUENCE billing.invoice_numbers START 1000;\n";
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(64)
                .granularity(dev.kerf.Granularity.DEFINITION).build()), Source.fromText(migration).withPath("db/V3__payments.sql"));
        List<Object> names = chunks.stream().map(c -> c.metadata().get(ChunkMetadata.NAME)).toList();
        assertThat(names).contains("SQL create table 'billing.Payments'", "SQL create index 'payments_currency_idx'",
                "SQL create sequence 'billing.invoice_numbers'");
    }

    /**
     * SQL the generic grammar cannot read is read a second time without it: a transaction's
     * BEGIN and COMMIT, GRANT, an upsert's ON CONFLICT, a DO block, and dbt's Jinja. Every chunk
     * of such a migration said has_parse_errors, and a dbt model's statement was cut where the
     * ERROR nodes fell.
     */
    @Test
    void migrationsAndDbtModelsParseWithoutErrors() {
        String migration = """
                BEGIN;

                CREATE TABLE IF NOT EXISTS accounts (
                    id uuid PRIMARY KEY,
                    email text NOT NULL UNIQUE,
                    created_at timestamptz NOT NULL DEFAULT now()
                );

                INSERT INTO settings (key, value) VALUES ('theme', 'dark')
                ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value;

                DO $$
                BEGIN
                    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'reader') THEN
                        CREATE ROLE reader;
                    END IF;
                END
                $$;

                GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader;
                REVOKE DELETE ON accounts FROM public;

                CREATE TABLE audit_log (
                    id bigserial PRIMARY KEY,
                    account_id uuid REFERENCES accounts (id),
                    action text NOT NULL
                );

                COMMIT;
                """;
        String model = """
                {{ config(materialized='incremental', unique_key='order_id') }}

                with orders as (
                    select * from {{ ref('stg_orders') }}
                    {% if is_incremental() %}
                    where updated_at > (select max(updated_at) from {{ this }})
                    {% endif %}
                ),

                payments as (
                    select order_id, sum(amount) as amount
                    from {{ ref('stg_payments') }}
                    group by 1
                )

                select orders.order_id, orders.customer_id, coalesce(payments.amount, 0) as amount
                from orders
                left join payments using (order_id)
                """;
        for (int max : new int[] {48, 256}) {
            Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(max).build());
            List<Chunk> migrated = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(migration).withPath("db/V7__accounts.sql"));
            assertThat(migrated).allSatisfy(c -> assertThat(c.metadata()).doesNotContainKey("has_parse_errors"));
            assertThat(migrated.stream().flatMap(c -> ChunkMetadata.texts(c.metadata(), "symbols").stream()).toList())
                    .contains("accounts", "audit_log");
            List<Chunk> modelled = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(model).withPath("models/orders.sql"));
            assertThat(modelled).allSatisfy(c -> assertThat(c.metadata()).doesNotContainKey("has_parse_errors"));
        }
        // At 256 the model is one statement, with its config above it: one chunk.
        assertThat(ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(256).build()),
                Source.fromText(model).withPath("models/orders.sql"))).hasSize(1);
    }

    /**
     * A file of queries for sqlc, yesql or HugSQL names each query in the comment above it: every
     * chunk of one was "SQL module", now each query is a definition by that name.
     */
    @Test
    void queriesAreNamedByTheCommentThatNamesThemForCodeGenerators() {
        String queries = """
                -- name: GetAuthor :one
                SELECT * FROM authors
                WHERE id = $1 LIMIT 1;

                -- name: CreateAuthor :one
                -- Inserts an author and returns it.
                INSERT INTO authors (
                  name, bio
                ) VALUES (
                  $1, $2
                )
                RETURNING *;

                -- :name delete-author :! :n
                DELETE FROM authors
                WHERE id = :id;

                -- a plain comment
                SELECT count(*) FROM authors;
                """;
        for (int max : new int[] {32, 512}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(max).build()),
                    Source.fromText(queries).withPath("db/query.sql"));
            // (distinct: at 32 tokens the comments above CreateAuthor are a chunk of their own, which lists it too)
            List<String> symbols = chunks.stream().flatMap(c -> ChunkMetadata.texts(c.metadata(), "symbols").stream()).distinct().toList();
            assertThat(symbols).as("at %d tokens", max).containsExactly("GetAuthor", "CreateAuthor", "delete-author");
        }
        List<Chunk> small = Kerf.create(ChunkOptions.builder().maxTokens(32).build()).chunk(Source.fromText(queries).withPath("db/query.sql"));
        assertThat(small).filteredOn(c -> c.text().contains("INSERT INTO authors"))
                .singleElement().satisfies(c -> assertThat(c.metadata()).containsEntry("name", "SQL query 'CreateAuthor'"));
    }

    /**
     * Parameters and words of SQLite, JDBI and PostgreSQL that the generic grammar cannot read
     * (sqlc's booktest examples: {@code ?1}, {@code LIMIT ?}, {@code :id}, {@code &&},
     * {@code $1::varchar[]}, {@code AUTOINCREMENT}) are read a second time; each made its statement's
     * chunk say {@code has_parse_errors}.
     */
    @Test
    void dialectParametersParse() {
        String queries = """
                CREATE TABLE books (
                    book_id INTEGER PRIMARY KEY AUTOINCREMENT,
                    title TEXT NOT NULL,
                    tags TEXT[]
                );

                -- name: UpdateBook :exec
                UPDATE books
                SET title = ?1, tags = ?2
                WHERE book_id = ?3;

                -- name: ListBooks :many
                SELECT * FROM books
                ORDER BY title
                LIMIT ?;

                -- name: BookByID :one
                SELECT * FROM books WHERE book_id = :id;

                -- name: BooksByTags :many
                SELECT book_id, title
                FROM books
                WHERE tags && $1::varchar[];
                """;
        for (int max : new int[] {24, 256}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(max).build()),
                    Source.fromText(queries).withPath("db/query.sql"));
            assertThat(chunks).as("at %d tokens", max).allSatisfy(c -> assertThat(c.metadata()).as(c.text()).doesNotContainKey("has_parse_errors"));
            List<String> symbols = chunks.stream().flatMap(c -> ChunkMetadata.texts(c.metadata(), "symbols").stream()).distinct().toList();
            assertThat(symbols).as("at %d tokens", max).containsExactly("books", "UpdateBook", "ListBooks", "BookByID", "BooksByTags");
        }
    }
}
