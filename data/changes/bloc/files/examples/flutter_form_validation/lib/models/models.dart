export 'email.dart';
export 'password.dart';
