#!/usr/bin/env bash
# Makes sure the e2e suite has a Chromium to drive. Playwright cannot download its own
# browsers on this network, so we use Debian's (docs/decisions/003-chromium-from-debian.md):
# its headless shell when it is there (a third less time per test, decision 167), else chromium.
# Prints the path of the browser on success; exits 1 with one line saying what to install.
set -euo pipefail

headless_shell=/usr/lib/chromium/chromium-headless-shell

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then
    echo "$CHROMIUM_PATH"
    exit 0
  fi
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file; point it at a Chromium binary or unset it" >&2
  exit 1
fi

for candidate in "$headless_shell" /usr/bin/chromium; do
  if [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: no Chromium found, installing Debian's chromium and chromium-headless-shell with apt-get" >&2
  # apt's progress goes to stderr so that stdout stays the path alone.
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell; } >&2
  if [ -x "$headless_shell" ]; then
    echo "$headless_shell"
    exit 0
  fi
fi

echo "ensure-chromium: no Chromium found; install it (Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary" >&2
exit 1
