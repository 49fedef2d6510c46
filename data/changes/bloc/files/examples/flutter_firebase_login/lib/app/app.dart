export 'bloc/app_bloc.dart';
export 'bloc_observer.dart';
export 'routes/routes.dart';
export 'view/app.dart';
