#!/usr/bin/env bash
# Runs a command with the loopback routes acknowledging at once: bash scripts/quick-acks.sh CMD...
#
# Firefox's WebDriver BiDi server writes some of its answers to Playwright in two pieces, the second
# held back (Nagle's algorithm) until the first is acknowledged, and Linux delays that acknowledgement
# by 40 ms: a click in Firefox took about 200 ms of waiting, a node handle 45 ms (decision 0227). With
# `quickack` on the loopback routes the kernel acknowledges at once: the same click 60 ms, the handle
# 4 ms. Nothing a test checks changes; only the loopback routes' acknowledgements, put back as they
# were when CMD ends. Changing a route needs root (CAP_NET_ADMIN) and iproute2's `ip`
# (scripts/ensure-browsers.sh installs it); without them CMD runs as it would have, only slower.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/quick-acks.sh CMD [ARGS...]" >&2
  exit 2
fi

changed=()
if command -v ip >/dev/null 2>&1; then
  while IFS= read -r route; do
    [ -n "$route" ] || continue
    # shellcheck disable=SC2086 # a route's words, as `ip route show` printed them
    if ip route change $route table local quickack 1 2>/dev/null; then changed+=("$route"); fi
  done < <(ip route show table local 2>/dev/null | grep -E '^local 127\.' | grep -v quickack || true)
fi
if [ "${#changed[@]}" -eq 0 ] && ! ip route show table local 2>/dev/null | grep -qE '^local 127\..*quickack'; then
  echo "quick-acks: the loopback routes keep delayed acknowledgements (changing them needs root and iproute2): Firefox's tests wait about 40 ms more per answer" >&2
fi

restore() {
  for route in "${changed[@]}"; do
    # shellcheck disable=SC2086
    ip route change $route table local 2>/dev/null || true
  done
}
trap restore EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

set +e
"$@"
status=$?
set -e
exit "$status"
