export 'task.dart';
export 'transformer.dart';
