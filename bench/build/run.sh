#!/usr/bin/env bash
# Builds the 10,000-post benchmark blog with `site` (release), Hugo and the cmark CLI, and prints
# times, peak memory and ratios.
#
# usage: bench/build/run.sh [POSTS] [RUNS]     (defaults: 10000 posts, best of 3 runs)
# Needs ../shared/bench (gen_corpus.py, hugo-site), python3, hugo, cmark and GNU time.
set -euo pipefail
cd "$(dirname "$0")/../.."
posts=${1:-10000}
runs=${2:-3}
shared=$(cd .. && pwd)/shared/bench
[ -d "$shared" ] || shared=/work/shared/bench
[ -f "$shared/gen_corpus.py" ] || { echo "error: $shared/gen_corpus.py not found" >&2; exit 1; }
for tool in python3 hugo cmark; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing (apt-get install -y $tool)" >&2; exit 1; }
done
[ -x /usr/bin/time ] || { echo "error: GNU time is missing (apt-get install -y time)" >&2; exit 1; }

# A RAM disk by default: the VM's disk is shared and its timings swing by a factor of five.
# BENCH_DIR=/var/tmp/site-bench measures on the disk, as a writer's blog is.
default_dir=/tmp/site-bench
[ -d /dev/shm ] && [ -w /dev/shm ] && default_dir=/dev/shm/site-bench
work=${BENCH_DIR:-$default_dir}
rm -rf "$work" && mkdir -p "$work"
echo "Generating $posts posts in $work/corpus …"
python3 "$shared/gen_corpus.py" "$work/corpus" --posts "$posts" --chart-every 4 >/dev/null

echo "Building site (release) …"
scripts/build-release site >/dev/null 2>&1 || scripts/build-release site
site=$PWD/.build/release/site

# The site: the default theme from `site init`, the corpus as content.
"$site" init "$work/site" >/dev/null
rm -rf "$work/site/content"
cp -r "$work/corpus/content" "$work/site/content"
sed -i 's#^base_url:.*#base_url: https://example.org/#' "$work/site/site.yml"

# Hugo: the shared minimal site with the same content.
cp -r "$shared/hugo-site" "$work/hugo"
chmod -R u+w "$work/hugo"
rm -rf "$work/hugo/content" && cp -r "$work/corpus/content" "$work/hugo/content"

# once NAME DIR OUTPUT COMMAND…: one clean run (OUTPUT removed first); prints "wall cpu rss"
# (seconds, user+sys seconds, MB).
once() {
    local name=$1 dir=$2 output=$3; shift 3
    # A clean run: the output goes, and so does the spare of it that site keeps for large sites.
    [ -n "$output" ] && rm -rf "$output" "$(dirname "$output")/.$(basename "$output").previous"
    sync
    (cd "$dir" && /usr/bin/time -v -o "$work/time.txt" "$@" >/dev/null 2>"$work/$name.err") || {
        echo "error: $name failed:" >&2; tail -20 "$work/$name.err" >&2; cat "$work/time.txt" >&2; exit 1; }
    awk -F': ' '
        /Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; wall = s }
        /User time|System time/ { cpu += $2 }
        /Maximum resident set size/ { rss = $2 / 1024 }
        END { printf "%s %.2f %.1f\n", wall, cpu, rss }' "$work/time.txt"
}

# The tools take turns, run after run, so a burst of load from elsewhere on this shared machine
# hits all three alike; each tool's best run counts.
echo "Measuring ($runs rounds, best run of each tool) …"
site_s=""; hugo_s=""; cmark_s=""
for round in $(seq "$runs"); do
    read -r w c m < <(once site "$work/site" "$work/site/public" "$site" build)
    if [ -z "$site_s" ] || awk "BEGIN{exit !($w < $site_s)}"; then site_s=$w; site_cpu=$c; site_mb=$m; fi
    read -r w c m < <(once hugo "$work/hugo" "$work/hugo-public" hugo --quiet -d "$work/hugo-public")
    if [ -z "$hugo_s" ] || awk "BEGIN{exit !($w < $hugo_s)}"; then hugo_s=$w; hugo_cpu=$c; hugo_mb=$m; fi
    # cmark: the parser alone over the same Markdown, in one process (the floor for a cmark pipeline).
    read -r w c m < <(once cmark "$work/corpus/content/posts" "" sh -c 'cmark --unsafe *.md')
    if [ -z "$cmark_s" ] || awk "BEGIN{exit !($w < $cmark_s)}"; then cmark_s=$w; cmark_cpu=$c; cmark_mb=$m; fi
    echo "  round $round: site ${site_s}s, hugo ${hugo_s}s, cmark ${cmark_s}s (best so far)"
done

# Builds one after another over the previous output, as a writer runs them: site writes over the
# spare it kept of the build before (unchanged files are left alone), Hugo over its public/.
rebuild_s=""; hugo_again_s=""
for round in $(seq "$runs"); do
    read -r w c m < <(once site-again "$work/site" "" "$site" build)
    if [ -z "$rebuild_s" ] || awk "BEGIN{exit !($w < $rebuild_s)}"; then rebuild_s=$w; fi
    read -r w c m < <(once hugo-again "$work/hugo" "" hugo --quiet -d "$work/hugo-public")
    if [ -z "$hugo_again_s" ] || awk "BEGIN{exit !($w < $hugo_again_s)}"; then hugo_again_s=$w; fi
done

summary=$(cd "$work/site" && "$site" build 2>/dev/null)
echo
echo "corpus: $posts posts, $(cat "$work"/corpus/content/posts/*.md | wc -c) bytes of Markdown, in $work"
echo "site:   $summary"
echo "load average after the runs: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
printf "%-8s %9s %9s %12s\n" tool "wall (s)" "CPU (s)" "peak RSS MB"
printf "%-8s %9.3f %9.2f %12s\n" site "$site_s" "$site_cpu" "$site_mb" hugo "$hugo_s" "$hugo_cpu" "$hugo_mb" \
    cmark "$cmark_s" "$cmark_cpu" "$cmark_mb"
echo "build over the previous output: site ${rebuild_s}s, hugo ${hugo_again_s}s (best of $runs)"
awk -v s="$site_s" -v h="$hugo_s" -v c="$cmark_s" -v m="$site_mb" -v sc="$site_cpu" -v hc="$hugo_cpu" -v r="$rebuild_s" -v ha="$hugo_again_s" 'BEGIN {
    printf "rebuild / clean build = %.2f (target: at most about 1, the old site must not slow the next build)\n", r/s
    printf "rebuild, site / hugo = %.3f (target <= 0.100) %s\n", r/ha, (r/ha <= 0.1 ? "ok" : "MISSED")
    printf "site / hugo  = %.3f  (target <= 0.100) %s\n", s/h, (s/h <= 0.1 ? "ok" : "MISSED")
    printf "site / cmark = %.2f   (target <= 2.00)  %s\n", s/c, (s/c <= 2 ? "ok" : "MISSED")
    printf "site peak RSS = %.0f MB (target < 300)  %s\n", m, (m < 300 ? "ok" : "MISSED")
    printf "CPU time, site / hugo = %.3f (less sensitive to load from other processes)\n", sc/hc
}'
