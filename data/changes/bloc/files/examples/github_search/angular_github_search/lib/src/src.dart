export 'github_search.dart';
