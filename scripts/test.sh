#!/usr/bin/env bash
# `npm test`: every check a change must pass, in the order that fails fastest.
# Types, lint, unit and server tests (PGlite), the server tests again on a real PostgreSQL,
# the build, the size budgets, then the browser tests against the real store server: Chromium and
# Firefox through Playwright, WebKit through its WebDriver (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step 'Browsers for the browser tests (Chromium, Firefox ESR, WebKitGTK)'
bash scripts/ensure-browsers.sh
step 'WordPress, PHP and MariaDB for the WordPress browser tests (Debian'"'"'s own)'
bash scripts/ensure-wordpress.sh
step 'Types'
npm run --silent typecheck
step 'Lint and format'
npm run --silent lint
step 'Unit and server tests (embedded PGlite)'
npx vitest run
step 'Server tests on PostgreSQL'
bash scripts/with-postgres.sh npx vitest run --project 'server*'
step 'Build'
npm run --silent build
step 'Framework hosts: types (tsc, vue-tsc against the built types)'
npm run --silent typecheck:hosts
step 'Size budgets'
npm run --silent size
step 'Browser tests (Chromium, Firefox)'
npx playwright test
step 'Browser tests (WebKit)'
npm run --silent test:webkit
