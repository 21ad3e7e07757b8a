#!/usr/bin/env bash
# shellcheck disable=SC2016 # backticks in the expected text are Markdown, not commands
# Tests the GitHub Action's script (scripts/wiring-action.sh) without GitHub: a repository with a
# base and a head commit, a pull-request event file, temporary GITHUB_OUTPUT and
# GITHUB_STEP_SUMMARY files, and a stub `gh` on PATH that records its calls and answers with the
# pull request's comments — among them one by another user that starts with the same marker.
#
#   scripts/test-action.sh TOOLS     (TOOLS: the folder holding built wiring, wiring-scan and
#                                     wiring-render, which are also packed as a release)
#
# Needs git, jq, python3, curl, zip and unzip. Exit status 0 when every expectation holds.
set -euo pipefail
# A test runner may start this script with signals blocked or ignored, which every process it
# starts inherits; the cases that signal the action need them as a terminal's shell has them.
if [ -z "${WIRING_ACTION_TEST_SIGNALS:-}" ]; then
  export WIRING_ACTION_TEST_SIGNALS=1
  exec python3 -c 'import os, signal, sys
signal.pthread_sigmask(signal.SIG_SETMASK, set())
for number in (signal.SIGHUP, signal.SIGINT, signal.SIGQUIT, signal.SIGTERM):
    signal.signal(number, signal.SIG_DFL)
os.execvp("bash", ["bash"] + sys.argv[1:])' "${BASH_SOURCE[0]}" "$@"
fi

tools="$(cd "${1:?usage: scripts/test-action.sh TOOLS-FOLDER}" && pwd)"
script="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/wiring-action.sh"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/wiring-action-test.XXXXXX")"
# WIRING_ACTION_TEST_KEEP=1 keeps the scratch folder to look at.
if [ -z "${WIRING_ACTION_TEST_KEEP:-}" ]; then trap 'rm -rf "$scratch"' EXIT; fi
failures=0

expect() {
  local what="$1"
  shift
  if "$@"; then
    printf 'ok: %s\n' "$what"
  else
    printf 'FAILED: %s\n' "$what"
    failures=$((failures + 1))
  fi
}

# ── A stub gh: comments kept in a JSON file, every call appended to a log ──
mkdir -p "$scratch/bin"
cat > "$scratch/bin/gh" << 'STUB'
#!/usr/bin/env python3
import json, os, sys
state_path, log_path = os.environ["STUB_STATE"], os.environ["STUB_LOG"]
args = sys.argv[1:]
with open(log_path, "a") as log:
    log.write(" ".join(args) + "\n")
with open(state_path) as f:
    state = json.load(f)
def save():
    with open(state_path, "w") as f:
        json.dump(state, f)
def body():
    field = args[args.index("-F") + 1]
    assert field.startswith("body=@"), field
    with open(field[len("body=@"):]) as f:
        return f.read()
if args[:2] == ["api", "user"] and os.environ.get("STUB_NAIVE") == "1":
    # A client that answers every read with the comments, whatever was asked.
    print(json.dumps(state["comments"]))
    sys.exit(0)
if args[:2] == ["api", "user"]:
    sys.stderr.write("gh: Resource not accessible by integration (HTTP 403)\n")
    sys.exit(1)
method = args[args.index("--method") + 1] if "--method" in args else "GET"
path = [a for a in args[1:] if a.startswith("repos/")][0]
if method == "GET":
    print(json.dumps(state["comments"]))
elif os.environ.get("STUB_READ_ONLY") == "1":
    sys.stderr.write("gh: Resource not accessible by integration (HTTP 403)\n")
    sys.exit(1)
elif method == "POST":
    state["next"] += 1
    state["comments"].append({"id": state["next"], "user": {"login": "github-actions[bot]"}, "body": body()})
    save()
    print(json.dumps(state["comments"][-1]))
elif method == "PATCH":
    wanted = int(path.rsplit("/", 1)[1])
    for comment in state["comments"]:
        if comment["id"] == wanted:
            comment["body"] = body()
    save()
