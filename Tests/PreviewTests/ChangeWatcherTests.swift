import Foundation
import Synchronization
import Testing

@testable import Preview

/// Collects the batches a watcher reports.
final class Batches: Sendable {
    private let batches = Mutex<[Set<String>]>([])
    func append(_ batch: Set<String>) { batches.withLock { $0.append(batch) } }
    var all: [Set<String>] { batches.withLock { $0 } }

    /// Waits until some batch contains `path`.
    func wait(for path: String, timeout: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if all.contains(where: { $0.contains(path) }) { return true }
            usleep(20_000)
        }
        return false
    }
}

@Suite struct ChangeWatcherTests {
    @Test func aBurstOfSavesIsOneBatch() throws {
        let site = try makeSourceSite()
        let batches = Batches()
        let watcher = ChangeWatcher(root: site.path, debounce: .milliseconds(300)) { batches.append($0) }
        watcher.start()
        defer { watcher.stop() }
        #expect(watcher.mode == .inotify)
        for index in 0..<5 { try site.write("post \(index)\n", to: "content/p\(index).md") }
        #expect(batches.wait(for: "content/p4.md"))
        usleep(500_000)
        #expect(batches.all.count == 1)
        #expect(batches.all.first?.isSuperset(of: (0..<5).map { "content/p\($0).md" }) == true)
    }

    @Test func unrelatedFilesAndEditorNoiseAreIgnored() throws {
        let site = try makeSourceSite()
        let batches = Batches()
        let watcher = ChangeWatcher(root: site.path, debounce: .milliseconds(50)) { batches.append($0) }
        watcher.start()
        defer { watcher.stop() }
        try site.write("x", to: "notes.txt")
        try site.write("x", to: "public/index.html")
        try site.write("x", to: "content/.post.md.swp")
        try site.write("x", to: "content/post.md~")
        usleep(400_000)
        #expect(batches.all.isEmpty)
        try site.write("title: Changed\n", to: "site.yml")
        #expect(batches.wait(for: "site.yml"))
    }

    /// `static/` and `data/` feed the build too; they may appear after the preview starts.
    @Test func staticAndDataFilesAreWatchedEvenWhenTheirFolderIsNew() throws {
        let site = try makeSourceSite()
        let batches = Batches()
        let watcher = ChangeWatcher(root: site.path, debounce: .milliseconds(50)) { batches.append($0) }
        watcher.start()
        defer { watcher.stop() }
        try site.write("PNG", to: "static/images/a.png")
        #expect(batches.wait(for: "static/images/a.png") || batches.wait(for: "static"))
        try site.write("Day,Steps\nMon,5\n", to: "data/steps.csv")
        #expect(batches.wait(for: "data/steps.csv") || batches.wait(for: "data"))
        usleep(200_000)
        try site.write("PNG2", to: "static/images/a.png")
        #expect(batches.wait(for: "static/images/a.png"))
    }

    @Test func deletionsAreChanges() throws {
        let site = try makeSourceSite()
        let batches = Batches()
        let watcher = ChangeWatcher(root: site.path, debounce: .milliseconds(50)) { batches.append($0) }
        watcher.start()
        defer { watcher.stop() }
        try FileManager.default.removeItem(atPath: site.path + "/content/hello.md")
        #expect(batches.wait(for: "content/hello.md"))
    }

    @Test func runningOutOfWatchesFallsBackToPolling() throws {
        let site = try makeSourceSite()
        let batches = Batches()
        let fellBack = Counter()
        // Root, content, themes, themes/default, themes/default/assets: five watches, then none.
        let watcher = ChangeWatcher(
            root: site.path, debounce: .milliseconds(50), watchLimit: 5,
            onFallback: { fellBack.increment() }, onChange: { batches.append($0) })
        watcher.start()
        defer { watcher.stop() }
        #expect(watcher.mode == .inotify)
        try site.write("in a new folder\n", to: "content/new/post.md")
        #expect(batches.wait(for: "(watches ran out)"))
        #expect(fellBack.count == 1)
        #expect(watcher.mode == .polling)
        try site.write("edited\n", to: "content/new/post.md")
        #expect(batches.wait(for: "content/new/post.md"))
    }

    @Test func aSiteWithoutInotifyWatchesIsPolled() throws {
        let site = try makeSourceSite()
        let batches = Batches()
        let fellBack = Counter()
        let watcher = ChangeWatcher(
            root: site.path, debounce: .milliseconds(50), watchLimit: 0,
            onFallback: { fellBack.increment() }, onChange: { batches.append($0) })
        watcher.start()
        defer { watcher.stop() }
        #expect(watcher.mode == .polling)
        #expect(fellBack.count == 1)
        try site.write("changed\n", to: "content/hello.md")
        #expect(batches.wait(for: "content/hello.md"))
    }
}
