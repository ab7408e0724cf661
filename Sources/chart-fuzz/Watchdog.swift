import Glibc
import Synchronization

/// Fails the run when one input takes longer than the limit: a hang is a bug like a crash.
final class Watchdog: Sendable {
    private let started = Atomic<Int>(0)
    private let limitNanoseconds: Int

    init(limitSeconds: Double) {
        limitNanoseconds = Int(limitSeconds * 1e9)
        let thread = WatchdogThread(self)
        thread.start()
    }

    /// Marks the start of one input.
    func begin() { started.store(Self.now(), ordering: .relaxed) }
    /// Marks that no input is running.
    func end() { started.store(0, ordering: .relaxed) }

    fileprivate func check() {
        while true {
            usleep(50_000)
            let start = started.load(ordering: .relaxed)
            if start != 0, Self.now() - start > limitNanoseconds {
                CrashRecorder.saveInput(reason: "chart-fuzz: TIMEOUT (over 1 s) on the input saved to ")
                _exit(4)
            }
        }
    }

    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }
}

/// A plain POSIX thread for the watchdog, so it runs even while the main thread is stuck.
private final class WatchdogThread: Sendable {
    let watchdog: Watchdog
    init(_ watchdog: Watchdog) { self.watchdog = watchdog }

    func start() {
        var handle = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        pthread_create(&handle, nil, { context in
            Unmanaged<WatchdogThread>.fromOpaque(context!).takeUnretainedValue().watchdog.check()
            return nil
        }, context)
        pthread_detach(handle)
    }
}
