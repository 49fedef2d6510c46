export 'src/models/models.dart';
export 'src/user_repository.dart';
