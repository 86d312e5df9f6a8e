#!/usr/bin/env bash
# One production build served by `next start` on two Node.js binaries (by default this machine's
# `node` and Node 24 from the npm registry's `node` package, as .ci/run installs it into
# .ci/node24), the same cached pages requested with wrk: req/s and the server's CPU time per
# request, rounds interleaved (A, B, A, B…) so that a busy moment of the machine hits both alike,
# median of the rounds kept. Needs wrk (apt-get install -y wrk) and a production build
# (NEXT_DIST_DIR, default .next; built here with the first binary when missing). Loopback only.
# Usage: [NODE_A=node] [NODE_B=.ci/node24/node_modules/.bin/node] [ROUNDS=5] \
#   bash bench/node-compare.sh [seconds=8] [connections=32] [paths...]   (default path: /thankyou)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
secs="${1:-8}"; conns="${2:-32}"; shift 2 2>/dev/null || shift $#
paths=("$@"); [ ${#paths[@]} -gt 0 ] || paths=(/thankyou)
dist="${NEXT_DIST_DIR:-.next}"
node_a=$(command -v "${NODE_A:-node}")
node_b="${NODE_B:-$root/.ci/node24/node_modules/.bin/node}"
if [ ! -x "$node_b" ]; then
  npm install --no-save --no-package-lock --no-fund --no-audit --prefix .ci/node24 node@24 >/dev/null
fi
rounds="${ROUNDS:-5}"
port_a=3081; port_b=3082
work=$(mktemp -d)
cleanup() {
  kill "${pid_a:-}" "${pid_b:-}" 2>/dev/null || true
  wait "${pid_a:-}" "${pid_b:-}" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
next_js="$root/node_modules/next/dist/bin/next"

[ -f "$dist/BUILD_ID" ] || NEXT_DIST_DIR="$dist" "$node_a" "$next_js" build >/dev/null
# Each server holds its own copy of the seeded embedded database (one process per PGlite folder).
PGLITE_DIR="$work/db-a" npx tsx --conditions=react-server src/db/cli/seed.ts >/dev/null
cp -r "$work/db-a" "$work/db-b"
serve() { # node port db log
  PGLITE_DIR="$3" NEXT_DIST_DIR="$dist" LOG_LEVEL=warn CRM_WORKER=off SITE_URL="http://127.0.0.1:$2" \
    "$1" "$next_js" start -p "$2" >"$4" 2>&1 &
}
serve "$node_a" "$port_a" "$work/db-a" "$work/a.log"; pid_a=$!
serve "$node_b" "$port_b" "$work/db-b" "$work/b.log"; pid_b=$!
wait_for() { for _ in $(seq 1 120); do curl -s -o /dev/null "$1" && return 0; sleep 0.5; done; return 1; }
wait_for "http://127.0.0.1:$port_a/thankyou"
wait_for "http://127.0.0.1:$port_b/thankyou"
echo "A: $("$node_a" --version) ($node_a)"
echo "B: $("$node_b" --version) ($node_b)"
# Warm every page on both (the first request renders and caches it) and show its cache state.
for path in "${paths[@]}"; do
  for port in "$port_a" "$port_b"; do
    curl -s -o /dev/null "http://127.0.0.1:$port$path"
    for _ in 1 2 3; do curl -s -o /dev/null "http://127.0.0.1:$port$path"; done
    state=$(curl -s -o /dev/null -D - "http://127.0.0.1:$port$path" |
      awk 'tolower($1)=="x-nextjs-cache:" {print $2} NR==1 {print $2}' | tr -d '\r' | paste -sd' ')
    echo "$path on :$port: status/cache $state"
  done
done

hz=$(getconf CLK_TCK)
ticks() { # the process and any children it started
  local t=0 p
  for p in "$1" $(pgrep -P "$1"); do t=$((t + $(awk '{print $14 + $15}' "/proc/$p/stat"))); done
  echo "$t"
}
declare -A runs cpu
measure() { # key url pid
  local before after r
  before=$(ticks "$3")
  r=$(wrk -t2 -c"$conns" -d"${secs}s" "$2" | awk '/Requests\/sec/ {printf "%.0f", $2}')
  after=$(ticks "$3")
  runs[$1]+=" $r"
  cpu[$1]+=" $(awk -v t=$((after - before)) -v hz="$hz" -v r="$r" -v s="$secs" 'BEGIN { printf "%.0f", t * 1e6 / hz / (r * s) }')"
}
echo "wrk -t2 -c$conns -d${secs}s each, $rounds rounds interleaved (A then B), median kept, loopback"
for round in $(seq 1 "$rounds"); do
  echo "round $round: $(uptime | sed 's/.*load average/load average/')"
  for path in "${paths[@]}"; do
    measure "A$path" "http://127.0.0.1:$port_a$path" "$pid_a"
    measure "B$path" "http://127.0.0.1:$port_b$path" "$pid_b"
  done
done
median() { tr ' ' '\n' | grep . | sort -n | awk '{v[NR]=$1} END {print (NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2)}'; }
echo
echo "| page | A req/s (rounds) | B req/s (rounds) | B / A | A CPU µs/request (rounds) | B CPU µs/request (rounds) |"
echo "|---|---|---|---|---|---|"
for path in "${paths[@]}"; do
  ra=$(echo "${runs[A$path]}" | median); rb=$(echo "${runs[B$path]}" | median)
  ca=$(echo "${cpu[A$path]}" | median); cb=$(echo "${cpu[B$path]}" | median)
  awk -v p="$path" -v ra="$ra" -v rb="$rb" -v ca="$ca" -v cb="$cb" \
    -v la="${runs[A$path]}" -v lb="${runs[B$path]}" -v pa="${cpu[A$path]}" -v pb="${cpu[B$path]}" \
    'BEGIN { printf "| `%s` | %d (%s) | %d (%s) | %.2f | %d (%s) | %d (%s) |\n", p, ra, substr(la, 2), rb, substr(lb, 2), rb / ra, ca, substr(pa, 2), cb, substr(pb, 2) }'
done
