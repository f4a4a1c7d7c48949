#!/usr/bin/env bash
# The WordPress browser tests (e2e/wordpress.spec.ts, docs/testing.md "WordPress") run Debian's own
# WordPress on Debian's PHP CLI server with a throwaway MariaDB (e2e/wordpress/wordpressSite.ts), never
# a downloaded WordPress. Installs what is missing when we are root on Debian; otherwise says what to install.
# `--check` (the bench, scripts/bench/wordpressPages.ts): installs nothing, only says what is missing.
set -euo pipefail
check_only=false
if [[ ${1:-} == --check ]]; then check_only=true; fi
# file → Debian package
declare -A NEEDED=(
  [/usr/share/wordpress/wp-settings.php]=wordpress
  [/usr/share/wordpress/wp-content/themes/twentytwentythree/theme.json]=wordpress-theme-twentytwentythree
  [/usr/bin/php]=php-cli
  [/usr/sbin/mariadbd]=mariadb-server
)
missing=()
for file in "${!NEEDED[@]}"; do
  [[ -e $file ]] || missing+=("${NEEDED[$file]}")
done
# php-mysql: the mysqli extension WordPress talks to MariaDB with
if [[ -x /usr/bin/php ]] && ! php -m 2>/dev/null | grep -qx mysqli; then missing+=(php-mysql); fi
if [[ ! -x /usr/bin/php ]]; then missing+=(php-mysql); fi
if [[ ${#missing[@]} -eq 0 ]]; then exit 0; fi
if ! $check_only && [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the WordPress tests…"
  apt-get update -qq
  # No recommends: the tests serve WordPress with `php -S`, no Apache module or service is started.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing for the WordPress tests: ${missing[*]}. Install Debian's packages as root: apt-get install -y ${missing[*]}" >&2
exit 1