else:
    sys.exit(2)
STUB
chmod +x "$scratch/bin/gh"
export PATH="$scratch/bin:$PATH"
export STUB_LOG="$scratch/gh.log"
export STUB_STATE="$scratch/comments.json"
other_body='<!-- wiring-diff -->
A comment by someone else that starts with the marker.'
fresh_state() {
  jq -n --arg body "$other_body" '{next: 100, comments: [{id: 1, user: {login: "octocat"}, body: $body}]}' > "$STUB_STATE"
  : > "$STUB_LOG"
}

# ── A repository: the base has two boundaries, the head adds a dependency between them ──
repo="$scratch/repo"
mkdir -p "$repo/Sources/App"
cd "$repo"
git init --quiet
git config user.email test@example.com
git config user.name Test
cat > Package.swift << 'EOF'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "App", targets: [.target(name: "App")])
EOF
cat > Sources/App/Model.swift << 'EOF'
import Boundaries
final class Model: Boundary {}
EOF
cat > Sources/App/Presenter.swift << 'EOF'
import Boundaries
final class Presenter: Boundary {}
EOF
cat > Sources/App/AppRoot.swift << 'EOF'
import Boundaries
final class AppRoot: ContainerBoundary {
    typealias Subboundaries = BoundaryList
        .Add<Model>
        .Add<Presenter>
}
EOF
git add -A
git commit --quiet -m base
base_sha="$(git rev-parse HEAD)"
cat > Sources/App/Presenter.swift << 'EOF'
import Boundaries
final class Presenter: Boundary {
    typealias Dependencies = BoundaryList.Add<Model>
}
EOF
git commit --quiet -am head
head_sha="$(git rev-parse HEAD)"

event="$scratch/event.json"
jq -n --arg base "$base_sha" --arg head "$head_sha" \
  '{pull_request: {number: 7, base: {sha: $base}, head: {sha: $head}}, repository: {full_name: "octo/app"}}' > "$event"

# Runs the action's script with fresh output files; the exit status is in $status.
run_action() {
  output="$scratch/output.txt"
  summary="$scratch/summary.md"
  : > "$output"
  : > "$summary"
  status=0
  env GITHUB_EVENT_PATH="$event" GITHUB_OUTPUT="$output" GITHUB_STEP_SUMMARY="$summary" \
    GITHUB_REPOSITORY=octo/app RUNNER_TEMP="$scratch" INPUT_TOOLS="$tools" INPUT_GITHUB_TOKEN=stub \
    "$@" "$script" > "$scratch/log.txt" 2>&1 || status=$?
}
# An output's last value, in either form GITHUB_OUTPUT takes (name=value, or name<<DELIMITER).
output_value() {
  awk -v name="$1" '
    inside && $0 == delimiter { inside = 0; if (current == name) last = value; next }
    inside { value = first ? $0 : value "\n" $0; first = 0; next }
    /^[A-Za-z0-9_-]+<</ { split($0, part, "<<"); current = part[1]; delimiter = part[2]; value = ""; inside = 1; first = 1; next }
    index($0, name "=") == 1 { last = substr($0, length(name) + 2) }
    END { printf "%s", last }' "$output"
}
# The names of the outputs written, one a line, sorted.
output_names() {
  awk 'inside && $0 == delimiter { inside = 0; next }
    inside { next }
    /^[A-Za-z0-9_-]+<</ { split($0, part, "<<"); print part[1]; delimiter = part[2]; inside = 1; next }
    { split($0, part, "="); print part[1] }' "$output" | LC_ALL=C sort -u
}
posts() { grep -c -- '--method POST' "$STUB_LOG" || true; }
patches() { grep -c -- '--method PATCH' "$STUB_LOG" || true; }
other_untouched() { [ "$(jq -r '.comments[] | select(.id == 1) | .body' "$STUB_STATE")" = "$other_body" ]; }
ours() { jq '[.comments[] | select(.user.login == "github-actions[bot]")] | length' "$STUB_STATE"; }

