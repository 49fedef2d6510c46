export 'avatar.dart';
