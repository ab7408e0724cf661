import CMicroHTTPD
import Glibc
import Synchronization

/// Limits that keep slow or garbage clients from hanging or exhausting the server.
struct ServerLimits: Sendable {
    /// Open connections at once, event streams included.
    var connections = 512
    /// Seconds a connection may sit idle (a half-sent request, a kept-alive socket).
    var idleSeconds = 10
    /// Bytes of header lines a request may have; larger requests get 431.
    var headerBytes = 32 * 1024
    /// libmicrohttpd's memory per connection: the request line, headers and every query
    /// parameter parsed from it (500 parameters need more than 32 KB).
    var connectionMemory = 256 * 1024
    /// Event streams open at once; more get 503, so reloading tabs can never starve page requests.
    var eventStreams = 64
    /// Threads answering requests; event streams suspend, so they never hold one.
    var threads = 2
}

/// The path of the server-sent-event stream that tells pages to reload.
let eventStreamPath = "/__site/events"

/// A libmicrohttpd daemon answering every request through `respond`, and `/__site/events`
/// through the event hub.
final class HTTPDaemon: Sendable {
    let port: Int
    let events: EventHub
    let limits: ServerLimits
    fileprivate let respond: @Sendable (HTTPRequest) -> HTTPResponse
    fileprivate let greeting: @Sendable () -> String
    /// The `MHD_Daemon`'s address (0 once stopped): the pointer never leaves this file.
    private let handle = Mutex<UInt>(0)

    /// Listens on `host:port` (0 for any free port) and starts answering on server threads.
    init(
        host: String, port: Int, limits: ServerLimits = ServerLimits(), events: EventHub,
        greeting: @escaping @Sendable () -> String,
        respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(ListenError) {
        let socket = try openListeningSocket(host: host, port: port)
        self.port = socket.port
        self.events = events
        self.limits = limits
        self.respond = respond
        self.greeting = greeting
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard let daemon = startDaemon(listening: socket.fd, limits: limits, context: context) else {
            close(socket.fd)
            throw .system("libmicrohttpd could not start on \(host):\(socket.port)")
        }
        handle.withLock { $0 = UInt(bitPattern: daemon) }
    }

    /// Ends the event streams, then stops the daemon and closes its socket. Idempotent.
    func stop() {
        events.closeAll()
        // Streams must be resumed (and so end) before libmicrohttpd stops.
        for _ in 0..<100 where events.count > 0 { usleep(10_000) }
        let address = handle.withLock { address in
            defer { address = 0 }
            return address
        }
        guard let daemon = OpaquePointer(bitPattern: address) else { return }
        MHD_stop_daemon(daemon)
    }

    deinit { stop() }
}

private func startDaemon(listening fd: Int32, limits: ServerLimits, context: UnsafeMutableRawPointer) -> OpaquePointer? {
    // poll(), not epoll: libmicrohttpd 0.9.75 can abort ("Failed to remove FD from epoll set")
    // when a suspended event stream's client goes away; a preview has a few hundred sockets at most.
    let flags =
        MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_POLL.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
    let keepEscaped: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?) -> Int =
        leaveEscaped
    let options: [CVarArg] = [
        MHD_OPTION.LISTEN_SOCKET.rawValue, fd,
        MHD_OPTION.THREAD_POOL_SIZE.rawValue, UInt32(limits.threads),
        MHD_OPTION.CONNECTION_LIMIT.rawValue, UInt32(limits.connections),
        MHD_OPTION.CONNECTION_TIMEOUT.rawValue, UInt32(limits.idleSeconds),
        MHD_OPTION.CONNECTION_MEMORY_LIMIT.rawValue, limits.connectionMemory,
        MHD_OPTION.UNESCAPE_CALLBACK.rawValue, OpaquePointer(unsafeBitCast(keepEscaped, to: UnsafeRawPointer.self)),
        0 as Int,
        MHD_OPTION.END.rawValue,
    ]
    return withVaList(options) { arguments in
        MHD_start_daemon_va(flags, 0, nil, nil, answer, context, arguments)
    }
}

/// libmicrohttpd's unescaping turns `%00` into a NUL that cuts the path short; the path is
/// decoded (and checked) by `RequestPath` instead, so it is left as sent.
private func leaveEscaped(_: UnsafeMutableRawPointer?, _: OpaquePointer?, _ text: UnsafeMutablePointer<CChar>?) -> Int {
    text.map { strlen($0) } ?? 0
}

/// A request's progress, kept in libmicrohttpd's per-request pointer: the state in the low two
/// bits, the body bytes discarded so far above them.
private struct RequestProgress {
    static let headersSeen = 1
    static let answered = 2

    var state: Int
    var discarded: Int

    init(_ pointer: UnsafeMutableRawPointer?) {
        let bits = pointer.map { Int(bitPattern: $0) } ?? 0
        state = bits & 3
        discarded = bits >> 2
    }

    init(state: Int, discarded: Int = 0) {
        self.state = state
        self.discarded = discarded
    }

    var pointer: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: discarded << 2 | state) }
}

/// The most body bytes read and thrown away before a request without a use for them is refused.
private let largestDiscardedBody = 1 << 20

