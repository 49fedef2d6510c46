#!/usr/bin/env bash
# Records the SHA-256 and size of each built library beside it (LIBRARY.sha256: "<hex> <bytes>"); the
# loader checks the copy it caches against them. Kept apart from build-grammars.sh, whose own hash
# keys the library cache.
#
#   record-digest.sh NATIVE_DIR        (NATIVE_DIR/<platform>/<library>, as build-grammars.sh writes)
set -euo pipefail
shopt -s nullglob
sha256() { if command -v sha256sum >/dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi; }
for lib in "$1"/*/libkerf-grammars.so "$1"/*/kerf-grammars.dll "$1"/*/libkerf-grammars.dylib; do
  if [ ! -f "$lib.sha256" ] || [ "$lib" -nt "$lib.sha256" ]; then
    echo "$(sha256 "$lib" | cut -d' ' -f1) $(($(wc -c < "$lib")))" > "$lib.sha256"
  fi
done
