#!/usr/bin/env bash
# Installs from Debian's packages what the tests drive, when missing: Chromium, nginx, PostgreSQL (a
# throwaway server per run) and its pg_cron extension (the migration schedules a job where it runs).
set -euo pipefail

missing=()
[[ -x ${CHROMIUM_PATH:-/usr/bin/chromium} ]] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]] || missing+=(nginx-light)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
# pg_cron is packaged per PostgreSQL major version, known once PostgreSQL is installed.
needs_cron() { ! compgen -G '/usr/lib/postgresql/*/lib/pg_cron.so' >/dev/null; }

if [[ ${#missing[@]} -eq 0 ]] && ! needs_cron; then
  exit 0
fi

if [[ $(id -u) -eq 0 ]]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "Missing ${missing[*]:-} ${missing[*]:+and }pg_cron, and not root: install them with apt-get as an administrator." >&2
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

[[ ${#missing[@]} -eq 0 ]] || install "${missing[@]}"
if needs_cron; then
  newest=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
  install "postgresql-$newest-cron"
fi
