#!/usr/bin/env bash
# Cached pages served by `next start` side by side with bare Next.js pages (bench/fixtures/
# bare-next: same next and react; a tiny page and text-only pages as large as ours) and with nginx
# serving the home page's HTML as a file, in one run on one machine (budgets: each cached
# page >= 0.9 x the bare page; next >= 10% of nginx). Needs nginx and wrk (apt-get install -y nginx wrk) and a production build of the
# site (NEXT_DIST_DIR, default .next; built here when missing). Loopback only; bounded in time.
# Besides req/s it reports the server's CPU time per request, which a busy machine barely moves.
# Usage: [ROUNDS=3] [PORT_BASE=3070] bash bench/throughput.sh [seconds=10] [connections=32] [paths...]
# Default paths: / /thankyou /no-such-page ("/?source=patientapp" and others may be added).
# Pairs of our pages and bare pages of their size, alternated, with entity pages against a bare
# dynamic-segment page: bench/throughput-pairs.sh.
# The bare pages are served twice: by a server that has never rendered anything at run time (all
# its pages were prerendered at build), and by one that has rendered one page at run time. On
# Node 20 the first render starts Next.js's AsyncLocalStorage, whose async_hooks then run on every
# promise of every later request (about 110 µs of CPU per cached page in a profile): any site that
# renders at run time (ISR, route handlers) pays it, so the second is the like-for-like reference.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
secs="${1:-10}"; conns="${2:-32}"; shift 2 2>/dev/null || shift $#
paths=("$@"); [ ${#paths[@]} -gt 0 ] || paths=(/ /thankyou /no-such-page)
dist="${NEXT_DIST_DIR:-.next}"
port_base="${PORT_BASE:-3070}"
site_port=$((port_base + 1)); nginx_port=$((port_base + 2)); bare_port=$((port_base + 3)); rendered_port=$((port_base + 4))
work=$(mktemp -d)
cleanup() {
  kill "${site_pid:-}" "${bare_pid:-}" "${rendered_pid:-}" 2>/dev/null || true
  nginx -c "$work/nginx.conf" -s stop 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
next_bin="$root/node_modules/.bin/next"

[ -f "$dist/BUILD_ID" ] || NEXT_DIST_DIR="$dist" "$next_bin" build >/dev/null
bare="$root/bench/fixtures/bare-next"
[ -f "$bare/.next/server/app/d/[slug]/page.js" ] || (cd "$bare" && "$next_bin" build >/dev/null)

PGLITE_DIR="$work/db" npx tsx --conditions=react-server src/db/cli/seed.ts >/dev/null
PGLITE_DIR="$work/db" NEXT_DIST_DIR="$dist" LOG_LEVEL=warn CRM_WORKER=off SITE_URL="http://127.0.0.1:$site_port" \
  "$next_bin" start -p "$site_port" >"$work/site.log" 2>&1 &
site_pid=$!
(cd "$bare" && exec "$next_bin" start -p "$bare_port" >"$work/bare.log" 2>&1) &
bare_pid=$!
(cd "$bare" && exec "$next_bin" start -p "$rendered_port" >"$work/rendered.log" 2>&1) &
rendered_pid=$!
wait_for() { for _ in $(seq 1 120); do curl -s -o /dev/null "$1" && return 0; sleep 0.5; done; return 1; }
wait_for "http://127.0.0.1:$site_port/thankyou"
wait_for "http://127.0.0.1:$bare_port/"
wait_for "http://127.0.0.1:$rendered_port/"
curl -s -o /dev/null "http://127.0.0.1:$rendered_port/rendered"

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

rps() { wrk -t2 -c"$conns" -d"${secs}s" "$1" | awk '/Requests\/sec/ {printf "%.0f", $2}'; }
# CPU time of a server process per request (user + system ticks over one wrk run): unlike req/s,
# it hardly moves when other jobs share the machine, so it shows what a request costs the server.
hz=$(getconf CLK_TCK)
ticks() { # the process and any children it started
  local t=0 p
  for p in "$1" $(pgrep -P "$1"); do t=$((t + $(awk '{print $14 + $15}' "/proc/$p/stat"))); done
  echo "$t"
}
declare -A cpu
measure() { # key url pid
  local before after r
  before=$(ticks "$3"); r=$(rps "$2"); after=$(ticks "$3")
  runs[$1]+=" $r"
  cpu[$1]+=" $(awk -v t=$((after - before)) -v hz="$hz" -v r="$r" -v s="$secs" 'BEGIN { printf "%.0f", t * 1e6 / hz / (r * s) }')"
}
# The bare pages: the tiny one, and five as large as ours (~15, 26, 44, 57 and 62 KB of HTML), so that a
# ratio can be read both ways: against the tiny page (all costs) and against the bare page of the
# same size (what our routing and shell cost beyond the size every Next.js page pays for).
bare_paths=(/ /html-15k /html-26k /html-44k /html-57k /html-62k)
declare -A bare_size
for path in "${bare_paths[@]}"; do
  bare_size[$path]=$(curl -s "http://127.0.0.1:$bare_port$path" | wc -c)
done
# Rounds interleave every URL so that a busy moment of the machine hits all of them alike; the
# figure kept is the median of the rounds.
rounds="${ROUNDS:-3}"
echo "wrk -t2 -c$conns -d${secs}s each, $rounds rounds interleaved, median kept, loopback"
declare -A runs
for _ in $(seq 1 "$rounds"); do
  for path in "${bare_paths[@]}"; do measure "bare$path" "http://127.0.0.1:$bare_port$path" "$bare_pid"; done
  for path in "${bare_paths[@]}"; do measure "rend$path" "http://127.0.0.1:$rendered_port$path" "$rendered_pid"; done
  for path in "${paths[@]}"; do measure "site$path" "http://127.0.0.1:$site_port$path" "$site_pid"; done
done
nginx_rps=$(rps "http://127.0.0.1:$nginx_port/")
median() { tr ' ' '\n' | grep . | sort -n | awk '{v[NR]=$1} END {print (NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2)}'; }
# The bare page whose HTML is closest in size to a page of ours.
same_size() {
  local size=$1 best=/html-57k gap=-1
  for path in /html-15k /html-26k /html-44k /html-57k /html-62k; do
    local d=$((bare_size[$path] - size)); d=${d#-}
    if [ "$gap" -lt 0 ] || [ "$d" -lt "$gap" ]; then gap=$d; best=$path; fi
  done
  echo "$best"
}
declare -A median_of cpu_of
for key in "${!runs[@]}"; do
  median_of[$key]=$(echo "${runs[$key]}" | median)
  cpu_of[$key]=$(echo "${cpu[$key]}" | median)
done
# Per-round ratios: a round's figures were taken minutes apart at most, so on a shared machine
# the median of the rounds' ratios is steadier than the ratio of the medians.
round_ratios() {
  paste -d' ' <(echo "${runs[$1]}" | tr ' ' '\n' | grep .) <(echo "${runs[$2]}" | tr ' ' '\n' | grep .) |
    awk '{printf "%.2f\n", $1 / $2}' | median
}
tiny=${median_of[bare/]}

echo
echo "| page | HTML bytes | req/s (rounds) | x tiny bare page | x bare page of its size (never rendered) | x bare page of its size (after a run-time render) | median of the rounds' ratios: x its size, never rendered / after a render | server CPU per request (median) | CPU of the bare page of its size / ours: never rendered, after a render |"
echo "|---|---|---|---|---|---|---|---|---|"
for kind in bare rend; do
  label="bare Next.js page"; [ "$kind" = rend ] && label="bare Next.js page, after a run-time render"
  for path in "${bare_paths[@]}"; do
    awk -v l="$label" -v p="$path" -v s="${bare_size[$path]}" -v r="${median_of[$kind$path]}" -v all="${runs[$kind$path]}" -v t="$tiny" -v c="${cpu_of[$kind$path]}" \
      'BEGIN { printf "| %s `%s` | %d | %d (%s) | %.2f | | | | %d µs | |\n", l, p, s, r, substr(all, 2), r / t, c }'
  done
done
for path in "${paths[@]}"; do
  size=$(curl -s "http://127.0.0.1:$site_port$path" | wc -c)
  ref=$(same_size "$size")
  awk -v p="$path" -v s="$size" -v r="${median_of[site$path]}" -v all="${runs[site$path]}" -v t="$tiny" \
    -v ref="$ref" -v b="${median_of[bare$ref]}" -v w="${median_of[rend$ref]}" \
    -v rr="$(round_ratios "site$path" "bare$ref") / $(round_ratios "site$path" "rend$ref")" \
    -v c="${cpu_of[site$path]}" -v bc="${cpu_of[bare$ref]}" -v wc="${cpu_of[rend$ref]}" \
    'BEGIN { printf "| `%s` | %d | %d (%s) | %.2f | %.2f (`%s`) | %.2f | %s | %d µs | %.2f, %.2f |\n", p, s, r, substr(all, 2), r / t, r / b, ref, r / w, rr, c, bc / c, wc / c }'
done
echo "| nginx, home HTML as a file | $(wc -c <"$work/page.html") | $nginx_rps | | | | | | |"
