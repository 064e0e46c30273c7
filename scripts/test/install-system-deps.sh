#!/usr/bin/env bash
# What the tests drive and this machine lacks: Chromium, nginx, PostgreSQL (a throwaway server per run) and its
# pg_cron extension (the migration schedules jobs where it runs). The tests' own finders say what is missing; where
# apt-get is, Debian's packages are installed as a convenience, elsewhere this only says how to get them.
set -euo pipefail
cd "$(dirname "$0")/../.."

missing_tools() { node_modules/.bin/tsx scripts/test/missingTools.ts; }
report=$(missing_tools)
[[ -n $report ]] || exit 0
names=$(cut -f1 <<<"$report" | tr '\n' ' ')

if ! command -v apt-get >/dev/null 2>&1; then
  echo "The tests need these, and there is no apt-get here to install them:" >&2
  while IFS=$'\t' read -r name hint; do echo "  $name: $hint" >&2; done <<<"$report"
  echo "Until they are installed, the tests that drive them fail (the pg_cron test is skipped instead)." >&2
  exit 0
fi

if [[ $(id -u) -eq 0 ]]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "Missing ${names}and not root: install them with apt-get as an administrator." >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
# The tests start their own PostgreSQL in a temp folder; the package's own cluster must not start.
if [[ ! -e /usr/sbin/policy-rc.d ]]; then
  printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee /usr/sbin/policy-rc.d >/dev/null
  "${sudo[@]}" chmod +x /usr/sbin/policy-rc.d
  trap '"${sudo[@]}" rm -f /usr/sbin/policy-rc.d' EXIT
fi
"${sudo[@]}" apt-get update -qq

install() {
  echo "Installing system packages for the tests: $*"
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  echo "Installed: $*"
}

packages=()
for name in $names; do
  case $name in
    chromium) packages+=(chromium) ;;
    nginx) packages+=(nginx-light) ;;
    postgresql) packages+=(postgresql) ;;
  esac
done
[[ ${#packages[@]} -eq 0 ]] || install "${packages[@]}"
# pg_cron is packaged per PostgreSQL major version, known once PostgreSQL is installed.
if missing_tools | grep -q '^pg_cron'; then
  newest=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
  install "postgresql-$newest-cron"
fi
