#!/usr/bin/env bash
# make lighthouse: Lighthouse (tools/lighthouse/package-lock.json pins it and
# every dependency by hash; npm ci checks them) on the site as make build
# ships it, served by the site's own server, with the desktop and the mobile
# preset; then the same on a page that only starts Ebiten and clears its
# canvas (wasm/floor), the floor of this stack. Prints one line per run.
# PAGES limits the pages (PAGES=floor.html); LIGHTHOUSE_OUT=dir keeps the
# reports (long tasks, main-thread breakdown) there.
set -euo pipefail
cd "$(dirname "$0")/../.."
here=tools/lighthouse
(cd "$here" && npm ci --no-audit --no-fund --silent)
chrome=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome)}
work=$(mktemp -d)
srv=
trap '[ -n "$srv" ] && kill "$srv" 2>/dev/null; rm -rf "$work"' EXIT
echo "building the site as make build ships it (brotli 11, cached by content)..."
go run ./web -build -dir "$work/site"
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o "$work/site/floor.wasm" ./wasm/floor
cp "$here/floor.html" "$here/floor.js" "$work/site/"
go build -o "$work/web" ./web
"$work/web" -addr 127.0.0.1:0 -dir "$work/site" > "$work/serve.log" 2>&1 &
srv=$!
until grep -q "http://" "$work/serve.log"; do
  kill -0 "$srv" 2>/dev/null || { cat "$work/serve.log"; exit 1; }
  sleep 0.1
done
base=$(grep -o "http://[^ ]*" "$work/serve.log" | head -1)
flags="--headless --no-sandbox --enable-unsafe-swiftshader --use-angle=swiftshader --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"
for page in ${PAGES:-index.html floor.html}; do
  for preset in desktop mobile; do
    extra=()
    [ "$preset" = desktop ] && extra=(--preset=desktop)
    out="$work/$page-$preset.json"
    CHROME_PATH="$chrome" "$here/node_modules/.bin/lighthouse" "$base$page" --quiet --output=json --output-path="$out" \
      --chrome-flags="$flags --user-data-dir=$work/profile-$page-$preset" "${extra[@]}"
    node "$here/summary.js" "$out" "$page" "$preset"
    if [ -n "${LIGHTHOUSE_OUT:-}" ]; then mkdir -p "$LIGHTHOUSE_OUT" && cp "$out" "$LIGHTHOUSE_OUT/"; fi
  done
done
