export 'bloc/timeline_bloc.dart';
export 'models/models.dart';
export 'view/timeline_page.dart';
