#!/usr/bin/env bash
# Installs the Debian packages the WordPress tests and the PHP coding-standards suite need (php-xml:
# PHP_CodeSniffer reads its rulesets with it) (idempotent; a no-op when present).
# Runs as root in CI. A temporary policy-rc.d stops the packages from starting system services
# (the wordpress package pulls in apache2 and mariadb-server would start mariadbd).
set -euo pipefail

packages=(wordpress wordpress-theme-twentytwentythree wordpress-theme-twentytwentytwo wordpress-theme-twentytwentyone php-cli php-xml php-mysql mariadb-server)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ "${#missing[@]}" -eq 0 ]; then
  echo "wordpress test packages: already installed"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "test/wordpress/setup.sh: need root to apt-get install: ${missing[*]}" >&2
  exit 1
fi

policy=/usr/sbin/policy-rc.d
created_policy=0
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy"
  chmod +x "$policy"
  created_policy=1
fi
cleanup() { if [ "$created_policy" -eq 1 ]; then rm -f "$policy"; fi; }
trap cleanup EXIT

export DEBIAN_FRONTEND=noninteractive
echo "wordpress test packages: installing ${missing[*]}"
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "wordpress test packages: installed"
