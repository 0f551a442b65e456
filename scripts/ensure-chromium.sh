#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (or CHROME_PATH). Where it is missing and we are root
# on Debian, install it; otherwise stop and say how.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then exit 0; fi
if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH=$CHROME_PATH does not exist or is not executable." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  [ -x "$chrome" ] && exit 0
fi
echo "Chromium is required for the browser tests and was not found at $chrome." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chromium binary." >&2
exit 1
