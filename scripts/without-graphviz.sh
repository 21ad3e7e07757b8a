#!/usr/bin/env bash
# Runs a command with Graphviz hidden: its headers and pkg-config files, and with
# HIDE_GRAPHVIZ_LIBRARIES=1 its shared libraries too (each replaced by an empty file, so a program
# linked against them cannot start). On Linux as root this happens in a private mount namespace
# (unshare -m + bind mounts) that ends with the command; elsewhere the command runs as it is and
# this says so.
#   scripts/without-graphviz.sh swift build --product wiring
set -euo pipefail
if [ "$(uname -s)" != Linux ] || [ "$(id -u)" -ne 0 ] || ! command -v unshare >/dev/null; then
  echo "(Graphviz not hidden: needs Linux and root for a private mount namespace)" >&2
  exec "$@"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/empty" "$work/pkgconfig"
: > "$work/nothing"
script='set -e
  hide() { [ -e "$1" ] && mount --bind "$2" "$1" || true; }
  hide /usr/include/graphviz "$WORK/empty"
  for dir in /usr/lib/x86_64-linux-gnu/pkgconfig /usr/lib/aarch64-linux-gnu/pkgconfig /usr/lib/pkgconfig /usr/share/pkgconfig /usr/local/lib/pkgconfig; do
    [ -d "$dir" ] || continue
    copy="$WORK/pkgconfig/$(echo "$dir" | tr / _)"; mkdir -p "$copy"
    cp -a "$dir"/. "$copy"/ 2>/dev/null || true
    rm -f "$copy"/libgvc.pc "$copy"/libcgraph.pc "$copy"/libcdt.pc "$copy"/libpathplan.pc "$copy"/libxdot.pc
    mount --bind "$copy" "$dir"
  done
  if [ "${HIDE_GRAPHVIZ_LIBRARIES:-}" = 1 ]; then
    for lib in /usr/lib/*/libgvc.so* /usr/lib/*/libcgraph.so* /usr/lib/*/libcdt.so* /usr/lib/*/libpathplan.so* /usr/lib/*/libxdot.so* /usr/local/lib/libgvc.so*; do
      [ -f "$lib" ] && [ ! -L "$lib" ] && mount --bind "$WORK/nothing" "$lib"
    done
    hide /usr/lib/x86_64-linux-gnu/graphviz "$WORK/empty"
  fi
  if pkg-config --exists libgvc 2>/dev/null || [ -e /usr/include/graphviz/gvc.h ]; then
    echo "error: Graphviz is still visible; cannot prove the command works without it" >&2; exit 3
  fi
  exec env -u WORK -u HIDE_GRAPHVIZ_LIBRARIES "$@"'
WORK="$work" unshare -m bash -c "$script" without-graphviz "$@"
