#!/usr/bin/env bash
# Builds the release: the three tools in release mode (on Linux with the Swift standard library and
# Foundation linked in, --static-swift-stdlib), packed for every way they are used. In OUT (default
# dist/):
#   WiringTools.artifactbundle/            a SwiftPM artifact bundle: info.json and one variant per
#                                          triple, each a folder bin/ with wiring, wiring-scan and
#                                          wiring-render side by side
#   WiringTools.artifactbundle.zip         the bundle as a binaryTarget(url:checksum:) downloads it
#   wiring-VERSION-VARIANT.tar.gz          bin/ and a README, for installing by hand
#   *.sha256                               the sha256 of the zip and of each tarball
#   WiringPlugins/                         the plugins on the bundle's tools: a package of its own
# Then checks them (scripts/check-release.sh).
#
# On Linux the variant is the host's triple (x86_64-unknown-linux-gnu). On macOS it is one universal
# variant for arm64-apple-macosx and x86_64-apple-macosx (wiring-render only for the architectures
# Graphviz is installed for). One machine builds its own variants; MERGE_BUNDLE adds another
# machine's, so one bundle can hold Linux and macOS.
#
#   scripts/release.sh [--tools FOLDER] [--out FOLDER] [--no-check]
#     --tools FOLDER   pack the wiring, wiring-scan and wiring-render in FOLDER instead of building
#                      (the host's triple; the Action's tests pack debug builds this way)
#     --out FOLDER     where to write (default: dist)
#     --no-check       skip scripts/check-release.sh
#   Environment: VERSION (default: the version the tools report), RELEASE_URL (the folder address
#   the zip will be published under: WiringPlugins then downloads it by url and checksum instead of
#   reading the bundle beside it), MERGE_BUNDLE (another machine's WiringTools.artifactbundle),
#   SWIFT, JOBS, STATIC_SCRATCH.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
jobs="${JOBS:-2}"
scratch="${STATIC_SCRATCH:-.build-static}"
out="$repo/dist"
tools=""
check=true
while [ $# -gt 0 ]; do
  case "$1" in
    --tools) tools="$(cd "${2:?--tools needs a folder}" && pwd)"; shift 2 ;;
    --out) mkdir -p "${2:?--out needs a folder}"; out="$(cd "$2" && pwd)"; shift 2 ;;
    --no-check) check=false; shift ;;
    *) echo "error: unknown argument '$1'; see the top of $0" >&2; exit 2 ;;
  esac
done
step() { printf '\n==> %s\n' "$*"; }
fail() { echo "error: $*" >&2; exit 1; }
command -v jq > /dev/null || fail "jq is needed (make deps installs it)"
sha256() { if command -v sha256sum > /dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d' ' -f1; }

version="${VERSION:-$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$repo/Sources/WiringModel/WiringVersion.swift")}"
[ -n "$version" ] || fail "no version found in Sources/WiringModel/WiringVersion.swift; set VERSION"
products=(wiring wiring-scan wiring-render)
host="$("$swift" -print-target-info | jq -r .target.unversionedTriple)"
mac_triples='["arm64-apple-macosx", "x86_64-apple-macosx"]'

# ── The tools: built here, or the folder given ──
# bin holds the three tools; *_triples (JSON lists) are what each runs on.
if [ -n "$tools" ]; then
  bin="$tools"
  variant="wiring-$version-$host"
  wiring_triples="[\"$host\"]" scan_triples="[\"$host\"]" render_triples="[\"$host\"]"
elif [ "$(uname -s)" = Darwin ]; then
  # One universal variant. The Swift runtime is part of macOS, so nothing is linked in.
  step "building the universal tools (arm64 and x86_64)"
  universal=(-c release -j "$jobs" --arch arm64 --arch x86_64 --scratch-path "$scratch")
  for product in wiring wiring-scan; do "$swift" build "${universal[@]}" --product "$product"; done
  bin="$("$swift" build "${universal[@]}" --show-bin-path)"
  variant="wiring-$version-macos"
  wiring_triples="$mac_triples" scan_triples="$mac_triples" render_triples="$mac_triples"
  if ! "$swift" build "${universal[@]}" --product wiring-render; then
    # Homebrew installs Graphviz for this machine's architecture only.
    echo "note: wiring-render links Graphviz, installed here for $(uname -m) only: built for that architecture" >&2
    single=(-c release -j "$jobs" --scratch-path "$scratch-host")
    "$swift" build "${single[@]}" --product wiring-render
    cp "$("$swift" build "${single[@]}" --show-bin-path)/wiring-render" "$bin/wiring-render"
    render_triples="[\"$host\"]"
  fi
