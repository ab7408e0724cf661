import Diagnostics
import Foundation

/// The keys `site.yml` understands, for "did you mean" suggestions.
private let knownKeys = [
    "title", "description", "author", "base_url", "language", "timezone", "theme", "markdown",
]

/// Reads `site.yml` from the site folder; every problem becomes a diagnostic and a default is used.
func loadConfig(root: URL, baseURLOverride: String?) -> (SiteConfig, [Diagnostic]) {
    let path = "site.yml"
    let file = root.appending(path: path)
    var config = SiteConfig()
    var diagnostics: [Diagnostic] = []
    var baseURLLocation: (SourceLocation, String?)?

    if let data = FileManager.default.contents(atPath: file.path) {
        switch decodeUTF8(data, path: path) {
        case .failure(let problem):
            diagnostics.append(problem)
        case .success(let decoded):
            let text = decoded.text
            if let warning = decoded.warning { diagnostics.append(warning) }
            var reader = YAMLFieldReader(path: path, lineOffset: 0, source: SourceLines(text))
            read(text, into: &config, with: &reader, baseURLLocation: &baseURLLocation)
            diagnostics += reader.diagnostics
        }
    } else {
        diagnostics.append(
            .error(
                "no site.yml in \(root.path); run the command inside a site folder, or create one with `site init DIR`"
            ))
    }

    if let override = baseURLOverride {
        config.baseURL = override
        baseURLLocation = nil
    } else if baseURLLocation == nil, !diagnostics.hasErrors {
        diagnostics.append(
            .warning(
                "site.yml has no base_url, so the feed and sitemap point at \(config.baseURL); add base_url: https://your.domain/",
                at: SourceLocation(path: path, line: 1)))
    }
    if let problem = validateBaseURL(&config.baseURL) {
        let source = baseURLOverride == nil ? "base_url" : "--base-url"
        diagnostics.append(.error("\(source) \(problem)", at: baseURLLocation?.0, sourceLine: baseURLLocation?.1))
    }
    return (config, diagnostics)
}

private func read(
    _ text: String, into config: inout SiteConfig, with reader: inout YAMLFieldReader,
    baseURLLocation: inout (SourceLocation, String?)?
) {
    let root: YAMLNode?
    do { root = try parseYAML(text) } catch {
        reader.error(yaml: error)
        return
    }
    guard let root, !root.isNull else { return }
    guard let entries = root.mappingEntries else {
        reader.error("site.yml must be a mapping of settings, e.g. title: My Blog", at: root)
        return
    }
    for (key, keyNode, value) in entries {
        switch key {
        case "title": if let v = reader.string(value, key: key) { config.title = v }
        case "description": if let v = reader.string(value, key: key) { config.description = v }
        case "author": if let v = reader.string(value, key: key) { config.author = v }
        case "language": if let v = reader.string(value, key: key) { config.language = v }
        case "theme":
            if let v = reader.string(value, key: key) {
                config.theme = v
                let location = reader.location(of: value)
                config.themeSource = (location, reader.source.line(location.line))
            }
        case "base_url":
            if let v = reader.string(value, key: key) {
                config.baseURL = v
                let location = reader.location(of: value)
                baseURLLocation = (location, reader.source.line(location.line))
            }
        case "timezone":
            if let name = reader.string(value, key: key) {
                if let zone = TimeZone(identifier: name) {
                    config.timeZone = zone
                } else {
                    let hint =
                        nearestMatch(to: name, among: TimeZone.knownTimeZoneIdentifiers)
                        .map { "did you mean '\($0)'?" } ?? "use an IANA name such as Europe/Berlin or UTC"
                    reader.error("unknown timezone '\(name)'; \(hint)", at: value)
                }
            }
        case "markdown":
            guard let options = value.mappingEntries else {
                if !value.isNull {
                    reader.error("'markdown' must be a mapping, e.g. markdown: {unsafe: false}", at: value)
                }
                continue
            }
            for (option, optionNode, optionValue) in options {
                if option == "unsafe" {
                    if let v = reader.bool(optionValue, key: "markdown.unsafe") { config.unsafeMarkdown = v }
                } else {
                    reader.unknownKey(option, at: optionNode, known: ["unsafe"])
                }
            }
        default:
            reader.unknownKey(key, at: keyNode, known: knownKeys)
        }
    }
}

/// Makes the base URL end in a slash; returns a message when it is not an absolute http(s) URL.
private func validateBaseURL(_ baseURL: inout String) -> String? {
    if !baseURL.hasSuffix("/") { baseURL += "/" }
    guard let url = URL(string: baseURL), let scheme = url.scheme?.lowercased(),
        scheme == "http" || scheme == "https", url.host() != nil
    else {
        let given = baseURL
        baseURL = "http://localhost:8000/"
        return "'\(given)' is not an absolute http(s) URL; write it like https://example.com/"
    }
    return nil
}
