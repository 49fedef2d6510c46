package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkOptions;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Valid Swift that tree-sitter-swift cannot read, read again rewritten (the chunks keep the text as
 * written): a macro as a default value, {@code nonisolated(unsafe)}, a typed {@code throws(E)};
 * Alamofire's empty tuples as values, {@code sending} parameters and {@code #warning} in a type.
 */
class SwiftRereadingTest {
    /** swift-argument-parser's test helpers, each about 85 tokens, with a sourceLocation parameter. */
    private static final String HELPERS = """
            import Testing
            import XCTest

            public func AssertResultFailure<T, U: Error>(
              _ expression: @autoclosure () -> Result<T, U>,
              file: StaticString = #filePath,
              line: UInt = #line,
              sourceLocation: SourceLocation = #_sourceLocation
            ) {
              switch expression() {
              case .success:
                XCTFail("Incorrectly succeeded", file: file, line: line)
              case .failure:
                break
              }
            }

            public func AssertErrorMessage<A>(
              _ type: A.Type, _ arguments: [String], _ errorMessage: String,
              file: StaticString = #filePath,
              line: UInt = #line,
              sourceLocation: SourceLocation = #_sourceLocation
            ) {
              do {
                _ = try A.parse(arguments)
                XCTFail("Parsing should have failed.", file: file, line: line)
              } catch {
                XCTAssertEqual(A.message(for: error), errorMessage, file: file, line: line)
              }
            }

            nonisolated(unsafe) var cache: [String: Int] = [:]

            func parse(_ text: String) throws(ParseError) -> Int {
              return text.count
            }
            """;

    @Test
    void macrosAsValuesAndParenthesizedModifiersLeaveEachFunctionWhole() {
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(128).build()),
                Source.fromText(HELPERS).withPath("Tests/TestHelpers.swift"));
        assertThat(chunks).noneMatch(c -> Boolean.TRUE.equals(c.metadata().get("has_parse_errors")));
        for (String name : List.of("AssertResultFailure", "AssertErrorMessage", "parse")) {
            assertThat(chunks).as(name).filteredOn(c -> c.text().contains("func " + name)).singleElement()
                    .satisfies(c -> {
                        assertThat(c.metadata()).containsEntry("name", "Swift function '" + name + "'");
                        assertThat(c.text()).contains(name.equals("parse") ? "return text.count\n}" : "  }\n}");
                    });
        }
        assertThat(chunks).anyMatch(c -> String.valueOf(c.metadata().get("symbols")).contains("cache"));
    }

    /** Alamofire 5.10's Swift, each construct of which said has_parse_errors in its chunk. */
    private static final String ALAMOFIRE = """
            final class Protected<Value> {
                #if canImport(Darwin)
                private let lock = UnfairLock()
                #else
                #warning("This platform needs a lock.")
                private let lock = NSLock()
                #endif

                func validate() -> Result<Void, Error> {
                    guard isValid else { return .failure(ValidationError.invalid) }
                    return .success(())
                }

                func performEvent(_ event: sending @escaping (Int) -> Void) {
                    queue.async { event(1) }
                }
            }
            """;

    @Test
    void emptyTuplesSendingParametersAndWarningsInATypeParse() {
        for (int max : new int[] {32, 512}) {
            List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(max).build()),
                    Source.fromText(ALAMOFIRE).withPath("Source/Core/Protected.swift"));
            assertThat(chunks).as("at %d tokens", max).noneMatch(c -> Boolean.TRUE.equals(c.metadata().get("has_parse_errors")));
            assertThat(chunks.stream().map(c -> String.valueOf(c.metadata().get("symbols"))))
                    .anyMatch(s -> s.contains("validate")).anyMatch(s -> s.contains("performEvent"));
        }
    }
}
