#!/usr/bin/env bash
# Benchmarks `site serve` against `hugo server` on the same page of the same generated blog,
# with wrk on loopback only, then runs `site serve` for a long run and checks for errors.
#
# usage: bench/serve/run.sh            (from anywhere; needs hugo, wrk, python3, swift)
# env:   POSTS=200 DURATION=10 CONNECTIONS=64 THREADS=2 LONG=60 (LONG=0 skips the long run)
#        SITE=path/to/site             (skip the release build and use this binary)
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
shared=$(cd "$root/.." && pwd)/shared
[ -d "$shared/bench" ] || shared=/work/shared
posts=${POSTS:-200}
duration=${DURATION:-10}
connections=${CONNECTIONS:-64}
threads=${THREADS:-2}
long=${LONG:-60}

for tool in hugo wrk python3 curl; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing; apt-get install -y $tool" >&2; exit 1; }
done

work=$(mktemp -d /tmp/site-serve-bench.XXXXXX)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT


# The page to measure: post 1, which both sites publish at /posts/post-00001/ (the file name).
page=/posts/post-00001/

echo "== generating $posts posts"
cp -r "$shared/bench/hugo-site" "$work/hugo"
python3 "$shared/bench/gen_corpus.py" "$work/hugo" --posts "$posts" >/dev/null
mkdir -p "$work/site"
cp -r "$work/hugo/content" "$work/site/content"
cp -r "$root/themes" "$work/site/themes"
cat > "$work/site/site.yml" <<YAML
title: Benchmark blog
description: Generated posts for the serve benchmark.
author: Bench
base_url: https://example.org/
theme: default
YAML

source "$root/bench/serve/servers.sh"
pick_site_binary

start_servers "$site"

site_url="http://127.0.0.1:$site_port$page"
hugo_url="http://127.0.0.1:$hugo_port$page"
for url in "$site_url" "$hugo_url"; do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$url")" = 200 ] || { echo "error: $url is not a page" >&2; exit 1; }
done
echo "   site serve:  $site_url ($(curl -s "$site_url" | wc -c) bytes)"
echo "   hugo server: $hugo_url ($(curl -s "$hugo_url" | wc -c) bytes)"

measure() { # url label -> prints "rps p99" and keeps the wrk output
    wrk -t"$threads" -c"$connections" -d2s "$1" >/dev/null # warm-up
    wrk -t"$threads" -c"$connections" -d"${duration}s" --latency "$1" >"$work/$2.wrk"
    local rps p99
    rps=$(awk '/^Requests\/sec:/ {print $2}' "$work/$2.wrk")
    p99=$(awk '$1 == "99%" {print $2}' "$work/$2.wrk")
    echo "$rps $p99"
}

echo "== wrk -t$threads -c$connections -d${duration}s --latency (loopback)"
read -r site_rps site_p99 < <(measure "$site_url" site)
read -r hugo_rps hugo_p99 < <(measure "$hugo_url" hugo)
printf '   %-12s %12s req/s   p99 %s\n' "site serve" "$site_rps" "$site_p99" "hugo server" "$hugo_rps" "$hugo_p99"
ratio=$(python3 -c "print(f'{$site_rps / $hugo_rps:.2f}')")
echo "   ratio site/hugo: ${ratio}x (target >= 1.2x)"
for label in site hugo; do
    if grep -qE 'Socket errors|Non-2xx' "$work/$label.wrk"; then
        echo "   $label errors: $(grep -E 'Socket errors|Non-2xx' "$work/$label.wrk" | tr -s ' ' | paste -sd ';')"
    fi
done

status=0
python3 -c "import sys; sys.exit(0 if $site_rps >= 1.2 * $hugo_rps else 1)" || { echo "   below target"; status=1; }

if [ "$long" -gt 0 ]; then
    echo "== long run: site serve, wrk -t$threads -c64 -d${long}s"
    wrk -t"$threads" -c64 -d"${long}s" --latency "$site_url" >"$work/long.wrk"
    awk '/^Requests\/sec:/ {print "   " $0} $1 == "99%" {print "   p99 " $2} / requests in / {print "  " $0}' "$work/long.wrk"
    if grep -qE 'Socket errors|Non-2xx' "$work/long.wrk"; then
        grep -E 'Socket errors|Non-2xx' "$work/long.wrk" | sed 's/^/   /'
        echo "   long run had errors"
        status=1
    else
        echo "   no errors"
    fi
    # The server must still answer after the load.
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$site_url")" = 200 ] || { echo "   site serve stopped answering"; status=1; }
fi
exit $status
