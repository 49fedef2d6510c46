package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * With a budget small enough to split a class, every documented method lands in one chunk with
 * its doc comment and its annotations, attributes or decorators.
 */
class DocumentedMethodsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Ledger.java | java       | /** Adds an entry. */ | @Deprecated       | void add(    | /** Removes an entry. */ | @SuppressWarnings("x") | void remove( | /** Sums the entries. */ | @Override     | int total(
            ledger.py   | python     | \"\"\"Adds an entry.   | @audit           | def add(     | \"\"\"Removes an entry.   | @audit                 | def remove(  | \"\"\"Sums the entries.   | @property     | def total(
            ledger.go   | go         | // Add adds an entry. | //go:noinline    | func (l *Ledger) Add( | // Remove removes an entry. | //go:noinline | func (l *Ledger) Remove( | // Total sums the entries. | //go:noinline | func (l *Ledger) Total(
            ledger.rs   | rust       | /// Adds an entry.    | #[inline]        | fn add(      | /// Removes an entry.    | #[must_use]            | fn remove(   | /// Sums the entries.    | #[inline]     | fn total(
            ledger.ts   | typescript | /** Adds an entry. */ | @logged()        | add(         | /** Removes an entry. */ | @logged()              | remove(      | /** Sums the entries. */ | @logged()     | total(
            Ledger.cs   | c_sharp    | /// <summary>Adds an entry.</summary> | [Obsolete] | void Add( | /// <summary>Removes an entry.</summary> | [Pure] | void Remove( | /// <summary>Sums the entries.</summary> | [Pure] | int Total(
            """)
    void docCommentsAndAnnotationsStayWithTheirMethod(String file, String language, String doc1, String ann1, String sig1,
            String doc2, String ann2, String sig2, String doc3, String ann3, String sig3) {
        String source = SAMPLES.get(language);
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(80).build());
        assertThat(kerf.options().tokenizer().count(source)).as("the class is over the budget").isGreaterThan(150);
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(source).withPath(file));
        assertThat(chunks).allSatisfy(c -> assertThat(c.strategy()).isEqualTo("semantic"));
        for (String[] method : new String[][] {{doc1, ann1, sig1}, {doc2, ann2, sig2}, {doc3, ann3, sig3}}) {
            assertThat(chunks).as("%s: %s", file, method[2])
                    .anySatisfy(c -> assertThat(c.text()).contains(method[0], method[1], method[2]));
        }
    }

    private static final java.util.Map<String, String> SAMPLES = java.util.Map.of(
            "java", """
                    package demo;

                    import java.util.ArrayList;
                    import java.util.List;

                    /** A ledger of entries, kept in memory. */
                    public class Ledger {
                        private final List<Integer> entries = new ArrayList<>();

                        /** Adds an entry. */
                        @Deprecated
                        public void add(int amount) {
                            if (amount == 0) {
                                throw new IllegalArgumentException("zero amounts are not entries");
                            }
                            entries.add(amount);
                        }

                        /** Removes an entry. */
                        @SuppressWarnings("x")
                        public void remove(int index) {
                            if (index < 0 || index >= entries.size()) {
                                throw new IndexOutOfBoundsException("no entry " + index);
                            }
                            entries.remove(index);
                        }

                        /** Sums the entries. */
                        @Override
                        public int total() {
                            int sum = 0;
                            for (int e : entries) {
                                sum += e;
                            }
                            return sum;
                        }
                    }
                    """,
            "python", """
                    import functools


                    def audit(func):
                        return func


                    class Ledger:
                        \"\"\"A ledger of entries, kept in memory.\"\"\"

                        def __init__(self):
                            self.entries = []

                        @audit
                        def add(self, amount):
                            \"\"\"Adds an entry.\"\"\"
                            if amount == 0:
                                raise ValueError("zero amounts are not entries")
                            self.entries.append(amount)

                        @audit
                        def remove(self, index):
                            \"\"\"Removes an entry.\"\"\"
                            if index < 0 or index >= len(self.entries):
                                raise IndexError(f"no entry {index}")
                            del self.entries[index]

                        @property
                        def total(self):
                            \"\"\"Sums the entries.\"\"\"
                            total = 0
                            for entry in self.entries:
                                total += entry
                            return total
                    """,
            "go", """
                    package ledger

                    import "fmt"

                    // Ledger keeps entries in memory.
                    type Ledger struct {
                    	entries []int
                    }

                    // Add adds an entry.
                    //go:noinline
                    func (l *Ledger) Add(amount int) error {
                    	if amount == 0 {
                    		return fmt.Errorf("zero amounts are not entries")
                    	}
                    	l.entries = append(l.entries, amount)
                    	return nil
                    }

                    // Remove removes an entry.
                    //go:noinline
                    func (l *Ledger) Remove(index int) error {
                    	if index < 0 || index >= len(l.entries) {
                    		return fmt.Errorf("no entry %d", index)
                    	}
                    	l.entries = append(l.entries[:index], l.entries[index+1:]...)
                    	return nil
                    }

                    // Total sums the entries.
                    //go:noinline
                    func (l *Ledger) Total() int {
                    	sum := 0
                    	for _, e := range l.entries {
                    		sum += e
                    	}
                    	return sum
                    }
                    """,
            "rust", """
                    /// A ledger of entries, kept in memory.
                    pub struct Ledger {
                        entries: Vec<i64>,
                    }

                    impl Ledger {
                        /// Adds an entry.
                        #[inline]
                        pub fn add(&mut self, amount: i64) -> Result<(), String> {
                            if amount == 0 {
                                return Err("zero amounts are not entries".to_string());
                            }
                            self.entries.push(amount);
                            Ok(())
                        }

                        /// Removes an entry.
                        #[must_use]
                        pub fn remove(&mut self, index: usize) -> Option<i64> {
                            if index >= self.entries.len() {
                                return None;
                            }
                            Some(self.entries.remove(index))
                        }

                        /// Sums the entries.
                        #[inline]
                        pub fn total(&self) -> i64 {
                            let mut sum = 0;
                            for e in &self.entries {
                                sum += e;
                            }
                            sum
                        }
                    }
                    """,
            "typescript", """
                    import { logged } from "./logging";

                    /** A ledger of entries, kept in memory. */
                    export class Ledger {
                      private entries: number[] = [];

                      /** Adds an entry. */
                      @logged()
                      add(amount: number): void {
                        if (amount === 0) {
                          throw new Error("zero amounts are not entries");
                        }
                        this.entries.push(amount);
                      }

                      /** Removes an entry. */
                      @logged()
                      remove(index: number): void {
                        if (index < 0 || index >= this.entries.length) {
                          throw new RangeError(`no entry ${index}`);
                        }
                        this.entries.splice(index, 1);
                      }

                      /** Sums the entries. */
                      @logged()
                      total(): number {
                        let sum = 0;
                        for (const e of this.entries) {
                          sum += e;
                        }
                        return sum;
                      }
                    }
                    """,
            "c_sharp", """
                    using System;
                    using System.Collections.Generic;

                    /// <summary>A ledger of entries, kept in memory.</summary>
                    public class Ledger
                    {
                        private readonly List<int> entries = new List<int>();

                        /// <summary>Adds an entry.</summary>
                        [Obsolete]
                        public void Add(int amount)
                        {
                            if (amount == 0)
                            {
                                throw new ArgumentException("zero amounts are not entries");
                            }
                            entries.Add(amount);
                        }

                        /// <summary>Removes an entry.</summary>
                        [Pure]
                        public void Remove(int index)
                        {
                            if (index < 0 || index >= entries.Count)
                            {
                                throw new ArgumentOutOfRangeException(nameof(index));
                            }
                            entries.RemoveAt(index);
                        }

                        /// <summary>Sums the entries.</summary>
                        [Pure]
                        public int Total()
                        {
                            int sum = 0;
                            foreach (var e in entries)
                            {
                                sum += e;
                            }
                            return sum;
                        }
                    }
                    """);

    /**
     * A method too large for one chunk keeps its doc comment with its signature and first lines,
     * where they fit together: the doc went alone into a chunk of its own (kotlinpoet's
     * {@code addNamed}: a 127-token doc, then the signature in the next chunk).
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "at {0} tokens")
    @org.junit.jupiter.params.provider.ValueSource(ints = {256, 512})
    void aSplitMethodKeepsItsDocWithItsSignature(int maxTokens) {
        StringBuilder doc = new StringBuilder("    /**\n     * Adds code using named arguments.\n     *\n");
        for (int i = 0; i < maxTokens / 64; i++) {
            doc.append("     * Named arguments are written as a colon, a name and a type letter, and each name must be in the map.\n");
        }
        doc.append("     */\n");
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < maxTokens / 8; i++) {
            body.append("        if (format.charAt(p) == '%' && next(").append(i).append(") != -1) { parts.add(format.substring(p, next(").append(i).append("))); }\n");
        }
        String java = "class CodeBlock {\n" + doc + "    public Builder addNamed(String format, Map<String, ?> arguments) {\n" + body
                + "        return this;\n    }\n}\n";
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(java).withPath("CodeBlock.java"));

        Chunk signature = chunks.stream().filter(c -> c.text().contains("public Builder addNamed(")).findFirst().orElseThrow();
        assertThat(signature.text()).contains("Adds code using named arguments.", "*/", "if (format.charAt(p)");
    }

    /**
     * Overloads of one name are one unit while they fit together; too large for that, each keeps
     * its own doc comment (a cut fell between one overload's doc and its signature, and in the
     * middle of the next one's doc).
     */
    @org.junit.jupiter.api.Test
    void overloadsTooLargeTogetherEachKeepTheirDoc() {
        StringBuilder scala = new StringBuilder("object Ops {\n");
        for (int i = 1; i <= 4; i++) {
            scala.append("  /**\n   * Repeats the parser at least ").append(i).append(" times, separated by the given separator,\n")
                    .append("   * and returns the values it parsed, or fails at the index where the last run began.\n   */\n")
                    .append("  def rep[V](min: Int").append(", a: Int".repeat(i)).append("): P[V] =\n")
                    .append("    new RepImpls[T](parse0).rep[V](min").append(", a".repeat(i)).append(")\n\n");
        }
        scala.append("}\n");
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(128).build());
        List<Chunk> chunks = new java.util.ArrayList<>(ChunkInvariants.chunkAndCheck(kerf, Source.fromText(scala.toString()).withPath("Ops.scala")));
        // Written with no blank line between them, Java overloads are one unit while they fit together.
        StringBuilder java = new StringBuilder("class Ops {\n");
        for (int i = 1; i <= 4; i++) {
            java.append("  /**\n   * Repeats the parser at least ").append(i).append(" times, separated by the given separator,\n")
                    .append("   * and returns the values it parsed, or fails at the index where the last run began.\n   */\n")
                    .append("  <V> P<V> rep(int min").append(", int a".repeat(i)).append(") {\n")
                    .append("    return new RepImpls<T>(parse0).rep(min").append(", a".repeat(i)).append(");\n  }\n");
        }
        java.append("}\n");
        List<Chunk> javaChunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(java.toString()).withPath("Ops.java"));
        for (int i = 1; i <= 4; i++) {
            String doc = "Repeats the parser at least " + i + " times";
            String signature = "P<V> rep(int min" + ", int a".repeat(i) + ")";
            assertThat(javaChunks).as("Java overload %d", i).anySatisfy(c -> assertThat(c.text()).contains(doc, signature, "return new"));
        }

        for (int i = 1; i <= 4; i++) {
            String doc = "Repeats the parser at least " + i + " times";
            String signature = "def rep[V](min: Int" + ", a: Int".repeat(i) + ")";
            String call = "rep[V](min" + ", a".repeat(i) + ")";
            assertThat(chunks).as("overload %d", i).anySatisfy(c -> assertThat(c.text()).contains(doc, signature, call));
        }
    }

    /**
     * A definition inside a macro call or a call ({@code @inline function add}, {@code private def
     * add}) is described as the definition, kept whole with the docs above it when it fits; Julia's
     * one-line definitions ({@code total(l) = ...}, {@code f(x::T) where {T} = ...}, {@code
     * count(l)::Int = ...}) are functions, and typed variables ({@code smallest::Float64 = 0.0}) are not. The docstring went to the chunk before, with the line {@code @inline function
     * add(...)}, and the body to the next.
     */
    @org.junit.jupiter.api.Test
    void definitionsWrappedInACallKeepTheirDocs() {
        String julia = """
                module Shop

                \"\"\"
                    add(l, e)

                Adds an entry to the ledger, refusing the entries it already holds.
                \"\"\"
                @inline function add(l::Ledger, e::Entry)
                    e in l.entries && throw(ArgumentError("already there"))
                    push!(l.entries, e)
                    return l
                end

                "The sum of the amounts of all the entries."
                total(l::Ledger) = sum(e.amount for e in l.entries)

                Base.length(l::Ledger{T}) where {T} = length(l.entries)

                count(l::Ledger)::Int = length(l.entries)

                largest = total(main_ledger)
                smallest::Float64 = 0.0

                end
                """;
        String ruby = """
                class Ledger
                  def initialize
                    @entries = []
                  end

                  # Adds an entry to the ledger, refusing the entries it already holds.
                  private def add(entry)
                    raise ArgumentError, "already there" if @entries.include?(entry)
                    @entries << entry
                    self
                  end
                end
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(96).granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> jl = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(julia).withPath("shop.jl"));
        assertThat(jl).filteredOn(c -> c.text().contains("@inline function add")).singleElement().satisfies(c -> {
            assertThat(c.text()).contains("Adds an entry", "return l\nend");
            assertThat(c.metadata()).containsEntry("name", "Julia function 'add'");
        });
        assertThat(jl).filteredOn(c -> c.text().contains("total(l::Ledger) =")).singleElement().satisfies(c -> {
            assertThat(c.text()).contains("The sum of the amounts");
            assertThat(c.metadata()).containsEntry("name", "Julia function 'total'");
        });
        assertThat(jl).anySatisfy(c -> assertThat(c.metadata()).containsEntry("name", "Julia function 'Base.length'"));
        assertThat(jl.stream().flatMap(c -> ((List<?>) c.metadata().getOrDefault("symbols", List.of())).stream()).map(String::valueOf))
                .contains("count").doesNotContain("largest", "smallest");
        Kerf small = Kerf.create(ChunkOptions.builder().maxTokens(56).granularity(dev.kerf.Granularity.DEFINITION).build());
        List<Chunk> rb = ChunkInvariants.chunkAndCheck(small, Source.fromText(ruby).withPath("ledger.rb"));
        assertThat(rb).filteredOn(c -> c.text().contains("private def add")).singleElement().satisfies(c -> {
            assertThat(c.text()).contains("# Adds an entry", "    self\n  end");
            assertThat(c.metadata()).containsEntry("name", "Ruby method 'add'");
        });
    }

    /**
     * The comments above a class's first method are the method's: tree-sitter-python and
     * tree-sitter-ruby leave them outside the class body, and they went with the class's first line.
     */
    @org.junit.jupiter.api.Test
    void theCommentAboveAClasssFirstMethodStaysWithIt() {
        String python = """
                class Ledger:
                    # Adds an entry to the ledger, refusing the entries it already holds, and
                    # returns the ledger so that calls chain.
                    def add(self, entry):
                        if entry in self.entries:
                            raise ValueError("already there")
                        self.entries.append(entry)
                        return self

                    def total(self):
                        return sum(e.amount for e in self.entries)
                """;
        String ruby = """
                class Ledger
                  # Adds an entry to the ledger, refusing the entries it already holds, and
                  # returns the ledger so that calls chain.
                  def add(entry)
                    raise ArgumentError, "already there" if @entries.include?(entry)
                    @entries << entry
                    self
                  end

                  def total
                    @entries.sum(&:amount)
                  end
                end
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(64).granularity(dev.kerf.Granularity.DEFINITION).build());
        for (String[] sample : new String[][] {{python, "ledger.py", "def add", "Python function 'add'"},
                {ruby, "ledger.rb", "def add", "Ruby method 'add'"}}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(sample[0]).withPath(sample[1]));
            assertThat(chunks).as(sample[1]).filteredOn(c -> c.text().contains(sample[2])).singleElement().satisfies(c -> {
                assertThat(c.text().strip()).startsWith("# Adds an entry");
                assertThat(c.metadata()).containsEntry("name", sample[3]);
            });
        }
    }

    /**
     * A definition whose doc comment alone is over the limit: its code ends the chunk of the doc's
     * last part, or a chunk of its own, never the start of a chunk that goes on into the next
     * definition's doc comment (swift-argument-parser's postTerminator went to a chunk named after
     * the next property). Every part names the definition as parent_semantic_node, and an
     * Elixir heredoc's closing quotes end the part that holds its last words.
     */
    @org.junit.jupiter.api.Test
    void theCodeOfADefinitionWhoseDocIsCutEndsItsOwnChunk() {
        StringBuilder swift = new StringBuilder("public struct Strategy {\n");
        for (String name : List.of("postTerminator", "captureForPassthrough")) {
            for (int i = 0; i < 30; i++) {
                swift.append("  /// Line ").append(i).append(" of the documentation of ").append(name).append(", which explains the strategy.\n");
            }
            swift.append("  public static var ").append(name).append(": Strategy {\n    self.init(base: .").append(name).append(")\n  }\n\n");
        }
        swift.append("}\n");
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(256).build()),
                Source.fromText(swift.toString()).withPath("Strategy.swift"));
        for (String name : List.of("postTerminator", "captureForPassthrough")) {
            Chunk code = chunks.stream().filter(c -> c.text().contains("public static var " + name)).findFirst().orElseThrow();
            assertThat(code.text()).as("the chunk holding %s's code", name).doesNotContain("/// Line 0 of");
            assertThat(code.metadata()).containsEntry("name", "Swift variable '" + name + "'")
                    .containsEntry("parent_semantic_node", "Swift variable '" + name + "'");
        }

        StringBuilder elixir = new StringBuilder("defmodule Plug.Conn.Utils do\n  @doc ~S\"\"\"\n  Parses media types.\n\n");
        for (String type : List.of("text/plain", "application/json", "text/html", "image/png", "application/xml", "text/css", "audio/ogg")) {
            elixir.append("      iex> media_type \"").append(type).append("\"\n      {:ok, \"").append(type.replace("/", "\", \""))
                    .append("\", %{}}\n\n");
        }
        elixir.append("  \"\"\"\n  @spec media_type(binary) :: {:ok, binary, binary, map} | :error\n")
                .append("  def media_type(binary) when is_binary(binary) do\n    mt_first(binary, \"\")\n  end\nend\n");
        chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(128).build()),
                Source.fromText(elixir.toString()).withPath("lib/plug/conn/utils.ex"));
        assertThat(chunks).hasSizeGreaterThan(1);
        for (Chunk c : chunks) {
            assertThat(c.text().strip()).as("chunk %s", c.index()).doesNotStartWith("\"\"\"");
            if (!c.text().contains("defmodule")) {
                assertThat(c.metadata()).as("chunk %s", c.index()).containsEntry("parent_semantic_node", "Elixir function 'media_type'");
            }
        }
    }

    /**
     * moshi's AppliedType: the class's doc comment and signature (about 50 tokens) make a chunk of
     * their own, and the documented method below, which fits alone but not with them, is whole
     * with its doc comment. The method was split so that its doc comment joined the class's
     * header, and the method opened the next chunk without it.
     */
    @Test
    void aMethodBelowAClassHeaderThatMakesAChunkKeepsItsDocComment() {
        String kotlin = """
                /**
                 * A concrete type like `List<String>` with enough information to know how to resolve its type
                 * variables.
                 */
                internal class AppliedType
                private constructor(val type: KSClassDeclaration, val typeName: TypeName = type.toClassName()) {

                  /**
                   * Returns all super classes of this, recursively. Only [CLASS] is used as we can't really use
                   * other types.
                   */
                  fun superclasses(resolver: Resolver): LinkedHashSet<AppliedType> {
                    val result: LinkedHashSet<AppliedType> = LinkedHashSet()
                    result.add(this)
                    for (supertype in type.getAllSuperTypes()) {
                      val decl = supertype.declaration
                      check(decl is KSClassDeclaration)
                      if (decl.classKind != CLASS) {
                        continue
                      }
                      result.add(AppliedType(decl, decl.toClassName()))
                    }
                    return result
                  }

                  override fun toString() = type.qualifiedName!!.asString()
                }
                """;
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(160).build());
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(kerf, Source.fromText(kotlin).withPath("AppliedType.kt"));
        assertThat(chunks).filteredOn(c -> c.text().contains("fun superclasses")).singleElement()
                .satisfies(c -> assertThat(c.text()).startsWith("  /**\n   * Returns all super classes").contains("return result\n  }"));
        assertThat(chunks.getFirst().text()).as("the class's header, alone").startsWith("/**").endsWith("type.toClassName()) {");
    }
}
