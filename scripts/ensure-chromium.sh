#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests (never a downloaded browser).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "The browser tests need Chromium at /usr/bin/chromium: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
