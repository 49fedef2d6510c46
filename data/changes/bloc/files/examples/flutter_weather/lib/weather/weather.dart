export 'package:weather_repository/weather_repository.dart'
    show WeatherCondition;
export 'cubit/weather_cubit.dart';
export 'models/models.dart';
export 'view/weather_page.dart';
export 'widgets/widgets.dart';
