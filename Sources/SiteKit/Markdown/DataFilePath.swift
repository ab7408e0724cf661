import Charts
import Foundation

/// Where a chart's `data:` file may come from: next to the post, or anywhere in the site's
/// `content/`, `data/` or `static/` folders; never outside them, whatever `..` or links say.
struct DataFileLocator: Sendable, Hashable {
    /// The path of the folder of the post the chart is in, ending in `/`.
    var postFolder: String
    /// The site folder's path, ending in `/`.
    var siteRoot: String

    /// Where `name` is, relative to the post's folder (for messages about a file that is not there).
    func pathInPostFolder(_ name: String) -> String {
        URL(filePath: postFolder, directoryHint: .isDirectory).appending(path: name).path
    }

    /// The file's path: `name` relative to the post, or to the site folder when it starts with `/`;
    /// failing that, as the published site's address it is (`/data/x.csv`, as a Vega-Lite spec's
    /// `url` names a file), in `static/` or `content/`.
    func path(of name: String) throws(DataFileError) -> String {
        do {
            return try pathInSite(of: name)
        } catch .missing where name.hasPrefix("/") {
            for folder in ["/static", "/content"] {
                if let path = try? pathInSite(of: folder + name) { return path }
            }
            throw .missing
        }
    }

    private func pathInSite(of name: String) throws(DataFileError) -> String {
        let siteRoot = URL(filePath: siteRoot, directoryHint: .isDirectory)
        let url = name.hasPrefix("/") ? siteRoot.appending(path: String(name.drop { $0 == "/" })) : URL(filePath: pathInPostFolder(name))
        let root = realPath(siteRoot.path) ?? siteRoot.path
        let allowed = [root + "/content/", root + "/data/", root + "/static/"]
        guard let real = realPath(url.path) else { throw .missing }
        guard allowed.contains(where: { real.hasPrefix($0) }) else { throw .outside(real) }
        return url.path
    }

    /// The first of `names` that is a file in the site's `content/`, `data/` or `static/` (as `path(of:)`
    /// resolves names), or nil: where a tag's file (a notebook, a code file) may be.
    func firstPath(of names: [String]) -> String? {
        names.lazy.compactMap { try? path(of: $0) }.first
    }

    /// The text of the file at `path`, as `path(of:)` resolved it; its bytes never appear in an error.
    /// A JSON or YAML file is read as its table, in CSV, unless `asWritten` (a chart's configuration).
    func read(atResolvedPath path: String, asWritten: Bool = false) throws(DataFileError) -> String {
        guard let data = readFile(atPath: path) else { throw .unreadable }
        guard data.count <= ChartEngine.largestBlockBytes else { throw .tooLarge(data.count) }
        guard let text = String(validating: data, as: UTF8.self) else { throw .notUTF8 }
        return !asWritten && StructuredData.isStructured(path) ? try StructuredData.csv(from: text) : text
    }
}

/// A `data:` file named by a chart block read on its own (`site chart FILE`): next to that file,
/// with the limits and the messages of a build.
public func readDataFile(_ name: String, besideChartIn folder: URL) throws(DataFileError) -> String {
    let path = folder.appending(path: name).path
    guard realPath(path) != nil else { throw .missing }
    let locator = DataFileLocator(postFolder: folder.path + "/", siteRoot: folder.path + "/")
    return try locator.read(atResolvedPath: path)
}

/// Why a `data:` file was not read, in words for the chart's error message.
public enum DataFileError: Error, CustomStringConvertible {
    case missing, unreadable, notUTF8
    case tooLarge(Int)
    case outside(String)
    /// A JSON or YAML file that holds no table, or does not parse: what is wrong and where.
    case structure(String)

    public var description: String {
        switch self {
        case .missing: "there is no such file; the path is relative to the post (or, starting with '/', to the site's folder, or its static/ or content/ as the published site's address)"
        case .unreadable: "the file cannot be read (check its permissions)"
        case .notUTF8: "the file is not UTF-8 text (save it as UTF-8 CSV)"
        case .tooLarge(let bytes):
            "the file is \(bytes / 1_048_576) MB and data files over 1 MB are not drawn; keep the rows a reader can take in"
        case .structure(let problem): problem
        case .outside(let real):
            "it is \(real), outside the site's content/, data/ and static/ folders, which is never read into the site; move the file next to the post or into data/"
        }
    }
}
