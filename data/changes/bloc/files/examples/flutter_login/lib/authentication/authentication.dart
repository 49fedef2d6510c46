export 'bloc/authentication_bloc.dart';
