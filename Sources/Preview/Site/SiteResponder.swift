import SiteKit
import Diagnostics
import Synchronization

/// Answers requests from the latest preview build: its files while it is good, the error
/// overlay on every HTML page while it is broken. Resolved files stay in memory until the
/// next build is published.
final class SiteResponder: Sendable {
    private struct State {
        /// The folder being served and its real path; nil before the first build finished.
        var root: (path: String, real: String)?
        /// The overlay page while the latest build failed.
        var overlay: [UInt8]?
        var buildID = "0"
        var generation = 0
        var cache: [String: Resolution] = [:]
        var notFoundPage: ServedFile??
    }

    private let state = Mutex(State())
    /// Entries kept before the cache starts over, so scanners probing random paths cannot grow it without end.
    private let cacheLimit = 4096
    /// Files larger than this (videos, say) are read for each request rather than kept in memory.
    private let largestCachedFile = 8 * 1024 * 1024

    /// Serves `folder` from now on, or the overlay for `failure` when the build failed.
    func publish(folder: String?, failure: [Diagnostic]?, buildID: String) {
        let real = folder.flatMap(realPath)
        let overlay = failure.map { errorOverlayPage(for: $0, buildID: buildID) }
        state.withLock { state in
            if let folder, let real { state.root = (folder, real) }
            state.overlay = overlay
            state.buildID = buildID
            state.generation += 1
            state.cache = [:]
            state.notFoundPage = nil
        }
    }

    /// The build the pages currently served belong to.
    var buildID: String { state.withLock { $0.buildID } }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "Method Not Allowed: only GET and HEAD", headers: [("Allow", "GET, HEAD")])
        }
        let snapshot = state.withLock { ($0.root, $0.overlay, $0.buildID, $0.generation, $0.cache[request.rawPath]) }
        let (root, overlay, buildID, generation, cached) = snapshot
        guard let root else {
            if let overlay { return overlayResponse(overlay) }
            return .text(503, "The site is being built; try again in a moment.", headers: [("Retry-After", "1")])
        }
        let resolution: Resolution
        if let cached {
            resolution = cached
        } else {
            let snippet = liveReloadSnippet(buildID: buildID)
            resolution = resolve(rawPath: request.rawPath, root: root.path, realRoot: root.real, snippet: snippet)
            if isWorthKeeping(resolution) {
                state.withLock { state in
                    guard state.generation == generation else { return }
                    if state.cache.count >= cacheLimit { state.cache = [:] }
                    state.cache[request.rawPath] = resolution
                }
            }
        }
        switch resolution {
        case .file(let file):
            if let overlay, file.isHTMLPage { return overlayResponse(overlay) }
            return fileResponse(file, status: 200, ifNoneMatch: request.ifNoneMatch, range: request.range)
        case .redirect(let location):
            return .text(301, "Moved Permanently: \(location)", headers: [("Location", location)])
        case .notFound:
            if let overlay { return overlayResponse(overlay) }
            if let page = notFoundPage(root: root, buildID: buildID, generation: generation) {
                return fileResponse(page, status: 404, ifNoneMatch: nil)
            }
            return .text(404, "Not Found")
        case .forbidden:
            return .text(403, "Forbidden: the file lies outside the site")
        case .badRequest:
            return .text(400, "Bad Request: the path is not a valid path inside the site")
        }
    }

    /// Everything but very large files stays in memory until the next build.
    private func isWorthKeeping(_ resolution: Resolution) -> Bool {
        guard case .file(let file) = resolution else { return true }
        return file.body.count <= largestCachedFile
    }

    /// The site's own `404.html`, resolved once per build.
    private func notFoundPage(root: (path: String, real: String), buildID: String, generation: Int) -> ServedFile? {
        if let known = state.withLock({ $0.generation == generation ? $0.notFoundPage : nil }) { return known }
        let snippet = liveReloadSnippet(buildID: buildID)
        var page: ServedFile?
        if case .file(let file) = resolve(rawPath: "/404.html", root: root.path, realRoot: root.real, snippet: snippet) {
            page = file
        }
        state.withLock { state in
            if state.generation == generation { state.notFoundPage = .some(page) }
        }
        return page
    }
}

private func fileResponse(_ file: ServedFile, status: Int, ifNoneMatch header: String?, range: String? = nil)
    -> HTTPResponse
{
    var headers = [("ETag", file.etag), ("Cache-Control", "no-cache")]
    if status == 200, let header, ifNoneMatch(header, matches: file.etag) {
        return HTTPResponse(status: 304, headers: headers)
    }
    guard status == 200 else {
        return HTTPResponse(status: status, headers: [("Content-Type", file.contentType)] + headers, body: file.body)
    }
    headers.append(("Accept-Ranges", "bytes"))
    switch ByteRangeAnswer(header: range, length: file.body.count) {
    case .whole:
        return HTTPResponse(status: 200, headers: [("Content-Type", file.contentType)] + headers, body: file.body)
    case .part(let bytes):
        return HTTPResponse(
            status: 206,
            headers: [("Content-Type", file.contentType), ("Content-Range", "bytes \(bytes.lowerBound)-\(bytes.upperBound)/\(file.body.count)")] + headers,
            body: Array(file.body[bytes]))
    case .unsatisfiable:
        return HTTPResponse(
            status: 416, headers: [("Content-Range", "bytes */\(file.body.count)")] + headers,
            body: Array("Range Not Satisfiable\n".utf8))
    }
}

private func overlayResponse(_ page: [UInt8]) -> HTTPResponse {
    HTTPResponse(
        status: 500,
        headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
        body: page)
}
