export 'bloc/login_bloc.dart';
export 'models/models.dart';
export 'view/view.dart';