/// The access handler: called on a server thread for every request.
private func answer(
    _ context: UnsafeMutableRawPointer?, _ connection: OpaquePointer?, _ url: UnsafePointer<CChar>?,
    _ method: UnsafePointer<CChar>?, _ version: UnsafePointer<CChar>?, _ uploadData: UnsafePointer<CChar>?,
    _ uploadSize: UnsafeMutablePointer<Int>?, _ requestState: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let context, let connection, let url, let method, let requestState, let uploadSize else {
        return MHD_Result.NO
    }
    var progress = RequestProgress(requestState.pointee)
    func finish(_ response: HTTPResponse) -> MHD_Result {
        requestState.pointee = RequestProgress(state: RequestProgress.answered).pointer
        uploadSize.pointee = 0
        return queue(response, on: connection)
    }
    // libmicrohttpd calls once for the headers, again for each piece of a body, and once at
    // its end. Answering on the first call would make it close the connection after the
    // response (no keep-alive), so the answer waits for the second, unless the request is refused.
    switch progress.state {
    case 0:
        let headers = requestHeaders(of: connection)
        let daemon = Unmanaged<HTTPDaemon>.fromOpaque(context).takeUnretainedValue()
        let httpVersion = version.map { String(cString: $0) } ?? "HTTP/1.1"
        if let refusal = headers.refusal(version: httpVersion, largestHeaders: daemon.limits.headerBytes) {
            return finish(.text(refusal.status, refusal.reason, headers: [("Connection", "close")]))
        }
        if headers.contentLength > UInt64(largestDiscardedBody) {
            return finish(.text(413, "Content Too Large: the preview server takes no request bodies", headers: [("Connection", "close")]))
        }
        requestState.pointee = RequestProgress(state: RequestProgress.headersSeen).pointer
        return MHD_Result.YES
    case RequestProgress.answered:
        uploadSize.pointee = 0
        return MHD_Result.YES
    default:
        break
    }
    if uploadSize.pointee != 0 {
        // A body means nothing to a static preview: read and drop it, so the answer (405 for a
        // POST) reaches the client instead of a dropped connection; only so much is read.
        progress.discarded += uploadSize.pointee
        uploadSize.pointee = 0
        if progress.discarded > largestDiscardedBody {
            return finish(.text(413, "Content Too Large: the preview server takes no request bodies", headers: [("Connection", "close")]))
        }
        requestState.pointee = progress.pointer
        return MHD_Result.YES
    }
    requestState.pointee = RequestProgress(state: RequestProgress.answered).pointer
    let daemon = Unmanaged<HTTPDaemon>.fromOpaque(context).takeUnretainedValue()
    let request = HTTPRequest(
        method: String(cString: method), rawPath: String(cString: url),
        ifNoneMatch: header("If-None-Match", of: connection), range: header("Range", of: connection))
    if request.rawPath == eventStreamPath, request.method == "GET" {
        return openEventStream(on: connection, daemon: daemon)
    }
    return queue(daemon.respond(request), on: connection)
}

private func header(_ name: String, of connection: OpaquePointer) -> String? {
    MHD_lookup_connection_value(connection, MHD_ValueKind.HEADER_KIND, name).map { String(cString: $0) }
}

/// Every header line of the request, repeated ones included.
private func requestHeaders(of connection: OpaquePointer) -> RequestHeaders {
    final class Collected { var headers = RequestHeaders() }
    let collected = Collected()
    let iterator: MHD_KeyValueIterator = { context, _, key, value in
        guard let context, let key else { return MHD_Result.YES }
        let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
        collected.headers.fields.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
        return MHD_Result.YES
    }
    withExtendedLifetime(collected) {
        _ = MHD_get_connection_values(
            connection, MHD_ValueKind.HEADER_KIND, iterator, Unmanaged.passUnretained(collected).toOpaque())
    }
    return collected.headers
}

private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    let made = response.body.withUnsafeBytes { body in
        MHD_create_response_from_buffer(
            body.count, UnsafeMutableRawPointer(mutating: body.baseAddress), MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
    }
    guard let made else { return MHD_Result.NO }
    for header in response.headers {
        MHD_add_response_header(made, header.name, header.value)
    }
    let result = MHD_queue_response(connection, UInt32(response.status), made)
    MHD_destroy_response(made)
    return result
}

private func openEventStream(on connection: OpaquePointer, daemon: HTTPDaemon) -> MHD_Result {
    guard daemon.events.count < daemon.limits.eventStreams else {
        return queue(
            .text(
                503, "Service Unavailable: \(daemon.limits.eventStreams) live-reload streams are open already; close some tabs",
                headers: [("Retry-After", "5")]), on: connection)
    }
    let stream = daemon.events.open(on: connection, greeting: daemon.greeting())
    let context = Unmanaged.passRetained(StreamContext(hub: daemon.events, stream: stream)).toOpaque()
    guard let response = MHD_create_response_from_callback(UInt64.max, 1024, readStream, context, freeStream)
    else {
        freeStream(context)
        return MHD_Result.NO
    }
    MHD_add_response_header(response, "Content-Type", "text/event-stream")
    MHD_add_response_header(response, "Cache-Control", "no-cache")
    // Suspended streams do not time out; heartbeats find clients that went away.
    let result = MHD_queue_response(connection, UInt32(MHD_HTTP_OK), response)
    MHD_destroy_response(response)
    return result
}

/// What a stream's callbacks receive: the hub and the stream, retained until libmicrohttpd frees it.
private final class StreamContext {
    let hub: EventHub
    let stream: EventStream
    init(hub: EventHub, stream: EventStream) {
        self.hub = hub
        self.stream = stream
    }
}

private func readStream(_ context: UnsafeMutableRawPointer?, _ position: UInt64, _ buffer: UnsafeMutablePointer<CChar>?, _ max: Int) -> Int {
    guard let context, let buffer else { return Int(MHD_CONTENT_READER_END_WITH_ERROR) }
    let streamContext = Unmanaged<StreamContext>.fromOpaque(context).takeUnretainedValue()
    return streamContext.hub.read(streamContext.stream, into: buffer, max: max)
}

private func freeStream(_ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    let streamContext = Unmanaged<StreamContext>.fromOpaque(context).takeRetainedValue()
    streamContext.hub.close(streamContext.stream)
}
