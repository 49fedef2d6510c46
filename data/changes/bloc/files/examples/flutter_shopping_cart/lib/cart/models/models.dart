export 'cart.dart';
