export 'async/async_bloc.dart';
export 'complex/complex_bloc.dart';
export 'counter/counter.dart';
export 'internal_add/internal_add_bloc.dart';
export 'seeded/seeded_bloc.dart';
export 'simple/simple_bloc.dart';
export 'stream/stream.dart';
export 'unawaited/unawaited_bloc.dart';
