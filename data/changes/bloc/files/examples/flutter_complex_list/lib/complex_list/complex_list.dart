export 'cubit/complex_list_cubit.dart';
export 'models/models.dart';
export 'view/view.dart';
