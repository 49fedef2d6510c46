export 'counter_page.dart';
export 'counter_view.dart';
