import SiteKit

/// What `site serve` is asked to do.
public struct ServeOptions: Sendable {
    public var build: BuildOptions
    public var host: String
    public var port: Int

    public init(build: BuildOptions, host: String = "127.0.0.1", port: Int = 8000) {
        self.build = build
        self.host = host
        self.port = port
    }
}
