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
#   INPUT_PATHS             what to scan, separated by spaces or new lines (default: Sources)
#   INPUT_BASE_SNAPSHOT     with compare: snapshots, the base snapshot file
#   INPUT_HEAD_SNAPSHOT     with compare: snapshots, the head snapshot file
#   INPUT_BASE_REF          the base commit (default: the pull request's base)
#   INPUT_RULES             the rules file (default: wiring-rules.json, found walking up from
#                           the working directory to the package or repository root; 'none': no rules)
#   INPUT_BASELINE          the baseline (default: wiring-baseline.txt, found the same way; 'none')
#   INPUT_RULES_FROM        base (default): the base commit's copy of the rules and baseline, so
#                           a pull request cannot loosen its own gate; head: the checkout's copy
#   INPUT_FAIL_ON           new-crossing (default), forbidden, any-change or never
#   INPUT_COMMENT           true (default): create or update the sticky comment; false: none
#   INPUT_SARIF             where to write the SARIF report (default: a file in RUNNER_TEMP); false: none
#   INPUT_WORKING_DIRECTORY the folder to run in (default: .)
#   INPUT_GITHUB_TOKEN      the token for the comment (default: GH_TOKEN)
#   INPUT_COMMENT_AUTHOR    whose comment is the action's (default: the token's user;
#                           github-actions[bot] for the job's token)
#   INPUT_TOOLS             a folder holding built `wiring` and `wiring-scan` (default: built
#                           from this repository with `make release` into .wiring-tools, which
#                           action.yml caches between runs)
# and GitHub's GITHUB_EVENT_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_REPOSITORY, RUNNER_TEMP.
set -euo pipefail

readonly marker='<!-- wiring-diff -->'
action_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

note() { printf 'wiring-action: %s\n' "$*" >&2; }
# A warning in the log (a workflow command) and in the summary; the text is ours, never data.
warn() {
  printf '::warning title=Wiring::%s\n' "$*"
  summary_notes+=("$*")
}
fail_usage() {
  printf '::error title=Wiring::%s\n' "$*"
  printf 'status=error\n' >> "${GITHUB_OUTPUT:-/dev/null}"
  exit 2
}
is_true() { case "$(printf '%s' "$1" | tr '[:upper:]' '[:lower:]')" in true | yes | 1 | on) return 0 ;; *) return 1 ;; esac }

summary_notes=()
compare="${INPUT_COMPARE:-scan}"
paths_text="${INPUT_PATHS:-Sources}"
fail_on="${INPUT_FAIL_ON:-new-crossing}"
comment="${INPUT_COMMENT:-true}"
rules_from="${INPUT_RULES_FROM:-base}"
working_directory="${INPUT_WORKING_DIRECTORY:-.}"
token="${INPUT_GITHUB_TOKEN:-${GH_TOKEN:-}}"
event_path="${GITHUB_EVENT_PATH:-}"
output_file="${GITHUB_OUTPUT:-/dev/null}"
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
tools="${INPUT_TOOLS:-}"
if [ -z "$tools" ]; then
  # The two binaries, kept apart from the build folder so that action.yml caches only them.
  tools="$action_dir/.wiring-tools"
  if [ ! -x "$tools/wiring" ] || [ ! -x "$tools/wiring-scan" ]; then
    note "building the wiring tools (make release)"
    make -C "$action_dir" release >&2
    mkdir -p "$tools"
    cp "$action_dir/.build-static/release/wiring" "$action_dir/.build-static/release/wiring-scan" "$tools/"
  else
    # A cached build still needs Graphviz's libraries on this runner.
    "$action_dir/scripts/install-deps.sh" >&2
  fi
fi
wiring="$tools/wiring"
[ -x "$wiring" ] || fail_usage "no wiring tool at '$wiring'; build it with 'make release' or set the tools input"

