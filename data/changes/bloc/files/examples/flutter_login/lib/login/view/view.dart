export 'login_form.dart';
export 'login_page.dart';