# 1. A new crossing: one comment created, outputs set, SARIF written, the step fails.
fresh_state
run_action
expect "a new crossing fails the step (exit 1)" [ "$status" = 1 ]
expect "status output is failed" [ "$(output_value status)" = failed ]
expect "new-crossings output is 1" [ "$(output_value new-crossings)" = 1 ]
expect "forbidden output is 0 without rules" [ "$(output_value forbidden)" = 0 ]
expect "one comment created" [ "$(posts)" = 1 ]
expect "one comment created (2)" [ "$(ours)" = 1 ]
expect "the other user's comment is untouched" other_untouched
expect "no comment edited on the first run" [ "$(patches)" = 0 ]
sarif="$(output_value sarif-file)"
expect "SARIF written, with one result" [ "$(jq '.runs[0].results | length' "$sarif" 2> /dev/null)" = 1 ]
expect "the summary holds the diff report" grep -q 'Wiring diff' "$summary"
expect "annotations printed to the log" grep -q '^::warning ' "$scratch/log.txt"
expect "the comment names no absolute path" bash -c "! jq -r '.comments[].body' '$STUB_STATE' | grep -q '$scratch'"

# 2. The same again: the action's comment is updated, nothing new is posted.
: > "$STUB_LOG"
run_action
our_id="$(jq '.comments[] | select(.user.login == "github-actions[bot]") | .id' "$STUB_STATE")"
expect "second run updates the comment" [ "$(patches)" = 1 ]
expect "second run updates the comment (2)" grep -q "issues/comments/$our_id" "$STUB_LOG"
expect "second run posts nothing" [ "$(posts)" = 0 ]
expect "the other user's comment is never edited" bash -c "! grep -q 'issues/comments/1 ' '$STUB_LOG'"
expect "the other user's comment is never edited (2)" other_untouched
expect "still one comment of ours" [ "$(ours)" = 1 ]

# 2b. A personal token whose user cannot be read (the answer is not a login): the comment is
#     still found as github-actions[bot]'s, created once, then updated.
fresh_state
run_action INPUT_GITHUB_TOKEN=ghp_example STUB_NAIVE=1
run_action INPUT_GITHUB_TOKEN=ghp_example STUB_NAIVE=1
expect "an unreadable token user: one comment created" [ "$(posts)" = 1 ]
expect "an unreadable token user: then updated" [ "$(patches)" = 1 ]
expect "an unreadable token user: the other user's comment untouched" other_untouched

# 3. fail-on: never passes; forbidden passes without a forbidden crossing and fails with one.
fresh_state
run_action INPUT_FAIL_ON=never INPUT_COMMENT=false
expect "fail-on never: exit 0, status passed" [ "$status" = 0 ]
expect "fail-on never: exit 0, status passed (2)" [ "$(output_value status)" = passed ]
expect "comment: false writes no comment" [ "$(posts)" = 0 ]
expect "comment: false writes no comment (2)" [ "$(patches)" = 0 ]
run_action INPUT_FAIL_ON=forbidden INPUT_COMMENT=false
expect "fail-on forbidden, nothing forbidden: exit 0" [ "$status" = 0 ]
printf '{ "forbidden": [ { "from": "*Presenter", "to": "*Model", "reason": "presenters go through use cases" } ] }\n' \
  > "$scratch/rules.json"
run_action INPUT_FAIL_ON=forbidden INPUT_COMMENT=false INPUT_RULES="$scratch/rules.json"
expect "fail-on forbidden with a forbidden crossing: exit 1" [ "$status" = 1 ]
expect "forbidden output is 1" [ "$(output_value forbidden)" = 1 ]

