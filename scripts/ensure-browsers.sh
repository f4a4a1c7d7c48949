#!/usr/bin/env bash
# The browser tests and the bench drive Debian's own engines, never a downloaded browser build
# (design.md "Environment facts", docs/testing.md): Chromium and Firefox ESR through Playwright, WebKit
# through WebKitWebDriver (MiniBrowser) under a virtual X display; Playwright drives Chromium's headless
# shell, the bench and Lighthouse the full browser (decision 0196). Installs what is missing when we
# are root on Debian, and keeps the shell at the browser's version; otherwise says what to install.
set -euo pipefail
# binary → Debian package
declare -A NEEDED=(
  [/usr/bin/chromium]=chromium
  [/usr/lib/chromium/chromium-headless-shell]=chromium-headless-shell
  [/usr/bin/firefox-esr]=firefox-esr
  [/usr/bin/WebKitWebDriver]=webkit2gtk-driver
  [/usr/bin/Xvfb]=xvfb
  # scripts/quick-acks.sh: the loopback routes' acknowledgements while Firefox is driven (decision 0227).
  [/usr/bin/ip]=iproute2
)
missing=()
for binary in "${!NEEDED[@]}"; do
  [[ -x $binary ]] || missing+=("${NEEDED[$binary]}")
done
# The shell and the browser are one source package: an upgrade of one alone leaves them apart.
if [[ ${#missing[@]} -eq 0 ]]; then
  versions=$(dpkg-query -W -f='${Version}\n' chromium chromium-headless-shell 2>/dev/null | sort -u | wc -l)
  if [[ $versions -le 1 ]]; then exit 0; fi
  missing+=(chromium chromium-headless-shell)
fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing for the browser tests: ${missing[*]}. Install Debian's packages as root: apt-get install -y ${missing[*]}" >&2
exit 1