else
  step "building the tools (release, --static-swift-stdlib)"
  make -C "$repo" tools SWIFT="$swift" JOBS="$jobs" STATIC_SCRATCH="$scratch"
  bin="$repo/$scratch/release"
  case "$scratch" in /*) bin="$scratch/release" ;; esac
  variant="wiring-$version-$host"
  wiring_triples="[\"$host\"]" scan_triples="[\"$host\"]" render_triples="[\"$host\"]"
fi
for product in "${products[@]}"; do [ -x "$bin/$product" ] || fail "no $product in $bin"; done

# Files get the commit's time, so the same commit packs to the same archives.
epoch="$(git -C "$repo" log -1 --format=%ct 2> /dev/null || date +%s)"
stamp="$(TZ=UTC git -C "$repo" log -1 --format=%cd --date=format-local:%Y%m%d%H%M.%S 2> /dev/null || date -u +%Y%m%d%H%M.%S)"
settle() { find "$1" -exec touch -h -t "$stamp" {} + 2> /dev/null || find "$1" -exec touch -t "$stamp" {} +; }

# ── The artifact bundle ──
step "packing $variant into $out"
bundle="$out/WiringTools.artifactbundle"
rm -rf "$bundle" "$out/WiringPlugins"
mkdir -p "$bundle/$variant/bin"
for product in "${products[@]}"; do
  cp "$bin/$product" "$bundle/$variant/bin/$product"
  chmod 755 "$bundle/$variant/bin/$product"
  # Debug information out (most of the size); the symbols a crash report names stay.
  if command -v strip > /dev/null; then strip -S "$bundle/$variant/bin/$product" 2> /dev/null || true; fi
done
cat > "$bundle/$variant/README.md" << README
# Wiring $version ($variant)

\`bin/\` holds the three tools; keep them side by side (\`wiring scan\` runs \`wiring-scan\`, and
\`wiring render\` and diff's drawings run \`wiring-render\`, from the folder \`wiring\` is in):

- \`wiring\`: check, diff, inspect; needs nothing installed.
- \`wiring-scan\`: the declared graph and modules from source; needs nothing installed.
- \`wiring-render\`: drawing; needs Graphviz's libraries (Debian and Ubuntu: \`apt-get install
  libgraphviz-dev\` or \`graphviz\`, macOS: \`brew install graphviz\`).

On Linux the Swift standard library and Foundation are linked into each tool: no Swift toolchain
is needed, only the C library.
README
# info.json: every artifact with this machine's variant, and the variants of MERGE_BUNDLE.
info="$(jq -n --arg version "$version" --arg folder "$variant/bin" \
  --argjson wiring "$wiring_triples" --argjson scan "$scan_triples" --argjson render "$render_triples" '
  def artifact($name; $triples): {type: "executable", version: $version,
    variants: [{path: ($folder + "/" + $name), supportedTriples: $triples}]};
  {schemaVersion: "1.0", artifacts: {
    "wiring": artifact("wiring"; $wiring),
    "wiring-scan": artifact("wiring-scan"; $scan),
    "wiring-render": artifact("wiring-render"; $render)}}')"
if [ -n "${MERGE_BUNDLE:-}" ]; then
  [ -f "$MERGE_BUNDLE/info.json" ] || fail "MERGE_BUNDLE '$MERGE_BUNDLE' has no info.json"
  other="$(jq -r '[.artifacts[].version] | unique | join(", ")' "$MERGE_BUNDLE/info.json")"
  [ "$other" = "$version" ] || fail "MERGE_BUNDLE is version $other, this release $version"
  for folder in "$MERGE_BUNDLE"/*/; do
    name="$(basename "$folder")"
    [ "$name" = "$variant" ] || cp -R "$folder" "$bundle/$name"
  done
  info="$(jq -n --argjson ours "$info" --slurpfile theirs "$MERGE_BUNDLE/info.json" --arg ours_folder "$variant/" '
    $ours | .artifacts |= with_entries(.key as $name | .value.variants += [$theirs[0].artifacts[$name].variants[]?
      | select(.path | startswith($ours_folder) | not)])')"
fi
printf '%s\n' "$info" > "$bundle/info.json"
settle "$bundle"

