/// A testing library which makes it easy to test blocs.
///
/// Get started at [bloclibrary.dev](https://bloclibrary.dev) 🚀
library bloc_test;

export 'src/bloc_test.dart';
export 'src/mock_bloc.dart';
export 'src/when_listen.dart';
