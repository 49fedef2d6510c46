export 'src/models/models.dart';
export 'src/weather_repository.dart';