# ── The zip, the tarball, their sha256 ──
zip_name=WiringTools.artifactbundle.zip
rm -f "$out/$zip_name"
(cd "$out" && find WiringTools.artifactbundle | LC_ALL=C sort | TZ=UTC zip -q -X -@ "$zip_name")
(cd "$out" && printf '%s  %s\n' "$(sha256 "$zip_name")" "$zip_name" > "$zip_name.sha256")
tarball="$variant.tar.gz"
tar_options=()
if tar --version 2> /dev/null | grep -q 'GNU tar'; then
  tar_options=(--sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch")
fi
tar ${tar_options[@]+"${tar_options[@]}"} -C "$bundle" -cf - "$variant" | gzip -n -9 > "$out/$tarball"
(cd "$out" && printf '%s  %s\n' "$(sha256 "$tarball")" "$tarball" > "$tarball.sha256")

# ── The plugins on the bundle's tools: a package of its own ──
# Its plugins are Plugins/'s sources (copied, links resolved), with the tools named as the bundle
# names them. It reads the bundle by url and checksum when RELEASE_URL says where the zip will be,
# and otherwise the zip beside its Package.swift (a local release, as scripts/check-plugins.sh uses).
package="$out/WiringPlugins"
for plugin in WiringBuildPlugin WiringCommandPlugin WiringWriteCommandPlugin; do
  mkdir -p "$package/Plugins/Prebuilt$plugin"
  for file in "$repo/Plugins/$plugin"/*.swift; do
    [ "$(basename "$file")" = PluginTools.swift ] || cp -L "$file" "$package/Plugins/Prebuilt$plugin/"
  done
  cat > "$package/Plugins/Prebuilt$plugin/PluginTools.swift" << 'SWIFT'
/// The tools this plugin runs, by the names SwiftPM gives them: the artifacts of the
/// WiringTools bundle, prebuilt.
enum PluginTools {
    static let wiring = "wiring"
    static let scan = "wiring-scan"
}
SWIFT
done
sum="$(sha256 "$out/$zip_name")"
if [ -n "${RELEASE_URL:-}" ]; then
  tools_target=".binaryTarget(name: \"WiringTools\", url: \"${RELEASE_URL%/}/$zip_name\", checksum: \"$sum\")"
else
  cp "$out/$zip_name" "$package/$zip_name"
  tools_target=".binaryTarget(name: \"WiringTools\", path: \"$zip_name\")"
fi
cat > "$package/Package.swift" << MANIFEST
// swift-tools-version: 6.1
// Wiring's plugins on prebuilt tools (release $version): the same build-tool and command plugins
// as Wiring's own, running the tools of the WiringTools artifact bundle, so a package that adds
// them compiles none of Wiring's tools (no swift-syntax). Written by scripts/release.sh.
import PackageDescription

let package = Package(
    name: "WiringPlugins",
    products: [
        .plugin(name: "WiringBuildPlugin", targets: ["PrebuiltWiringBuildPlugin"]),
        .plugin(name: "WiringCommandPlugin", targets: ["PrebuiltWiringCommandPlugin"]),
        .plugin(name: "WiringWriteCommandPlugin", targets: ["PrebuiltWiringWriteCommandPlugin"]),
    ],
    targets: [
        $tools_target,
        .plugin(
            name: "PrebuiltWiringCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "wiring",
                    description: "Scan this package's targets and check them against wiring-rules.json (or run diff, inspect, render)")),
            dependencies: ["WiringTools"]
        ),
        .plugin(
            name: "PrebuiltWiringWriteCommandPlugin",
            capability: .command(
                intent: .custom(verb: "wiring-write", description: "Like 'wiring', and may write: --update-baseline, -o FILE"),
                permissions: [
                    .writeToPackageDirectory(reason: "Wiring writes the baseline (--update-baseline) or the report file (-o) you asked for.")
                ]),
            dependencies: ["WiringTools"]
        ),
        .plugin(name: "PrebuiltWiringBuildPlugin", capability: .buildTool(), dependencies: ["WiringTools"]),
    ]
)
MANIFEST
settle "$package"
printf 'wrote %s:\n' "$out"
(cd "$out" && ls -l "$zip_name" "$zip_name.sha256" "$tarball" "$tarball.sha256" && cat ./*.sha256)

if [ "$check" = true ]; then
  step "checking the release"
  if [ -z "$tools" ] && [ "$(uname -s)" != Darwin ]; then
    # `make install` of the same build, staged, is checked as well.
    stage="$(mktemp -d)"
    trap 'rm -rf "$stage"' EXIT
    make -C "$repo" install DESTDIR="$stage" PREFIX=/opt/wiring SWIFT="$swift" JOBS="$jobs" STATIC_SCRATCH="$scratch"
    "$repo/scripts/check-release.sh" "$out" "$stage/opt/wiring/bin"
  else
    "$repo/scripts/check-release.sh" "$out"
  fi
fi
