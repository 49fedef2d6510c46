export 'cubit/login_cubit.dart';
export 'view/view.dart';