# 4. Rules found walking up from the working directory; the base commit's copy wins over the
#    pull request's, so a pull request cannot loosen its own gate.
cp "$scratch/rules.json" wiring-rules.json
run_action INPUT_FAIL_ON=forbidden INPUT_COMMENT=false INPUT_WORKING_DIRECTORY=Sources/App INPUT_PATHS=.
expect "rules the pull request adds do not apply (the base has none)" [ "$(output_value forbidden)" = 0 ]
expect "rules the pull request adds: said in the summary" grep -q 'this pull request adds the rules `wiring-rules.json`' "$summary"
run_action INPUT_FAIL_ON=forbidden INPUT_COMMENT=false INPUT_WORKING_DIRECTORY=Sources/App INPUT_PATHS=. INPUT_RULES_FROM=head
expect "rules-from head: rules found walking up from the working directory" [ "$(output_value forbidden)" = 1 ]
run_action INPUT_FAIL_ON=forbidden INPUT_COMMENT=false INPUT_RULES=none INPUT_RULES_FROM=head
expect "rules: none never reads the rules file the pull request adds" [ "$(output_value forbidden)" = 0 ]
expect "rules: none never reads the rules file the pull request adds (2)" [ "$status" = 0 ]
git add wiring-rules.json
git commit --quiet -m rules
rules_sha="$(git rev-parse HEAD)"
printf '{ "forbidden": [] }\n' > wiring-rules.json
with_rules="$scratch/with-rules.json"
jq --arg sha "$rules_sha" '.pull_request.base.sha = $sha' "$event" > "$with_rules"
run_action GITHUB_EVENT_PATH="$with_rules" INPUT_FAIL_ON=forbidden INPUT_COMMENT=false
expect "loosened rules in the checkout: the base commit's rules still forbid" [ "$(output_value forbidden)" = 1 ]
expect "loosened rules in the checkout: still fails" [ "$status" = 1 ]
expect "loosened rules: the summary says the pull request edits them" grep -q 'this pull request edits `wiring-rules.json`' "$summary"
run_action GITHUB_EVENT_PATH="$with_rules" INPUT_FAIL_ON=forbidden INPUT_COMMENT=false INPUT_RULES_FROM=head
expect "rules-from head reads the checkout's copy" [ "$(output_value forbidden)" = 0 ]
git checkout --quiet -- wiring-rules.json

# 4b. The rules replaced by a link, deleted, or shadowed in the working directory: the base's
#     rules still judge, and the summary says what the pull request did.
printf '{ "forbidden": [] }\n' > "$scratch/loose.json"
ln -sf "$scratch/loose.json" wiring-rules.json
run_action GITHUB_EVENT_PATH="$with_rules" INPUT_FAIL_ON=forbidden INPUT_COMMENT=false
expect "rules replaced by a link: still forbidden" [ "$(output_value forbidden)" = 1 ]
expect "rules replaced by a link: still fails" [ "$status" = 1 ]
expect "rules replaced by a link: said in the summary" grep -q 'replaces the rules `wiring-rules.json` by a symbolic link' "$summary"
rm wiring-rules.json
run_action GITHUB_EVENT_PATH="$with_rules" INPUT_FAIL_ON=forbidden INPUT_COMMENT=false
expect "rules deleted: still forbidden" [ "$(output_value forbidden)" = 1 ]
expect "rules deleted: said in the summary" grep -q 'deletes the rules `wiring-rules.json`' "$summary"
git checkout --quiet -- wiring-rules.json
cp "$scratch/loose.json" Sources/App/wiring-rules.json
run_action GITHUB_EVENT_PATH="$with_rules" INPUT_FAIL_ON=forbidden INPUT_COMMENT=false INPUT_WORKING_DIRECTORY=Sources/App INPUT_PATHS=.
expect "shadowing rules in the working directory: still forbidden" [ "$(output_value forbidden)" = 1 ]
expect "shadowing rules: said in the summary" grep -q 'adds the rules `Sources/App/wiring-rules.json`' "$summary"
rm Sources/App/wiring-rules.json

