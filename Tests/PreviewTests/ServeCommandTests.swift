import Foundation
import Testing

@testable import Preview

/// The `site` executable next to the tests, when it has been built.
private let siteExecutable: URL? = {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [".build/debug/site", ".build/x86_64-unknown-linux-gnu/debug/site"].map { root.appending(path: $0) }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// A running `site serve`, with its output collected.
private final class ServeProcess {
    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()

    init(in folder: URL, arguments: [String]) throws {
        process.executableURL = siteExecutable
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Waits for the process to end (killing it after `timeout`) and returns its status and output.
    func finish(timeout: Double = 10) -> (status: Int32, output: String, errors: String) {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, out, err)
    }
}

/// Waits until `port` answers `/` with 200.
private func waitUntilServing(port: Int, timeout: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if let response = try? request("/", port: port), response.status == 200 { return true }
        usleep(100_000)
    }
    return false
}

@Suite(.serialized, .enabled(if: siteExecutable != nil, "needs the site executable (swift build)"))
struct ServeCommandTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aStopSignalEndsServingWithExitZero(signal: Int32) throws {
        let site = try makeRealSite()
        let port = try freePort()
        let serve = try ServeProcess(in: site.url, arguments: ["--port", String(port)])
        #expect(waitUntilServing(port: port))
        #expect(try request("/posts/hello/", port: port).text.contains("The first draft."))
        kill(serve.process.processIdentifier, signal)
        let result = serve.finish()
        #expect(result.status == 0)
        #expect(result.output.contains("Serving the preview at http://127.0.0.1:\(port)/"))
        #expect(result.output.contains("Stopped."))
        #expect(!FileManager.default.fileExists(atPath: site.path + "/public"))
    }

    @Test func aBusyPortExitsWithOneAndAHint() throws {
        let site = try makeRealSite()
        let (server, port) = try startPreview(site, build: fakeBuild)
        defer { server.stop() }
        let result = try ServeProcess(in: site.url, arguments: ["--port", String(port)]).finish()
        #expect(result.status == 1)
        #expect(result.errors.contains("port \(port) is in use; try --port \(port + 1)"))
    }
}
