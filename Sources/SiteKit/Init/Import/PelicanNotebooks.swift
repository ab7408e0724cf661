import Foundation

/// pelican-ipynb's notebooks (`MARKUP = ('md', 'ipynb')`): each notebook among the articles is a
/// post, its metadata in a file beside it (`post.nbdata`, or `post.ipynb-meta` as older versions
/// named it) written as a Markdown post's `Title:` lines. The new site gets the notebook with those
/// lines as its first cell, which the build reads as a post's; `Subcells: [1, None]` keeps only
/// those cells, as the plugin does.
enum PelicanNotebooks {
    static let metadataSuffixes = [".nbdata", ".ipynb-meta"]

    /// The metadata file beside a notebook (`a.ipynb` → `a.nbdata`): its path below `folder`, or nil.
    static func metadataFile(of notebook: String, in folder: URL) -> String? {
        let stem = notebook.dropLast(".ipynb".count)
        return metadataSuffixes.lazy.map { stem + $0 }.first { FileManager.default.fileExists(atPath: folder.appending(path: $0).path) }
    }

    /// The notebook's JSON with `metadata` as its first cell, its cells cut to `Subcells`; nil when
    /// the JSON is no notebook.
    static func notebook(_ json: Data, withMetadata metadata: String) -> Data? {
        guard var notebook = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] else { return nil }
        var lines = metadata.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.trimmingCharacters(in: ["\r"])) }
        // The lines up to the first blank one are the metadata, as in a Markdown post.
        if let blank = lines.firstIndex(where: { $0.trimmingSpaces().isEmpty }) { lines.removeSubrange(blank...) }
        var range: (Int?, Int?) = (nil, nil)
        if let index = lines.firstIndex(where: { $0.lowercased().hasPrefix("subcells:") }) {
            range = subcells(String(lines[index].dropFirst("subcells:".count)))
            lines.remove(at: index)
        }
        let cell: [String: Any] = ["cell_type": "raw", "metadata": [String: Any](), "source": lines.joined(separator: "\n")]
        func withCell(_ cells: [Any]) -> [Any] {
            let start = range.0.map { $0 < 0 ? max(cells.count + $0, 0) : min($0, cells.count) } ?? 0
            let end = range.1.map { $0 < 0 ? max(cells.count + $0, 0) : min($0, cells.count) } ?? cells.count
            return [cell] + (start < end ? Array(cells[start..<end]) : [])
        }
        if let cells = notebook["cells"] as? [Any] {
            notebook["cells"] = withCell(cells)
        } else if var worksheets = notebook["worksheets"] as? [[String: Any]], let cells = worksheets.first?["cells"] as? [Any] {
            // nbformat 3: the cells of the first worksheet.
            worksheets[0]["cells"] = withCell(cells)
            notebook["worksheets"] = worksheets
        } else {
            return nil
        }
        return try? JSONSerialization.data(withJSONObject: notebook, options: [.sortedKeys, .withoutEscapingSlashes])
    }

    /// `[1, None]`, Python's slice of the cells: its start and end, None for either end.
    private static func subcells(_ written: String) -> (Int?, Int?) {
        let parts = written.trimmingSpaces().trimmingCharacters(in: ["[", "]", "(", ")"]).split(separator: ",").map { $0.trimmingSpaces() }
        guard parts.count == 2 else { return (nil, nil) }
        return (Int(parts[0]), Int(parts[1]))
    }
}
