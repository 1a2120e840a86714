#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing (never a downloaded browser build): `chromium` (CHROME_PATH, for
# Lighthouse and the screenshots) and `chromium-headless-shell` (E2E_CHROME_PATH, the browser tests' headless
# Chromium, as Playwright runs its own headless shell by default).
set -euo pipefail
missing=()
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${E2E_CHROME_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Chromium not found: installing Debian's ${missing[*]}" >&2
sudo_cmd=""
if [ "$(id -u)" != 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -q "${missing[@]}"
