import Foundation
import Testing

@testable import Preview

@Suite struct HostileClientTests {
    let site: TemporaryFolder
    let server: StaticServer

    init() throws {
        site = try makeStaticSite()
        server = try StaticServer(serving: site.path, limits: ServerLimits(connections: 64, idleSeconds: 1))
    }

    private func stillServes() throws {
        let response = try request("/", port: server.port)
        #expect(response.status == 200)
        #expect(response.text.contains("<h1>Home</h1>"))
    }

    @Test func garbageBytesGetAnErrorOrAClose() throws {
        let connection = try RawConnection(port: server.port)
        var garbage = [UInt8](repeating: 0, count: 4096)
        for index in garbage.indices { garbage[index] = UInt8(truncatingIfNeeded: index &* 7919 &+ 13) }
        connection.send(garbage)
        let answer = connection.receive()
        #expect(answer.isEmpty || answer.text.hasPrefix("HTTP/1.1 400"))
        try stillServes()
    }

    @Test func anInvalidRequestLineIsRefused() throws {
        let connection = try RawConnection(port: server.port)
        connection.send("GET\r\n\r\n")
        let answer = connection.receive()
        #expect(answer.isEmpty || answer.text.hasPrefix("HTTP/1.1 4"))
        try stillServes()
    }

    @Test func hugeHeadersAreRefused() throws {
        let connection = try RawConnection(port: server.port)
        let huge = String(repeating: "a", count: 200_000)
        connection.send("GET / HTTP/1.1\r\nHost: x\r\nX-Huge: \(huge)\r\n\r\n")
        let answer = connection.receive()
        let status = parseResponse(answer)?.status
        #expect(status == nil || status == 431)
        #expect(status != 200)
        try stillServes()
    }

    @Test func aSlowClientIsDroppedAndOthersAreServedMeanwhile() throws {
        let slow = try RawConnection(port: server.port, timeout: 5)
        slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        try stillServes()
        let started = Date()
        let answer = slow.receive()
        // Dropped after the idle timeout (1 s here), well before the client's own 5 s timeout.
        #expect(Date().timeIntervalSince(started) < 4)
        #expect(answer.isEmpty || !answer.text.hasPrefix("HTTP/1.1 200"))
        try stillServes()
    }

    @Test func manyHalfOpenConnectionsDoNotStopService() throws {
        let idle = try (0..<40).map { _ in try RawConnection(port: server.port) }
        for connection in idle { connection.send("GET / HT") }
        try stillServes()
        #expect(idle.count == 40)
    }

    @Test func aBodyOnAGetIsIgnored() throws {
        let connection = try RawConnection(port: server.port)
        connection.send("GET /robots.txt HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello")
        let response = try #require(parseResponse(connection.receive()))
        #expect(response.status == 200)
        #expect(response.text == "hello\n")
    }

    @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
        let connection = try RawConnection(port: server.port)
        for round in 0..<3 {
            connection.send("GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n")
            let received = connection.receive { $0.text.hasSuffix("hello\n") }
            #expect(received.text.hasPrefix("HTTP/1.1 200"), "round \(round): \(received.text)")
        }
    }
}

@Suite struct HostNameTests {
    @Test func localhostIsReachableAt127001() throws {
        let site = try makeStaticSite()
        let responder = SiteResponder()
        responder.publish(folder: site.path, failure: nil, buildID: "t")
        let daemon = try HTTPDaemon(
            host: "localhost", port: 0, events: EventHub(), greeting: { "" }, respond: { responder.respond(to: $0) })
        defer { daemon.stop() }
        #expect(try request("/", port: daemon.port).status == 200)
    }
}
