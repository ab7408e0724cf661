import Foundation

/// Pelican's `{% notebook path [cells[start:end]] %}` (liquid_tags): a Jupyter notebook shown in
/// the post, as `Notebook` reads one, its path from the site's `content/` folder (or the post's).
struct NotebookTag: Equatable {
    var path: String
    /// The cells to show, Python's slice: `cells[2:]`, `cells[:5]`, `cells[1:-1]`.
    var start: Int?
    var end: Int?

    /// The tag's words, or nil when they name no `.ipynb` file.
    init?(_ argument: String) {
        let words = argument.split(whereSeparator: \.isWhitespace)
        guard let file = words.first, file.lowercased().hasSuffix(".ipynb") else { return nil }
        path = String(file)
        guard let slice = words.dropFirst().first(where: { $0.hasPrefix("cells[") && $0.hasSuffix("]") }) else { return }
        let bounds = slice.dropFirst("cells[".count).dropLast().split(separator: ":", omittingEmptySubsequences: false)
        guard bounds.count == 2 else { return nil }
        start = Int(bounds[0].trimmingSpaces())
        end = Int(bounds[1].trimmingSpaces())
    }

    /// The range the slice picks among `count` cells (negative bounds count from the end).
    func cells(of count: Int) -> Range<Int>? {
        guard start != nil || end != nil else { return nil }
        func resolved(_ bound: Int?, _ fallback: Int) -> Int {
            guard let bound else { return fallback }
            return min(count, max(0, bound < 0 ? count + bound : bound))
        }
        let lower = resolved(start, 0), upper = resolved(end, count)
        return lower..<max(lower, upper)
    }

    /// The notebook's cells as Markdown, or why it cannot be shown.
    func markdown(locator: DataFileLocator) -> Result<String, NotebookProblem> {
        // From content/, or static/ where an import puts an old site's assets/; else beside the post.
        let candidates = path.hasPrefix("/") ? [path] : ["/content/" + path, "/static/" + path, path]
        guard let resolved = locator.firstPath(of: candidates) else {
            return .failure(NotebookProblem("there is no notebook \(path) in content/ or static/ (nor beside the post); copy it there"))
        }
        guard let data = readFile(atPath: resolved) else { return .failure(NotebookProblem("\(path) cannot be read (check its permissions)")) }
        guard data.count <= largestMarkdownFile else {
            return .failure(NotebookProblem("\(path) is \(data.count / 1_048_576) MB; notebooks over \(largestMarkdownFile / 1_048_576) MB are not shown"))
        }
        do throws(NotebookProblem) {
            let notebook = try Notebook(json: data)
            return .success(notebook.bodyMarkdown(cells: cells(of: notebook.cells.count)))
        } catch {
            return .failure(error)
        }
    }
}
