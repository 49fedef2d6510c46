export 'src/authentication_repository.dart';
export 'src/models/models.dart';
