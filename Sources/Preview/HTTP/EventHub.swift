import CMicroHTTPD
import Synchronization

/// The open server-sent-event streams (`/__site/events`) and what is waiting to be sent on each.
///
/// A stream with nothing to send suspends its connection, so it holds no worker thread;
/// `broadcast` queues the event and resumes every stream.
final class EventHub: Sendable {
    private struct State {
        var streams: [ObjectIdentifier: EventStream] = [:]
        var closing = false
    }

    private let state = Mutex(State())

    /// How many streams are open, for tests and the shutdown wait.
    var count: Int { state.withLock { $0.streams.count } }

    /// Registers the stream of a new connection; its first bytes tell the page which build it sees.
    func open(on connection: OpaquePointer, greeting: String) -> EventStream {
        let stream = EventStream(connection: connection)
        state.withLock { state in
            stream.pending = Array(greeting.utf8)
            state.streams[ObjectIdentifier(stream)] = stream
        }
        return stream
    }

    /// Queues one event (`event: name`, `data: data`) on every open stream and wakes them.
    func broadcast(event: String, data: String) {
        send(Array("event: \(event)\ndata: \(data)\n\n".utf8))
    }

    /// Sends an SSE comment: it keeps idle proxies quiet and finds clients that went away.
    func heartbeat() {
        send(Array(": ping\n\n".utf8))
    }

    /// Bytes a stream may have waiting: a client that stopped reading is dropped, not buffered for.
    static let largestPending = 64 * 1024

    private func send(_ bytes: [UInt8]) {
        state.withLock { state in
            for stream in state.streams.values {
                if stream.pending.count + bytes.count > Self.largestPending { stream.isStalled = true }
                stream.pending += bytes
                stream.resumeIfSuspended()
            }
        }
    }

    /// Ends every stream: libmicrohttpd must not be stopped with suspended connections.
    func closeAll() {
        state.withLock { state in
            state.closing = true
            for stream in state.streams.values { stream.resumeIfSuspended() }
        }
    }

    /// Copies what is pending into libmicrohttpd's buffer, or suspends the connection until
    /// there is something to send. Called on a server thread.
    func read(_ stream: EventStream, into buffer: UnsafeMutablePointer<CChar>, max: Int) -> Int {
        state.withLock { state in
            if state.closing { return Int(MHD_CONTENT_READER_END_OF_STREAM) }
            if stream.isStalled { return Int(MHD_CONTENT_READER_END_WITH_ERROR) }
            if stream.pending.isEmpty {
                stream.suspend()
                return 0
            }
            let count = min(max, stream.pending.count)
            stream.pending.withUnsafeBufferPointer { source in
                UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress!, byteCount: count)
            }
            stream.pending.removeFirst(count)
            return count
        }
    }

    /// Forgets a stream whose connection libmicrohttpd has closed.
    func close(_ stream: EventStream) {
        _ = state.withLock { $0.streams.removeValue(forKey: ObjectIdentifier(stream)) }
    }
}

/// One open event stream. Its fields change only under the hub's lock.
final class EventStream: @unchecked Sendable {
    /// Valid until libmicrohttpd frees the response; only used for suspend and resume.
    private let connection: OpaquePointer
    fileprivate var pending: [UInt8] = []
    /// Set when the client let too much pile up: the stream ends at its next read.
    fileprivate var isStalled = false
    private var suspended = false

    fileprivate init(connection: OpaquePointer) {
        self.connection = connection
    }

    fileprivate func suspend() {
        guard !suspended else { return }
        suspended = true
        MHD_suspend_connection(connection)
    }

    fileprivate func resumeIfSuspended() {
        guard suspended else { return }
        suspended = false
        MHD_resume_connection(connection)
    }
}
