#!/usr/bin/env bash
# Times the preview of one edit at scale: `site serve` and `hugo server` side by side on the same
# 10,000-post blog on the VM's disk. For site, from the write to the page's reload event (and the
# page then shows the edit); for Hugo, from the write to its "Total in N ms" line.
#
# usage: bench/serve/reload.sh [POSTS] [EDITS]     (defaults: 10000 posts, 10 edits)
# env:   BENCH_DIR=/var/tmp/site-reload-bench (on disk, as a writer's blog is)
#        SITE=path/to/site (skip the release build and use this binary)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
posts=${1:-10000}
edits=${2:-10}
shared=$(cd "$root/.." && pwd)/shared/bench
[ -d "$shared" ] || shared=/work/shared/bench
[ -f "$shared/gen_corpus.py" ] || { echo "error: $shared/gen_corpus.py not found" >&2; exit 1; }
for tool in hugo python3 curl; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing; apt-get install -y $tool" >&2; exit 1; }
done

work=${BENCH_DIR:-/var/tmp/site-reload-bench}
rm -rf "$work" && mkdir -p "$work"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

source "$root/bench/serve/servers.sh"
pick_site_binary

echo "== generating $posts posts in $work"
python3 "$shared/gen_corpus.py" "$work/corpus" --posts "$posts" --chart-every 4 >/dev/null
"$site" init "$work/site" >/dev/null
rm -rf "$work/site/content" && cp -r "$work/corpus/content" "$work/site/content"
cp -r "$shared/hugo-site" "$work/hugo" && chmod -R u+w "$work/hugo"
rm -rf "$work/hugo/content" && cp -r "$work/corpus/content" "$work/hugo/content"
# A page that is no post, as most blogs have.
for content in "$work/site/content" "$work/hugo/content"; do
    printf -- '---\ntitle: "About"\ndescription: "Who writes this blog."\n---\n\nThis blog is a benchmark.\n' > "$content/about.md"
done

start_servers "$site"
sleep 1

echo "== $edits edits each, one post at a time, then edits to a page"
status=0
python3 "$root/bench/serve/reload.py" "http://127.0.0.1:$site_port/" "$work/site/content" \
    "$work/hugo.log" "$work/hugo/content" "$edits" || status=$?
echo "   (site serve's own log: $(grep -c 'Rebuilt' "$work/site.log" || true) rebuilds; last: $(grep 'Rebuilt' "$work/site.log" | tail -1))"
exit $status
