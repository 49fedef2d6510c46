export 'bloc_pipe.dart' show BlocPipe;
