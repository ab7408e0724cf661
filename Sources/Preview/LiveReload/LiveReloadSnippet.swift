import Templates

/// The script that keeps a previewed page in step with the build, added to HTML responses
/// at serve time only (never written to disk, so `site build` output is unaffected).
///
/// `reload` reloads the page; `css` swaps the stylesheets in place (the new one loads before
/// the old one goes, so the page never flashes unstyled); `hello`, sent on every (re)connection,
/// reloads a page that was served by an older build, e.g. after a restart of `site serve`, and
/// otherwise says the page listens (`window.siteLiveReload`, for tests and the curious).
func liveReloadSnippet(buildID: String) -> String {
    """
    <script data-site-live-reload>
    (() => {
      let build = "\(buildID.htmlEscaped)";
      const events = new EventSource("\(eventStreamPath)");
      events.addEventListener("hello", (e) => { if (e.data !== build) location.reload(); else window.siteLiveReload = "connected"; });
      events.addEventListener("reload", () => location.reload());
      events.addEventListener("css", (e) => {
        build = e.data;
        for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
          const url = new URL(link.href, location.href);
          if (url.origin !== location.origin) continue;
          url.searchParams.set("v", Date.now());
          const fresh = link.cloneNode();
          fresh.href = url.href;
          fresh.onload = () => link.remove();
          link.after(fresh);
        }
      });
    })();
    </script>

    """
}

/// The page with `snippet` placed before its last `</body>` (or at the end when it has none).
func injecting(_ snippet: String, into page: [UInt8]) -> [UInt8] {
    let closing = Array("</body".utf8)
    var index = page.count - closing.count
    while index >= 0 {
        if page[index] == UInt8(ascii: "<"), matchesIgnoringCase(page, at: index, closing) {
            return Array(page[..<index]) + Array(snippet.utf8) + Array(page[index...])
        }
        index -= 1
    }
    return page + Array(snippet.utf8)
}

private func matchesIgnoringCase(_ bytes: [UInt8], at start: Int, _ lowercased: [UInt8]) -> Bool {
    for (offset, expected) in lowercased.enumerated() {
        var byte = bytes[start + offset]
        if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
        if byte != expected { return false }
    }
    return true
}