# 4c. A baseline the pull request edits to accept its own forbidden crossing: still fails, and
#     the summary and the comment say which crossing it accepts.
printf '# accepted crossings\n' > wiring-baseline.txt
git add wiring-baseline.txt
git commit --quiet -m baseline
baseline_sha="$(git rev-parse HEAD)"
with_baseline="$scratch/with-baseline.json"
jq --arg sha "$baseline_sha" '.pull_request.base.sha = $sha' "$event" > "$with_baseline"
"$tools/wiring-scan" Sources -o "$scratch/now.json" 2> /dev/null
"$tools/wiring" check "$scratch/now.json" --rules wiring-rules.json --baseline wiring-baseline.txt --update-baseline > /dev/null 2>&1 || true
expect "the test's baseline accepts the crossing" grep -q 'Presenter' wiring-baseline.txt
fresh_state
run_action GITHUB_EVENT_PATH="$with_baseline" INPUT_FAIL_ON=forbidden
expect "a baseline accepting the pull request's own crossing: still fails" [ "$status" = 1 ]
expect "a baseline accepting the pull request's own crossing: still forbidden" [ "$(output_value forbidden)" = 1 ]
expect "the summary says the pull request edits the baseline, and what it accepts" \
  grep -q 'this pull request edits the baseline `wiring-baseline.txt`: accepts `.*Presenter.*`' "$summary"
expect "the comment says so too" bash -c "jq -r '.comments[].body' '$STUB_STATE' | grep -q 'this pull request edits the baseline'"
run_action GITHUB_EVENT_PATH="$with_baseline" INPUT_FAIL_ON=forbidden INPUT_BASELINE=none INPUT_COMMENT=false INPUT_RULES_FROM=head
expect "baseline: none never reads the checkout's baseline" [ "$(output_value forbidden)" = 1 ]
git checkout --quiet -- wiring-baseline.txt

# 5. Nothing changed: no comment at all on a pull request without one.
fresh_state
unchanged="$scratch/unchanged.json"
jq --arg sha "$(git rev-parse HEAD)" '.pull_request.base.sha = $sha' "$event" > "$unchanged"
run_action GITHUB_EVENT_PATH="$unchanged" INPUT_RULES=none
expect "nothing changed: exit 0, 0 new crossings" [ "$status" = 0 ]
expect "nothing changed: exit 0, 0 new crossings (2)" [ "$(output_value new-crossings)" = 0 ]
expect "nothing changed: no comment" [ "$(posts)" = 0 ]
expect "nothing changed: no comment (2)" [ "$(patches)" = 0 ]

# 6. A fork's read-only token: said in the log and the summary, and the run goes on.
fresh_state
run_action STUB_READ_ONLY=1
expect "read-only token: the verdict still decides (exit 1)" [ "$status" = 1 ]
expect "read-only token: said in the log" grep -q '::warning title=Wiring::the token cannot comment' "$scratch/log.txt"
expect "read-only token: said in the summary" grep -q 'the token cannot comment' "$summary"
expect "read-only token: outputs still set" [ "$(output_value status)" = failed ]

# 7. Snapshots made by the workflow.
mkdir -p "$scratch/snapshots"
"$tools/wiring-scan" Sources -o "$scratch/snapshots/head.json" 2> /dev/null
git checkout --quiet "$base_sha" -- Sources
"$tools/wiring-scan" Sources -o "$scratch/snapshots/base.json" 2> /dev/null
git checkout --quiet "$head_sha" -- Sources
fresh_state
run_action INPUT_COMPARE=snapshots INPUT_BASE_SNAPSHOT="$scratch/snapshots/base.json" \
  INPUT_HEAD_SNAPSHOT="$scratch/snapshots/head.json" INPUT_COMMENT=false INPUT_RULES=none
expect "snapshots: one new crossing, exit 1" [ "$status" = 1 ]
expect "snapshots: one new crossing, exit 1 (2)" [ "$(output_value new-crossings)" = 1 ]

# 8. A path the pull request made a link out of the checkout is not scanned.
mkdir -p "$scratch/outside"
printf 'import Boundaries\nfinal class Stolen: Boundary {}\n' > "$scratch/outside/Stolen.swift"
ln -s "$scratch/outside" Linked
fresh_state
run_action INPUT_PATHS="Sources Linked" INPUT_COMMENT=false INPUT_RULES=none
expect "a linked path is not scanned, and the log says so" grep -q "the path 'Linked' is a link" "$scratch/log.txt"
expect "a linked path: the rest is still compared" [ "$(output_value new-crossings)" = 1 ]
rm Linked

