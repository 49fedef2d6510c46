export 'password.dart';
export 'username.dart';
