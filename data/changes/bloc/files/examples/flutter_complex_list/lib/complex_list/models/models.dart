export 'item.dart';
