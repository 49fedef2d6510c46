export 'cubit/counter_cubit.dart';
export 'view/view.dart';
