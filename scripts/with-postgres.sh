#!/usr/bin/env bash
# Runs a command against PostgreSQL: bash scripts/with-postgres.sh CMD...
#
# With DATABASE_URL already set, it just runs CMD. Otherwise it starts a throwaway PostgreSQL server
# (its own cluster in a temporary directory, on a free local port), exports DATABASE_URL for CMD,
# and stops and removes the server when CMD ends, exiting with CMD's status.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh CMD [ARGS...]" >&2
  exit 2
fi

if [ -n "${DATABASE_URL:-}" ]; then
  exec "$@"
fi

say() { echo "with-postgres: $*" >&2; }

# Debian's server binaries, installed when missing (scripts/ensure-postgres.sh).
BIN=$(bash "$(dirname "$0")/ensure-postgres.sh")

TMP=$(mktemp -d "${TMPDIR:-/tmp}/pc-postgres.XXXXXX")

# initdb and postgres refuse to run as root: as root, run them as the postgres user.
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
  fi
  chown postgres "$TMP"
  as_pg() { (cd "$TMP" && runuser -u postgres -- "$@"); }
else
  as_pg() { (cd "$TMP" && "$@"); }
fi

cleanup() {
  as_pg "$BIN/pg_ctl" -D "$TMP/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

as_pg "$BIN/initdb" -D "$TMP/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$TMP/initdb.log" 2>&1 ||
  { cat "$TMP/initdb.log" >&2; say "initdb failed"; exit 1; }
# A throwaway server: durability settings off for speed; listens on 127.0.0.1 and a socket in $TMP only.
as_pg "$BIN/pg_ctl" -D "$TMP/data" -l "$TMP/postgres.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $TMP -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null ||
  { cat "$TMP/postgres.log" >&2; say "PostgreSQL did not start"; exit 1; }
as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres pc_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/pc_test"
say "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') at $DATABASE_URL"

set +e
"$@"
status=$?
set -e
exit "$status"
