#!/usr/bin/env bash
# Proves that the grammar libraries built for other platforms parse there. Builds parse-check for
# each platform found in NATIVE_DIR, runs it on that platform's library (linux-aarch64 under
# qemu-user, windows-x86-64 under wine, this machine's natively) over kerf-syntax's fixtures, and
# fails unless every grammar loads everywhere and every platform prints the same line per file as
# this machine's library.
#
#   check-platforms.sh NATIVE_DIR        (NATIVE_DIR/<platform>/<library>, as build-grammars.sh writes)
#
# Needs gcc, and for the other platforms what builds and runs them: gcc-aarch64-linux-gnu and
# qemu-user-static, gcc-mingw-w64-x86-64 and wine (Debian's packages).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
native="$(cd "$1" && pwd)"
fixtures="$here/../kerf-syntax/src/test/resources/fixtures/syntax"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# LANGUAGE=FILE for every fixture whose name starts with a language of grammars.tsv.
languages="$(grep -v '^#' "$here/grammars.tsv" | sed 1d | cut -f1)"
args=()
for f in $(cd "$fixtures" && ls | grep -v '\.expect$' | sort); do
  lang="${f%%.*}"
  if grep -qx "$lang" <<< "$languages"; then args+=("$lang=$f"); fi
done
[ "${#args[@]}" -ge 20 ] || { echo "check-platforms: only ${#args[@]} fixtures found in $fixtures" >&2; exit 1; }

run() { # PLATFORM: its parse-check's output, with Windows' line ends made Unix ones
  local platform="$1" src="$here/check/parse-check.c"
  case "$platform" in
    linux-x86-64)
      gcc -O1 -w "$src" -ldl -o "$work/parse-check"
      (cd "$fixtures" && "$work/parse-check" "$native/$platform/libkerf-grammars.so" "$here/grammars.tsv" "${args[@]}") ;;
    linux-aarch64)
      aarch64-linux-gnu-gcc -O1 -w "$src" -ldl -o "$work/parse-check-aarch64"
      (cd "$fixtures" && qemu-aarch64-static -L /usr/aarch64-linux-gnu "$work/parse-check-aarch64" \
        "$native/$platform/libkerf-grammars.so" "$here/grammars.tsv" "${args[@]}") ;;
    windows-x86-64)
      x86_64-w64-mingw32-gcc -O1 -w "$src" -o "$work/parse-check.exe"
      export WINEPREFIX="$work/wine" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
      (cd "$fixtures" && wine "$work/parse-check.exe" "$(winepath -w "$native/$platform/kerf-grammars.dll" 2>/dev/null)" \
        "$(winepath -w "$here/grammars.tsv" 2>/dev/null)" "${args[@]}" 2>/dev/null) | tr -d '\r' ;;
    *) echo "check-platforms: no way to run $platform here" >&2; return 1 ;;
  esac
}

run linux-x86-64 > "$work/expected"
grep -q "^grammars: \([0-9]*\) of \1 load$" "$work/expected" || { cat "$work/expected"; exit 1; }
status=0
for dir in "$native"/*/; do
  platform="$(basename "$dir")"
  [ "$platform" = linux-x86-64 ] && continue
  if run "$platform" > "$work/$platform" && cmp -s "$work/expected" "$work/$platform"; then
    echo "check-platforms: $platform: $(head -n 1 "$work/$platform"), ${#args[@]} files parse as on linux-x86-64"
  else
    echo "check-platforms: $platform differs from linux-x86-64:" >&2
    diff "$work/expected" "$work/$platform" >&2 || true
    status=1
  fi
done
exit $status
