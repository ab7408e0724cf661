import Foundation
import Synchronization

/// Watches a site's `content/`, `themes/`, `static/`, `data/` and `site.yml` on its own thread and reports each
/// burst of changes once, after `debounce` of quiet (a save is often several events).
final class ChangeWatcher: Sendable {
    enum Mode: Sendable { case inotify, polling }

    private let root: String
    private let debounce: Duration
    private let preferPolling: Bool
    private let watchLimit: Int?
    private let onChange: @Sendable (Set<String>) -> Void
    private let onFallback: @Sendable () -> Void
    private let stopped = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)
    private let started = Mutex(false)
    private let currentMode = Mutex(Mode.inotify)

    /// - Parameters:
    ///   - preferPolling: skip inotify (tests of the fallback).
    ///   - watchLimit: pretend the kernel allows only this many watches (tests of the fallback).
    ///   - onChange: called on the watcher's thread with the changed paths; the next burst is
    ///     collected meanwhile and reported after it returns.
    ///   - onFallback: called when inotify ran out of watches and polling took over.
    init(
        root: String, debounce: Duration = .milliseconds(100), preferPolling: Bool = false, watchLimit: Int? = nil,
        onFallback: @escaping @Sendable () -> Void = {}, onChange: @escaping @Sendable (Set<String>) -> Void
    ) {
        self.root = root
        self.debounce = debounce
        self.preferPolling = preferPolling
        self.watchLimit = watchLimit
        self.onChange = onChange
        self.onFallback = onFallback
    }

    /// How changes are being found right now.
    var mode: Mode { currentMode.withLock { $0 } }

    /// Starts watching; returns once the first watches are in place, so no save is missed.
    func start() {
        let ready = DispatchSemaphore(value: 0)
        started.withLock { $0 = true }
        let thread = Thread { [self] in run(ready: ready) }
        thread.name = "site-serve-watcher"
        thread.start()
        ready.wait()
    }

    /// Stops the thread and waits for it (and any rebuild it is running) to end.
    func stop() {
        guard started.withLock({ value in defer { value = false }; return value }) else { return }
        stopped.store(true, ordering: .releasing)
        finished.wait()
    }

    private func run(ready: DispatchSemaphore) {
        var inotify = preferPolling ? nil : InotifySource(root: root, watchLimit: watchLimit)
        var polling = inotify == nil ? PollingSource(root: root) : nil
        if polling != nil {
            currentMode.withLock { $0 = .polling }
            if !preferPolling { onFallback() }
        }
        ready.signal()
        let clock = ContinuousClock()
        var pending = Set<String>()
        var deadline: ContinuousClock.Instant?
        while !stopped.load(ordering: .acquiring) {
            let wait = deadline.map { max(1, milliseconds(until: $0, clock: clock)) } ?? 100
            let changes = inotify?.wait(milliseconds: min(wait, 100)) ?? polling?.wait(milliseconds: min(wait, 100)) ?? []
            if let source = inotify, source.ranOutOfWatches {
                inotify = nil
                polling = PollingSource(root: root)
                currentMode.withLock { $0 = .polling }
                onFallback()
                pending.insert("(watches ran out)")
                deadline = clock.now
            }
            if !changes.isEmpty {
                pending.formUnion(changes)
                deadline = clock.now.advanced(by: debounce)
            }
            if let due = deadline, clock.now >= due, !pending.isEmpty {
                let batch = pending
                pending = []
                deadline = nil
                onChange(batch)
            }
        }
        finished.signal()
    }
}

private func milliseconds(until instant: ContinuousClock.Instant, clock: ContinuousClock) -> Int32 {
    let remaining = clock.now.duration(to: instant)
    let (seconds, attoseconds) = remaining.components
    return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
}
