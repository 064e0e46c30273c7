#!/usr/bin/env bash
# Installs the system programs the test suite drives, from Debian's packages, when they are missing:
# Chromium (browser tests), nginx (serves the built site as production does) and PostgreSQL (the
# database tests and the end-to-end tests run the migrations on a throwaway server of their own).
set -euo pipefail

missing=()
[[ -x ${CHROMIUM_PATH:-/usr/bin/chromium} ]] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]] || missing+=(nginx-light)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

echo "Installing system packages for the tests: ${missing[*]}"
if [[ $(id -u) -eq 0 ]]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "Missing ${missing[*]} and not root: install them with apt-get as an administrator." >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
# The tests start their own PostgreSQL in a temp folder; the package's own cluster must not start.
if [[ " ${missing[*]} " == *" postgresql "* && ! -e /usr/sbin/policy-rc.d ]]; then
  printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee /usr/sbin/policy-rc.d >/dev/null
  "${sudo[@]}" chmod +x /usr/sbin/policy-rc.d
  trap '"${sudo[@]}" rm -f /usr/sbin/policy-rc.d' EXIT
fi
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed: ${missing[*]}"
