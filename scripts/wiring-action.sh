#!/usr/bin/env bash
# The Wiring GitHub Action (action.yml at the repository root runs this script).
#
# Compares the wiring graph of a pull request's base and head, checks the head against the
# rules, and reports: the job summary, one sticky pull-request comment it owns, SARIF for code
# scanning, annotations in the log, and the outputs `status`, `new-crossings` and `forbidden`.
# It fails as `fail-on` says. See docs/ci.md.
#
# Every input is an environment variable INPUT_<NAME> (upper case, `-` as `_`), so the script
# runs without GitHub too:
#   INPUT_COMPARE           scan (default): scan the base and head commits' sources;
#                           snapshots: compare INPUT_BASE_SNAPSHOT with INPUT_HEAD_SNAPSHOT
#   INPUT_PATHS             what to scan, separated by spaces or new lines (default: ., the
#                           working directory, so a package's Package.swift and its module graph
#                           are read)
#   INPUT_BASE_SNAPSHOT     with compare: snapshots, the base snapshot file
#   INPUT_HEAD_SNAPSHOT     with compare: snapshots, the head snapshot file
#   INPUT_BASE_REF          the base commit (default: the pull request's base)
#   INPUT_RULES             the rules file (default: wiring-rules.json, found walking up from
#                           the working directory to the package or repository root; 'none': no rules)
#   INPUT_BASELINE          the baseline (default: wiring-baseline.txt, found the same way; 'none')
#   INPUT_RULES_FROM        base (default): the rules and baseline as the base commit has them
#                           (found, and read with git show, in the base commit's tree), so a pull
#                           request cannot loosen its own gate; head: the checkout's copies
#   INPUT_FAIL_ON           new-crossing (default), forbidden, any-change or never
#   INPUT_COMMENT           true (default): create or update the sticky comment; false: none
#   INPUT_SARIF             where to write the SARIF report (default: a file in RUNNER_TEMP); false: none
#   INPUT_WORKING_DIRECTORY the folder to run in (default: .)
#   INPUT_GITHUB_TOKEN      the token for the comment (default: GH_TOKEN)
#   INPUT_COMMENT_AUTHOR    whose comment is the action's (default: the token's user;
#                           github-actions[bot] for the job's token)
#   INPUT_RELEASE           a release's artifact bundle to run (WiringTools.artifactbundle.zip): its
#                           address (https:// or file://), or a tag of this action's repository
#                           (GITHUB_ACTION_REPOSITORY); downloaded outside the checkout and used only
#                           once its sha256 is INPUT_RELEASE_SHA256
#   INPUT_RELEASE_SHA256    the bundle's sha256, pinned by the workflow (required with INPUT_RELEASE)
#   INPUT_TOOLS             a folder holding built `wiring` and `wiring-scan` (default: the
#                           release's, else built from this repository with `make tools` into
#                           RUNNER_TEMP/wiring-tools, outside the checkout; action.yml caches that
#                           build from trusted runs only)
# and GitHub's GITHUB_EVENT_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_REPOSITORY, RUNNER_TEMP.
set -euo pipefail

readonly marker='<!-- wiring-diff -->'
action_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Text for one line of the log: `%`, carriage returns and new lines escaped as workflow commands
# take them, so no input can end a line and start a workflow command of its own.
escaped() {
  local text="$1"
  text="${text//%/%25}"
  text="${text//$'\r'/%0D}"
  text="${text//$'\n'/%0A}"
  printf '%s' "$text"
}
note() { printf 'wiring-action: %s\n' "$(escaped "$*")" >&2; }
# A warning in the log (a workflow command) and in the summary; inputs in it are escaped.
warn() {
  printf '::warning title=Wiring::%s\n' "$(escaped "$*")"
  summary_notes+=("$*")
}
# One output in GITHUB_OUTPUT, in the delimiter form: a value holding a new line stays one value.
set_output() {
  local name="$1" value="$2" delimiter
  delimiter="wiring_$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
  case "$value" in *"$delimiter"*) return 1 ;; esac
  printf '%s<<%s\n%s\n%s\n' "$name" "$delimiter" "$value" "$delimiter" >> "${GITHUB_OUTPUT:-/dev/null}"
}
fail_usage() {
  printf '::error title=Wiring::%s\n' "$(escaped "$*")"
  set_output status error
  exit 2
}
is_true() { case "$(printf '%s' "$1" | tr '[:upper:]' '[:lower:]')" in true | yes | 1 | on) return 0 ;; *) return 1 ;; esac }

