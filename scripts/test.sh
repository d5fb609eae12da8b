#!/usr/bin/env bash
# npm test: typecheck, lint, unit + API suites, end-to-end. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

step() {
  printf '\n== %s ==\n' "$1"
}

started=$SECONDS

# tsc and eslint each keep one core busy: side by side on CI's two (decision 167). Each one's
# output is printed whole after both ended; either failing stops the run.
step "typecheck (tsc) and lint (eslint), side by side"
checks=$(mktemp -d)
npm run --silent typecheck >"$checks/typecheck" 2>&1 & typecheck=$!
npm run --silent lint >"$checks/lint" 2>&1 & lint=$!
typecheck_rc=0; lint_rc=0
wait "$typecheck" || typecheck_rc=$?
wait "$lint" || lint_rc=$?
printf -- '-- typecheck: exit %s\n' "$typecheck_rc"; cat "$checks/typecheck"
printf -- '-- lint: exit %s\n' "$lint_rc"; cat "$checks/lint"
rm -rf "$checks"
if [ "$typecheck_rc" -ne 0 ] || [ "$lint_rc" -ne 0 ]; then exit 1; fi

step "build (the API suites render pages with the server bundle)"
npm run --silent build

step "unit and API suites (vitest)"
npx vitest run

step "end-to-end (playwright)"
CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
# The build above is the one under test: the e2e server does not build it again.
E2E_BUILT=1 npx playwright test

printf '\n== all green in %ss ==\n' "$((SECONDS - started))"
