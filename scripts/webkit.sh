#!/usr/bin/env bash
# The WebKit suite (docs/testing.md): Debian's WebKitGTK through WebKitWebDriver under Xvfb, against
# the real store server, with node's test runner. Needs `npm run build` first, like the Playwright run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-browsers.sh
exec bash scripts/quick-acks.sh node --import tsx --test --test-reporter=spec e2e/webkit/suite.webkit.ts
