#!/usr/bin/env bash
# Installs Graphviz's C library (and pkg-config) when `pkg-config --exists libgvc` fails, and jq
# (the GitHub Action's script reads JSON with it; its tests need it) when it is missing.
set -euo pipefail

if ! command -v jq >/dev/null 2>&1; then
  echo "==> jq was not found; installing it"
  case "$(uname -s)" in
    Darwin) brew install jq ;;
    *)
      sudo=""
      if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
      DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq jq \
        || echo "note: jq could not be installed; the Action's script tests are skipped" >&2
      ;;
  esac
fi

if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libgvc; then
  exit 0
fi

echo "==> Graphviz's libgvc was not found; installing it"
case "$(uname -s)" in
  Darwin)
    brew install graphviz pkg-config
    ;;
  *)
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update
    $sudo apt-get install -y libgraphviz-dev pkg-config graphviz
    ;;
esac

if ! pkg-config --exists libgvc; then
  echo "error: libgvc is still not visible to pkg-config; install Graphviz's development files (Debian: libgraphviz-dev, Homebrew: graphviz) and retry" >&2
  exit 2
fi
