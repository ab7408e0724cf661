import Foundation
import Testing

@testable import Preview

/// Opens `/__site/events` and returns the connection once the greeting arrived.
func openEventStream(port: Int) throws -> (RawConnection, String) {
    let connection = try RawConnection(port: port)
    connection.send("GET /__site/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
    let greeting = connection.receive { bytes in
        let text = bytes.text
        guard let start = text.range(of: "event: hello\n") else { return false }
        return text[start.upperBound...].contains("\n\n")
    }
    return (connection, greeting.text)
}

@Suite struct EventStreamTests {
    @Test func aNewStreamIsGreetedWithTheBuildID() throws {
        let site = try makeStaticSite()
        let server = try StaticServer(serving: site.path)
        let (_, greeting) = try openEventStream(port: server.port)
        #expect(greeting.hasPrefix("HTTP/1.1 200"))
        #expect(greeting.lowercased().contains("content-type: text/event-stream"))
        #expect(greeting.contains("event: hello\ndata: test-1\n"))
    }

    @Test func broadcastsReachEveryOpenStream() throws {
        let site = try makeStaticSite()
        let server = try StaticServer(serving: site.path)
        let streams = try (0..<3).map { _ in try openEventStream(port: server.port).0 }
        #expect(server.events.count == 3)
        server.events.broadcast(event: "reload", data: "test-2")
        for stream in streams {
            let received = stream.receive { $0.text.contains("data: test-2") }
            #expect(received.text.contains("event: reload\ndata: test-2"))
        }
    }

    @Test func streamsDoNotHoldTheWorkerThreads() throws {
        let site = try makeStaticSite()
        // Two worker threads, ten idle streams: pages must still be served at once.
        let server = try StaticServer(serving: site.path)
        let streams = try (0..<10).map { _ in try openEventStream(port: server.port).0 }
        let started = Date()
        for _ in 0..<20 { #expect(try request("/", port: server.port).status == 200) }
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(streams.count == 10)
    }

    @Test func closedStreamsAreForgottenAfterTheNextHeartbeat() throws {
        let site = try makeStaticSite()
        let server = try StaticServer(serving: site.path)
        do { _ = try openEventStream(port: server.port) }
        #expect(server.events.count == 1)
        var waited = 0
        while server.events.count > 0 && waited < 50 {
            server.events.heartbeat()
            usleep(100_000)
            waited += 1
        }
        #expect(server.events.count == 0)
    }

    @Test func stoppingEndsOpenStreams() throws {
        let site = try makeStaticSite()
        let server = try StaticServer(serving: site.path)
        let (stream, _) = try openEventStream(port: server.port)
        server.daemon.stop()
        stream.setTimeout(3)
        _ = stream.receive()  // returns at end of file, not at the timeout
        #expect(server.events.count == 0)
        #expect(throws: (any Error).self) { try RawConnection(port: server.port) }
    }
}