# 9. Bad input is an error (exit 2), not a pass.
run_action INPUT_COMPARE=snapshots INPUT_BASE_SNAPSHOT="$scratch/missing.json" INPUT_HEAD_SNAPSHOT="$scratch/missing.json"
expect "a missing snapshot is an error (exit 2)" [ "$status" = 2 ]
printf 'not json' > "$scratch/broken.json"
run_action INPUT_COMPARE=snapshots INPUT_BASE_SNAPSHOT="$scratch/broken.json" \
  INPUT_HEAD_SNAPSHOT="$scratch/snapshots/head.json" INPUT_FAIL_ON=never
expect "a broken snapshot is an error even with fail-on never" [ "$status" = 2 ]
expect "a broken snapshot is an error even with fail-on never (2)" [ "$(output_value status)" = error ]

# 10. Inputs holding a line break never become a workflow command or an output of their own.
run_action INPUT_COMPARE=$'scan\n::error::injected\r\n%0A' INPUT_COMMENT=false
expect "a line break in an input: exit 2" [ "$status" = 2 ]
expect "a line break in an input: no injected workflow command" bash -c "! grep -q '^::error::injected' '$scratch/log.txt'"
expect "a line break in an input: escaped in the log" grep -q 'scan%0A::error::injected%0D%0A%250A' "$scratch/log.txt"
expect "a line break in an input: status output is error" [ "$(output_value status)" = error ]
mkdir -p "$scratch/sarif"
run_action INPUT_SARIF="$scratch/sarif/report"$'\nstatus=passed\ninjected=1' INPUT_COMMENT=false
expect "a line break in the sarif input: no extra output" [ "$(output_names | tr '\n' ' ')" = "forbidden new-crossings report-folder sarif-file status " ]
expect "a line break in the sarif input: status still failed" [ "$(output_value status)" = failed ]
expect "a line break in the sarif input: the sarif-file output is the whole path" \
  [ "$(output_value sarif-file)" = "$scratch/sarif/report"$'\nstatus=passed\ninjected=1' ]

# 11. A module graph the head does not fully have is an error, never a pass.
jq '.nodes += [{"id": "package:app", "kind": "package", "type": "App"},
  {"id": "module:Core", "kind": "module", "type": "Core", "parent": "package:app"}]' \
  "$scratch/snapshots/base.json" > "$scratch/snapshots/base-modules.json"
jq '.nodes += [{"id": "package:app", "kind": "package", "type": "App", "attributes": {"incomplete": "the manifest calls a function"}},
  {"id": "module:Core", "kind": "module", "type": "Core", "parent": "package:app"}]' \
  "$scratch/snapshots/base.json" > "$scratch/snapshots/head-incomplete.json"
jq '.nodes += [{"id": "package:app", "kind": "package", "type": "App"}]' \
  "$scratch/snapshots/base.json" > "$scratch/snapshots/head-missing.json"
fresh_state
run_action INPUT_COMPARE=snapshots INPUT_BASE_SNAPSHOT="$scratch/snapshots/base-modules.json" \
  INPUT_HEAD_SNAPSHOT="$scratch/snapshots/base-modules.json" INPUT_RULES=none INPUT_COMMENT=false
expect "a complete module graph, unchanged: passes" [ "$status" = 0 ]
run_action INPUT_COMPARE=snapshots INPUT_BASE_SNAPSHOT="$scratch/snapshots/base-modules.json" \
  INPUT_HEAD_SNAPSHOT="$scratch/snapshots/head-incomplete.json" INPUT_RULES=none INPUT_FAIL_ON=never
