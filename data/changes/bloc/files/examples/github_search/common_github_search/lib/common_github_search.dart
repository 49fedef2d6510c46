export 'src/github_cache.dart';
export 'src/github_client.dart';
export 'src/github_repository.dart';
export 'src/github_search_bloc/github_search_bloc.dart';
export 'src/github_search_bloc/github_search_event.dart';
export 'src/github_search_bloc/github_search_state.dart';
export 'src/models/models.dart';
