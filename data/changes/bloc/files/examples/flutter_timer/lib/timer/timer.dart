export 'bloc/timer_bloc.dart';
export 'view/timer_page.dart';
