#!/usr/bin/env bash
# Installs Graphviz's C library (and pkg-config) when `pkg-config --exists libgvc` fails, and the
# command-line tools the Action's script and the release use when they are missing.
set -euo pipefail

# jq (the GitHub Action's script reads JSON with it), zip, unzip and curl (a release is packed and
# the Action downloads one), and Graphviz's `dot` command (the benchmarks compare against it):
# installed when missing; their tests are skipped if they cannot be.
missing=()
for tool in jq zip unzip curl; do command -v "$tool" > /dev/null 2>&1 || missing+=("$tool"); done
command -v dot > /dev/null 2>&1 || missing+=(graphviz)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "==> ${missing[*]} not found; installing"
  case "$(uname -s)" in
    Darwin) brew install "${missing[@]}" ;;
    *)
      sudo=""
      if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
      DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" \
        || echo "note: ${missing[*]} could not be installed; the Action's script tests are skipped" >&2
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
