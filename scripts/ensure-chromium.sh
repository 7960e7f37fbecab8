#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright's browser download is not available here).
# Installs it when missing and we may (root with apt-get); otherwise says exactly what to do.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  /usr/bin/chromium --version
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  /usr/bin/chromium --version
  exit 0
fi
cat >&2 <<'MSG'
Chromium is missing. Install it, then run npm test again:
  Debian/Ubuntu:  sudo apt-get install chromium
  elsewhere:      npx playwright install chromium   (Playwright then uses its own build)
MSG
exit 1
