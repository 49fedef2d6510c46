package dev.kerf.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kerf.Chunk;
import dev.kerf.ChunkInvariants;
import dev.kerf.ChunkMetadata;
import dev.kerf.ChunkOptions;
import dev.kerf.Granularity;
import dev.kerf.Kerf;
import dev.kerf.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Dart 3's class modifiers ({@code sealed}, {@code final}, {@code base}, {@code interface}),
 * switch expressions, patterns and records are read as Dart, not as ERROR regions. With
 * tree-sitter-dart 1.0.0 a file of the bloc library's examples such as this one was one import
 * chunk and module text: 44 of the {@code bloc} change set's 506 files had parse errors, and the
 * chunk that began with the import and held four classes was described as "Dart import"; with
 * {@code @sengac/tree-sitter-dart} 1.1.6, 5 files (it still reads an object pattern in a switch
 * expression, {@code CounterIncrementPressed() => ...}, as an error).
 */
class Dart3SyntaxTest {
    private static final String COUNTER = """
            import 'package:bloc/bloc.dart';

            /// Base counter event.
            sealed class CounterEvent {}

            /// Notifies bloc to increment state.
            final class CounterIncrementPressed extends CounterEvent {}

            base class Shape {}

            interface class Drawable {}

            /// A simple [Bloc] that manages an `int` as its state.
            class CounterBloc extends Bloc<CounterEvent, int> {
              CounterBloc() : super(0) {
                on<CounterIncrementPressed>((event, emit) => emit(state + 1));
              }

              String describe(int count) => switch (count) {
                    0 => 'none',
                    _ => 'some',
                  };

              (int, String) pair() {
                final (count, label) = (state, 'count');
                return (count, label);
              }
            }
            """;

    private static List<Chunk> chunks(String code, int maxTokens) {
        Kerf kerf = Kerf.create(ChunkOptions.builder().maxTokens(maxTokens).granularity(Granularity.DEFINITION).build());
        return ChunkInvariants.chunkAndCheck(kerf, Source.fromText(code).withPath("lib/counter_bloc.dart"));
    }

    @Test
    void classModifiersSwitchExpressionsAndRecordsParseAsDart() {
        List<Chunk> chunks = chunks(COUNTER, 48);
        assertThat(chunks).noneSatisfy(c -> assertThat(c.metadata()).containsKey("has_parse_errors"));
        assertThat(chunks).extracting(c -> c.metadata().get("name")).contains(
                "Dart class 'CounterEvent'", "Dart class 'CounterIncrementPressed'", "Dart class 'Shape'",
                "Dart class 'Drawable'", "Dart class 'CounterBloc'", "Dart method 'describe'", "Dart method 'pair'");
    }

    @Test
    void aChunkThatOpensWithTheImportIsDescribedByTheClassesItHolds() {
        // The defaults: packed, so the import shares its chunk with the small classes after it.
        Chunk first = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(256).build()),
                Source.fromText(COUNTER).withPath("lib/counter_bloc.dart")).getFirst();
        assertThat(first.text()).startsWith("import 'package:bloc/bloc.dart';");
        assertThat(first.metadata().get("classification")).isEqualTo("CLASS");
        assertThat(ChunkMetadata.texts(first.metadata(), "symbols")).contains("CounterEvent", "CounterIncrementPressed");
    }

    /**
     * Valid Dart the grammar reads as ERROR is read a second time without it: an abstract field
     * ({@code abstract final int port;}), a label above {@code await for}, and named arguments
     * called {@code set} and {@code get} (the fourth trial's 13 chunks with parse errors).
     */
    @Test
    void abstractFieldsLabelsAndAccessorNamedArgumentsParse() {
        String dart = """
                abstract class Config {
                  abstract final int port;
                  external String get host;
                }

                Future<void> drain(Stream<int> events) async {
                  outer:
                  await for (final value in events) {
                    if (value < 0) break outer;
                  }
                }

                void configure(Registry registry) {
                  registry.register(set: true, get: false);
                  registry.property(get: () => 1, set: (value) {});
                }
                """;
        for (int max : new int[] {24, 256}) {
            List<Chunk> chunks = chunks(dart, max);
            assertThat(chunks).noneSatisfy(c -> assertThat(c.metadata()).containsKey("has_parse_errors"));
            assertThat(chunks.stream().flatMap(c -> ChunkMetadata.texts(c.metadata(), "symbols").stream()).toList())
                    .contains("Config", "drain", "configure");
        }
    }

    /** A Dart 3 extension type is a definition, named by its name: 97 in dart-lang/http's bindings were module text. */
    @Test
    void extensionTypesAreDefinitions() {
        String meters = """
                extension type Meters(int value) {
                  Meters operator +(Meters other) => Meters(value + other.value);
                  bool get isZero => value == 0;
                }

                class Foo {
                  int x = 1;
                }
                """;
        List<Chunk> chunks = ChunkInvariants.chunkAndCheck(Kerf.create(ChunkOptions.builder().maxTokens(512).build()),
                Source.fromText(meters).withPath("lib/src/meters.dart"));
        assertThat(chunks).singleElement().satisfies(c -> {
            assertThat(ChunkMetadata.texts(c.metadata(), "symbols")).containsExactly("Meters", "operator +", "isZero", "Foo");
            assertThat(c.metadata()).containsEntry("name", "Dart class 'Meters'");
        });
    }
}
