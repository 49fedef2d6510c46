export 'bloc/catalog_bloc.dart';
export 'models/models.dart';
export 'view/catalog_page.dart';
