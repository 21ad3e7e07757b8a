#!/usr/bin/env bash
# Builds the DocC documentation of the four libraries apps link (Boundaries, SwincyBox, Wiring,
# WiringTesting) with swift-docc-plugin, warnings as errors, as the Swift Package Index builds it.
set -euo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
docc="$(dirname "$(command -v "$swift")")/docc"
if ! [ -x "$docc" ] && ! command -v docc >/dev/null; then
  echo "error: docc is not installed beside $swift; it comes with the Swift toolchain (swift.org/install)" >&2
  exit 2
fi
# One run for the four: the symbol graphs are extracted in one build, not four.
echo "==> documentation for Boundaries, SwincyBox, Wiring and WiringTesting"
"$swift" package generate-documentation --target Boundaries --target SwincyBox --target Wiring --target WiringTesting \
  --warnings-as-errors
