/// An extension to the [bloc state management library](https://pub.dev/packages/bloc)
/// which adds support for undo and redo.
///
/// Get started at [bloclibrary.dev](https://bloclibrary.dev) 🚀
library replay_bloc;

export 'package:bloc/bloc.dart';
export 'src/replay_cubit.dart';
