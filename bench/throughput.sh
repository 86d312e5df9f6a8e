#!/usr/bin/env bash
# Cached pages served by `next start` side by side with a bare Next.js page (bench/fixtures/
# bare-next: same next and react, one <p>) and with nginx serving the home page's HTML as a file,
# in one run on one machine (issue 7: each cached page >= 0.9 x the bare page; DESIGN §9: next >=
# 10% of nginx). Needs nginx and wrk (apt-get install -y nginx wrk) and a production build of the
# site (NEXT_DIST_DIR, default .next; built here when missing). Loopback only; bounded in time.
# Usage: bash bench/throughput.sh [seconds=10] [connections=32] [paths...]
# Default paths: / /thankyou /no-such-page ("/?source=patientapp" and others may be added).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
secs="${1:-10}"; conns="${2:-32}"; shift 2 2>/dev/null || shift $#
paths=("$@"); [ ${#paths[@]} -gt 0 ] || paths=(/ /thankyou /no-such-page)
dist="${NEXT_DIST_DIR:-.next}"
site_port=3071; bare_port=3073; nginx_port=3072
work=$(mktemp -d)
cleanup() {
  kill "${site_pid:-}" "${bare_pid:-}" 2>/dev/null || true
  nginx -c "$work/nginx.conf" -s stop 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
next_bin="$root/node_modules/.bin/next"

[ -f "$dist/BUILD_ID" ] || NEXT_DIST_DIR="$dist" "$next_bin" build >/dev/null
bare="$root/bench/fixtures/bare-next"
[ -f "$bare/.next/BUILD_ID" ] || (cd "$bare" && "$next_bin" build >/dev/null)

PGLITE_DIR="$work/db" npx tsx --conditions=react-server src/db/cli/seed.ts >/dev/null
PGLITE_DIR="$work/db" NEXT_DIST_DIR="$dist" LOG_LEVEL=warn CRM_WORKER=off \
  "$next_bin" start -p "$site_port" >"$work/site.log" 2>&1 &
site_pid=$!
(cd "$bare" && exec "$next_bin" start -p "$bare_port" >"$work/bare.log" 2>&1) &
bare_pid=$!
wait_for() { for _ in $(seq 1 120); do curl -s -o /dev/null "$1" && return 0; sleep 0.5; done; return 1; }
wait_for "http://127.0.0.1:$site_port/thankyou"
wait_for "http://127.0.0.1:$bare_port/"

# Warm every page (the first request renders and caches it), and show its cache state.
for path in "${paths[@]}"; do
  curl -s -o /dev/null "http://127.0.0.1:$site_port$path"
  state=$(curl -s -o "$work/last.html" -D - "http://127.0.0.1:$site_port$path" |
    awk 'tolower($1)=="x-nextjs-cache:" {print $2} NR==1 {print $2}' | tr -d '\r' | paste -sd' ')
  echo "$path: status/cache $state, $(wc -c <"$work/last.html") bytes of HTML"
done
curl -s "http://127.0.0.1:$site_port/" -o "$work/page.html"

cat >"$work/nginx.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  server {
    listen 127.0.0.1:$nginx_port;
    location / { root $work; try_files /page.html =404; default_type text/html; }
  }
}
CONF
nginx -c "$work/nginx.conf"

rps() { wrk -t2 -c"$conns" -d"${secs}s" "$1" | awk '/Requests\/sec/ {print $2}'; }
echo "wrk -t2 -c$conns -d${secs}s each, one after the other, loopback"
bare_before=$(rps "http://127.0.0.1:$bare_port/")
declare -A site
for path in "${paths[@]}"; do site[$path]=$(rps "http://127.0.0.1:$site_port$path"); done
bare_after=$(rps "http://127.0.0.1:$bare_port/")
nginx_rps=$(rps "http://127.0.0.1:$nginx_port/")
bare_mean=$(awk -v a="$bare_before" -v b="$bare_after" 'BEGIN { printf "%.0f", (a + b) / 2 }')

echo
echo "| page | req/s | x bare Next.js page | % of nginx (home HTML) |"
echo "|---|---|---|---|"
echo "| bare Next.js page | $bare_mean ($bare_before before, $bare_after after) | 1.00 | |"
for path in "${paths[@]}"; do
  awk -v p="$path" -v r="${site[$path]}" -v b="$bare_mean" -v n="$nginx_rps" \
    'BEGIN { printf "| `%s` | %.0f | %.2f | %.1f %% |\n", p, r, r / b, 100 * r / n }'
done
echo "| nginx, home HTML as a file | $nginx_rps | | 100 % |"
