#!/usr/bin/env bash
# Installs the system programs the test suite drives, from Debian's packages, when they are missing:
# Chromium (browser tests) and nginx (serves the built site as production does).
set -euo pipefail

missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]] || missing+=(nginx-light)

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
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed: ${missing[*]}"
