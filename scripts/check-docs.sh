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
for target in Boundaries SwincyBox Wiring WiringTesting; do
  echo "==> documentation for $target"
  "$swift" package generate-documentation --target "$target" --warnings-as-errors
done
