#!/bin/sh
# Prints the @font-face source of "Vaidya Hindi Label" (app/globals.css): the six letters of
# "हिन्दी", the language switch's label on English pages, cut from the Noto Sans Devanagari 600
# file of @fontsource/noto-sans-devanagari, as a base64 woff2 data URL. The output is committed;
# run this again only if the label or the font changes. Needs fonttools with brotli (Debian:
# apt-get install python3-fonttools python3-brotli).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
font="$root/node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2"
out=$(mktemp --suffix=.woff2)
trap 'rm -f "$out"' EXIT
python3 -m fontTools.subset "$font" --text="हिन्दी" --layout-features='*' --no-hinting \
  --flavor=woff2 --output-file="$out"
printf 'url(data:font/woff2;base64,%s) format("woff2")\n' "$(base64 -w0 "$out")"
