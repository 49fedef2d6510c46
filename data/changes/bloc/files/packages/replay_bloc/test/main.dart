import 'replay_bloc_test.dart' as replay_bloc_test;
import 'replay_cubit_test.dart' as replay_cubit_test;

void main() {
  replay_cubit_test.main();
  replay_bloc_test.main();
}
