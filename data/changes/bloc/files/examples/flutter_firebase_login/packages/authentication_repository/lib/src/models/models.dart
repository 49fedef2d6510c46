export 'user.dart';
