import Preview
import SiteKit

/// `site serve [--port 8000] [--host 127.0.0.1] [--drafts] [--future]`
func runServe(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
    var build = BuildOptions(root: siteFolder())
    build.drafts = arguments.flag("--drafts")
    build.future = arguments.flag("--future")
    var port = 8000
    if let text = try arguments.option("--port", "-p") {
        guard let value = Int(text), (1...65535).contains(value) else {
            throw UsageError("--port must be a number from 1 to 65535, got '\(text)'")
        }
        port = value
    }
    let host = try arguments.option("--host") ?? "127.0.0.1"
    let extra = try arguments.positionals(known: ["--port", "--host", "--drafts", "--future"])
    guard extra.isEmpty else {
        throw UsageError("'site serve' takes no arguments, got '\(extra[0])'; run it inside the site folder")
    }
    return runPreviewServer(ServeOptions(build: build, host: host, port: port))
}
