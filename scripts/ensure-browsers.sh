#!/usr/bin/env bash
# The browser tests and the bench drive Debian's own engines, never a downloaded browser build
# (design.md "Environment facts", docs/testing.md): Chromium and Firefox ESR through Playwright, WebKit
# through WebKitWebDriver (MiniBrowser) under a virtual X display. Installs what is missing when we are
# root on Debian; otherwise says what to install.
set -euo pipefail
# binary → Debian package
declare -A NEEDED=(
  [/usr/bin/chromium]=chromium
  [/usr/bin/firefox-esr]=firefox-esr
  [/usr/bin/WebKitWebDriver]=webkit2gtk-driver
  [/usr/bin/Xvfb]=xvfb
)
missing=()
for binary in "${!NEEDED[@]}"; do
  [[ -x $binary ]] || missing+=("${NEEDED[$binary]}")
done
if [[ ${#missing[@]} -eq 0 ]]; then exit 0; fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing for the browser tests: ${missing[*]}. Install Debian's packages as root: apt-get install -y ${missing[*]}" >&2
exit 1
