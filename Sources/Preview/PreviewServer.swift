import Diagnostics
import Foundation
import SiteKit
import Synchronization

/// `site serve` as an object: builds into a private folder, serves it over HTTP, rebuilds when
/// `content/`, `themes/` or `site.yml` change and tells open pages to reload.
///
/// Every change runs one `IncrementalBuild`, kept for the server's life: saving a post re-renders
/// that post and the pages that show it, in place, and a save of the same bytes reloads nothing;
/// any other change rebuilds the whole site with the Markdown and charts of unchanged files taken
/// from its cache. A change to `site.yml` that alters rendering settings misses the cache by itself.
public final class PreviewServer: Sendable {
    private let options: ServeOptions
    private let settings: Settings
    private let log: @Sendable (String) -> Void
    private let responder = SiteResponder()
    let events = EventHub()
    private let running = Mutex<Running?>(nil)
    private let generation = Atomic<Int>(0)
    /// Whether the last build failed (the browser shows its errors), so the next one must reload.
    private let lastFailed = Atomic<Bool>(false)
    /// Tells this run's builds apart from a previous run's, so a page left open across a
    /// restart reloads when it reconnects.
    private let runToken = String(UInt32.random(in: 0...UInt32.max), radix: 36)

    /// Knobs for tests; the defaults are what `site serve` uses.
    struct Settings: Sendable {
        var limits = ServerLimits()
        var heartbeat: Duration = .seconds(15)
        /// A save is one or a few events within a millisecond or two (write, or write and rename).
        var debounce: Duration = .milliseconds(25)
        var preferPolling = false
        var colored = false
        /// A stand-in for the real build (tests); nil builds with `IncrementalBuild`.
        var build: (@Sendable (BuildOptions) -> BuildReport)? = nil
    }

    private struct Running: @unchecked Sendable {
        var daemon: HTTPDaemon
        var watcher: ChangeWatcher
        var workspace: PreviewWorkspace
        var heartbeat: DispatchSourceTimer
        var url: String
    }

    /// - Parameter log: receives each line for the terminal (diagnostics and build summaries).
    public convenience init(_ options: ServeOptions, log: @escaping @Sendable (String) -> Void = writeToStandardError) {
        self.init(options, settings: Settings(colored: isatty(2) != 0), log: log)
    }

    init(_ options: ServeOptions, settings: Settings, log: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.settings = settings
        self.log = log
    }

    /// The address pages are served at, once started.
    public var url: String? { running.withLock { $0?.url } }

    /// Listens, builds the site once and starts watching.
    ///
    /// - Returns: the port (the ephemeral one chosen by the system when asked for port 0).
    /// - Throws: `ListenError` when the port is busy or the host is not this machine's.
    @discardableResult
    public func start() throws -> Int {
        if let port = running.withLock({ $0?.daemon.port }) { return port }
        let workspace = try PreviewWorkspace()
        let responder = self.responder
        let daemon: HTTPDaemon
        do {
            daemon = try HTTPDaemon(
                host: options.host, port: options.port, limits: settings.limits, events: events,
                greeting: { "retry: 1000\nevent: hello\ndata: \(responder.buildID)\n\n" },
                respond: { responder.respond(to: $0) })
        } catch {
            workspace.remove()
            throw error
        }
        let url = displayURL(host: options.host, port: daemon.port)
        var buildOptions = options.build
        buildOptions.output = workspace.output
        // The workspace is often memory: a second copy of a large site would take as much again.
        buildOptions.keepsPreviousBuild = false
        buildOptions.baseURL = url
        let builder = IncrementalBuild(buildOptions)
        rebuild(buildOptions, with: builder, changes: nil)
        let watcher = ChangeWatcher(
            root: options.build.root.path, debounce: settings.debounce, preferPolling: settings.preferPolling,
            onFallback: { [log] in log("Too few inotify watches left: checking for changes every half second instead.") },
            onChange: { [self, buildOptions] changes in rebuild(buildOptions, with: builder, changes: changes) })
        watcher.start()
        let heartbeat = DispatchSource.makeTimerSource(queue: .global())
        heartbeat.schedule(deadline: .now() + settings.heartbeat.timeInterval, repeating: settings.heartbeat.timeInterval)
        heartbeat.setEventHandler { [events] in events.heartbeat() }
        heartbeat.resume()
        running.withLock { $0 = Running(daemon: daemon, watcher: watcher, workspace: workspace, heartbeat: heartbeat, url: url) }
        return daemon.port
    }

    /// Stops watching and serving, closes open pages' event streams and removes the preview build.
    public func stop() {
        guard let running = running.withLock({ value in defer { value = nil }; return value }) else { return }
        running.heartbeat.cancel()
        running.watcher.stop()
        running.daemon.stop()
        running.workspace.remove()
    }

    deinit { stop() }

    /// The changed paths worth naming: editors' and `sed -i`'s temporary files are gone by the
    /// time the build runs; a deleted post is named when nothing else is left.
    private func namingFiles(_ changes: Set<String>) -> Set<String> {
        let root = options.build.root.path
        let existing = changes.filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
        return existing.isEmpty ? changes : existing
    }

    /// Builds, publishes the result (the site or the error overlay) and tells open pages; a
    /// rebuild that changed no file (a save of the same bytes) reloads nothing.
    private func rebuild(_ buildOptions: BuildOptions, with builder: IncrementalBuild, changes: Set<String>?) {
        let report = settings.build.map { $0(buildOptions) } ?? builder.build(changes: changes)
        let failedBefore = lastFailed.exchange(!report.succeeded, ordering: .relaxed)
        if changes != nil, report.succeeded, report.writtenPaths == [], !failedBefore {
            // A Quarto post whose code ran shows the render Quarto froze, not the text just saved.
            let frozen = (changes ?? []).sorted().compactMap { path in frozenRender(shownFor: path, in: options.build.root).map { (path, $0) } }
            if let (source, render) = frozen.first {
                log("No change after \(source): its page shows the render Quarto froze (\(render)), which this edit does not change; run quarto render \(source) to see it.")
            } else {
                log("No change after \(changes.map(namingFiles).map(describeChanges) ?? "changes"): nothing to reload.")
            }
            return
        }
        let reuse = report.reuse
        let buildID = "\(runToken)-\(generation.add(1, ordering: .relaxed).newValue)"
        if report.succeeded {
            responder.publish(folder: report.output.path, failure: nil, buildID: buildID)
        } else {
            responder.publish(folder: nil, failure: report.diagnostics, buildID: buildID)
        }
        log(buildSummary(report, changes: changes.map(namingFiles), reuse: reuse, colored: settings.colored))
        guard changes != nil else { return }
        let stylesOnly = report.succeeded && isStylesheetOnly(changes ?? [])
        events.broadcast(event: stylesOnly ? "css" : "reload", data: buildID)
    }
}

/// The URL to print and to build with: loopback stays as given, "any address" shows 127.0.0.1.
func displayURL(host: String, port: Int) -> String {
    let shown: String
    switch host {
    case "0.0.0.0", "": shown = "127.0.0.1"
    case "::", "[::]": shown = "[::1]"
    default: shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }
    return "http://\(shown):\(port)/"
}

/// Writes a line to standard error.
public func writeToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

extension Duration {
    fileprivate var timeInterval: DispatchTimeInterval {
        .milliseconds(Int(self / .milliseconds(1)))
    }
}
