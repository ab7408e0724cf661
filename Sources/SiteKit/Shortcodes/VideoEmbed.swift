/// A YouTube or Vimeo video named by its URL, as al-folio's `{% include video.liquid path=… %}`
/// names it: the theme's `youtube` or `vimeo` shortcode shows it, not a `<video>` element.
struct VideoEmbed: Equatable {
    /// The shortcode that shows it: `youtube` or `vimeo`.
    var provider: String
    var id: String

    /// `https://www.youtube.com/embed/ID`, `…/watch?v=ID`, `https://youtu.be/ID`,
    /// `https://player.vimeo.com/video/ID?h=…`, `https://vimeo.com/ID`; nil for any other URL.
    init?(url: String) {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        let rest = url[schemeEnd.upperBound...]
        let host = rest.prefix { $0 != "/" }.lowercased()
        let path = rest.dropFirst(host.count)
        let bare = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
        let segments = path.split(separator: "?", maxSplits: 1).first.map { $0.split(separator: "/").map(String.init) } ?? []
        var found: (String, String)?
        switch bare {
        case "youtube.com", "m.youtube.com", "youtube-nocookie.com":
            if segments.count >= 2, segments[0] == "embed" || segments[0] == "shorts" || segments[0] == "live" {
                found = ("youtube", segments[1])
            } else if segments.first == "watch", let query = path.split(separator: "?", maxSplits: 1).dropFirst().first {
                let value = query.split(separator: "&").first { $0.hasPrefix("v=") }?.dropFirst(2)
                found = value.map { ("youtube", String($0)) }
            }
        case "youtu.be": found = segments.first.map { ("youtube", $0) }
        case "player.vimeo.com": found = segments.count >= 2 && segments[0] == "video" ? ("vimeo", segments[1]) : nil
        case "vimeo.com": found = segments.last.map { ("vimeo", $0) }
        default: break
        }
        guard let (provider, id) = found, !id.isEmpty,
            id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }),
            provider == "youtube" || id.allSatisfy(\.isNumber)
        else { return nil }
        self.provider = provider
        self.id = id
    }
}
