export 'view/home_page.dart';
