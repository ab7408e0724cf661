/// One answer to one request, as plain values; the daemon turns it into a libmicrohttpd response.
struct HTTPResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short plain-text answer for errors such as 400 or 405.
    static func text(_ status: Int, _ message: String, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-cache")] + headers,
            body: Array((message + "\n").utf8))
    }
}

/// What the daemon needs to know about a request; the method and path come raw from libmicrohttpd.
struct HTTPRequest: Sendable {
    var method: String
    /// The path as sent, still percent-encoded (the daemon switches libmicrohttpd's unescaping off).
    var rawPath: String
    var ifNoneMatch: String?
    /// The `Range` header, e.g. `bytes=0-1023`.
    var range: String? = nil
}
