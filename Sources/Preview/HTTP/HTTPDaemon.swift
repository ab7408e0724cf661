import CMicroHTTPD
import Glibc
import Synchronization

/// Limits that keep slow or garbage clients from hanging or exhausting the server.
struct ServerLimits: Sendable {
    /// Open connections at once, event streams included.
    var connections = 512
    /// Seconds a connection may sit idle (a half-sent request, a kept-alive socket).
    var idleSeconds = 10
    /// Bytes per connection for the request line and headers; larger requests get 431.
    var headerBytes = 32 * 1024
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
    let flags =
        MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
    let keepEscaped: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?) -> Int =
        leaveEscaped
    let options: [CVarArg] = [
        MHD_OPTION.LISTEN_SOCKET.rawValue, fd,
        MHD_OPTION.THREAD_POOL_SIZE.rawValue, UInt32(limits.threads),
        MHD_OPTION.CONNECTION_LIMIT.rawValue, UInt32(limits.connections),
        MHD_OPTION.CONNECTION_TIMEOUT.rawValue, UInt32(limits.idleSeconds),
        MHD_OPTION.CONNECTION_MEMORY_LIMIT.rawValue, limits.headerBytes,
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

/// Markers for a request's progress, kept in libmicrohttpd's per-request pointer.
private let headersSeen = 1
private let answered = 2

/// The access handler: called on a server thread for every request.
private func answer(
    _ context: UnsafeMutableRawPointer?, _ connection: OpaquePointer?, _ url: UnsafePointer<CChar>?,
    _ method: UnsafePointer<CChar>?, _ version: UnsafePointer<CChar>?, _ uploadData: UnsafePointer<CChar>?,
    _ uploadSize: UnsafeMutablePointer<Int>?, _ requestState: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let context, let connection, let url, let method, let requestState, let uploadSize else {
        return MHD_Result.NO
    }
    // libmicrohttpd calls once for the headers, again for each piece of a body, and once at
    // its end. Answering on the first call would make it close the connection after the
    // response (no keep-alive), so the answer waits for the second.
    switch requestState.pointee.map(Int.init(bitPattern:)) {
    case nil:
        requestState.pointee = UnsafeMutableRawPointer(bitPattern: headersSeen)
        return MHD_Result.YES
    case answered:
        uploadSize.pointee = 0
        return MHD_Result.YES
    default:
        break
    }
    let isRead = strcmp(method, "GET") == 0 || strcmp(method, "HEAD") == 0
    if uploadSize.pointee != 0 && isRead {
        // A body on a GET means nothing: drop it.
        uploadSize.pointee = 0
        return MHD_Result.YES
    }
    uploadSize.pointee = 0
    requestState.pointee = UnsafeMutableRawPointer(bitPattern: answered)
    let daemon = Unmanaged<HTTPDaemon>.fromOpaque(context).takeUnretainedValue()
    let request = HTTPRequest(
        method: String(cString: method), rawPath: String(cString: url),
        ifNoneMatch: MHD_lookup_connection_value(connection, MHD_ValueKind.HEADER_KIND, "If-None-Match").map {
            String(cString: $0)
        })
    if request.rawPath == eventStreamPath, request.method == "GET" {
        return openEventStream(on: connection, daemon: daemon)
    }
    return queue(daemon.respond(request), on: connection)
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
