#!/usr/bin/env bash
# `npm test`: every check a change must pass, in the order that fails fastest.
# Types, lint, the browser-side unit tests, the server tests on PGlite and again on a real PostgreSQL,
# the build, the size budgets, then the browser tests against the real store server: Chromium and
# Firefox through Playwright, WebKit through its WebDriver (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says when it starts (minutes:seconds into the run), so a run's log shows where
# its time went (docs/decisions/0230).
step() { printf '\n=== %s (at %d:%02d) ===\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }

# On a machine with nothing installed, Debian's PostgreSQL, browsers and WordPress are fetched and
# installed while the first checks run (decision 0195): the installs wait on the network and the
# disk, the checks on the processor. One job, as apt takes one lock. Nothing that needs them starts
# before it ends; on a machine that has them it ends at once.
INSTALL_LOG=$(mktemp "${TMPDIR:-/tmp}/pc-test-installs.XXXXXX")
(
  bash scripts/ensure-postgres.sh >/dev/null
  bash scripts/ensure-browsers.sh
  bash scripts/ensure-wordpress.sh
) >"$INSTALL_LOG" 2>&1 &
INSTALLS=$!
installed() {
  step 'PostgreSQL, browsers (Chromium, Firefox ESR, WebKitGTK), WordPress, PHP and MariaDB (Debian'"'"'s own)'
  local status=0
  wait "$INSTALLS" || status=$?
  cat "$INSTALL_LOG"
  rm -f "$INSTALL_LOG"
  return "$status"
}
trap 'kill "$INSTALLS" 2>/dev/null || true' EXIT

step 'Types'
npm run --silent typecheck
step 'Lint and format'
npm run --silent lint
step 'Unit tests (browser-side packages and scripts)'
npx vitest run --project elements --project rules --project scripts
installed
step 'Server tests (embedded PGlite)'
npx vitest run --project 'server*'
step 'Server tests on PostgreSQL'
bash scripts/with-postgres.sh npx vitest run --project 'server*'
step 'Build'
npm run --silent build
step 'Framework hosts: types (tsc, vue-tsc against the built types)'
npm run --silent typecheck:hosts
step 'Size budgets'
npm run --silent size
step 'Browser tests (Chromium, Firefox)'
npm run --silent test:e2e
step 'Browser tests (WebKit)'
npm run --silent test:webkit
step 'Done'
