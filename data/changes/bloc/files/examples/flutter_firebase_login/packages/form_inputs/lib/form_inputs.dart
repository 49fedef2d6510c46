export 'src/confirmed_password.dart';
export 'src/email.dart';
export 'src/password.dart';
