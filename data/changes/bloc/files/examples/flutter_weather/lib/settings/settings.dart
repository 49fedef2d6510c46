export 'view/settings_page.dart';
