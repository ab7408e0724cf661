import Foundation

/// Quarto's frozen results: a blog that runs its code once keeps what the code printed and drew in
/// `_freeze/<post path without extension>/execute-results/html.json`, the post's Markdown with the
/// outputs in it. With that folder beside `content/`, a `.qmd` post shows its outputs; without it,
/// its code.
enum QuartoFreeze {
    /// The frozen Markdown of a `.qmd` or `.Rmd` file, or nil when there is none (or it cannot be read).
    static func markdown(for file: ContentFile) -> String? {
        guard file.isCodeDocument else { return nil }
        let folder = file.folder.isEmpty ? "" : file.folder + "/"
        guard let data = readFile(atPath: file.siteRootPath + "_freeze/" + folder + file.fullStem + "/execute-results/html.json"),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let result = root["result"] as? [String: Any], let markdown = result["markdown"] as? String
        else { return nil }
        return markdown
    }
}