# ── Rules and baseline: found walking up, taken from the base commit by default ──
project_root() {
  local dir="$start_dir"
  while :; do
    if [ -f "$dir/Package.swift" ] || [ -e "$dir/.git" ]; then printf '%s\n' "$dir"; return; fi
    if [ "$dir" = / ]; then printf '%s\n' "$start_dir"; return; fi
    dir="$(dirname "$dir")"
  done
}
find_up() {
  local name="$1" dir="$start_dir" root
  root="$(project_root)"
  while :; do
    if [ -f "$dir/$name" ]; then printf '%s\n' "$dir/$name"; return; fi
    if [ "$dir" = "$root" ] || [ "$dir" = / ]; then return; fi
    dir="$(dirname "$dir")"
  done
}
# The base commit's copy of a file of the checkout, into the work folder; the checkout's when
# the base has none (the first pull request that adds it).
from_base() {
  local file="$1" copy="$2" relative
  relative="$(git ls-files --full-name -- "$file" 2>/dev/null | head -n 1)"
  if [ -z "$relative" ]; then relative="$(cd "$(dirname "$file")" && git rev-parse --show-prefix 2>/dev/null)$(basename "$file")"; fi
  if git cat-file -e "$base_ref:$relative" 2>/dev/null; then
    git show "$base_ref:$relative" > "$copy"
    note "using the base commit's $relative"
  else
    cp "$file" "$copy"
    note "the base commit has no $relative; using the pull request's copy"
  fi
  printf '%s\n' "$copy"
}
pick() {
  local input="$1" name="$2" copy="$3" file
  case "$input" in
    none) return ;;
    "") file="$(find_up "$name")" ;;
    *) file="$input" ;;
  esac
  [ -n "$file" ] || return 0
  # A link in the checkout could lead anywhere on the runner: only a file is read.
  if [ -L "$file" ]; then
    note "$file is a symbolic link; it was not read"
    return 0
  fi
  if [ "$rules_from" = base ] && [ -n "$base_ref" ] && git rev-parse --git-dir > /dev/null 2>&1; then
    from_base "$file" "$copy"
  else
    cp "$file" "$copy"
    printf '%s\n' "$copy"
  fi
}
for input in "${INPUT_RULES:-}" "${INPUT_BASELINE:-}"; do
  case "$input" in "" | none) ;; *) [ -f "$input" ] || fail_usage "no file '$input' (from the rules or baseline input)" ;; esac
done
rules="$(pick "${INPUT_RULES:-}" wiring-rules.json "$work/rules.json")"
baseline="$(pick "${INPUT_BASELINE:-}" wiring-baseline.txt "$work/baseline.txt")"
rule_args=()
if [ -n "$rules" ]; then rule_args+=(--rules "$rules"); fi
if [ -n "$baseline" ]; then rule_args+=(--baseline "$baseline"); fi

# ── The two snapshots ──
status=0
base_snapshot="$work/base.wiring.json"
head_snapshot="$work/head.wiring.json"
read -r -a listed <<< "$(printf '%s' "$paths_text" | tr '\n' ' ')"
[ "${#listed[@]}" -gt 0 ] || fail_usage "paths is empty; name the folders to scan, such as 'Sources'"
# A path the pull request made a link (`Sources` -> `/home/runner`) would scan files outside
# the checkout into the report: only paths inside the repository are scanned.
top="$(git rev-parse --show-toplevel 2> /dev/null || pwd)"
top="$(cd "$top" && pwd -P)"
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
  "$wiring" scan "$@" -o "$output"
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
    if ! git cat-file -e "$base_ref^{commit}" 2>/dev/null; then
      note "fetching the base commit $base_ref"
      git fetch --quiet --depth=1 origin "$base_ref" >&2 || true
    fi
    prefix="$(git rev-parse --show-prefix)"
    tree="$work/base"
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
    "$wiring" check "$head_snapshot" ${rule_args[@]+"${rule_args[@]}"} --format markdown -o "$work/check.md" || check_status=$?
    "$wiring" check "$head_snapshot" ${rule_args[@]+"${rule_args[@]}"} --format json -o "$work/check.json" || true
  fi
  wiring_diff() { "$wiring" diff "$base_snapshot" "$head_snapshot" ${rule_args[@]+"${rule_args[@]}"} --fail-on "$policy" "$@"; }
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

# ── The verdict ──
failed=false
if [ "$status" = 2 ]; then
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
{
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
if [ -f "$work/diff.md" ] && [ "$(grep -c . "$work/diff.md")" -le 2 ] && [ "$check_status" = 0 ]; then changed=false; fi

post_comment() {
  local body="$work/comment.md" comments="$work/comments.json" me id
  if [ -z "$pr" ] || [ -z "$repository" ]; then note "not a pull request: no comment"; return; fi
  if [ ! -f "$work/diff.md" ]; then note "no report: no comment"; return; fi
  if ! command -v gh > /dev/null 2>&1; then warn "the gh command is not installed, so no pull-request comment was written"; return; fi
  export GH_TOKEN="$token"
  # The comment: the diff, then the check while both fit GitHub's limit (65,536 characters).
  cp "$work/diff.md" "$body"
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
{
  printf 'status=%s\n' "$result"
  printf 'new-crossings=%s\n' "$new_crossings"
  printf 'forbidden=%s\n' "$forbidden"
  if [ -n "$sarif" ] && [ -f "$sarif" ]; then printf 'sarif-file=%s\n' "$sarif"; fi
  printf 'report-folder=%s\n' "$work"
} >> "$output_file"

case "$result" in
  error) printf '::error title=Wiring::wiring could not read its input; see this step'"'"'s log\n'; exit 2 ;;
  failed) printf '::error title=Wiring::%s new crossing(s), %s forbidden; see the job summary\n' "$new_crossings" "$forbidden"; exit 1 ;;
  *) note "passed: $new_crossings new crossing(s), $forbidden forbidden" ;;
esac
