export 'counter_cubit.dart';
export 'fake_async_cubit.dart';
export 'seeded_cubit.dart';
