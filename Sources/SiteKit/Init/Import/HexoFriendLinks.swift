import Foundation

/// Butterfly's page of friends' blogs: a page of `type: link` whose links the theme draws from
/// `source/_data/link.yml`, a list of groups (`class_name`, `class_desc`, `link_list` of `name`,
/// `link`, `descr`, `avatar`). The import writes the groups into the page as Markdown, before the
/// page's own text as Butterfly shows them, so the links are not lost with the theme.
enum HexoFriendLinks {
    /// The pages of `type: link` directly below `source` (as `link/index.md` is), by their path in
    /// the old site, each with its text and the links written in; none when the site has no links file.
    static func pages(in folder: URL, source: String) -> [(path: String, text: String)] {
        let prefix = source.isEmpty ? "" : source + "/"
        guard let data = readFile(atPath: folder.appending(path: prefix + "_data/link.yml").path),
            let groups = try? parseYAML(String(decoding: data, as: UTF8.self)),
            let links = markdown(of: groups)
        else { return [] }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.appending(path: source).path)) ?? []
        return children.sorted().compactMap { child in
            guard !child.hasPrefix("_"), !child.hasPrefix(".") else { return nil }
            let path = prefix + child + "/index.md"
            guard let page = readFile(atPath: folder.appending(path: path).path) else { return nil }
            let text = String(decoding: page, as: UTF8.self)
            let split = frontMatterAndBody(of: text)
            guard split.frontMatter?["type"]?.scalarText == "link" else { return nil }
            let body = split.body.drop { $0 == "\n" || $0 == "\r" }
            let head = text[..<split.body.startIndex]
            return (path, head + "\n" + links.trimmingSpaces() + "\n" + (body.isEmpty ? "" : "\n" + body))
        }
    }

    /// The groups as Markdown: each group's name a heading, its description a paragraph, its links a
    /// list (a link's description after it); nil when the file holds no link.
    static func markdown(of groups: YAMLNode) -> String? {
        guard case .sequence(let items) = groups.value else { return nil }
        var text = ""
        for group in items {
            guard case .sequence(let entries)? = group["link_list"]?.value else { continue }
            let lines: [String] = entries.compactMap { entry in
                guard let address = entry["link"]?.scalarText?.trimmingSpaces(), !address.isEmpty else { return nil }
                let name = entry["name"]?.scalarText?.trimmingSpaces() ?? ""
                let destination = address.contains(where: { " ()<>".contains($0) }) ? "<\(address.replacingOccurrences(of: ">", with: "%3E"))>" : address
                let description = entry["descr"]?.scalarText?.trimmingSpaces() ?? ""
                return "- [\((name.isEmpty ? address : name).markdownEscaped)](\(destination))" + (description.isEmpty ? "" : ": " + description.markdownEscaped)
            }
            guard !lines.isEmpty else { continue }
            if let title = group["class_name"]?.scalarText?.trimmingSpaces(), !title.isEmpty { text += "## \(title.markdownEscaped)\n\n" }
            if let about = group["class_desc"]?.scalarText?.trimmingSpaces(), !about.isEmpty { text += about.markdownEscaped + "\n\n" }
            text += lines.joined(separator: "\n") + "\n\n"
        }
        return text.isEmpty ? nil : text
    }
}
