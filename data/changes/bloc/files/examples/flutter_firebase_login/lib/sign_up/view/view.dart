export 'sign_up_form.dart';
export 'sign_up_page.dart';
