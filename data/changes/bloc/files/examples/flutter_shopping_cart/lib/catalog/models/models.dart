export 'catalog.dart';
export 'item.dart';
