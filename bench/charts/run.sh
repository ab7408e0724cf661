#!/usr/bin/env bash
# Benchmarks the chart engine against pygal on the same four charts (donut, 7-day bar, 50-point line,
# 200-point scatter), in the same run.
# Usage: bench/charts/run.sh   (from anywhere; builds chart-bench in release mode)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
venv="${PYGAL_VENV:-/tmp/site-bench-pygal-venv}"

"$root/scripts/build-release" chart-bench >&2
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import pygal" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet pygal
fi

ours="$("$root/.build/release/chart-bench" "${ITERATIONS:-20000}")"
samples="$(mktemp -d)"
trap 'rm -rf "$samples"' EXIT
"$root/.build/release/chart-bench" --sample line-50 > "$samples/line-50.txt"
"$root/.build/release/chart-bench" --sample scatter-200 > "$samples/scatter-200.txt"
theirs="$("$venv/bin/python" "$root/bench/charts/pygal_bench.py" "${PYGAL_ITERATIONS:-200}" "$samples/line-50.txt" "$samples/scatter-200.txt")"
echo "site (Swift, release):"
echo "$ours" | sed 's/^/  /'
# The gallery's charts of every kind, each once in turn, as a build meets them (no pygal twin).
echo "  gallery, $(BENCH_SEQUENCE=1 "$root/.build/release/chart-bench" 20)"
echo "pygal $("$venv/bin/python" -c 'import pygal; print(pygal.__version__)'):"
echo "$theirs" | sed 's/^/  /'
for chart in donut bar-7-day line-50 scatter-200; do
    a="$(echo "$ours" | awk -v c="$chart:" '$1 == c { print $2 }')"
    b="$(echo "$theirs" | awk -v c="$chart:" '$1 == c { print $2 }')"
    awk -v c="$chart" -v a="$a" -v b="$b" 'BEGIN { printf "%s: pygal takes %.0f× as long (%.2f µs vs %.2f µs)\n", c, b / a, b, a }'
done
