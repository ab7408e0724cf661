import Glibc

/// Keeps a copy of the input being run where a signal handler can reach it, so a crash (a Swift
/// trap is SIGILL or SIGTRAP) or a hang leaves the input that caused it on disk.
enum CrashRecorder {
    static let capacity = 4 << 20
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0
    nonisolated(unsafe) private static var pathBytes: [CChar] = []
    nonisolated(unsafe) private static var label: [CChar] = []

    /// Where crashing inputs are written, and the signals that mean a crash.
    static func install(writingTo path: String) {
        pathBytes = Array(path.utf8CString)
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            Glibc.signal(signal, onCrash)
        }
    }

    /// Remembers `input` (cut to the capacity) as the one running now.
    static func remember(_ input: [UInt8], target: String) {
        length = min(input.count, capacity)
        input.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: length) }
        label = Array("\(target): crash while running the input saved to ".utf8CString)
    }

    /// Writes the input and a line naming the file; callable from a signal handler (write(2) only).
    static func saveInput(reason: StaticString) {
        let fd = pathBytes.withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        if fd >= 0 {
            _ = write(fd, buffer, length)
            close(fd)
        }
        _ = write(2, reason.utf8Start, reason.utf8CodeUnitCount)
        pathBytes.withUnsafeBufferPointer { _ = write(2, $0.baseAddress!, max(0, $0.count - 1)) }
        _ = write(2, "\n", 1)
    }
}

private func onCrash(_ signal: Int32) {
    CrashRecorder.saveInput(reason: "chart-fuzz: CRASH (signal) on the input saved to ")
    _exit(3)
}
