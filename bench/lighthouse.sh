#!/usr/bin/env bash
# Lighthouse 12 (Node 20; Lighthouse 13 needs Node 22), mobile, simulated throttling, with the
# system Chromium, against a running server. Lighthouse is installed into a cache folder outside
# the project (it is a benchmark tool, not a dependency of the site or its tests).
# Usage: bash bench/lighthouse.sh URL [runs=3]
set -euo pipefail
url="$1"; runs="${2:-3}"
tools="${LIGHTHOUSE_DIR:-${TMPDIR:-/tmp}/vaidya-lighthouse}"
if [ ! -x "$tools/node_modules/.bin/lighthouse" ]; then
  mkdir -p "$tools"
  (cd "$tools" && npm init -y >/dev/null && npm install --no-fund --no-audit lighthouse@12 >/dev/null)
fi
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
for i in $(seq 1 "$runs"); do
  CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}" "$tools/node_modules/.bin/lighthouse" "$url" \
    --quiet --form-factor=mobile --output=json --output-path="$out/run-$i.json" \
    --chrome-flags="--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync" \
    >/dev/null 2>&1
  node -e '
    const r = require(process.argv[1]);
    const s = (k) => Math.round(r.categories[k].score * 100);
    const a = (k) => r.audits[k].displayValue;
    console.log(`run ${process.argv[2]}: performance ${s("performance")}, accessibility ${s("accessibility")}, best practices ${s("best-practices")}, SEO ${s("seo")} | FCP ${a("first-contentful-paint")}, LCP ${a("largest-contentful-paint")}, TBT ${a("total-blocking-time")}, CLS ${a("cumulative-layout-shift")}`);
  ' "$out/run-$i.json" "$i"
done
