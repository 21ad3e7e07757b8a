#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer (Linux): builds one target per reader and runs each for
# FUZZ_SECONDS (default 60). Targets: snapshot (the snapshot reader and the strict JSON reader
# against an independent reference reader), rules (the rules loader and the pattern matcher
# against a naive one), baseline (the baseline loader and its index), escaping (the renderer's
# escaping). Seeds come from Fuzz/Corpus/<target>/ (never modified); what libFuzzer finds goes to
# .build-fuzz/corpus/<target>/, a crash to .build-fuzz/crash-<target>-*, and the run fails.
#
#   scripts/fuzz.sh                      every target, 60 s each
#   FUZZ_SECONDS=20 scripts/fuzz.sh      shorter (what .ci/run does)
#   scripts/fuzz.sh snapshot rules       some targets
#   scripts/fuzz.sh --build-only         build, do not run
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_TARGET="${FUZZ_SECONDS:-60}"
OUT=.build-fuzz
SWIFTC="${SWIFTC:-swiftc}"
FLAGS=(-sanitize=fuzzer,address -parse-as-library -package-name Wiring -swift-version 6 -Onone -g -suppress-warnings)
ALL=(snapshot rules baseline escaping)

build_only=0
targets=()
for argument in "$@"; do
    case "$argument" in
        --build-only) build_only=1 ;;
        snapshot|rules|baseline|escaping) targets+=("$argument") ;;
        *) echo "fuzz.sh: unknown target '$argument'; use ${ALL[*]}" >&2; exit 2 ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=("${ALL[@]}")

if [ "$(uname -s)" != Linux ]; then
    echo "fuzz.sh: libFuzzer targets are built on Linux only; skipping" >&2
    exit 0
fi

mkdir -p "$OUT/module"
# The platform's C library and the text escapers, then WiringModel once, instrumented, as modules
# the targets import.
for module in WiringPlatform WiringText; do
    "$SWIFTC" "${FLAGS[@]}" -module-name "$module" -emit-module -emit-module-path "$OUT/module/$module.swiftmodule" \
        -emit-library -static -o "$OUT/module/lib$module.a" Sources/"$module"/*.swift
done
echo "fuzz.sh: building WiringModel with -sanitize=fuzzer,address" >&2
"$SWIFTC" "${FLAGS[@]}" -module-name WiringModel -I "$OUT/module" -emit-module -emit-module-path "$OUT/module/WiringModel.swiftmodule" \
    -emit-library -static -o "$OUT/module/libWiringModel.a" Sources/WiringModel/*.swift
# WiringInspect and WiringDiff too: the rules' cycle and lifetime kinds in WiringCheck build on the
# first, the baseline and the crossing rules on the second's named crossings.
for module in WiringInspect WiringDiff; do
    echo "fuzz.sh: building $module with -sanitize=fuzzer,address" >&2
    "$SWIFTC" "${FLAGS[@]}" -module-name "$module" -I "$OUT/module" -emit-module \
        -emit-module-path "$OUT/module/$module.swiftmodule" -emit-library -static \
        -o "$OUT/module/lib$module.a" Sources/"$module"/*.swift
done


sources_for() {
    case "$1" in
        snapshot) echo Fuzz/SnapshotReader/*.swift Tests/WiringTestSupport/ReferenceJSON.swift ;;
        # The loaders are compiled with the whole of WiringCheck, so the targets reach its internals.
        rules) echo Fuzz/RulesLoader/*.swift Sources/WiringCheck/*.swift ;;
        baseline) echo Fuzz/BaselineLoader/*.swift Sources/WiringCheck/*.swift ;;
        escaping) echo Fuzz/Escaping/*.swift Sources/WiringRender/TextEscaping.swift ;;
    esac
}

for target in "${targets[@]}"; do
    echo "fuzz.sh: building fuzz-$target" >&2
    # shellcheck disable=SC2046
    "$SWIFTC" "${FLAGS[@]}" -module-name "Fuzz_$target" -I "$OUT/module" -L "$OUT/module" -lWiringDiff -lWiringInspect -lWiringModel -lWiringText -lWiringPlatform \
        $(sources_for "$target") -o "$OUT/fuzz-$target"
done
[ "$build_only" = 0 ] || exit 0

status=0
for target in "${targets[@]}"; do
    mkdir -p "$OUT/corpus/$target"
    log="$OUT/fuzz-$target.log"
    echo "fuzz.sh: running fuzz-$target for ${SECONDS_PER_TARGET} s" >&2
    # Leak checking is off: Swift's runtime keeps metadata caches alive on purpose.
    if ASAN_OPTIONS=detect_leaks=0 "$OUT/fuzz-$target" -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -print_final_stats=1 -artifact_prefix="$OUT/crash-$target-" \
        "$OUT/corpus/$target" "Fuzz/Corpus/$target" >"$log" 2>&1; then
        runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')
        cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*' || echo '?')
        features=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*' || echo '?')
        corpus=$(ls "$OUT/corpus/$target" | wc -l)
        echo "fuzz-$target: ${SECONDS_PER_TARGET} s, $runs inputs, coverage $cov edges, $features features, $corpus inputs in .build-fuzz/corpus/$target" >&2
    else
        echo "fuzz-$target FAILED; see $log and $OUT/crash-$target-*; add the input to the regression tests" >&2
        grep -m 5 -E 'Fatal error|ERROR: |SUMMARY' "$log" >&2 || tail -20 "$log" >&2
        status=1
    fi
done
exit $status