summary_notes=()
compare="${INPUT_COMPARE:-scan}"
paths_text="${INPUT_PATHS:-.}"
fail_on="${INPUT_FAIL_ON:-new-crossing}"
comment="${INPUT_COMMENT:-true}"
rules_from="${INPUT_RULES_FROM:-base}"
working_directory="${INPUT_WORKING_DIRECTORY:-.}"
token="${INPUT_GITHUB_TOKEN:-${GH_TOKEN:-}}"
event_path="${GITHUB_EVENT_PATH:-}"
summary_file="${GITHUB_STEP_SUMMARY:-/dev/null}"

case "$compare" in scan | snapshots) ;; *) fail_usage "compare must be 'scan' or 'snapshots', not '$compare'" ;; esac
case "$fail_on" in new-crossing | forbidden | any-change | never) ;;
  *) fail_usage "fail-on must be new-crossing, forbidden, any-change or never, not '$fail_on'" ;;
esac
case "$rules_from" in base | head) ;; *) fail_usage "rules-from must be 'base' or 'head', not '$rules_from'" ;; esac

# Every file the action writes goes to a fresh folder outside the checkout: nothing a pull
# request commits (a link named like a report) is written through.
work="$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/wiring-action.XXXXXX")"
sarif="${INPUT_SARIF:-$work/wiring.sarif}"
if [ "$sarif" = false ]; then sarif=""; fi

cd "$working_directory" || fail_usage "working-directory '$working_directory' does not exist"
start_dir="$(pwd)"

# ── The pull request ──
pr=""
base_ref="${INPUT_BASE_REF:-}"
repository="${GITHUB_REPOSITORY:-}"
if [ -n "$event_path" ] && [ -f "$event_path" ]; then
  pr="$(jq -r '.pull_request.number // empty' "$event_path")"
  if [ -z "$base_ref" ]; then base_ref="$(jq -r '.pull_request.base.sha // empty' "$event_path")"; fi
  if [ -z "$repository" ]; then repository="$(jq -r '.repository.full_name // empty' "$event_path")"; fi
fi

