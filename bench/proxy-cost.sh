#!/usr/bin/env bash
# What Next.js's own proxy.ts costs a cached page: bench/fixtures/bare-next against the same app
# plus a proxy.js that sets five response headers (bench/fixtures/proxy-five-headers.js; the app
# is assembled and built in bench/out/bare-proxy), same page, rounds alternated (A B A B) in one
# run. Needs wrk.
# Usage: [ROUNDS=4] [SECS=5] [CONNS=32] [PORT_BASE=3310] bash bench/proxy-cost.sh [path=/html-57k]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
rounds="${ROUNDS:-4}"; secs="${SECS:-5}"; conns="${CONNS:-32}"; base="${PORT_BASE:-3310}"
path="${1:-/html-57k}"
next_bin="$root/node_modules/.bin/next"
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; }
trap cleanup EXIT
port=$base
declare -A url pid
proxied="$root/bench/out/bare-proxy"
if [ ! -f "$proxied/.next/BUILD_ID" ]; then
  mkdir -p "$proxied"
  cp -r "$root/bench/fixtures/bare-next/app" "$root/bench/fixtures/bare-next/instrumentation.js" \
    "$root/bench/fixtures/bare-next/package.json" "$root/bench/fixtures/bare-next/next.config.mjs" "$proxied/"
  cp "$root/bench/fixtures/proxy-five-headers.js" "$proxied/proxy.js"
fi
for app in bare-next bare-proxy; do
  dir="$root/bench/fixtures/$app"; [ "$app" = bare-proxy ] && dir="$proxied"
  [ -f "$dir/.next/BUILD_ID" ] || (cd "$dir" && "$next_bin" build >/dev/null)
  port=$((port + 1))
  (cd "$dir" && exec "$next_bin" start -p "$port" >/dev/null 2>&1) &
  pid[$app]=$!; pids+=("$!")
  url[$app]="http://127.0.0.1:$port$path"
  for _ in $(seq 1 120); do curl -s -o /dev/null "${url[$app]}" && break; sleep 0.5; done
  echo "$app: $(curl -s -o /dev/null -w '%{http_code} %{size_download} B' "${url[$app]}"), $(curl -s -D - -o /dev/null "${url[$app]}" | grep -ci '^x-frame-options') x-frame-options header"
done
hz=$(getconf CLK_TCK)
ticks() { # the process and any children it started
  local t=0 p
  for p in "$1" $(pgrep -P "$1"); do t=$((t + $(awk '{print $14 + $15}' "/proc/$p/stat"))); done
  echo "$t"
}
echo "wrk -t2 -c$conns -d${secs}s, $rounds rounds alternated; load: $(cut -d' ' -f1-3 /proc/loadavg)"
for r in $(seq 1 "$rounds"); do
  for app in bare-next bare-proxy; do
    before=$(ticks "${pid[$app]}")
    rps=$(wrk -t2 -c"$conns" -d"${secs}s" "${url[$app]}" | awk '/Requests\/sec/ {printf "%.0f", $2}')
    after=$(ticks "${pid[$app]}")
    cpu=$(awk -v t=$((after - before)) -v hz="$hz" -v r="$rps" -v s="$secs" 'BEGIN { printf "%.0f", t * 1e6 / hz / (r * s) }')
    echo "round $r $app: $rps req/s, $cpu µs CPU per request"
  done
done
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
