export 'location.dart';
export 'weather.dart';
