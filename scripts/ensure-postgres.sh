#!/usr/bin/env bash
# The server tests on PostgreSQL (scripts/with-postgres.sh) and the chaos tests run Debian's own
# PostgreSQL server binaries. Installs them when they are missing and we are root on Debian; otherwise
# says what to install. Prints the newest binaries' folder (/usr/lib/postgresql/N/bin) on success.
set -euo pipefail

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [[ -n $dir && -x $dir/initdb ]]; then echo "$dir"; fi
}

BIN=$(find_bin)
if [[ -z $BIN ]] && [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's postgresql for the server tests on PostgreSQL…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  BIN=$(find_bin)
fi
if [[ -z $BIN ]]; then
  echo "PostgreSQL server binaries not found (no /usr/lib/postgresql/*/bin/initdb)." >&2
  echo "Install them (Debian/Ubuntu: sudo apt-get install postgresql), or set DATABASE_URL to a database to use." >&2
  exit 1
fi
echo "$BIN"
