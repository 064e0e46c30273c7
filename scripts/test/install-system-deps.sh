#!/usr/bin/env bash
# What `npm run test:ci` drives besides Chromium: nginx, and PostgreSQL (a throwaway server per run) with its pg_cron
# extension. On Debian or Ubuntu what is missing is installed with apt-get (as root, or through sudo); elsewhere this
# says how to get it and stops.
set -euo pipefail
cd "$(dirname "$0")/../.."

report=$(node_modules/.bin/tsx scripts/test/missingTools.ts)
[[ -n $report ]] || exit 0

sudo=()
[[ $(id -u) -eq 0 ]] || sudo=(sudo)
if ! command -v apt-get >/dev/null 2>&1 || { [[ ${#sudo[@]} -gt 0 ]] && ! command -v sudo >/dev/null 2>&1; }; then
  echo "npm run test:ci needs these, and cannot install them here:" >&2
  while IFS=$'\t' read -r name hint; do echo "  $name: $hint" >&2; done <<<"$report"
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
  echo "Installing system packages for npm run test:ci: $*"
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

grep -q '^nginx' <<<"$report" && install nginx-light
if grep -q '^pg_cron' <<<"$report"; then
  install postgresql
  # pg_cron is packaged per PostgreSQL major version, known once PostgreSQL is installed.
  install "postgresql-$(ls /usr/lib/postgresql | sort -n | tail -n 1)-cron"
fi
