/// Angular components that make it easy to implement the BLoC design pattern.
/// Built to be used with the [bloc state management package](https://pub.dev/packages/bloc).
///
/// Get started at [bloclibrary.dev](https://bloclibrary.dev) 🚀
library angular_dart;

export 'package:bloc/bloc.dart';
export 'src/pipes/pipes.dart';
