#!/usr/bin/env bash
# Benchmarks the chart engine against pygal on the same two charts, in the same run.
# Usage: bench/charts/run.sh   (from anywhere; builds chart-bench in release mode)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
venv="${PYGAL_VENV:-/tmp/site-bench-pygal-venv}"

swift build -c release --product chart-bench --package-path "$root" >&2
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import pygal" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet pygal
fi

ours="$("$root/.build/release/chart-bench" "${ITERATIONS:-20000}")"
theirs="$("$venv/bin/python" "$root/bench/charts/pygal_bench.py" "${PYGAL_ITERATIONS:-200}")"
echo "site (Swift, release):"
echo "$ours" | sed 's/^/  /'
echo "pygal $("$venv/bin/python" -c 'import pygal; print(pygal.__version__)'):"
echo "$theirs" | sed 's/^/  /'
for chart in donut bar-7-day; do
    a="$(echo "$ours" | awk -v c="$chart:" '$1 == c { print $2 }')"
    b="$(echo "$theirs" | awk -v c="$chart:" '$1 == c { print $2 }')"
    awk -v c="$chart" -v a="$a" -v b="$b" 'BEGIN { printf "%s: pygal takes %.0f× as long (%.2f µs vs %.2f µs)\n", c, b / a, b, a }'
done
