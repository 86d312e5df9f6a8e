#!/usr/bin/env bash
# Our cached pages against bare Next.js pages of the same HTML size, pair by pair, alternated
# (A B A B …: each round measures our page and then its references, so a busy moment of a shared
# machine hits both alike), all served by the same `next` in one run. Budgets:
# - a static page of ours (`/`, `/about-us`: no params, rendered on the first request and then a
#   cache HIT) ≥ 1.0 × a bare static page of its size (bench/fixtures/bare-next `/html-*`);
# - an entity page of ours (a doctor, a treatment: one dynamic segment, rendered on the first
#   request and then cached) ≥ 0.9 × a bare page under one dynamic segment that has rendered at
#   run time (`/d/<bytes>`: `generateStaticParams` returning nothing and `revalidate`, text only,
#   as large as the entity page; its first request renders it).
# Two bare servers: one that never renders at run time (every page prerendered at build), and one
# that has (it serves the `/d/…` pages). On Node 20 the first run-time render turns on Next.js's
# AsyncLocalStorage hooks for the life of the process; our server always has rendered (the first
# request of each page), so the static pages are compared with both bare servers.
# Besides req/s, the server's CPU time per request (user + system ticks over each wrk run), which
# moves much less than req/s when other jobs share the machine.
# Needs wrk and a production build of the site (NEXT_DIST_DIR, default .next; built when missing).
# Usage: [ROUNDS=5] [SECS=5] [CONNS=32] [PORT_BASE=3660] [NEXT_DIST_DIR=.next-bench] \
#   bash bench/throughput-pairs.sh [doctor path] [treatment path]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
rounds="${ROUNDS:-5}"; secs="${SECS:-5}"; conns="${CONNS:-32}"
dist="${NEXT_DIST_DIR:-.next}"
base="${PORT_BASE:-3660}"
site_port=$((base + 1)); static_port=$((base + 2)); rendered_port=$((base + 3))
work=$(mktemp -d)
cleanup() {
  kill "${site_pid:-}" "${static_pid:-}" "${rendered_pid:-}" 2>/dev/null || true
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
(cd "$bare" && exec "$next_bin" start -p "$static_port" >"$work/static.log" 2>&1) &
static_pid=$!
(cd "$bare" && exec "$next_bin" start -p "$rendered_port" >"$work/rendered.log" 2>&1) &
rendered_pid=$!
wait_for() { for _ in $(seq 1 240); do curl -s -o /dev/null "$1" && return 0; sleep 0.5; done; return 1; }
wait_for "http://127.0.0.1:$site_port/robots.txt"
wait_for "http://127.0.0.1:$static_port/html-15k"
wait_for "http://127.0.0.1:$rendered_port/html-15k"

# Entity pages: the first of the sitemaps' doctors and treatments unless given.
first_loc() {
  curl -s "http://127.0.0.1:$site_port/sitemaps/$1.xml" | grep -o "<loc>[^<]*/$1/[^<]*" | grep -v "/hi/" |
    sed -n 1p | sed -e 's/<loc>//' -e 's|^https\?://[^/]*||'
}
doctor="${1:-$(first_loc doctor)}"
treatment="${2:-$(first_loc treatment)}"

size_of() { curl -s "$1" | wc -c; }
cache_of() {
  curl -s -o /dev/null -D - "$1" | awk 'tolower($1)=="x-nextjs-cache:" {c=$2} NR==1 {s=$2} END {print s, (c ? c : "-")}' | tr -d '\r'
}
# Warm our pages: the first request renders and caches each, the next ones are HITs.
declare -A size
for path in / /about-us "$doctor" "$treatment"; do
  curl -s -o /dev/null "http://127.0.0.1:$site_port$path"
  size[$path]=$(size_of "http://127.0.0.1:$site_port$path")
  echo "ours $path: status/cache $(cache_of "http://127.0.0.1:$site_port$path"), ${size[$path]} bytes of HTML"
done
# The bare static page closest in size.
static_pages=(/html-15k /html-26k /html-44k /html-57k /html-62k)
declare -A bare_size
for path in "${static_pages[@]}"; do bare_size[$path]=$(size_of "http://127.0.0.1:$static_port$path"); done
same_size() {
  local best="" gap=-1 d p
  for p in "${static_pages[@]}"; do
    d=$((bare_size[$p] - $1)); d=${d#-}
    if [ "$gap" -lt 0 ] || [ "$d" -lt "$gap" ]; then gap=$d; best=$p; fi
  done
  echo "$best"
}
# The bare dynamic page as large as an entity page: its first request renders it at run time.
dynamic_ref() {
  local url="http://127.0.0.1:$rendered_port/d/$1"
  curl -s -o /dev/null "$url"
  echo "bare /d/$1: status/cache $(cache_of "$url"), $(size_of "$url") bytes of HTML" >&2
  echo "/d/$1"
}
curl -s -o /dev/null "http://127.0.0.1:$rendered_port/rendered"

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
median() { tr ' ' '\n' | grep . | sort -n | awk '{v[NR]=$1} END {print (NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2)}'; }
# Median of the rounds' ratios A/B (each round's two figures were taken seconds apart).
round_ratios() {
  paste -d' ' <(echo "${runs[$1]}" | tr ' ' '\n' | grep .) <(echo "${runs[$2]}" | tr ' ' '\n' | grep .) |
    awk '{printf "%.2f\n", $1 / $2}' | median
}
list() { echo "$1" | sed 's/^ //'; }

echo "wrk -t2 -c$conns -d${secs}s each; $rounds rounds per pair, alternated; load: $(cut -d' ' -f1-3 /proc/loadavg)"
row() { # key label bytes
  printf '| %s | %s | %s (%s) | %s µs (%s) |' "$2" "$3" "$(list "${runs[$1]}" | median)" "$(list "${runs[$1]}")" \
    "$(list "${cpu[$1]}" | median)" "$(list "${cpu[$1]}")"
}
compare() { # ours-key ref-key ref-label budget
  local a b ca cb
  a=$(list "${runs[$1]}" | median); b=$(list "${runs[$2]}" | median)
  ca=$(list "${cpu[$1]}" | median); cb=$(list "${cpu[$2]}" | median)
  awk -v l="$3" -v rr="$(round_ratios "$1" "$2")" -v a="$a" -v b="$b" -v ca="$ca" -v cb="$cb" -v budget="$4" \
    'BEGIN { printf " %s | **%.2f** (%.2f) | %.2f | ≥ %s |\n", l, rr, a / b, cb / ca, budget }'
}
pair() { # path kind(static|entity)
  local path=$1 kind=$2 ours="ours$1" refs=() labels=() budget
  if [ "$kind" = static ]; then
    local ref; ref=$(same_size "${size[$path]}")
    refs=("static$ref" "rendered$ref")
    labels=("bare \`$ref\` (${bare_size[$ref]} B), never rendered" "bare \`$ref\`, server has rendered")
    budget=1.0
  else
    local ref; ref=$(dynamic_ref "${size[$path]}")
    refs=("rendered$ref")
    labels=("bare \`/d/[slug]\` (\`$ref\`, $(size_of "http://127.0.0.1:$rendered_port$ref") B), rendered at run time")
    budget=0.9
  fi
  local key
  for _ in $(seq 1 "$rounds"); do
    measure "$ours" "http://127.0.0.1:$site_port$path" "$site_pid"
    for key in "${refs[@]}"; do
      case $key in
        static*) measure "$key" "http://127.0.0.1:$static_port${key#static}" "$static_pid" ;;
        rendered*) measure "$key" "http://127.0.0.1:$rendered_port${key#rendered}" "$rendered_pid" ;;
      esac
    done
  done
  local i
  for i in "${!refs[@]}"; do
    { row "$ours" "\`$path\`" "${size[$path]}"; compare "$ours" "${refs[$i]}" "${labels[$i]}" "$budget"; } >>"$work/table"
    { row "${refs[$i]}" "${labels[$i]}" ""; echo " | | | |"; } >>"$work/refs"
  done
  echo "$path done; load: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
}
pair / static
pair /about-us static
pair "$doctor" entity
pair "$treatment" entity
echo
echo "| page | HTML bytes | req/s, median (rounds) | server CPU per request, median (rounds) | reference | × reference: median of the rounds' ratios (ratio of medians) | reference's CPU / ours | budget |"
echo "|---|---|---|---|---|---|---|---|"
cat "$work/table"
echo
echo "References:"
cat "$work/refs"
echo
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
