import 'package:angular_github_search/app_component.template.dart' as ng;
import 'package:ngdart/angular.dart';

void main() {
  runApp(ng.AppComponentNgFactory);
}
