export 'src/models/models.dart';
export 'src/open_meteo_api_client.dart';
