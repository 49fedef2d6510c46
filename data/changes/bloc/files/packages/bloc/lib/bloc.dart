/// A predictable state management library for [Dart](https://dart.dev).
///
/// Get started at [bloclibrary.dev](https://bloclibrary.dev) 🚀
library bloc;

export 'src/bloc.dart';
export 'src/bloc_observer.dart';
export 'src/change.dart';
export 'src/cubit.dart';
export 'src/transition.dart';