expect "an incomplete package in the head: exit 2 even with fail-on never" [ "$status" = 2 ]
expect "an incomplete package in the head: status error" [ "$(output_value status)" = error ]
expect "an incomplete package: the summary names it and why" grep -q '`package:app` was not fully read: the manifest calls a function' "$summary"
expect "an incomplete package: the comment names it" bash -c "jq -r '.comments[].body' '$STUB_STATE' | grep -q 'package:app. was not fully read'"
run_action INPUT_COMPARE=snapshots INPUT_BASE_SNAPSHOT="$scratch/snapshots/base-modules.json" \
  INPUT_HEAD_SNAPSHOT="$scratch/snapshots/head-missing.json" INPUT_RULES=none INPUT_COMMENT=false
expect "a module of the base missing from the head: status error" [ "$(output_value status)" = error ]
expect "a module of the base missing from the head: named in the summary" grep -q '`module:Core` is in the base' "$summary"

# 12. The default inputs give a package repository its module graph: a pull request that adds a
#     forbidden module dependency, declared in Package.swift and imported, fails.
shop="$scratch/modules/shop"
mkdir -p "$shop/Sources/Core" "$shop/Sources/DB" "$shop/Sources/App"
cd "$shop"
git init --quiet
git config user.email test@example.com
git config user.name Test
shop_manifest() {
  cat > Package.swift << EOF
// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "Shop", targets: [
    .target(name: "Core"$1),
    .target(name: "DB"),
    .target(name: "App", dependencies: ["Core", "DB"]),
])
EOF
}
shop_manifest ""
printf 'public struct Core {}\n' > Sources/Core/Core.swift
printf 'public struct Store {}\n' > Sources/DB/Store.swift
printf 'import Core\nimport DB\n' > Sources/App/App.swift
printf '{ "forbidden": [ { "from": "Core", "to": "DB", "reason": "the core knows no database" } ] }\n' > wiring-rules.json
git add -A
git commit --quiet -m base
shop_base="$(git rev-parse HEAD)"
shop_manifest ', dependencies: ["DB"]'
printf 'import DB\npublic struct Core {}\n' > Sources/Core/Core.swift
git commit --quiet -am head
shop_event="$scratch/shop-event.json"
jq -n --arg base "$shop_base" '{pull_request: {number: 8, base: {sha: $base}}, repository: {full_name: "octo/shop"}}' > "$shop_event"
run_action GITHUB_EVENT_PATH="$shop_event" INPUT_COMMENT=false
expect "default inputs: a forbidden module dependency, declared and imported, fails" [ "$status" = 1 ]
expect "default inputs: a forbidden module dependency, declared and imported, fails (2)" [ "$(output_value status)" = failed ]
expect "default inputs: the forbidden module dependency is counted" [ "$(output_value forbidden)" -ge 1 ]

# 13. A root package has the same identity in base and head (paths: . with a root Package.swift):
#     a pull request that changes no module is no error.
printf '// the app\nimport Core\nimport DB\n' > Sources/App/App.swift
git commit --quiet -am 'a comment'
same_event="$scratch/same-event.json"
jq -n --arg base "$(git rev-parse HEAD~1)" '{pull_request: {number: 9, base: {sha: $base}}, repository: {full_name: "octo/shop"}}' > "$same_event"
run_action GITHUB_EVENT_PATH="$same_event" INPUT_COMMENT=false INPUT_PATHS=. INPUT_RULES=none
expect "a root package: the same identity in base and head, so no package is missing" bash -c "! grep -q 'missing from the head' '$summary'"
expect "a root package: a pull request that changes no module passes" [ "$(output_value status)" = passed ]
cd "$repo"

