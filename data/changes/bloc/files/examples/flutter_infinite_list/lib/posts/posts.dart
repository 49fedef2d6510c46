export 'bloc/post_bloc.dart';
export 'models/models.dart';
export 'view/view.dart';
export 'widgets/widgets.dart';
