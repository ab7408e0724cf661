import Foundation

/// The built `site` binary: next to the test bundle in the products folder.
let siteExecutable: URL = {
    var candidates: [URL] = []
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appending(path: "site"))
    candidates.append(Bundle.main.bundleURL.appending(path: "site"))
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent().appending(path: "site"))
    }
    candidates.append(URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "site"))
    let package = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(package.appending(path: ".build/debug/site"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
}()

/// What a run of the binary printed and how it ended.
struct Execution {
    var status: Int32
    var output: String
    var error: String
}

/// Runs `site` with `arguments` in `folder`, feeding `input` to standard input.
func runSite(_ arguments: [String], in folder: URL? = nil, input: String? = nil) throws -> Execution {
    let process = Process()
    process.executableURL = siteExecutable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    let stdin = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    // Read both pipes before waiting, so a chatty process never blocks on a full pipe.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Execution(
        status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
        error: String(decoding: errorData, as: UTF8.self))
}

/// A fresh empty folder, removed with the value.
final class TemporaryFolder {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appending(path: "site-cli-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) {
        let file = url.appending(path: path)
        try! FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: file)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: url.appending(path: path).path).map { String(decoding: $0, as: UTF8.self) }
    }
}
