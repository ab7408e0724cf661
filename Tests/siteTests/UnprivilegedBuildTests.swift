import Foundation
import Testing

/// Permissions root ignores: these builds run as an unprivileged user (`nobody`, through
/// setpriv, when the tests run as root, as in CI).
@Suite struct UnprivilegedBuildTests {
    /// A site made by `site init`, owned by the user the build runs as.
    private func makeSite() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        #expect(try runSite(["init", "blog"], in: folder.url).status == 0)
        if getuid() == 0 { chownTree(folder.url.path) }
        return folder
    }

    private func chownTree(_ path: String) {
        let process = Process()
        process.executableURL = URL(filePath: "/bin/chown")
        process.arguments = ["-R", "65534:65534", path]
        try? process.run()
        process.waitUntilExit()
    }

    /// Runs `site` as nobody when root, as the current user otherwise.
    private func runUnprivileged(_ arguments: [String], in folder: URL) throws -> Execution? {
        guard getuid() == 0 else { return try runSite(arguments, in: folder) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            print("skipped: running as root without setpriv, so permissions cannot be tested")
            return nil
        }
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", siteExecutable.path] + arguments
        process.currentDirectoryURL = folder
        process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin", "HOME": "/tmp"]
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Execution(status: process.terminationStatus, output: "", error: String(decoding: data, as: UTF8.self))
    }

    @Test func anUnreadableFolderInContentIsAnError() throws {
        let folder = try makeSite()
        let blog = folder.url.appending(path: "blog")
        folder.write("blog/content/private/a.md", "# Private\n")
        if getuid() == 0 { chownTree(blog.appending(path: "content/private").path) }
        chmod(blog.appending(path: "content/private").path, 0)
        defer { chmod(blog.appending(path: "content/private").path, 0o755) }
        guard let run = try runUnprivileged(["build"], in: blog) else { return }
        #expect(run.status == 1)
        #expect(run.error.contains("error: cannot read the folder content/private (Permission denied)"), "\(run.error)")
    }

    @Test func aReadOnlyOutputIsRefusedAndNothingIsLeftBehind() throws {
        let folder = try makeSite()
        let blog = folder.url.appending(path: "blog")
        guard let first = try runUnprivileged(["build"], in: blog) else { return }
        #expect(first.status == 0, "\(first.error)")
        chmod(blog.appending(path: "public").path, 0o555)
        defer { chmod(blog.appending(path: "public").path, 0o755) }
        let run = try #require(try runUnprivileged(["build"], in: blog))
        #expect(run.status == 1)
        #expect(run.error.contains("it is read-only (Permission denied)"), "\(run.error)")
        #expect(!run.error.contains("Success"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: blog.path).filter { $0.hasPrefix(".public") }
        #expect(leftovers.isEmpty)
        #expect(folder.read("blog/public/index.html") != nil)
    }
}
