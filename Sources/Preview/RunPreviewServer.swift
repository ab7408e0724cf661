import Dispatch
import Foundation
import Glibc

/// Builds the site, serves it, rebuilds on change and reloads open pages until Ctrl-C.
///
/// - Returns: the process exit code (0 after Ctrl-C, 1 when the server cannot start, 2 on bad usage).
public func runPreviewServer(_ options: ServeOptions) -> Int32 {
    guard (0...65535).contains(options.port) else {
        writeToStandardError("error: --port must be a number from 0 to 65535, such as --port 8000")
        return 2
    }
    startupWarnings(for: options).forEach(writeToStandardError)
    // Ctrl-C and `kill` end the wait below instead of the process, so the server stops cleanly,
    // even when they come during the first build.
    let stopRequested = DispatchSemaphore(value: 0)
    signal(SIGPIPE, SIG_IGN)
    let stopSignals = [SIGINT, SIGTERM]
    let sources = stopSignals.map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { stopRequested.signal() }
        source.resume()
        return source
    }
    defer {
        sources.forEach { $0.cancel() }
        stopSignals.forEach { signal($0, SIG_DFL) }
    }

    let server = PreviewServer(options)
    do {
        try server.start()
    } catch {
        writeToStandardError("error: \(error)")
        return 1
    }
    FileHandle.standardOutput.write(Data("Serving the preview at \(server.url ?? "") (Ctrl-C to stop)\n".utf8))
    stopRequested.wait()
    server.stop()
    FileHandle.standardOutput.write(Data("\nStopped.\n".utf8))
    return 0
}

/// What to say before serving: a host other than loopback makes the preview public.
func startupWarnings(for options: ServeOptions) -> [String] {
    guard !isLoopback(host: options.host) else { return [] }
    return [
        "warning: listening on \(options.host): anyone who can reach this machine can see the preview; "
            + "use --host 127.0.0.1 to keep it private"
    ]
}