# ── The tools ──
# Kept outside the checkout, so nothing a pull request commits can stand in for them: a release's
# bundle downloaded and checked against the sha256 the workflow pinned, or a build from this
# action's own folder. Their sha256 is taken once here and checked before every run of either.
sha256() { if command -v sha256sum > /dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d' ' -f1; }
# SwiftPM's name for this runner, as the bundle's info.json lists it in supportedTriples.
host_triple() {
  local arch
  arch="$(uname -m)"
  case "$(uname -s)" in
    Darwin) if [ "$arch" = arm64 ]; then echo arm64-apple-macosx; else echo x86_64-apple-macosx; fi ;;
    *) if [ "$arch" = arm64 ]; then arch=aarch64; fi; echo "$arch-unknown-linux-gnu" ;;
  esac
}
# The path info.json gives the artifact $2 for the triple $3, in the bundle $1.
release_variant() {
  jq -r --arg artifact "$2" --arg triple "$3" \
    '[.artifacts[$artifact].variants[]? | select(.supportedTriples | index($triple)) | .path] | first // empty' "$1/info.json"
}
# Downloads the release's artifact bundle into the work folder, checks its sha256 before anything
# else reads it, unpacks it there, and sets release_folder to the folder of this runner's variant.
release_folder=""
release_tools() {
  local release="$1" pinned url file folder resolved repository_top bundle triple path scan_path
  pinned="$(printf '%s' "$2" | tr '[:upper:]' '[:lower:]')"
  printf '%s' "$pinned" | grep -Eq '^[0-9a-f]{64}$' \
    || fail_usage "release-sha256 must be the sha256 of the release's bundle (64 hexadecimal digits), not '$2'"
  case "$release" in
    https://*) url="$release" ;;
    file://*)
      url="$release"
      # A file named by the workflow, never one of the pull request's tree.
      file="${release#file://}"
      folder="$(dirname "$file")"
      resolved="$(cd "$folder" 2> /dev/null && pwd -P)" || fail_usage "no folder '$folder' for the release '$release'"
      repository_top="$(git rev-parse --show-toplevel 2> /dev/null || pwd)"
      repository_top="$(cd "$repository_top" && pwd -P)"
      if [ "$resolved" = "$repository_top" ] || [ "${resolved#"$repository_top"/}" != "$resolved" ]; then
        fail_usage "the release '$release' is inside the checkout; the tools are never taken from the pull request's tree"
      fi
      ;;
    *://* | */* | "") fail_usage "the release input is a bundle's https:// or file:// address, or a tag; not '$release'" ;;
    *)
      printf '%s' "$release" | grep -Eq '^[A-Za-z0-9][A-Za-z0-9._+-]*$' || fail_usage "'$release' is not a tag name"
      [ -n "${GITHUB_ACTION_REPOSITORY:-}" ] \
        || fail_usage "the release input '$release' is a tag, but the action's repository is not known; give the bundle's address"
      url="https://github.com/$GITHUB_ACTION_REPOSITORY/releases/download/$release/WiringTools.artifactbundle.zip"
      ;;
  esac
  command -v curl > /dev/null || fail_usage "curl is needed to download the release '$release'"
  command -v unzip > /dev/null || fail_usage "unzip is needed to unpack the release '$release'"
  mkdir -p "$work/release"
  file="$work/release/WiringTools.artifactbundle.zip"
  note "downloading the tools: $url"
  curl --fail --silent --show-error --location --retry 3 --proto '=https,file' --proto-redir '=https' \
    --max-filesize 2000000000 -o "$file" "$url" >&2 \
    || fail_usage "the release '$release' could not be downloaded"
  [ "$(sha256 "$file")" = "$pinned" ] \
    || fail_usage "the release '$release' has the sha256 $(sha256 "$file"), not the pinned $pinned; nothing of it was run"
  unzip -q "$file" -d "$work/release/unpacked" >&2 || fail_usage "the release '$release' is not a zip archive"
  bundle="$(find "$work/release/unpacked" -mindepth 1 -maxdepth 1 -name '*.artifactbundle' -type d | head -n 1)"
  [ -f "$bundle/info.json" ] || fail_usage "the release '$release' holds no artifact bundle with an info.json"
  triple="$(host_triple)"
  path="$(release_variant "$bundle" wiring "$triple")"
  scan_path="$(release_variant "$bundle" wiring-scan "$triple")"
  if [ -z "$path" ] || [ -z "$scan_path" ]; then fail_usage "the release '$release' has no tools for this runner ($triple)"; fi
  case "$path/$scan_path" in /* | *..*) fail_usage "the release '$release' names a tool outside its bundle" ;; esac
  [ "$(dirname "$path")" = "$(dirname "$scan_path")" ] || fail_usage "the release '$release' does not keep wiring-scan beside wiring"
  note "tools: release $url, variant $(dirname "$path") for $triple"
  release_folder="$bundle/$(dirname "$path")"
}
tools="${INPUT_TOOLS:-}"
if [ -z "$tools" ] && [ -n "${INPUT_RELEASE:-}" ]; then
  release_tools "$INPUT_RELEASE" "${INPUT_RELEASE_SHA256:-}"
  tools="$release_folder"
elif [ -n "${INPUT_RELEASE_SHA256:-}" ] && [ -z "${INPUT_RELEASE:-}" ]; then
  fail_usage "release-sha256 is set but release is not; name the release the sha256 pins"
elif [ -z "$tools" ]; then
  tools="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/wiring-tools"
  if [ ! -x "$tools/wiring" ] || [ ! -x "$tools/wiring-scan" ]; then
    note "building the wiring tools from source (make tools); a release input skips this"
    make -C "$action_dir" tools TOOLS="wiring wiring-scan" >&2
    mkdir -p "$tools"
    cp "$action_dir/.build-static/release/wiring" "$action_dir/.build-static/release/wiring-scan" "$tools/"
    set_output tools-built true
  fi
fi
wiring="$tools/wiring"
[ -x "$wiring" ] || fail_usage "no wiring tool at '$wiring'; build it with 'make tools' or set the tools input"
[ -x "$tools/wiring-scan" ] || fail_usage "no wiring-scan tool at '$tools/wiring-scan'; build it with 'make tools' or set the tools input"
if [ -L "$wiring" ] || [ -L "$tools/wiring-scan" ]; then
  fail_usage "the tools in '$tools' are links; give the folder holding the built files"
fi
wiring_sum="$(sha256 "$wiring")"
scan_sum="$(sha256 "$tools/wiring-scan")"
printf '%s  wiring\n%s  wiring-scan\n' "$wiring_sum" "$scan_sum" > "$work/tools.sha256"
note "tools: wiring $wiring_sum, wiring-scan $scan_sum"

# The tools run as one process group of their own, which ends with this script: a cancelled step
# (SIGINT, SIGTERM, SIGHUP) ends the group before the script exits, and on Linux each tool also
# gets SIGKILL when the script dies any other way (setpriv --pdeathsig), so no scan outlives it:
# SIGKILL, as a runner may start the step with SIGTERM blocked, and a blocked signal never arrives.
tools_group=""
end_tools() {
  local group="$tools_group" tries=0
  [ -n "$group" ] || return 0
  tools_group=""
  kill -TERM -- "-$group" 2> /dev/null || return 0
  while kill -0 -- "-$group" 2> /dev/null && [ "$tries" -lt 50 ]; do sleep 0.1; tries=$((tries + 1)); done
  kill -KILL -- "-$group" 2> /dev/null || true
}
trap 'end_tools; exit 130' INT
trap 'end_tools; exit 143' TERM
trap 'end_tools; exit 129' HUP
trap end_tools EXIT
with_parent=()
if command -v setpriv > /dev/null 2>&1 && setpriv --pdeathsig KILL true 2> /dev/null; then
  with_parent=(setpriv --pdeathsig KILL --)
fi
# Runs `wiring` (which runs wiring-scan beside it) once both are still the files measured above.
run_wiring() {
  local status=0
  if [ "$(sha256 "$wiring")" != "$wiring_sum" ] || [ "$(sha256 "$tools/wiring-scan")" != "$scan_sum" ]; then
    printf '::error title=Wiring::%s\n' "the wiring tools in $(escaped "$tools") changed during the run; nothing was run"
    return 2
  fi
  set -m
  ${with_parent[@]+"${with_parent[@]}"} "$wiring" "$@" &
  tools_group=$!
  set +m
  wait "$tools_group" || status=$?
  tools_group=""
  return "$status"
}

# ── Rules and baseline: the base commit's by default, never searched for by the tools ──
# Every command below gets --no-config-search and the files chosen here (copies in the work
# folder), so no file the pull request adds, deletes, links or shadows is read by accident.
in_git=false
if git rev-parse --git-dir > /dev/null 2>&1; then in_git=true; fi
top="$(git rev-parse --show-toplevel 2> /dev/null || pwd)"
top="$(cd "$top" && pwd -P)"
prefix=""
if [ "$in_git" = true ]; then prefix="$(git rev-parse --show-prefix)"; fi
has_base=false
if [ -n "$base_ref" ] && [ "$in_git" = true ]; then
  if ! git cat-file -e "$base_ref^{commit}" 2> /dev/null; then
    note "fetching the base commit $base_ref"
    git fetch --quiet --depth=1 origin "$base_ref" >&2 || true
  fi
  if git cat-file -e "$base_ref^{commit}" 2> /dev/null; then has_base=true; fi
fi
if [ "$rules_from" = base ] && [ -n "$base_ref" ] && [ "$has_base" = false ] && [ "$in_git" = true ]; then
  fail_usage "the base commit '$base_ref' cannot be read, so neither can its rules; check out with fetch-depth: 0"
fi

# The folder of the working directory and each one above it up to the top, relative to the top
# ('' for the top itself), nearest first.
folders_up() {
  local dir="${prefix%/}"
  while :; do
    printf '%s\n' "$dir"
    [ -n "$dir" ] || return 0
    dir="$(dirname "$dir")"
    if [ "$dir" = . ]; then dir=""; fi
  done
}
# A path given relative to the working directory (or absolute), as a path relative to the top,
# worked out from its text alone: the checkout's file may be a link, or gone. Fails for a path
# outside the repository.
repo_path() {
  local path="$1" part parts kept=()
  case "$path" in
    /*) [ "${path#"$top"/}" != "$path" ] || return 1; path="${path#"$top"/}" ;;
    *) path="$prefix$path" ;;
  esac
  IFS=/ read -r -a parts <<< "$path"
  for part in "${parts[@]}"; do
    case "$part" in
      "" | .) ;;
      ..) [ "${#kept[@]}" -gt 0 ] || return 1; unset 'kept[${#kept[@]}-1]' ;;
      *) kept+=("$part") ;;
    esac
  done
  [ "${#kept[@]}" -gt 0 ] || return 1
  (IFS=/; printf '%s\n' "${kept[*]}")
}
# Whether the base commit holds a file (not a link, not a folder) at a path relative to the top.
base_file() {
  local mode
  mode="$(git -C "$top" ls-tree "$base_ref" -- "$1" 2> /dev/null | awk '{ print $1; exit }')"
  [ "$mode" = 100644 ] || [ "$mode" = 100755 ]
}
# The nearest file of a name in the base commit's tree, searched as the tools search: from the
# working directory up to the package root (Package.swift) or the repository's top.
base_find_up() {
  local name="$1" dir
  while IFS= read -r dir; do
    if base_file "${dir:+$dir/}$name"; then printf '%s\n' "${dir:+$dir/}$name"; return; fi
    if [ -n "$dir" ] && base_file "$dir/Package.swift"; then return; fi
  done < <(folders_up)
}
# The nearest file of a name in the checkout, searched the same way; never above the working
# directory when there is no package or repository root.
find_up() {
  local name="$1" dir="$start_dir" root=""
  while :; do
    if [ -f "$dir/Package.swift" ] || [ -e "$dir/.git" ]; then root="$dir"; break; fi
    if [ "$dir" = / ]; then break; fi
    dir="$(dirname "$dir")"
  done
  dir="$start_dir"
  while :; do
    if [ -f "$dir/$name" ]; then printf '%s\n' "$dir/$name"; return; fi
    if [ -z "$root" ] || [ "$dir" = "$root" ] || [ "$dir" = / ]; then return; fi
    dir="$(dirname "$dir")"
  done
}
# Chooses one file (the rules or the baseline) and copies it into the work folder; prints the
# copy's path, or nothing for none.
pick() {
  local input="$1" name="$2" copy="$3" file relative
  if [ "$input" = none ]; then return 0; fi
  if [ "$rules_from" = base ] && [ "$has_base" = true ]; then
    if [ -z "$input" ]; then
      relative="$(base_find_up "$name")"
      if [ -z "$relative" ]; then note "the base commit has no $name: none is used"; return 0; fi
    elif relative="$(repo_path "$input")"; then
      if ! base_file "$relative"; then
        note "the base commit has no file $relative (the $name input): none is used"
        return 0
      fi
    else
      # A file outside the repository, made by an earlier step of the workflow.
      read_outside "$input" "$copy"
      return 0
    fi
    git -C "$top" show "$base_ref:$relative" > "$copy"
    note "using the base commit's $relative"
    printf '%s\n' "$copy"
    return 0
  fi
  case "$input" in
    "") file="$(find_up "$name")" ;;
    *) file="$input" ;;
  esac
  [ -n "$file" ] || return 0
  # A link in the checkout could lead anywhere on the runner: only a file is read.
  if [ -L "$file" ]; then
    note "$file is a symbolic link; it was not read"
    return 0
  fi
  cp "$file" "$copy"
  printf '%s\n' "$copy"
}
read_outside() {
  if [ -L "$1" ] || [ ! -f "$1" ]; then note "$1 is not a file; it was not read"; return 0; fi
  cp "$1" "$2"
  printf '%s\n' "$2"
}
for input in "${INPUT_RULES:-}" "${INPUT_BASELINE:-}"; do
  case "$input" in *$'\n'* | *$'\r'*) fail_usage "the rules and baseline inputs name one file each; '$input' holds a line break" ;; esac
  case "$input" in
    "" | none) ;;
    *)
      # From the base, a file of the repository may be missing from the checkout; any other must be there.
      if [ "$rules_from" = head ] || [ "$has_base" = false ] || ! repo_path "$input" > /dev/null; then
        [ -f "$input" ] || fail_usage "no file '$input' (from the rules or baseline input)"
      fi
      ;;
  esac
done
rules="$(pick "${INPUT_RULES:-}" wiring-rules.json "$work/rules.json")"
baseline="$(pick "${INPUT_BASELINE:-}" wiring-baseline.txt "$work/baseline.txt")"
rule_args=(--no-config-search)
if [ -n "$rules" ]; then rule_args+=(--rules "$rules"); fi
if [ -n "$baseline" ]; then rule_args+=(--baseline "$baseline"); fi

# ── What the pull request changes in the gate's files: stated in the summary and the comment ──
# Every wiring-rules.json and wiring-baseline.txt from the working directory up to the top (one
# the pull request adds nearer the working directory would shadow the base's), and the files the
# rules and baseline inputs name.
gate_notes=()
# Text from the pull request, fit for one line of Markdown inside backticks.
plain() { LC_ALL=C tr -d '`\r' | LC_ALL=C tr '\000-\037<>' ' ' | cut -c1-200; }
entries() { grep -v '^[[:space:]]*\(#\|$\)' | sed 's/[[:space:]]*$//' | LC_ALL=C sort -u || true; }
# Lines as `a`, `b`, each made plain.
quoted_list() {
  local line out=""
  while IFS= read -r line; do out+="\`$(printf '%s' "$line" | plain)\`, "; done
  printf '%s' "${out%, }"
}
# `: accepts `A -> B`; no longer accepts `C -> D`` for a baseline the pull request edits.
baseline_change() {
  local relative="$1" accepts dropped parts=()
  accepts="$(LC_ALL=C comm -13 <(git -C "$top" show "$base_ref:$relative" 2> /dev/null | entries) <(entries < "$top/$relative") | head -n 20 | quoted_list)"
  dropped="$(LC_ALL=C comm -23 <(git -C "$top" show "$base_ref:$relative" 2> /dev/null | entries) <(entries < "$top/$relative") | head -n 20 | quoted_list)"
  if [ -n "$accepts" ]; then parts+=("accepts $accepts"); fi
  if [ -n "$dropped" ]; then parts+=("no longer accepts $dropped"); fi
  if [ "${#parts[@]}" -gt 0 ]; then printf ': %s' "${parts[0]}${parts[1]:+; ${parts[1]}}"; fi
}
gate_change() {
  local relative="$1" what="$2" in_base=false shown
  shown="\`$(printf '%s' "$relative" | plain)\`"
  if git -C "$top" cat-file -e "$base_ref:$relative" 2> /dev/null; then in_base=true; fi
  if [ -L "$top/$relative" ]; then
    if [ "$in_base" = true ]; then gate_notes+=("this pull request replaces the $what $shown by a symbolic link")
    else gate_notes+=("this pull request adds the $what $shown as a symbolic link"); fi
  elif [ -f "$top/$relative" ]; then
    if [ "$in_base" = false ]; then
      gate_notes+=("this pull request adds the $what $shown")
    elif ! git -C "$top" show "$base_ref:$relative" 2> /dev/null | cmp -s - "$top/$relative"; then
      if [ "$what" = baseline ]; then gate_notes+=("this pull request edits the baseline $shown$(baseline_change "$relative")")
      else gate_notes+=("this pull request edits $shown"); fi
    fi
  elif [ "$in_base" = true ]; then
    gate_notes+=("this pull request deletes the $what $shown")
  fi
}
if [ "$has_base" = true ]; then
  candidates=()
  while IFS= read -r dir; do
    candidates+=("${dir:+$dir/}wiring-rules.json" "${dir:+$dir/}wiring-baseline.txt")
  done < <(folders_up)
  for input in "${INPUT_RULES:-}" "${INPUT_BASELINE:-}"; do
    case "$input" in "" | none) ;; *) if relative="$(repo_path "$input")"; then candidates+=("$relative"); fi ;; esac
  done
  while IFS= read -r relative; do
    what=rules
    case "$relative" in
      *wiring-baseline.txt) what=baseline ;;
      *) if [ -n "${INPUT_BASELINE:-}" ] && [ "$relative" = "$(repo_path "${INPUT_BASELINE}" 2> /dev/null)" ]; then what=baseline; fi ;;
    esac
    gate_change "$relative" "$what"
  done < <(printf '%s\n' "${candidates[@]}" | awk '!seen[$0]++')
  if [ "${#gate_notes[@]}" -gt 0 ]; then
    if [ "$rules_from" = base ]; then
      gate_notes+=("the gate is the base commit's: these changes apply once the pull request is merged (rules-from: base)")
    else
      gate_notes+=("rules-from: head judges this pull request by its own copies of these files")
    fi
    for line in "${gate_notes[@]}"; do note "$line"; done
  fi
fi

# ── The two snapshots ──
status=0
base_snapshot="$work/base.wiring.json"
head_snapshot="$work/head.wiring.json"
read -r -a listed <<< "$(printf '%s' "$paths_text" | tr '\n' ' ')"
[ "${#listed[@]}" -gt 0 ] || fail_usage "paths is empty; name the folders to scan, such as 'Sources'"
# A path the pull request made a link (`Sources` -> `/home/runner`) would scan files outside
# the checkout into the report: only paths inside the repository are scanned.
paths=()
for path in "${listed[@]}"; do
  folder="$path"
  if [ ! -d "$folder" ]; then folder="$(dirname "$path")"; fi
  resolved="$(cd "$folder" 2> /dev/null && pwd -P)" || resolved=""
  if [ -L "$path" ] || [ -z "$resolved" ] || { [ "$resolved" != "$top" ] && [ "${resolved#"$top"/}" = "$resolved" ]; }; then
    warn "the path '$path' is a link, missing, or outside the repository; it was not scanned"
  else
    paths+=("$path")
  fi
done
[ "${#paths[@]}" -gt 0 ] || fail_usage "none of the paths ($paths_text) can be scanned; name folders inside the repository"

scan() {
  local output="$1"
  shift
  run_wiring scan "$@" --no-config-search -o "$output"
}
if [ "$compare" = snapshots ]; then
  [ -f "${INPUT_BASE_SNAPSHOT:-}" ] || fail_usage "compare: snapshots needs base-snapshot, a file ('${INPUT_BASE_SNAPSHOT:-}' is not one)"
  [ -f "${INPUT_HEAD_SNAPSHOT:-}" ] || fail_usage "compare: snapshots needs head-snapshot, a file ('${INPUT_HEAD_SNAPSHOT:-}' is not one)"
  cp "$INPUT_BASE_SNAPSHOT" "$base_snapshot"
  cp "$INPUT_HEAD_SNAPSHOT" "$head_snapshot"
else
  note "scanning the head: ${paths[*]}"
  scan "$head_snapshot" "${paths[@]}" || status=2
  if [ "$status" = 0 ] && [ -n "$base_ref" ]; then
    # The base is checked out under a folder named like the checkout's, so a package named by its
    # folder (SwiftPM's identity of a root package) has the same identity in base and head.
    mkdir -p "$work/base"
    tree="$work/base/$(basename "$top")"
    if git worktree add --quiet --detach "$tree" "$base_ref" >&2; then
      base_paths=()
      for path in "${paths[@]}"; do
        if [ -e "$tree/$prefix$path" ]; then base_paths+=("$path"); fi
      done
      if [ "${#base_paths[@]}" -gt 0 ]; then
        note "scanning the base ($base_ref): ${base_paths[*]}"
        (cd "$tree/$prefix" && scan "$base_snapshot" "${base_paths[@]}") || status=2
      fi
      git worktree remove --force "$tree" >&2 || true
    else
      warn "the base commit $base_ref could not be checked out; check out with fetch-depth: 0"
      status=2
    fi
  fi
  if [ "$status" = 0 ] && [ ! -f "$base_snapshot" ]; then
    note "the base has none of the paths (or there is no base commit); comparing the head with itself"
    cp "$head_snapshot" "$base_snapshot"
  fi
fi

# ── Check and diff ──
check_status=0
diff_status=0
policy="$fail_on"
if [ "$policy" = never ]; then policy=new-crossing; fi
if [ "$status" = 0 ]; then
  if [ -n "$rules" ]; then
    run_wiring check "$head_snapshot" ${rule_args[@]+"${rule_args[@]}"} --format markdown -o "$work/check.md" || check_status=$?
    run_wiring check "$head_snapshot" ${rule_args[@]+"${rule_args[@]}"} --format json -o "$work/check.json" || true
  fi
  wiring_diff() { run_wiring diff "$base_snapshot" "$head_snapshot" ${rule_args[@]+"${rule_args[@]}"} --fail-on "$policy" "$@"; }
  wiring_diff --format markdown -o "$work/diff.md" || diff_status=$?
  wiring_diff --format json -o "$work/diff.json" || true
  if [ -n "$sarif" ]; then wiring_diff --format sarif -o "$sarif" || true; fi
  # Annotations on the changed lines: workflow commands, printed to the log on purpose.
  wiring_diff --format github || true
  if [ "$check_status" = 2 ] || [ "$diff_status" = 2 ]; then status=2; fi
fi

new_crossings=0
forbidden=0
if [ -f "$work/diff.json" ]; then
  new_crossings="$(jq '.newCrossings | length' "$work/diff.json")"
  forbidden="$(jq '[.newCrossings[] | select(.classification == "forbidden" and (.accepted | not))] | length' "$work/diff.json")"
fi
if [ -f "$work/check.json" ]; then
  forbidden="$(jq '[.crossings[] | select(.classification == "forbidden" and (.accepted | not))] | length' "$work/check.json")"
fi

# ── The module graph: a package not fully read, or a package or module gone, is no pass ──
# The scan marks a package whose manifest it could not fully read with the attribute
# `incomplete`; a `package:` or `module:` node the base has and the head lacks is missing too.
graph_problems=()
if [ "$status" = 0 ]; then
  # shellcheck disable=SC2016 # the backticks are Markdown, in a jq program
  if jq -r --slurpfile base "$base_snapshot" '
      def plain: tostring | gsub("[[:cntrl:]`<>]"; " ") | .[0:200];
      ([.nodes[]? | select(.kind == "package" and ((.attributes // {}).incomplete // null) != null)
        | "the module graph of `\(.id | plain)` was not fully read: \(.attributes.incomplete | plain)"]
      + (([$base[0].nodes[]?.id | strings | select(startswith("package:") or startswith("module:"))]
          - [.nodes[]?.id | strings]) | unique
        | map("`\(. | plain)` is in the base commit'"'"'s module graph and missing from the head'"'"'s")))[]
    ' "$head_snapshot" > "$work/graph.txt" 2> "$work/graph-error.txt"; then
    while IFS= read -r line; do graph_problems+=("$line"); done < "$work/graph.txt"
  else
    note "the snapshots could not be read as JSON: $(head -c 300 "$work/graph-error.txt")"
    status=2
  fi
fi

# ── The verdict ──
failed=false
if [ "$status" = 2 ] || [ "${#graph_problems[@]}" -gt 0 ]; then
  result=error
  failed=true
else
  case "$fail_on" in
    never) ;;
    forbidden) if [ "$forbidden" -gt 0 ] || [ "$check_status" = 1 ] || [ "$diff_status" = 1 ]; then failed=true; fi ;;
    *) if [ "$check_status" = 1 ] || [ "$diff_status" = 1 ]; then failed=true; fi ;;
  esac
  if [ "$failed" = true ]; then result=failed; else result=passed; fi
fi

# ── The summary ──
# What the pull request does to the gate's files, and what is missing from the module graph,
# first: both in the summary and at the top of the comment.
{
  if [ "${#graph_problems[@]}" -gt 0 ]; then
    printf '**Wiring: the module graph is incomplete, so this is no pass.**\n\n'
    for line in "${graph_problems[@]}"; do printf -- '- %s\n' "$line"; done
    printf '\n'
  fi
  if [ "${#gate_notes[@]}" -gt 0 ]; then
    printf '**Wiring: this pull request changes the files of its gate.**\n\n'
    for line in "${gate_notes[@]}"; do printf -- '- %s\n' "$line"; done
    printf '\n'
  fi
} > "$work/preface.md"
{
  cat "$work/preface.md"
  for report in "$work/diff.md" "$work/check.md"; do
    if [ -f "$report" ]; then cat "$report"; printf '\n'; fi
  done
  if [ "$status" = 2 ]; then
    printf '**Wiring could not read its input**: see the log of this step.\n'
  fi
} >> "$summary_file"

# ── The sticky comment ──
# The diff report alone says "no changes" in two lines; with a passing check, there is nothing to say.
changed=true
if [ -f "$work/diff.md" ] && [ "$(grep -c . "$work/diff.md")" -le 2 ] && [ "$check_status" = 0 ] \
  && [ ! -s "$work/preface.md" ]; then changed=false; fi

post_comment() {
  local body="$work/comment.md" comments="$work/comments.json" me id
  if [ -z "$pr" ] || [ -z "$repository" ]; then note "not a pull request: no comment"; return; fi
  if [ ! -f "$work/diff.md" ]; then note "no report: no comment"; return; fi
  if ! command -v gh > /dev/null 2>&1; then warn "the gh command is not installed, so no pull-request comment was written"; return; fi
  export GH_TOKEN="$token"
  # The comment: what the pull request does to the gate, the diff, then the check while all fit
  # GitHub's limit (65,536 characters).
  cat "$work/preface.md" "$work/diff.md" > "$body"
  if [ -f "$work/check.md" ]; then
    if [ $(($(wc -c < "$body") + $(wc -c < "$work/check.md"))) -lt 60000 ]; then
      { printf '\n'; cat "$work/check.md"; } >> "$body"
    else
      printf '\nThe check report is in the job summary of this workflow run.\n' >> "$body"
    fi
  fi
  # Whose comment is ours: the comment-author input, else the token's user. The job's token
  # (ghs_…) cannot ask, and writes as github-actions[bot]; so does any token whose user cannot be read.
  me="${INPUT_COMMENT_AUTHOR:-}"
  if [ -z "$me" ]; then
    case "$token" in
      "" | ghs_*) ;;
      *) me="$(gh api user --jq .login 2> /dev/null || true)" ;;
    esac
  fi
  if ! printf '%s' "$me" | grep -Eq '^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$'; then me='github-actions[bot]'; fi
  if ! gh api --paginate "repos/$repository/issues/$pr/comments" > "$comments" 2> "$work/gh-error.txt"; then
    warn "the pull request's comments could not be read with this token, so no comment was written"
    return
  fi
  id="$(jq -s -r --arg marker "$marker" --arg me "$me" \
    'add // [] | map(select(.user.login == $me and ((.body // "") | startswith($marker)))) | last | .id // empty' "$comments")"
  if [ -n "$id" ]; then
    if gh api --method PATCH "repos/$repository/issues/comments/$id" -F "body=@$body" > /dev/null 2> "$work/gh-error.txt"; then
      note "updated comment $id"
    else
      warn "the token cannot edit the pull request's comment (a fork's pull request gets a read-only token); the report is in this job summary"
    fi
  elif [ "$changed" = true ]; then
    if gh api --method POST "repos/$repository/issues/$pr/comments" -F "body=@$body" > /dev/null 2> "$work/gh-error.txt"; then
      note "created a comment"
    else
      warn "the token cannot comment on the pull request (a fork's pull request gets a read-only token); the report is in this job summary"
    fi
  else
    note "nothing changed: no comment"
  fi
}
if is_true "$comment" && [ "$status" != 2 ]; then post_comment; fi

if [ "${#summary_notes[@]}" -gt 0 ]; then
  { printf '\n'; for line in "${summary_notes[@]}"; do printf -- '- ⚠️ %s\n' "$line"; done; } >> "$summary_file"
fi

# ── Outputs and exit status ──
set_output status "$result"
set_output new-crossings "$new_crossings"
set_output forbidden "$forbidden"
if [ -n "$sarif" ] && [ -f "$sarif" ]; then set_output sarif-file "$sarif"; fi
set_output report-folder "$work"

case "$result" in
  error)
    if [ "${#graph_problems[@]}" -gt 0 ]; then
      printf '::error title=Wiring::%s\n' "$(escaped "the module graph is incomplete: ${graph_problems[*]}")"
    else
      printf '::error title=Wiring::wiring could not read its input; see this step'"'"'s log\n'
    fi
    exit 2
    ;;
  failed) printf '::error title=Wiring::%s new crossing(s), %s forbidden; see the job summary\n' "$new_crossings" "$forbidden"; exit 1 ;;
  *) note "passed: $new_crossings new crossing(s), $forbidden forbidden" ;;
esac
