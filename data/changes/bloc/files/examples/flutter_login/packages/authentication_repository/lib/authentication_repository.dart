export 'src/authentication_repository.dart';
