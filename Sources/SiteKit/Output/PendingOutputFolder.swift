import Diagnostics
import Foundation
import Synchronization

/// An `OutputFolder` made on a thread of its own while the build reads its content: claiming a
/// large site's spare means taking stock of its whole tree, which need not hold the build up.
final class PendingOutputFolder: Sendable {
    private let made = Mutex<Result<OutputFolder, Diagnostic>?>(nil)
    private let done = DispatchGroup()

    init(destination: URL, root: URL) {
        done.enter()
        // A thread, not the global queue: the content's parallel work takes all of the queue's threads.
        Thread.detachNewThread { [self] in
            let result: Result<OutputFolder, Diagnostic>
            do throws(Diagnostic) {
                result = .success(try OutputFolder(destination: destination, root: root))
            } catch {
                result = .failure(error)
            }
            made.withLock { $0 = result }
            done.leave()
        }
    }

    /// The folder, or why it cannot be written; waits for it.
    func folder() throws(Diagnostic) -> OutputFolder {
        done.wait()
        return try made.withLock { $0! }.get()
    }

    /// For a build that fails before writing: the folder goes (or a spare stays the spare).
    func discard() {
        (try? folder())?.discard()
    }
}
