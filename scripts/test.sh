#!/usr/bin/env bash
# npm test: typecheck, lint, unit + API suites, end-to-end. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

step() {
  printf '\n== %s ==\n' "$1"
}

started=$SECONDS

step "typecheck (tsc)"
npm run --silent typecheck

step "lint (eslint)"
npm run --silent lint

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
