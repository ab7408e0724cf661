import Foundation
import Testing

@testable import Preview

/// Requests a preview server must answer at once and unambiguously, over real sockets.
@Suite struct RequestSafetyTests {
    let site: TemporaryFolder
    let server: StaticServer

    init() throws {
        site = try makeStaticSite()
        server = try StaticServer(serving: site.path, limits: ServerLimits(connections: 128, idleSeconds: 2, eventStreams: 8))
    }

    /// Sends raw bytes and parses the first response, waiting at most two seconds.
    private func answer(to raw: String) throws -> RawResponse? {
        let connection = try RawConnection(port: server.port, timeout: 2)
        connection.send(raw)
        return parseResponse(connection.receive { bytes in
            guard let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { return false }
            let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).lowercased()
            guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
                let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
            else { return true }
            return bytes.count >= end.upperBound + length
        })
    }

    @Test(arguments: ["POST", "PUT", "DELETE"])
    func aRequestWithABodyGetsItsMethodNotAllowed(method: String) throws {
        let response = try #require(try answer(to: "\(method) / HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello=world"))
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
        let chunked = try #require(try answer(to: "\(method) / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n"))
        #expect(chunked.status == 405)
    }

    @Test func aHugeBodyIsRefusedWithoutReadingIt() throws {
        let response = try #require(try answer(to: "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 900000000\r\n\r\n"))
        #expect(response.status == 413)
    }

    @Test(arguments: [
        ("two lengths", "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: 30\r\n\r\nGET /posts/hello/ HTTP/1.1\r\nHost: x\r\n\r\n"),
        ("a length list", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3, 4\r\n\r\nabcd"),
        ("an unknown coding", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: xchunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n"),
        ("a coding and a length", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n"),
        ("no host", "GET / HTTP/1.1\r\n\r\n"),
        ("two hosts", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"),
    ])
    func ambiguousRequestsGetABadRequest(name: String, raw: String) throws {
        let connection = try RawConnection(port: server.port, timeout: 2)
        connection.send(raw)
        let received = connection.receive()
        let response = try #require(parseResponse(received), "\(name): no answer")
        #expect(response.status == 400, "\(name)")
        // Nothing after the refusal is read as a second request.
        #expect(received.text.components(separatedBy: "\nHTTP/1.1 ").count == 1, "\(name)")
    }

    @Test func http10WithoutAHostIsServed() throws {
        let response = try #require(try answer(to: "GET / HTTP/1.0\r\n\r\n"))
        #expect(response.status == 200)
    }

    @Test func fiveHundredQueryParametersAreAnsweredAtOnce() throws {
        let query = (0..<500).map { "a\($0)=1" }.joined(separator: "&")
        let started = Date()
        let response = try #require(try answer(to: "GET /?\(query) HTTP/1.1\r\nHost: x\r\n\r\n"))
        #expect(response.status == 200)
        #expect(Date().timeIntervalSince(started) < 1)
    }

    @Test func rangesGetPartialContent() throws {
        let part = try #require(try answer(to: "GET /robots.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=1-3\r\n\r\n"))
        #expect(part.status == 206)
        #expect(part.text == "ell")
        #expect(part.header("Content-Range") == "bytes 1-3/6")
        let suffix = try #require(try answer(to: "GET /robots.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=-2\r\n\r\n"))
        #expect(suffix.text == "o\n")
        let open = try #require(try answer(to: "GET /robots.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=4-\r\n\r\n"))
        #expect(open.text == "o\n")
        let beyond = try #require(try answer(to: "GET /robots.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=100-200\r\n\r\n"))
        #expect(beyond.status == 416)
        #expect(beyond.header("Content-Range") == "bytes */6")
        let several = try #require(try answer(to: "GET /robots.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=0-1,3-4\r\n\r\n"))
        #expect(several.status == 200)
        #expect(several.header("Accept-Ranges") == "bytes")
    }

    @Test(arguments: [
        (nil, 10, ByteRangeAnswer.whole), ("bytes=0-0", 10, .part(0...0)), ("bytes=5-100", 10, .part(5...9)),
        ("bytes=-20", 10, .part(0...9)), ("bytes=-0", 10, .unsatisfiable), ("bytes=10-", 10, .unsatisfiable),
        ("bytes=3-1", 10, .whole), ("items=0-1", 10, .whole), ("bytes=x-y", 10, .whole), ("bytes=0-", 0, .unsatisfiable),
    ] as [(String?, Int, ByteRangeAnswer)])
    func rangeHeaders(header: String?, length: Int, expected: ByteRangeAnswer) {
        #expect(ByteRangeAnswer(header: header, length: length) == expected)
    }

    @Test func eventStreamsCannotStarvePageRequests() throws {
        var streams: [RawConnection] = []
        for _ in 0..<8 { streams.append(try openEventStream(port: server.port).0) }
        #expect(server.events.count == 8)
        // Past the limit a stream is refused at once, and pages are still served.
        for _ in 0..<20 {
            let extra = try #require(try answer(to: "GET /__site/events HTTP/1.1\r\nHost: x\r\n\r\n"))
            #expect(extra.status == 503)
        }
        let started = Date()
        for _ in 0..<10 { #expect(try request("/", port: server.port).status == 200) }
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(server.events.count == 8)
    }
}
