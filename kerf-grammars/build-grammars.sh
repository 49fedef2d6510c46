#!/usr/bin/env bash
# Builds the grammar library of one platform: the tree-sitter core and every grammar of grammars.tsv,
# fetched from the npm registry at their pinned versions and compiled with gcc -O2 into one shared
# library. Built for the machine it runs on, the core is built twice: once to record a profile
# while train-core.c parses the pinned packages' own sources, then again with that profile (it
# parses every grammar 15-20% faster; see below). Cross-built libraries have no profile: the
# training program would have to run on the target.
#
#   build-grammars.sh OUTPUT_DIR [PLATFORM...]
#
# PLATFORM is this machine's by default ("host" names it too; a list may be one argument, split at
# spaces or commas). From Linux x86-64 it can also be linux-aarch64 (Debian's
# gcc-aarch64-linux-gnu) or windows-x86-64 (Debian's gcc-mingw-w64-x86-64). On a Mac it builds
# macos-aarch64 or macos-x86-64 with the system's clang and ld (not tested by kerf's CI).
# The library goes to OUTPUT_DIR/PLATFORM/. It is cached by the hash of grammars.tsv, this script,
# train-core.c and the platform (in OUTPUT_DIR and in ~/.cache/kerf-grammars), so the C step reruns
# only when the pins change.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
core="tree-sitter@0.25.1"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) host=linux-x86-64 ;;
  Linux-aarch64 | Linux-arm64) host=linux-aarch64 ;;
  Darwin-arm64) host=macos-aarch64 ;;
  Darwin-x86_64) host=macos-x86-64 ;;
  *) host="unknown-$(uname -s)-$(uname -m)" ;;
esac
platforms="${*:2}"
platforms="${platforms//,/ }"
if [ "$(wc -w <<< "$platforms")" -gt 1 ]; then
  for p in $platforms; do bash "$0" "$1" "$p"; done
  exit 0
fi
platform="$(echo ${platforms:-host})"
[ "$platform" = host ] && platform="$host"
# Tool prefix, library name, and whether the profile-guided core can be trained (it runs here).
pgo=no
case "$platform" in
  "$host")
    prefix=""
    case "$platform" in linux-*) pgo=yes ;; esac ;;
  linux-aarch64) prefix="aarch64-linux-gnu-" ;;
  linux-x86-64) prefix="x86_64-linux-gnu-" ;;
  windows-x86-64) prefix="x86_64-w64-mingw32-" ;;
  *) echo "kerf-grammars: cannot build for $platform on $host (see the comment at the top of $0)" >&2; exit 2 ;;
esac
case "$platform" in
  linux-*) lib_name="libkerf-grammars.so" ;;
  windows-*) lib_name="kerf-grammars.dll" ;;
  macos-*) lib_name="libkerf-grammars.dylib" ;;
  *) echo "kerf-grammars: no library is built for $platform: syntax chunking falls back to delimiters there" >&2; exit 2 ;;
esac
cc="${prefix}gcc"
case "$platform" in macos-*) cc="cc" ;; esac

out="$1/$platform"
sha256() { if command -v sha256sum >/dev/null; then sha256sum; else shasum -a 256; fi; }
stamp="$( (cat "$here/grammars.tsv" "$here/build-grammars.sh" "$here/train-core.c"; echo "$platform") | sha256 | cut -c1-16)"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/kerf-grammars/$stamp"
mkdir -p "$out"
if [ -f "$out/$lib_name" ] && [ "$(cat "$out/stamp" 2>/dev/null)" = "$stamp" ]; then
  exit 0
fi
if [ -f "$cache/$lib_name" ]; then
  cp "$cache/$lib_name" "$out/$lib_name"; echo "$stamp" > "$out/stamp"
  echo "kerf-grammars: $platform $lib_name from cache ($cache)"
  exit 0
fi
case "$platform" in
  macos-*) tools="npm cc ld strip tar" ;;
  *) tools="npm $cc ${prefix}ld ${prefix}objcopy ${prefix}strip tar" ;;
esac
for tool in $tools; do
  command -v "$tool" >/dev/null || { echo "kerf-grammars: building for $platform needs $tool on the PATH" >&2; exit 1; }
done

