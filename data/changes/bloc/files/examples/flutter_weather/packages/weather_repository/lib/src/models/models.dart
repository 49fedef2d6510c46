export 'weather.dart';
