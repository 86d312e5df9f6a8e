#!/usr/bin/env bash
# Two builds of the site side by side, alternated round by round (A B A B …) on the same pages in
# one run, so that a busy moment of a shared machine hits both alike: "before" is another checkout
# (a folder with its own next.config.ts, src/ and build, e.g. `git archive <commit>` with
# node_modules linked in), "after" this one. A bare Next.js page of the home page's size
# (bench/fixtures/bare-next `/html-57k`) runs in the same rounds as a reference.
# Besides req/s, the server's CPU time per request (user + system ticks over each wrk run).
# Needs wrk, both builds (BEFORE_DIST, AFTER_DIST) and the bare fixture's build.
# Usage: BEFORE_DIR=/tmp/x [BEFORE_DIST=.next-before] [AFTER_DIST=.next] [ROUNDS=4] [SECS=5] \
#   [CONNS=32] [PORT_BASE=3310] bash bench/throughput-before-after.sh [paths...]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
rounds="${ROUNDS:-4}"; secs="${SECS:-5}"; conns="${CONNS:-32}"; base="${PORT_BASE:-3310}"
before_dir="${BEFORE_DIR:?BEFORE_DIR: the checkout to compare with}"
before_dist="${BEFORE_DIST:-.next-before}"; after_dist="${AFTER_DIST:-.next}"
paths=("$@"); [ ${#paths[@]} -gt 0 ] || paths=(/ /treatment/knee-replacement)
next_bin="$root/node_modules/.bin/next"
work=$(mktemp -d)
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
# A production server refuses to start without its secrets (src/config/env.ts): random ones here.
OTP_HMAC_SECRET=$(head -c 32 /dev/urandom | base64); STAFF_AUTH_SECRET=$(head -c 32 /dev/urandom | base64)
export OTP_HMAC_SECRET STAFF_AUTH_SECRET
declare -A port pid
port[before]=$((base + 1)); port[after]=$((base + 2)); port[bare]=$((base + 3))
start_site() { # name dir dist
  (cd "$2" && PGLITE_DIR="$work/db-$1" npx tsx --conditions=react-server src/db/cli/seed.ts >/dev/null)
  (cd "$2" && PGLITE_DIR="$work/db-$1" NEXT_DIST_DIR="$3" LOG_LEVEL=warn CRM_WORKER=off \
    SITE_URL="http://127.0.0.1:${port[$1]}" exec "$next_bin" start -p "${port[$1]}" >"$work/$1.log" 2>&1) &
  pid[$1]=$!; pids+=("$!")
}
start_site before "$before_dir" "$before_dist"
start_site after "$root" "$after_dist"
(cd "$root/bench/fixtures/bare-next" && exec "$next_bin" start -p "${port[bare]}" >"$work/bare.log" 2>&1) &
pid[bare]=$!; pids+=("$!")
wait_for() { for _ in $(seq 1 240); do curl -s -o /dev/null "$1" && return 0; sleep 0.5; done; return 1; }
for name in before after; do wait_for "http://127.0.0.1:${port[$name]}/robots.txt"; done
wait_for "http://127.0.0.1:${port[bare]}/html-57k"
curl -s -o /dev/null "http://127.0.0.1:${port[bare]}/rendered"

state() { # url: status, cache state, bytes
  curl -s -o "$work/body" -D - "$1" | awk 'tolower($1)=="x-nextjs-cache:" {c=$2} NR==1 {s=$2} END {printf "%s %s", s, (c ? c : "-")}' | tr -d '\r'
  echo ", $(wc -c <"$work/body") B"
}
for path in "${paths[@]}"; do
  for name in before after; do
    echo "$name $path: first request $(state "http://127.0.0.1:${port[$name]}$path"); then $(state "http://127.0.0.1:${port[$name]}$path")"
  done
done
echo "bare /html-57k: $(state "http://127.0.0.1:${port[bare]}/html-57k")"

hz=$(getconf CLK_TCK)
ticks() {
  local t=0 p
  for p in "$1" $(pgrep -P "$1"); do t=$((t + $(awk '{print $14 + $15}' "/proc/$p/stat"))); done
  echo "$t"
}
declare -A runs cpu
measure() { # key url pid
  local b a r
  b=$(ticks "$3")
  r=$(wrk -t2 -c"$conns" -d"${secs}s" "$2" | awk '/Requests\/sec/ {printf "%.0f", $2}')
  a=$(ticks "$3")
  runs[$1]+=" $r"
  cpu[$1]+=" $(awk -v t=$((a - b)) -v hz="$hz" -v r="$r" -v s="$secs" 'BEGIN { printf "%.0f", t * 1e6 / hz / (r * s) }')"
}
median() { tr ' ' '\n' | grep . | sort -n | awk '{v[NR]=$1} END {print (NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2)}'; }
echo "wrk -t2 -c$conns -d${secs}s; $rounds rounds, alternated; load: $(cut -d' ' -f1-3 /proc/loadavg)"
for path in "${paths[@]}"; do
  for _ in $(seq 1 "$rounds"); do
    for name in before after; do
      measure "$name $path" "http://127.0.0.1:${port[$name]}$path" "${pid[$name]}"
    done
    [ "$path" = / ] && measure "bare /html-57k" "http://127.0.0.1:${port[bare]}/html-57k" "${pid[bare]}"
  done
  echo "$path done; load: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
done
echo
echo "| server, page | req/s, median (rounds) | CPU per request, median (rounds) |"
echo "|---|---|---|"
for key in "${!runs[@]}"; do echo "$key"; done | sort | while read -r key; do
  echo "| $key | $(echo "${runs[$key]}" | median) (${runs[$key]# }) | $(echo "${cpu[$key]}" | median) µs (${cpu[$key]# }) |"
done
for path in "${paths[@]}"; do
  paste -d' ' <(echo "${runs[after $path]}" | tr ' ' '\n' | grep .) <(echo "${runs[before $path]}" | tr ' ' '\n' | grep .) |
    awk '{printf "%.2f\n", $1 / $2}' | median | xargs -I{} echo "after / before on $path, median of the rounds' ratios: {}"
done
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
