#!/usr/bin/env bash
# Makes sure the e2e suite has a Chromium to drive. Playwright cannot download its own
# browsers on this network, so we use Debian's (docs/decisions/003-chromium-from-debian.md).
# Prints the path of the browser on success; exits 1 with one line saying what to install.
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$chromium_path" ]; then
  echo "$chromium_path"
  exit 0
fi

if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file; point it at a Chromium binary or unset it to use /usr/bin/chromium" >&2
  exit 1
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: /usr/bin/chromium missing, installing Debian's chromium with apt-get" >&2
  # apt's progress goes to stderr so that stdout stays the path alone.
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >&2
  if [ -x /usr/bin/chromium ]; then
    echo /usr/bin/chromium
    exit 0
  fi
fi

echo "ensure-chromium: no Chromium found; install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary" >&2
exit 1
