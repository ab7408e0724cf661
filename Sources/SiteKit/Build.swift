import Diagnostics
import Foundation

/// What `site build` is asked to do.
public struct BuildOptions: Sendable {
    /// The site folder: it holds `site.yml`, `content/` and `themes/`.
    public var root: URL
    /// Where the site is written; `public/` under `root` by default.
    public var output: URL?
    public var drafts = false
    public var future = false
    public var baseURL: String?

    public init(root: URL, output: URL? = nil, drafts: Bool = false, future: Bool = false, baseURL: String? = nil) {
        self.root = root
        self.output = output
        self.drafts = drafts
        self.future = future
        self.baseURL = baseURL
    }
}

/// The outcome of a build: counts for the summary line and every diagnostic.
public struct BuildReport: Sendable {
    public var pageCount = 0
    public var chartCount = 0
    public var diagnostics: [Diagnostic] = []
    public var duration: Duration = .zero
    public var output: URL

    public init(output: URL) { self.output = output }

    public var succeeded: Bool { !diagnostics.hasErrors }
}

/// Builds the site described by `options` and swaps it into place atomically.
public func buildSite(_ options: BuildOptions) -> BuildReport {
    BuildReport(output: options.output ?? options.root.appending(path: "public"))
}
