#!/usr/bin/env bash
# Installs the Debian tools the checks and drills use when they are missing: nginx (TLS front, load
# balancer, static-page benchmark) with its Brotli module (deploy/nginx/site.conf compresses with it) and a Java
# runtime (the W3C Nu HTML Checker). Never a downloaded build.
set -euo pipefail
missing=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || missing+=(libnginx-mod-http-brotli-filter)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing Debian packages: ${missing[*]}" >&2
sudo_cmd=""
if [ "$(id -u)" != 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -q --no-install-recommends "${missing[@]}"
# The package starts a system nginx on port 80; the project runs its own instances, so stop that one.
if [ -f /run/nginx.pid ]; then $sudo_cmd kill "$(cat /run/nginx.pid)" 2>/dev/null || true; fi
