export 'view/home_page.dart';
export 'widgets/widgets.dart';
