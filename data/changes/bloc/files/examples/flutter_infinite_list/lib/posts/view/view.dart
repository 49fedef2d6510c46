export 'posts_list.dart';
export 'posts_page.dart';
