/// Tools for building applications using the
/// [bloc state management library](https://pub.dev/packages/bloc).
///
/// ```sh
/// # activate bloc_tools
/// dart pub global activate bloc_tools
///
/// # see usage
/// bloc --help
/// ```
///
/// Get started at [bloclibrary.dev](https://bloclibrary.dev) 🚀
library bloc_tools;
