#!/usr/bin/env bash
# A cached page served by `next start` against nginx serving the same HTML file, side by side in
# one run (DESIGN §9: next ≥ 10% of nginx). Needs nginx and wrk (apt-get install -y nginx wrk)
# and a production build (NEXT_DIST_DIR, default .next). Loopback only; bounded in time.
# Usage: bash bench/throughput.sh [path=/] [seconds=10] [connections=32]
set -euo pipefail
cd "$(dirname "$0")/.."
path="${1:-/}"; secs="${2:-10}"; conns="${3:-32}"
next_port=3071; nginx_port=3072
work=$(mktemp -d); trap 'kill $next_pid 2>/dev/null || true; nginx -c "$work/nginx.conf" -s stop 2>/dev/null || true; rm -rf "$work"' EXIT

PGLITE_DIR="$work/db" npx tsx --conditions=react-server src/db/cli/seed.ts >/dev/null
PGLITE_DIR="$work/db" LOG_LEVEL=warn CRM_WORKER=off npx next start -p "$next_port" >"$work/next.log" 2>&1 &
next_pid=$!
for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$next_port$path" -o /dev/null && break; sleep 0.5; done
curl -sf "http://127.0.0.1:$next_port$path" -o "$work/page.html"  # warms the ISR cache too

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

run() { wrk -t2 -c"$conns" -d"${secs}s" "$1" | awk '/Requests\/sec/ {print $2} /Latency/ && !l {print $2; l=1}'; }
echo "page $path: $(wc -c <"$work/page.html") bytes of HTML; wrk -t2 -c$conns -d${secs}s"
read -r next_lat next_rps < <(run "http://127.0.0.1:$next_port$path" | paste -sd' ')
read -r nginx_lat nginx_rps < <(run "http://127.0.0.1:$nginx_port/" | paste -sd' ')
echo "next start: $next_rps req/s (mean latency $next_lat)"
echo "nginx:      $nginx_rps req/s (mean latency $nginx_lat)"
awk -v a="$next_rps" -v b="$nginx_rps" 'BEGIN { printf "next / nginx = %.1f%%\n", 100 * a / b }'
