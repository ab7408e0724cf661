#!/usr/bin/env bash
# What one chart costs in a build: a site whose one post holds 2,000 donuts, against the same
# post with each block fenced as plain code (same bytes through cmark, no chart drawn).
# Prints the build times, the cost per chart and the feed's size.
#
# usage: bench/build/donut-page.sh [CHARTS] [RUNS]    (defaults: 2000 charts, best of 5)
set -euo pipefail
cd "$(dirname "$0")/../.."
charts=${1:-2000}
runs=${2:-5}
scripts/build-release site >/dev/null 2>&1 || scripts/build-release site
site=$PWD/.build/release/site
work=$(mktemp -d /dev/shm/site-donut-page.XXXXXX 2>/dev/null || mktemp -d)
trap 'rm -rf "$work"' EXIT

make_site() { # folder fence
    "$site" init "$1" >/dev/null
    rm -rf "$1/content/posts"/*
    python3 - "$1/content/posts/2026-03-14-donuts.md" "$2" "$charts" <<'PY'
import sys
path, fence, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
with open(path, "w") as f:
    f.write("---\ntitle: Many donuts\ndate: 2026-03-14\n---\n\n")
    for i in range(count):
        f.write(f"Paragraph {i} before the chart.\n\n```{fence}\ntype: donut\ntitle: Spending, month {i}\nunit: $\n---\n")
        for j, name in enumerate(["Housing", "Food", "Travel", "Fun"]):
            f.write(f"{name} | {100 + (i * 37 + j * 53) % 900}\n")
        f.write("```\n\n")
PY
}
make_site "$work/charts" chart
make_site "$work/plain" text

best() { # folder -> best wall seconds of $runs builds
    local best=""
    for _ in $(seq "$runs"); do
        rm -rf "$1/public"
        local start end
        start=$(date +%s.%N)
        (cd "$1" && "$site" build >/dev/null 2>&1)
        end=$(date +%s.%N)
        best=$(python3 -c "t = $end - $start; b = '$best'; print(t if not b or t < float(b) else b)")
    done
    echo "$best"
}
with=$(best "$work/charts")
without=$(best "$work/plain")
summary=$(cd "$work/charts" && "$site" build 2>&1 | tail -1)
feed=$(wc -c < "$work/charts/public/feed.xml")
images=$(find "$work/charts/public/posts" -name 'chart-*.svg' | wc -l)
echo "site: $summary"
python3 - "$with" "$without" "$charts" "$feed" "$images" <<'PY'
import sys
with_, without, charts, feed, images = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
print(f"build with {charts} donuts:        {with_ * 1000:7.0f} ms (best run)")
print(f"same post, blocks as plain code: {without * 1000:7.0f} ms")
print(f"cost per chart in a build:       {(with_ - without) / charts * 1e6:7.1f} µs (figure, image file, feed entry)")
print(f"feed.xml: {feed / 1024:.0f} KB; chart image files: {images}")
PY
