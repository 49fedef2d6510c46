export 'counter_bloc.dart';
export 'counter_error_bloc.dart';
export 'counter_exception_bloc.dart';
export 'merge_bloc.dart';
export 'on_error_bloc.dart';
export 'on_event_error_bloc.dart';
export 'on_exception_bloc.dart';
export 'on_transition_error_bloc.dart';