# 14. The tools are one process group, ended with the action: a stub wiring-scan that would run
#     for minutes is gone once the action's script is killed (SIGTERM, and on Linux SIGKILL too).
stubs="$scratch/stub-tools"
mkdir -p "$stubs"
printf '#!/usr/bin/env bash\nexec "$(dirname "$0")/wiring-scan" "$@"\n' > "$stubs/wiring"
printf '#!/usr/bin/env bash\necho $$ > "$STUB_PIDS/scan.pid"\nexec sleep 300\n' > "$stubs/wiring-scan"
chmod +x "$stubs/wiring" "$stubs/wiring-scan"
export STUB_PIDS="$scratch"
# Whether a process runs (a zombie, ended but not yet reaped by its new parent, does not).
running() { kill -0 "$1" 2> /dev/null && ! grep -q '^State:[[:space:]]*Z' "/proc/$1/status" 2> /dev/null; }
# Starts the action on the stubs, waits for the scan to run, sends the signal; true when the scan is
# gone within 5 seconds of the action's end.
scan_ends_with_action() {
  local signal="$1" action tries=0 scan
  rm -f "$STUB_PIDS/scan.pid"
  env GITHUB_EVENT_PATH="$event" GITHUB_OUTPUT=/dev/null GITHUB_STEP_SUMMARY=/dev/null RUNNER_TEMP="$scratch" \
    INPUT_TOOLS="$stubs" INPUT_COMMENT=false INPUT_RULES=none "$script" > "$scratch/kill-log.txt" 2>&1 &
  action=$!
  while [ ! -s "$STUB_PIDS/scan.pid" ] && [ "$tries" -lt 300 ]; do sleep 0.1; tries=$((tries + 1)); done
  scan="$(cat "$STUB_PIDS/scan.pid" 2> /dev/null || true)"
  if [ -z "$scan" ]; then kill -KILL "$action" 2> /dev/null; return 1; fi
  kill "-$signal" "$action"
  wait "$action" 2> /dev/null || true
  tries=0
  while running "$scan" && [ "$tries" -lt 50 ]; do sleep 0.1; tries=$((tries + 1)); done
  if running "$scan"; then kill -KILL "$scan"; return 1; fi
}
expect "killing the action (SIGTERM) ends its tools" scan_ends_with_action TERM
if command -v setpriv > /dev/null 2>&1; then
  expect "killing the action (SIGKILL) ends its tools" scan_ends_with_action KILL
fi

# 15. A release's tools, downloaded from a file URL: used once their sha256 is the pinned one;
#     refused (nothing run) when it is not, or when the bundle lies inside the checkout.
"$(dirname "$script")/release.sh" --tools "$tools" --out "$scratch/dist" --no-check > "$scratch/release-log.txt" 2>&1 \
  || { cat "$scratch/release-log.txt"; exit 1; }
bundle_zip="$scratch/dist/WiringTools.artifactbundle.zip"
bundle_sum="$(cut -d' ' -f1 "$bundle_zip.sha256")"
fresh_state
run_action INPUT_TOOLS= INPUT_RELEASE="file://$bundle_zip" INPUT_RELEASE_SHA256="$bundle_sum" INPUT_COMMENT=false
expect "a release with its pinned sha256: its tools run (a new crossing, exit 1)" [ "$status" = 1 ]
expect "a release with its pinned sha256: the log names the release" grep -q "tools: release file://$bundle_zip" "$scratch/log.txt"
run_action INPUT_TOOLS= INPUT_RELEASE="file://$bundle_zip" INPUT_RELEASE_SHA256="$(printf '%064d' 0)" INPUT_COMMENT=false
expect "a release whose sha256 is not the pinned one: error (exit 2)" [ "$status" = 2 ]
expect "a release whose sha256 is not the pinned one: said, and nothing scanned" \
  bash -c "grep -q 'not the pinned' '$scratch/log.txt' && ! grep -q 'scanning the head' '$scratch/log.txt'"
cp "$bundle_zip" "$repo/WiringTools.artifactbundle.zip"
run_action INPUT_TOOLS= INPUT_RELEASE="file://$repo/WiringTools.artifactbundle.zip" INPUT_RELEASE_SHA256="$bundle_sum" INPUT_COMMENT=false
expect "a release inside the checkout is never used" [ "$status" = 2 ]
expect "a release inside the checkout is never used (2)" grep -q "inside the checkout" "$scratch/log.txt"
rm "$repo/WiringTools.artifactbundle.zip"

if [ "$failures" -gt 0 ]; then
  printf '%s expectation(s) failed; the last log:\n' "$failures"
  cat "$scratch/log.txt"
  exit 1
fi
printf 'all expectations hold\n'
