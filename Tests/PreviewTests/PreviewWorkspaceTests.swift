import Foundation
import Testing

@testable import Preview

@Suite struct PreviewWorkspaceTests {
    @Test func aNewWorkspaceClearsOnlyThoseOfPreviewsThatNoLongerRun() throws {
        let base = try TemporaryFolder("workspaces")
        let dead = "site-serve-99999999-\(UUID().uuidString)"
        let alive = "site-serve-\(getpid())-\(UUID().uuidString)"
        let other = "site-serve-\(UUID().uuidString)"
        for name in [dead, alive, other] { try base.write("x", to: "\(name)/site/index.html") }

        let workspace = try PreviewWorkspace(in: base.url)
        defer { workspace.remove() }
        let names = try FileManager.default.contentsOfDirectory(atPath: base.path)
        #expect(!names.contains(dead))
        #expect(names.contains(alive))
        #expect(names.contains(other), "a name that is not <pid>-<UUID> is left alone")
        #expect(names.contains(workspace.folder.lastPathComponent))
        workspace.remove()
        #expect(!FileManager.default.fileExists(atPath: workspace.folder.path))
    }

    @Test func theWorkspaceIsInMemoryWhenThereIsRoom() {
        let base = preferredWorkspaceBase().path
        var info = statvfs()
        let memoryHasRoom =
            statvfs("/dev/shm", &info) == 0 && UInt64(info.f_bavail) * UInt64(info.f_frsize) >= 1 << 30
                && access("/dev/shm", W_OK) == 0
        #expect(base.hasPrefix("/dev/shm") == memoryHasRoom)
    }
}
