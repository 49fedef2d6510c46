export 'search_form/search_bar/search_bar_component.dart';
export 'search_form/search_body/search_body_component.dart';
export 'search_form/search_body/search_results/search_result_item/search_result_item_component.dart';
export 'search_form/search_body/search_results/search_results_component.dart';
export 'search_form/search_form_component.dart';
