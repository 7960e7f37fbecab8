#!/usr/bin/env bash
# Toolchains for tests/unit/doc-samples.spec.ts, which syntax-checks the PHP and Go samples of the docs
# (php -l, gofmt -e / go vet). Installs Debian's php-cli and golang-go when they are missing and we may
# (root with apt-get); otherwise prints what to install and exits 0: the tests then skip those languages.
#
# C# is deliberately not installed: Debian 12 offers only Mono's mcs (mono-mcs 6.8), which understands
# C# 7 at most, while the samples are top-level programs (C# 9) with raw string literals (C# 11); mcs
# would reject every one of them. Compiling them needs the .NET SDK 8+ (not in Debian's archive):
# https://learn.microsoft.com/dotnet/core/install/linux-debian
set -euo pipefail

missing=()
command -v php >/dev/null 2>&1 || missing+=(php-cli)
command -v gofmt >/dev/null 2>&1 || missing+=(golang-go)
# Java for the Nu HTML checker (tests/build/html-checker.spec.ts runs vnu-jar's jar).
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)

report() {
  command -v php >/dev/null 2>&1 && echo "php:    $(php -r 'echo PHP_VERSION;')" || echo "php:    missing (PHP samples are skipped)"
  command -v gofmt >/dev/null 2>&1 && echo "go:     $(go version 2>/dev/null || echo 'gofmt only')" || echo "go:     missing (Go samples are skipped)"
  command -v java >/dev/null 2>&1 && echo "java:   $(java -version 2>&1 | head -1)" || echo "java:   missing (the Nu HTML checker test fails: install default-jre-headless)"
  if command -v dotnet >/dev/null 2>&1; then
    echo "csharp: dotnet $(dotnet --version 2>/dev/null)"
  else
    echo "csharp: no .NET SDK (C# samples are skipped; install the .NET SDK 8+ to compile them)"
  fi
}

if [ ${#missing[@]} -eq 0 ]; then
  report
  exit 0
fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  start=$(date +%s)
  echo "Installing ${missing[*]} ..."
  # Refresh the package lists only when they are absent or the packages are unknown to them.
  if ! apt-cache show "${missing[@]}" >/dev/null 2>&1; then
    apt-get update -qq
  fi
  if apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
    echo "Installed ${missing[*]} in $(( $(date +%s) - start )) s."
  else
    echo "apt-get could not install ${missing[*]}; the tests skip those languages." >&2
  fi
  report
  exit 0
fi

cat >&2 <<MSG
Missing for the doc sample checks: ${missing[*]}
The tests skip those languages. To check them, install (Debian/Ubuntu):
  sudo apt-get install ${missing[*]}
MSG
report
exit 0