work="$out/work"
rm -rf "$work"; mkdir -p "$work/pkg" "$work/obj"
echo "kerf-grammars: fetching packages from the npm registry"
packages="$(grep -v '^#' "$here/grammars.tsv" | sed 1d | cut -f2 | sort -u)"
(cd "$work/pkg" && npm pack --silent $core $packages >/dev/null)
for tgz in "$work"/pkg/*.tgz; do
  dir="${tgz%.tgz}"; mkdir -p "$dir"; tar xzf "$tgz" -C "$dir"
done

echo "kerf-grammars: compiling for $platform"
core_dir="$(ls -d "$work"/pkg/tree-sitter-0.*/package)"
jobs=()
# One Makefile so that make -j compiles on every core.
mk="$work/Makefile"
{
  # -fno-semantic-interposition: calls inside the core bind directly, as in a static build
  # (measured: the Java grammar parsed 15% slower from a plain -fPIC library).
  case "$platform" in
    windows-*) echo "CFLAGS = -O2 -w" ;;
    *) echo "CFLAGS = -O2 -fPIC -fno-semantic-interposition -w" ;;
  esac
  echo "CC = $cc"
  echo "CORE = -std=c11 -D_POSIX_C_SOURCE=200112L -D_DEFAULT_SOURCE -I $core_dir/vendor/tree-sitter/lib/include -I $core_dir/vendor/tree-sitter/lib/src $core_dir/vendor/tree-sitter/lib/src/lib.c"
  if [ "$pgo" = yes ]; then echo "all: $work/pgo/core.o"; else echo "all: $work/obj/core.o"; fi
  echo "PROFILE = -fprofile-generate"
  echo "$work/pgo/core.o: ; mkdir -p $work/pgo && \$(CC) \$(CFLAGS) \$(PROFILE) \$(CORE) -c -o \$@"
  # Without a profile: cross builds, or when the profile-guided build fails.
  echo "$work/obj/core.o: ; \$(CC) \$(CFLAGS) \$(CORE) -c -o \$@"
} > "$mk"
while IFS=$'\t' read -r lang pkg _; do
  name="${pkg%@*}"; version="${pkg##*@}"; base="${name#@}"; base="${base//\//-}"
  dir="$work/pkg/$base-$version/package"
  # The grammar's own src folder: the one whose parser.c defines tree_sitter_<lang>.
  parser="$(grep -l -E "tree_sitter_${lang} *\( *(void)? *\)" $(find "$dir" -name parser.c -path '*/src/*') 2>/dev/null | head -n 1 || true)"
  if [ -z "$parser" ]; then echo "kerf-grammars: no parser.c for $lang in $pkg" >&2; exit 1; fi
  src="$(dirname "$parser")"
  objs="$work/obj/$lang.parser.o"
  echo "$work/obj/$lang.parser.o: ; \$(CC) \$(CFLAGS) -std=c11 -I $src -c $src/parser.c -o \$@" >> "$mk"
  if [ -f "$src/scanner.c" ]; then
    objs="$objs $work/obj/$lang.scanner.o"
    echo "$work/obj/$lang.scanner.o: ; \$(CC) \$(CFLAGS) -std=c11 -I $src -c $src/scanner.c -o \$@" >> "$mk"
  fi
  # Merge a grammar's objects and keep only its entry point global: scanners export generic names.
  case "$platform" in
    macos-*) echo "$work/obj/$lang.o: $objs ; ld -r -exported_symbol _tree_sitter_$lang $objs -o \$@" >> "$mk" ;;
    *) echo "$work/obj/$lang.o: $objs ; ${prefix}ld -r $objs -o \$@.tmp && ${prefix}objcopy --keep-global-symbol=tree_sitter_$lang \$@.tmp \$@ && rm \$@.tmp" >> "$mk" ;;
  esac
  echo "all: $work/obj/$lang.o" >> "$mk"
done < <(grep -v '^#' "$here/grammars.tsv" | sed 1d)
make -s -f "$mk" -j "$(nproc)" all

# The profile-guided core. Trained on the C grammar over the core's own sources and on the
# JavaScript grammar over every package's grammar.js: inputs fixed by the pins, so a cached library
# stays what a rebuild would give. Measured on 2 cores: Python stdlib 8.7 -> 10.2 MB/s, JDK sources
# 15.1 -> 18.2 MB/s (neither language is in the training). Parse results are the same; only speed changes.
pgo_dir="$work/pgo"
if [ "$pgo" = yes ] && gcc -O2 -fprofile-generate -w -I "$core_dir/vendor/tree-sitter/lib/include" "$here/train-core.c" "$pgo_dir/core.o" \
      "$work/obj/c.o" "$work/obj/javascript.o" -o "$pgo_dir/train-core" \
    && "$pgo_dir/train-core" c "$core_dir"/vendor/tree-sitter/lib/src/*.[ch] \
    && "$pgo_dir/train-core" javascript $(find "$work/pkg" -name grammar.js -not -path '*/node_modules/*' | sort) \
    && make -s -f "$mk" PROFILE="-fprofile-use -fprofile-partial-training -Wno-missing-profile" -B "$pgo_dir/core.o"; then
  mv "$pgo_dir/core.o" "$work/obj/core.o"
else
  if [ "$pgo" = yes ]; then
    echo "kerf-grammars: the profile-guided build of the core failed; building it without a profile" >&2
  fi
  make -s -f "$mk" "$work/obj/core.o"
fi
grammar_objs="$(ls "$work"/obj/*.o | grep -v -e '\.parser\.o$' -e '\.scanner\.o$' -e '/core\.o$')"
case "$platform" in
  # A grammar marks its entry point dllexport, which would make it the DLL's only export: export
  # the core's ts_* functions too. libgcc is linked in, so the DLL needs only Windows' own DLLs.
  windows-*) "$cc" -shared -static-libgcc -Wl,--export-all-symbols -o "$work/$lib_name" "$work"/obj/core.o $grammar_objs
             "${prefix}strip" --strip-unneeded "$work/$lib_name" ;;
  macos-*) "$cc" -dynamiclib -o "$work/$lib_name" "$work"/obj/core.o $grammar_objs
           strip -x "$work/$lib_name" ;;
  *) "$cc" -shared -o "$work/$lib_name" "$work"/obj/core.o $grammar_objs
     "${prefix}strip" --strip-unneeded "$work/$lib_name" ;;
esac
mkdir -p "$cache" && cp "$work/$lib_name" "$cache/$lib_name" || true
mv "$work/$lib_name" "$out/$lib_name"
echo "$stamp" > "$out/stamp"
rm -rf "$work"
echo "kerf-grammars: built $platform $out/$lib_name ($(du -h "$out/$lib_name" | cut -f1))"
