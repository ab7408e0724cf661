/// The `Content-Type` for a file, chosen by its extension.
func contentType(forPath path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
    let ext = name[name.index(after: dot)...].lowercased()
    return contentTypes[ext] ?? "application/octet-stream"
}

private let contentTypes: [String: String] = [
    "html": "text/html; charset=utf-8",
    "htm": "text/html; charset=utf-8",
    "css": "text/css; charset=utf-8",
    "js": "text/javascript; charset=utf-8",
    "mjs": "text/javascript; charset=utf-8",
    "svg": "image/svg+xml",
    "xml": "application/xml; charset=utf-8",
    "json": "application/json",
    "png": "image/png",
    "jpg": "image/jpeg",
    "jpeg": "image/jpeg",
    "webp": "image/webp",
    "gif": "image/gif",
    "ico": "image/x-icon",
    "woff2": "font/woff2",
    "woff": "font/woff",
    "txt": "text/plain; charset=utf-8",
    "map": "application/json",
]

/// Whether a `Content-Type` is an HTML page, which gets the live-reload snippet or the error overlay.
func isHTML(_ contentType: String) -> Bool {
    contentType.hasPrefix("text/html")
}
