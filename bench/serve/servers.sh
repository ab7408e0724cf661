# Shared by the serve benchmarks (sourced): start `site serve` in $work/site and `hugo server` in
# $work/hugo on free loopback ports, each logging to $work/{site,hugo}.log, and wait until both
# answer. Sets site_port and hugo_port and adds both processes to the caller's `pids`.

# The binary to serve with: $SITE, or a fresh release build. Sets `site`.
pick_site_binary() {
    site=${SITE:-}
    if [ -z "$site" ]; then
        echo "== building site (release)"
        (cd "$root" && scripts/build-release site 2>&1 | tail -n 1)
        site="$root/.build/release/site"
    fi
}

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

wait_until_up() { # url name
    for _ in $(seq 1 600); do
        [ "$(curl -s -o /dev/null -w '%{http_code}' "$1")" = 200 ] && return 0
        sleep 0.2
    done
    echo "error: $2 did not answer at $1" >&2
    exit 1
}

start_servers() { # site-binary
    site_port=$(free_port)
    hugo_port=$(free_port)
    echo "== starting site serve on 127.0.0.1:$site_port and hugo server on 127.0.0.1:$hugo_port"
    (cd "$work/site" && exec "$1" serve --host 127.0.0.1 --port "$site_port" >"$work/site.log" 2>&1) &
    pids+=($!)
    (cd "$work/hugo" && exec hugo server --bind 127.0.0.1 --port "$hugo_port" \
        --baseURL "http://127.0.0.1:$hugo_port/" >"$work/hugo.log" 2>&1) &
    pids+=($!)
    wait_until_up "http://127.0.0.1:$site_port/" "site serve"
    wait_until_up "http://127.0.0.1:$hugo_port/" "hugo server"
}
