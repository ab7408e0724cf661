"""Times one post edit to its reload, for `site serve` and `hugo server` on the same content; then
the same for edits to a page that is no post (`content/about.md`).

site:  from the write to the `reload` event on the page's event stream, then checks that the
       page shows the edit. Every other post edit also changes the post's description, which the
       lists and tag pages show.
hugo:  from the write to the "Total in N ms" line `hugo server` prints after its rebuild.

usage: reload.py SITE_URL SITE_CONTENT HUGO_LOG HUGO_CONTENT [EDITS]
"""
import http.client, os, socket, statistics, sys, time, urllib.parse, urllib.request


def edit(path, marker, summary=False):
    """Appends a paragraph naming `marker` to the post, as an editor's save does (one write); with
    `summary`, also rewrites its description, which the lists and tag pages show."""
    with open(path, "r", encoding="utf-8") as f:
        text = f.read()
    if summary:
        text = text.replace('description: "', f'description: "Edited {marker}. ', 1)
    start = time.perf_counter()
    with open(path, "w", encoding="utf-8") as f:
        f.write(text + f"\nEdited paragraph {marker}.\n")
    return start


class EventStream:
    def __init__(self, url):
        parts = urllib.parse.urlsplit(url)
        self.sock = socket.create_connection((parts.hostname, parts.port))
        self.sock.sendall(
            f"GET /__site/events HTTP/1.1\r\nHost: {parts.netloc}\r\nAccept: text/event-stream\r\n\r\n".encode())
        self.buffer = b""
        self.next_event(timeout=30)  # hello

    def next_event(self, timeout):
        deadline = time.perf_counter() + timeout
        while True:
            if b"\n\n" in self.buffer:
                block, self.buffer = self.buffer.split(b"\n\n", 1)
                names = [l[6:].strip() for l in block.split(b"\n") if l.startswith(b"event:")]
                if names:
                    return names[0].decode(), time.perf_counter()
                continue  # a heartbeat comment or the headers
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                return None, time.perf_counter()
            self.sock.settimeout(remaining)
            try:
                chunk = self.sock.recv(65536)
            except socket.timeout:
                return None, time.perf_counter()
            if not chunk:
                raise SystemExit("error: the event stream closed")
            self.buffer += chunk.replace(b"\r\n", b"\n")


def post_edits(edits, step, first):
    """(file below content/, its page's address, whether the edit also changes the summary)."""
    return [(os.path.join("posts", "post-%05d.md" % (n * step % 1000 + first)), "/posts/post-%05d/" % (n * step % 1000 + first), n % 2 == 1)
            for n in range(edits)]


def page_edits(edits):
    return [("about.md", "/about/", False)] * edits


def site_reloads(url, content, targets, stream):
    times = []
    for n, (file, address, summary) in enumerate(targets):
        path = os.path.join(content, file)
        marker = f"site-{n}-{time.time_ns()}"
        # Every other post edit changes what the lists show too (the home page and tag pages with the post).
        start = edit(path, marker, summary=summary)
        name, end = stream.next_event(timeout=60)
        while name not in ("reload", None):
            name, end = stream.next_event(timeout=60)
        if name is None:
            raise SystemExit(f"error: no reload within 60 s of editing {path}")
        times.append((end - start) * 1000)
        page = urllib.request.urlopen(urllib.parse.urljoin(url, address)).read().decode()
        if marker not in page:
            raise SystemExit(f"error: the page of {path} does not show the edit after the reload")
        time.sleep(0.3)
    return times


def site_unchanged(content, stream):
    # The same bytes again: nothing changed, so nothing may reload.
    path = os.path.join(content, "posts", "post-00001.md")
    with open(path, "rb") as f:
        same = f.read()
    with open(path, "wb") as f:
        f.write(same)
    name, _ = stream.next_event(timeout=1.5)
    return "no reload" if name is None else f"'{name}' event (expected none)"


def hugo_rebuilds(log, content, targets):
    times = []
    for n, (file, _, summary) in enumerate(targets):
        path = os.path.join(content, file)
        with open(log, "rb") as f:
            seen = f.read().count(b"Total in")
        start = edit(path, f"hugo-{n}", summary=summary)
        deadline = start + 60
        while True:
            with open(log, "rb") as f:
                if f.read().count(b"Total in") > seen:
                    break
            if time.perf_counter() > deadline:
                raise SystemExit(f"error: hugo printed no 'Total in' within 60 s of editing {path}")
            time.sleep(0.001)
        times.append((time.perf_counter() - start) * 1000)
        time.sleep(0.3)
    return times


def describe(times):
    return f"median {statistics.median(times):.0f} ms (min {min(times):.0f}, max {max(times):.0f}, {len(times)} edits)"


def main():
    site_url, site_content, hugo_log, hugo_content = sys.argv[1:5]
    edits = int(sys.argv[5]) if len(sys.argv) > 5 else 10
    stream = EventStream(site_url)
    site = site_reloads(site_url, site_content, post_edits(edits, 97, 1), stream)
    unchanged = site_unchanged(site_content, stream)
    site_page = site_reloads(site_url, site_content, page_edits(max(3, edits // 2)), stream)
    hugo = hugo_rebuilds(hugo_log, hugo_content, post_edits(edits, 89, 2))
    hugo_page = hugo_rebuilds(hugo_log, hugo_content, page_edits(max(3, edits // 2)))
    print(f"   site serve, write to reload event:   {describe(site)}")
    print(f"   site serve, a save of the same bytes: {unchanged}")
    print(f"   hugo server, write to 'Total in':     {describe(hugo)}")
    ratio = statistics.median(site) / statistics.median(hugo)
    print(f"   ratio site/hugo: {ratio:.3f} (target: site at most 100 ms)")
    print(f"   a page that is no post (about.md): site {describe(site_page)}; hugo {describe(hugo_page)}")
    fast = statistics.median(site) <= 100 and statistics.median(site_page) <= 100
    sys.exit(0 if fast and unchanged == "no reload" else 1)


main()
