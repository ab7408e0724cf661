/// Docsy's `imgproc` call read: `{{< imgproc sunset Fill "600x300" >}}` names the image of the
/// page's bundle whose file name holds `sunset` (Hugo's `**sunset*`), and how Hugo would process
/// it. No image is resized: the theme shows the original at that size, cropped by the browser
/// (`object-fit: cover`) for Fill and Crop, whole (`contain`) for Fit, in proportion for Resize.
struct DocsyImage {
    var file: String
    var width: String
    var height: String
    var fit: String

    /// Nil when the call names no word or no image of the bundle holds it.
    init?(_ call: ShortcodeCall, bundleFiles: () -> [String]) {
        guard let word = call.positional.first, !word.isEmpty else { return nil }
        let images = bundleFiles().filter { path in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let dot = name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
            return Self.imageExtensions.contains(dot) && name.contains(word)
        }
        guard let file = images.first else { return nil }
        self.file = file
        let process = call.positional.count > 1 ? call.positional[1].lowercased() : ""
        let size = call.positional.count > 2 ? call.positional[2] : ""
        // `600x300`, `600x` or `x300`, and any options after a blank (`Fill "600x300 Center"`).
        let bounds = (size.split(separator: " ").first ?? "").lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let number = { (text: Substring?) in text.flatMap { Int($0) }.map(String.init) ?? "" }
        width = number(bounds.first)
        height = bounds.count > 1 ? number(bounds[1]) : ""
        fit = ["fill", "crop"].contains(process) ? "cover" : process == "fit" ? "contain" : ""
    }

    /// The parameters the theme's imgproc reads: `src`, `width`, `height`, `fit`.
    var parameters: [(key: String, value: String)] {
        [("src", file), ("width", width), ("height", height), ("fit", fit)].filter { !$0.value.isEmpty }
    }

    private static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "gif", "webp", "avif", "svg"]
}
