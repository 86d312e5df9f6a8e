#!/usr/bin/env bash
# Lighthouse 12 (Node 20; Lighthouse 13 needs Node 22), mobile, simulated throttling, with the
# system Chromium, against a running server. Lighthouse is installed into a cache folder outside
# the project (it is a benchmark tool, not a dependency of the site or its tests).
# Chromium runs with --run-all-compositor-stages-before-draw: without it, headless Chromium on this
# machine presents the page's first frame either about 250 ms or about 1.25 s after navigation, at
# random (half the runs), although the trace shows the page painted its text at ~250 ms in both
# cases; Lighthouse's simulation then counts a second more of work into FCP and LCP (bench/RESULTS.md,
# "Lighthouse's late first frame"). The flag makes the compositor draw each frame as soon as it is
# painted, as a phone's would. LH_PLAIN=1 runs without it, to compare.
# Usage: [LH_PLAIN=1] bash bench/lighthouse.sh URL [runs=3]
set -euo pipefail
url="$1"; runs="${2:-3}"
tools="${LIGHTHOUSE_DIR:-${TMPDIR:-/tmp}/vaidya-lighthouse}"
if [ ! -x "$tools/node_modules/.bin/lighthouse" ]; then
  mkdir -p "$tools"
  (cd "$tools" && npm init -y >/dev/null && npm install --no-fund --no-audit lighthouse@12 >/dev/null)
fi
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
frame_flag="--run-all-compositor-stages-before-draw"; [ -n "${LH_PLAIN:-}" ] && frame_flag=""
for i in $(seq 1 "$runs"); do
  CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}" "$tools/node_modules/.bin/lighthouse" "$url" \
    --quiet --form-factor=mobile --output=json --output-path="$out/run-$i.json" \
    --chrome-flags="--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync $frame_flag" \
    >/dev/null 2>&1 || true
  [ -f "$out/run-$i.json" ] || { echo "run $i: failed, no report"; continue; }
  node -e '
    const r = require(process.argv[1]);
    if (r.runtimeError) { console.log(`run ${process.argv[2]}: failed, ${r.runtimeError.code}`); process.exit(0); }
    const s = (k) => Math.round(r.categories[k].score * 100);
    const a = (k) => r.audits[k].displayValue;
    console.log(`run ${process.argv[2]}: performance ${s("performance")}, accessibility ${s("accessibility")}, best practices ${s("best-practices")}, SEO ${s("seo")} | FCP ${a("first-contentful-paint")}, LCP ${a("largest-contentful-paint")}, TBT ${a("total-blocking-time")}, CLS ${a("cumulative-layout-shift")} | first frame observed at ${r.audits.metrics.details.items[0].observedFirstPaint} ms`);
  ' "$out/run-$i.json" "$i"
done
