#!/usr/bin/env bash
# npm test: every check, in the order a failure is cheapest to find.
# type check -> lint -> formatting -> API spec lint -> build (generates the API reference) -> link check -> unit and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Browser"
bash scripts/ensure-chromium.sh

step "Toolchains for the PHP and Go sample checks"
bash scripts/ensure-toolchains.sh

step "Type check"
npm run --silent gen:api # the API sidebar module imports the generated api/sidebar.ts
npm run --silent typecheck

step "Lint (ESLint)"
npm run --silent lint

step "Formatting (Prettier)"
npm run --silent format:check

step "OpenAPI lint"
npm run --silent lint:api

step "Build"
# The patches in patches/ that postinstall applies to node_modules can go missing (one did here
# once, after a package was added): apply them again. patch-package skips a patch that is already
# applied and fails on one that no longer applies.
npm run --silent postinstall
start=$(date +%s)
npm run --silent build
echo "build took $(( $(date +%s) - start )) s"
# The analytics tests with a container (tests/e2e/analytics.spec.ts) need a build that has one:
# a fake container ID, answered by the tests themselves; nothing is fetched from its host.
start=$(date +%s)
GTM_CONTAINER_ID=GTM-TEST123 npx docusaurus build --out-dir build-gtm > /dev/null
echo "build with a test container took $(( $(date +%s) - start )) s"

step "Links"
node scripts/check-links.mjs --dir build

step "Unit and browser tests"
status=0
npx playwright test "$@" || status=$?
node scripts/summarize-tests.mjs test-results/e2e.json || true
exit "$status"
