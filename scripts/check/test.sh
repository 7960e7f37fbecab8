#!/usr/bin/env bash
# npm test: every check, in the order a failure is cheapest to find.
# type check, lint, formatting, API spec lint, code size -> build and the Node tests that need no build, side
# by side -> build with a test container -> link check -> the tests of the build's files and the
# browser tests, while the Node tests go on.
#
# On two cores, steps that keep one core busy run side by side: the type check beside ESLint,
# Prettier and the OpenAPI lint; the Node tests (tests/unit, project `unit`: no build, no server)
# beside the builds and then beside the browser tests (whose workers often wait on the page: the
# two runs fill each other's idle time). Each step's time is printed as it ends, and all of them with
# the total at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."

started=$(date +%s)
timings=()
logs=$(mktemp -d)
declare -A pids=()
# Background steps get their own process group (job control), so that a failing step can stop them.
set -m
# With a filter (npm test -- tests/e2e/x.spec.ts), a run whose projects hold no matching test passes.
no_tests=()
[ "$#" = 0 ] || no_tests=(--pass-with-no-tests)

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
record() { # record NAME SECONDS
  timings+=("$(printf '  %-48s %5d s' "$1" "$2")")
  echo "-- $1: $2 s"
}
summary() {
  local status=$?
  printf '\n\033[1m== Step times\033[0m\n'
  printf '%s\n' "${timings[@]}"
  printf '  %-48s %5d s\n' "total" "$(($(date +%s) - started))"
  local pid
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  rm -rf "$logs"
  return "$status"
}
trap summary EXIT

# timed NAME COMMAND...: runs in the foreground and records its time.
timed() {
  local name=$1 start rc=0
  shift
  start=$(date +%s)
  "$@" || rc=$?
  record "$name" "$(($(date +%s) - start))"
  return "$rc"
}
# background NAME COMMAND...: starts in the background, its output kept for `collect NAME`.
background() {
  local name=$1
  shift
  (
    start=$(date +%s)
    rc=0
    "$@" >"$logs/$name.log" 2>&1 || rc=$?
    echo "$rc $(($(date +%s) - start))" >"$logs/$name.status"
  ) &
  pids[$name]=$!
}
# collect NAME: waits for a background step, prints its output and time, returns its status.
collect() {
  local name=$1 rc seconds
  wait "${pids[$name]}" || true
  unset "pids[$name]"
  read -r rc seconds <"$logs/$name.status"
  step "$name (ran in the background)"
  cat "$logs/$name.log"
  record "$name" "$seconds"
  return "$rc"
}

# Debian packages: the browser and the PHP and Go toolchains (one apt at a time), while the static
# checks run.
setup() { bash scripts/check/ensure-chromium.sh && bash scripts/check/ensure-toolchains.sh; }
background "Browser and toolchains for the PHP and Go sample checks" setup

step "Type check, lint (ESLint), formatting (Prettier), OpenAPI lint, code size"
timed "Generate the API reference (gen:api)" npm run --silent gen:api # the API sidebar module imports the generated generated/api/sidebar.json
background "Type check" npm run --silent typecheck
failed=0
timed "Lint (ESLint)" npm run --silent lint || failed=1
timed "Formatting (Prettier)" npm run --silent format:check || failed=1
timed "OpenAPI lint" npm run --silent lint:api || failed=1
timed "Code size (check:size)" npm run --silent check:size || failed=1
collect "Type check" || failed=1
collect "Browser and toolchains for the PHP and Go sample checks" || failed=1
[ "$failed" = 0 ] || exit 1

# The Node tests need no build and no server: they run while the site builds. Their report is
# merged into the run's summary at the end (the last Playwright run empties test-results/).
unit_report="$logs/unit.json"
background "Node tests (project unit)" env TEST_NO_SERVERS=1 TEST_JSON_REPORT="$unit_report" \
  npx playwright test --project=unit --output="$logs/unit-results" "${no_tests[@]}" "$@"

step "Build"
# The patches in patches/ that postinstall applies to node_modules can go missing (one did here
# once, after a package was added): apply them again. patch-package skips a patch that is already
# applied and fails on one that no longer applies.
npm run --silent postinstall
# gen:api ran above: `docusaurus build`, not `npm run build`, whose prebuild would generate it again.
timed "Build" npx docusaurus build
# The analytics tests with a container (tests/e2e/analytics.spec.ts) need a build that has one:
# a fake container ID, answered by the tests themselves; nothing is fetched from its host.
# (Its output is dropped, not the step's time: the redirection is inside `quietly`.)
quietly() { "$@" >/dev/null; }
timed "Build with a test container (build-gtm)" quietly env GTM_CONTAINER_ID=GTM-TEST123 npx docusaurus build --out-dir build-gtm

step "Links"
timed "Links" node scripts/check/check-links.mjs --dir build

status=0
step "Tests of the build's files and browser tests"
timed "Build-output and browser tests" npx playwright test --project=build-output --project=e2e "${no_tests[@]}" "$@" || status=$?
collect "Node tests (project unit)" || status=$?
mkdir -p test-results
cp "$unit_report" test-results/unit.json 2>/dev/null || echo "no report from the Node tests"
node scripts/check/summarize-tests.mjs test-results/unit.json test-results/e2e.json || true
exit "$status"
