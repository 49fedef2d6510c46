export 'post.dart';
