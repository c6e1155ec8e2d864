#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; a downloaded browser is never used.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's package..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  exit 0
fi
echo "Chromium is missing at $path. Install it with 'sudo apt-get install chromium' (Debian), or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
