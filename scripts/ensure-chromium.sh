#!/usr/bin/env bash
# Browser tests and the bench drive Debian's Chromium (no browser download: design.md).
# Installs it when missing and we are root; otherwise says what to do.
set -euo pipefail
if [[ -x /usr/bin/chromium ]]; then exit 0; fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing. Install Debian's package as root: apt-get install -y chromium" >&2
exit 1
