#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright's browser download is not available here): its
# headless shell for the tests and the build's diagrams (faster: config/chromium.mjs), the full
# browser for Lighthouse in the benchmarks. Installs what is missing when we may (root with
# apt-get); otherwise says exactly what to do.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" = 0 ]; then
  /usr/bin/chromium-headless-shell --version
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]}."
  if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; then
    /usr/bin/chromium-headless-shell --version
    exit 0
  fi
  echo "apt-get could not install ${missing[*]}."
fi
if [ -x /usr/bin/chromium ]; then
  echo "chromium-headless-shell is missing: the tests use the full Chromium, which is slower." \
    "Install it with: sudo apt-get install chromium-headless-shell"
  exit 0
fi
cat >&2 <<'MSG'
Chromium is missing. Install it, then run npm test again:
  Debian/Ubuntu:  sudo apt-get install chromium chromium-headless-shell
  elsewhere:      npx playwright install chromium   (Playwright then uses its own build)
MSG
exit 1
