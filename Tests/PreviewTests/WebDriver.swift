import Foundation


/// Just enough of the WebDriver protocol to drive headless Chromium through chromedriver.
final class WebDriver {
    private let driver: Process
    private let base: URL
    private var session = ""

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
    }

    init(port: Int) async throws {
        driver = Process()
        driver.executableURL = URL(filePath: "/usr/bin/chromedriver")
        driver.arguments = ["--port=\(port)"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        base = URL(string: "http://127.0.0.1:\(port)")!
        for _ in 0..<100 {
            if (try? await call("GET", "/status")) != nil { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": [
                        "binary": "/usr/bin/chromium",
                        "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
                    ],
                ]
            ]
        ]
        let created = try await call("POST", "/session", capabilities)
        session = (created as? [String: Any])?["sessionId"] as? String ?? ""
    }

    func open(_ url: String) async throws {
        _ = try await call("POST", "/session/\(session)/url", ["url": url])
    }

    /// Runs `script` (a function body) in the page and returns its result.
    func evaluate(_ script: String) async throws -> Any? {
        try await call("POST", "/session/\(session)/execute/sync", ["script": script, "args": []])
    }

    /// Evaluates `script` until `condition` holds for its result or `timeout` passes.
    func waitFor(_ script: String, timeout: Double = 30, _ condition: (Any?) -> Bool) async throws -> Any? {
        let deadline = Date().addingTimeInterval(timeout)
        var last: Any?
        while Date() < deadline {
            last = try? await evaluate(script)
            if condition(last) { return last }
            try await Task.sleep(for: .milliseconds(100))
        }
        return last
    }

    deinit {
        // chromedriver ignores SIGTERM.
        if driver.isRunning { kill(driver.processIdentifier, SIGKILL) }
    }

    func quit() async {
        if !session.isEmpty { _ = try? await call("DELETE", "/session/\(session)") }
        kill(driver.processIdentifier, SIGKILL)
        driver.waitUntilExit()
    }

    private func call(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let connection = try RawConnection(port: base.port!, timeout: 60)
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        head += "Content-Type: application/json\r\nContent-Length: \(payload.count)\r\n\r\n"
        connection.send(Array(head.utf8) + Array(payload))
        // chromedriver keeps the connection open: read exactly the announced body.
        let received = connection.receive { bytes in
            guard let response = parseResponse(bytes), let length = response.header("Content-Length").flatMap(Int.init)
            else { return false }
            return response.body.count >= length
        }
        guard let response = parseResponse(received) else { throw WebDriverError(message: "no response") }
        guard response.status == 200 else { throw WebDriverError(message: response.text) }
        return (try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])?["value"] ?? nil
    }
}

struct WebDriverError: Error, CustomStringConvertible {
    var message: String
    var description: String { "WebDriver: \(message)" }
}

/// A free loopback port for a helper process.
func freePort() throws -> Int {
    let socket = try openListeningSocket(host: "127.0.0.1", port: 0)
    close(socket.fd)
    return socket.port
}

@testable import Preview
