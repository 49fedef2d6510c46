import 'package:hive_ce/hive.dart';

/// The storage migration implementation stub.
Future<dynamic> migrate(String directory, Box<dynamic> box) async {}
