#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (or CHROME_PATH): its headless shell where it is
# installed, the whole browser otherwise (tests/support/browser.ts). Where either is missing and
# we are root on Debian, install it; where neither can be had, stop and say how.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then exit 0; fi
  echo "CHROME_PATH=$CHROME_PATH does not exist or is not executable." >&2
  exit 1
fi
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" = 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  # a failed install stops nothing while the other browser is there
  if ! { apt-get update -qq && apt-get install -y -qq "${missing[@]}" fonts-dejavu-core >/dev/null; }; then
    echo "Could not install ${missing[*]}." >&2
  fi
fi
if [ -x /usr/bin/chromium-headless-shell ] || [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium is required for the browser tests and was not found at /usr/bin/chromium-headless-shell or /usr/bin/chromium." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell) or set CHROME_PATH to a Chromium binary." >&2
exit 1
