#!/usr/bin/env bash
# Checks what scripts/release.sh wrote, from outside, as a user meets it:
#   1. each .sha256 file holds the sha256 of its archive;
#   2. the artifact bundle's info.json names, for this machine's triple, the three tools, present,
#      executable and side by side, and the zip holds the same bundle;
#   3. on Linux, `ldd` lists no Swift runtime library for any tool (the standard library and
#      Foundation are linked in); what each does load is printed;
#   4. the tarball's tools run with an empty environment and a minimal PATH (/usr/bin:/bin), in a
#      folder of their own: --version, then scan, check, diff, inspect and render of a small package;
#   5. with INSTALLED (the bin folder `make install` filled), the same from there.
#
#   scripts/check-release.sh [OUT [INSTALLED]]     (OUT: what release.sh wrote; default dist)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
out="$(cd "${1:-$repo/dist}" && pwd)"
installed="${2:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
step() { printf '\n==> %s\n' "$*"; }
fail() { echo "error: $*" >&2; exit 1; }
sha256() { if command -v sha256sum > /dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d' ' -f1; }
products=(wiring wiring-scan wiring-render)

step "the sha256 files"
for file in "$out"/*.sha256; do
  archive="${file%.sha256}"
  [ "$(cut -d' ' -f1 "$file")" = "$(sha256 "$archive")" ] || fail "$(basename "$file") does not hold the sha256 of $(basename "$archive")"
  echo "ok: $(basename "$archive") $(sha256 "$archive")"
done

step "the artifact bundle"
bundle="$out/WiringTools.artifactbundle"
triple="$(swift -print-target-info 2> /dev/null | jq -r .target.unversionedTriple || true)"
[ -n "$triple" ] || fail "no Swift toolchain to ask for this machine's triple"
[ "$(jq -r .schemaVersion "$bundle/info.json")" = 1.0 ] || fail "info.json's schemaVersion is not 1.0"
folder=""
for product in "${products[@]}"; do
  path="$(jq -r --arg name "$product" --arg triple "$triple" \
    '[.artifacts[$name].variants[]? | select(.supportedTriples | index($triple)) | .path] | first // empty' "$bundle/info.json")"
  [ -n "$path" ] || fail "info.json has no $product for $triple"
  if [ ! -x "$bundle/$path" ] || [ -L "$bundle/$path" ]; then fail "$path is not an executable file in the bundle"; fi
  [ -z "$folder" ] || [ "$folder" = "$(dirname "$path")" ] || fail "$product is not beside wiring in the bundle"
  folder="$(dirname "$path")"
  echo "ok: $product for $triple: $path ($(du -h "$bundle/$path" | cut -f1))"
done
mkdir -p "$work/zip"
unzip -q "$out/WiringTools.artifactbundle.zip" -d "$work/zip"
diff -r "$bundle" "$work/zip/WiringTools.artifactbundle" > /dev/null || fail "the zip does not hold the bundle as it is in $out"
echo "ok: the zip holds the bundle"

step "the tarball, unpacked"
tarball="$out/${folder%/bin}.tar.gz"
[ -f "$tarball" ] || fail "no tarball $(basename "$tarball")"
mkdir -p "$work/unpacked"
tar -xzf "$tarball" -C "$work/unpacked"
bin="$work/unpacked/${folder%/bin}/bin"
for product in "${products[@]}"; do [ -x "$bin/$product" ] || fail "the tarball has no bin/$product"; done
echo "ok: $(basename "$tarball") unpacks to ${folder%/bin}/bin with the three tools"

if [ "$(uname -s)" = Linux ]; then
  step "ldd: no Swift runtime library"
  for product in "${products[@]}"; do
    libraries="$(ldd "$bin/$product" | awk '{print $1}' | tr '\n' ' ')"
    if printf '%s' "$libraries" | grep -Eq 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libXCTest|libTesting'; then
      fail "$product loads a Swift runtime library: $libraries"
    fi
    echo "ok: $product loads $libraries"
  done
fi

# Runs the tools in $1 (named $2 in messages) with an empty environment and PATH=/usr/bin:/bin, on
# a small package of their own.
exercise() {
  local bin="$1" what="$2" app version nodes status
  step "$what: the tools with an empty environment and PATH=/usr/bin:/bin"
  app="$work/app-$RANDOM"
  mkdir -p "$app/Sources/App"
  cp "$repo"/Examples/Payments/*.swift "$app/Sources/App/"
  printf '// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: "App", targets: [.target(name: "App")])\n' \
    > "$app/Package.swift"
  printf '{ "forbidden": [ { "from": "*ViewBoundary", "to": "*ServiceBoundary*" } ] }\n' > "$app/wiring-rules.json"
  bare() { (cd "$app" && env -i PATH=/usr/bin:/bin "$@"); }
  version="$(bare "$bin/wiring" --version)"
  [ "$version" = "$(jq -r '.artifacts.wiring.version' "$bundle/info.json")" ] \
    || fail "wiring --version says '$version', the bundle $(jq -r '.artifacts.wiring.version' "$bundle/info.json")"
  echo "ok: wiring --version: $version"
  bare "$bin/wiring" scan . -o declared.wiring.json 2> "$work/scan.log" || { cat "$work/scan.log"; fail "wiring scan failed"; }
  nodes="$(jq '.nodes | length' "$app/declared.wiring.json")"
  [ "$nodes" -gt 5 ] || fail "the scan found $nodes nodes"
  echo "ok: wiring scan (through wiring-scan beside it): $nodes nodes"
  status=0
  bare "$bin/wiring" check declared.wiring.json > "$work/check.txt" 2>&1 || status=$?
  [ "$status" -le 1 ] || { cat "$work/check.txt"; fail "wiring check exits $status"; }
  echo "ok: wiring check: exit $status, $(grep -c . "$work/check.txt") lines"
  bare "$bin/wiring" diff declared.wiring.json declared.wiring.json --format json -o diff.json || fail "wiring diff failed"
  echo "ok: wiring diff: $(jq '.newCrossings | length' "$app/diff.json") new crossings"
  bare "$bin/wiring" inspect declared.wiring.json > /dev/null || fail "wiring inspect failed"
  echo "ok: wiring inspect"
  if bare "$bin/wiring" render declared.wiring.json --format svg -o app.svg 2> "$work/render.log"; then
    grep -q '<svg' "$app/app.svg" || fail "wiring render wrote no SVG"
    echo "ok: wiring render (through wiring-render, with Graphviz's libraries): $(wc -c < "$app/app.svg") bytes of SVG"
  else
    cat "$work/render.log"
    fail "wiring render failed (wiring-render needs Graphviz's libraries installed)"
  fi
}
exercise "$bin" "the tarball"
if [ -n "$installed" ]; then
  for product in "${products[@]}"; do [ -x "$installed/$product" ] || fail "make install put no $product in $installed"; done
  exercise "$installed" "make install"
fi
echo "release checked: $out"
