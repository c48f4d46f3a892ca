#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing: Chromium for the browser
# tests (never a downloaded browser) and the runtimes that execute the API reference's code samples.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v curl >/dev/null 2>&1 || missing+=(curl)
/usr/bin/python3 -c 'import requests' >/dev/null 2>&1 || missing+=(python3 python3-requests)
command -v ruby >/dev/null 2>&1 || missing+=(ruby)
command -v php >/dev/null 2>&1 || missing+=(php-cli)
[ -f /usr/share/php/GuzzleHttp/Client.php ] || missing+=(php-guzzlehttp-guzzle)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages for the tests: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "The tests need these Debian packages: ${missing[*]}. Run: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
