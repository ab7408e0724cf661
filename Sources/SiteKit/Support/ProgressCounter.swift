import Synchronization

/// Counts finished items across threads and reports every hundredth.
final class ProgressCounter: Sendable {
    private let done = Mutex(0)
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func advance() {
        guard let report else { return }
        let value = done.withLock { count in
            count += 1
            return count
        }
        if value % 100 == 0 || value == total { report(value, total) }
    }
}
