export 'complex_list_page.dart';
