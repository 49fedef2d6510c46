export 'restartable_stream_bloc.dart';
export 'stream_bloc.dart';
