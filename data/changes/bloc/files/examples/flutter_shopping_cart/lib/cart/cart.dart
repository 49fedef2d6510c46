export 'bloc/cart_bloc.dart';
export 'models/models.dart';
export 'view/cart_page.dart';
