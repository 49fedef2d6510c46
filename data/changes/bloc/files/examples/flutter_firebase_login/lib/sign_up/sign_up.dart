export 'cubit/sign_up_cubit.dart';
export 'view/view.dart';
