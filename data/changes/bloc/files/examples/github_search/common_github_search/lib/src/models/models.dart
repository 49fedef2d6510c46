export 'github_user.dart';
export 'search_result.dart';
export 'search_result_error.dart';
export 'search_result_item.dart';
