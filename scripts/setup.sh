#!/usr/bin/env bash
# Brings a fresh machine to what the workspace needs: Node 24, pnpm 12, Debian's Chromium (and nginx and kubectl for
# the deployment tests), then the locked dependencies. Idempotent: with nothing missing it only runs a no-op install.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
major() { "$1" --version 2>/dev/null | sed -E 's/^v?([0-9]+).*/\1/'; }

# Node 24 and pnpm 12 from the npm registry into /usr/local (ahead of /usr/bin on PATH); the system's node stays.
if [ "$(major node)" != "24" ] || [ "$(major pnpm)" != "12" ]; then
  echo "setup: installing Node 24 and pnpm 12 into /usr/local"
  as_root npm install -g --prefix /usr/local node@24 pnpm@12 --no-fund --no-audit --loglevel=error
  hash -r
fi
if [ "$(major node)" != "24" ]; then
  echo "setup: node on PATH is $(node --version); put /usr/local/bin before /usr/bin" >&2
  exit 1
fi

# Browsers never come from a test tool's download here: Debian's chromium is the one browser.
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
compgen -G '/etc/nginx/modules-enabled/*brotli*' >/dev/null || missing+=(libnginx-mod-http-brotli-filter)
# kubectl renders the Kubernetes overlays (kustomize) for deploy/test/kubernetes.test.ts. The machine image ships a
# current one; Debian's kubernetes-client is only the fallback (its kustomize predates `patches`).
command -v kubectl >/dev/null || missing+=(kubernetes-client)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing ${missing[*]} from Debian"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >/dev/null
fi

pnpm install --frozen-lockfile --reporter=silent
