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

site=${SITE:-}
if [ -z "$site" ]; then
    echo "== building site (release)"
    (cd "$root" && swift build -c release --product site 2>&1 | tail -n 1)
    site="$root/.build/release/site"
fi

echo "== generating $posts posts in $work"
python3 "$shared/gen_corpus.py" "$work/corpus" --posts "$posts" --chart-every 4 >/dev/null
"$site" init "$work/site" >/dev/null
rm -rf "$work/site/content" && cp -r "$work/corpus/content" "$work/site/content"
cp -r "$shared/hugo-site" "$work/hugo" && chmod -R u+w "$work/hugo"
rm -rf "$work/hugo/content" && cp -r "$work/corpus/content" "$work/hugo/content"

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
wait_until_up() { # url name
    for _ in $(seq 1 600); do
        [ "$(curl -s -o /dev/null -w '%{http_code}' "$1")" = 200 ] && return 0
        sleep 0.2
    done
    echo "error: $2 did not answer at $1" >&2
    exit 1
}

site_port=$(free_port)
hugo_port=$(free_port)
echo "== starting site serve and hugo server (first builds)"
(cd "$work/site" && exec "$site" serve --host 127.0.0.1 --port "$site_port" >"$work/site.log" 2>&1) &
pids+=($!)
(cd "$work/hugo" && exec hugo server --bind 127.0.0.1 --port "$hugo_port" \
    --baseURL "http://127.0.0.1:$hugo_port/" >"$work/hugo.log" 2>&1) &
pids+=($!)
wait_until_up "http://127.0.0.1:$site_port/" "site serve"
wait_until_up "http://127.0.0.1:$hugo_port/" "hugo server"
sleep 1

echo "== $edits edits each, one post at a time"
status=0
python3 "$root/bench/serve/reload.py" "http://127.0.0.1:$site_port/" "$work/site/content" \
    "$work/hugo.log" "$work/hugo/content" "$edits" || status=$?
echo "   (site serve's own log: $(grep -c 'Rebuilt' "$work/site.log" || true) rebuilds; last: $(grep 'Rebuilt' "$work/site.log" | tail -1))"
exit $status
