#!/usr/bin/env bash
# Builds the release binaries and runs the benchmarks, writing docs/performance.md.
# Usage: scripts/bench.sh [--quick]   (about 9 minutes on a 2-core machine after the builds; --quick about 2)
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT="${SWIFT:-swift}"
JOBS="${JOBS:-2}"
STATIC_SCRATCH="${STATIC_SCRATCH:-.build-static}"
OUT="${BENCH_OUT:-docs/performance.md}"

./scripts/install-deps.sh
if ! command -v dot >/dev/null 2>&1; then
  echo "error: the 'dot' command is needed for the comparison; install Graphviz (Debian: graphviz, Homebrew: graphviz)" >&2
  exit 2
fi
PYTHON="${PYTHON:-python3}"
if ! "$PYTHON" -c "import networkx" 2>/dev/null; then
  echo "==> installing networkx for the diff comparison"
  "$PYTHON" -m pip install --quiet networkx || { echo "error: networkx did not install; run '$PYTHON -m pip install networkx'" >&2; exit 2; }
fi
if ! "$PYTHON" -c "import pygraphviz" 2>/dev/null; then
  echo "==> trying to install pygraphviz (optional; its column is left out if it does not install)"
  "$PYTHON" -m pip install --quiet pygraphviz || echo "note: pygraphviz did not install; continuing without it"
fi

echo "==> building release binaries"
"$SWIFT" build -c release -j "$JOBS" --product wiring
"$SWIFT" build -c release -j "$JOBS" --product wiring-scan
"$SWIFT" build -c release -j "$JOBS" --product wiring-render
"$SWIFT" build -c release -j "$JOBS" --product WiringBenchmarks
BIN="$("$SWIFT" build -c release --show-bin-path)"
# The statically linked CLI that `make release` builds and the docs recommend for CI is the one measured
# (`wiring scan` is timed with the dynamic build, whose `wiring-scan` is built above).
"$SWIFT" build -c release -j "$JOBS" --product wiring --static-swift-stdlib --scratch-path "$STATIC_SCRATCH"
"$SWIFT" build -c release -j "$JOBS" --product wiring-render --static-swift-stdlib --scratch-path "$STATIC_SCRATCH"
STATIC_BIN="$("$SWIFT" build -c release --static-swift-stdlib --scratch-path "$STATIC_SCRATCH" --show-bin-path)"

echo "==> running benchmarks (results in $OUT)"
"$PYTHON" Benchmarks/run_benchmarks.py --bin "$BIN" --wiring "$STATIC_BIN/wiring" --out "$OUT" "$@"
