export 'language_server/language_server_command.dart';
export 'lint/lint_command.dart';
export 'new/new_command.dart';
