#!/usr/bin/env bash
# Records the SHA-256 and size of the built library beside it (LIBRARY.sha256: "<hex> <bytes>"); the
# loader checks the copy it caches against them. Kept apart from build-grammars.sh, whose own hash
# keys the library cache.
#
#   record-digest.sh LIBRARY
set -euo pipefail
lib="$1"
if [ ! -f "$lib.sha256" ] || [ "$lib" -nt "$lib.sha256" ]; then
  echo "$(sha256sum "$lib" | cut -d' ' -f1) $(wc -c < "$lib")" > "$lib.sha256"
fi
