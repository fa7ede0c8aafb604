#!/usr/bin/env bash
# Make sure the operating system's Chromium is installed for the browser tests (tests/web):
# installed with apt when missing and running as root, else a hint on what to install.
set -euo pipefail
browser=${REDBOOK_CHROMIUM:-/usr/bin/chromium}
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Chromium is missing; installing it with apt-get" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
else
    echo "Chromium is missing at $browser: install the 'chromium' package for tests/web" >&2
fi
