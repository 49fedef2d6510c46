export 'bottom_loader.dart';
export 'post_list_item.dart';
