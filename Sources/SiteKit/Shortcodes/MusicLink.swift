/// LoveIt's and FixIt's `music` shortcode, an APlayer that a script fills in, as what a page
/// without script shows: an audio file it names (`url=`) plays in the theme's `<audio>`; a song,
/// an album or a playlist of a music service (`auto=` its address, or `server`, `type` and `id`,
/// by name or in that order) is a link to its page there.
struct MusicLink: Equatable {
    /// The page to listen on, and the words of its link.
    var url: String
    var text: String

    init?(_ call: ShortcodeCall) {
        if call.parameter("url") != nil { return nil }
        let first = call.parameter("auto", position: 0) ?? ""
        if first.contains("://") {
            guard let service = Self.services.first(where: { first.contains($0.host) }) else {
                self.init(url: first, text: "Listen to it")
                return
            }
            let kind = Self.kinds.first { first.contains($0) } ?? "song"
            self.init(url: first, text: "Listen to the \(kind) on \(service.name)")
            return
        }
        guard let server = call.parameter("server", position: 0)?.lowercased(), let id = call.parameter("id", position: 2),
            !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }),
            let service = Self.services.first(where: { $0.server == server })
        else { return nil }
        let type = call.parameter("type", position: 1)?.lowercased() ?? "song"
        guard let path = service.paths[type] else { return nil }
        self.init(url: service.address + path.replacingOccurrences(of: "ID", with: id), text: "Listen to the \(type) on \(service.name)")
    }

    private init(url: String, text: String) {
        self.url = url
        self.text = text
    }

    /// The services MetingJS reads that still answer, with their pages' addresses by kind.
    private static let services: [(server: String, host: String, name: String, address: String, paths: [String: String])] = [
        ("netease", "music.163.com", "NetEase Cloud Music", "https://music.163.com/#/",
         ["song": "song?id=ID", "playlist": "playlist?id=ID", "album": "album?id=ID", "artist": "artist?id=ID"]),
        ("tencent", "y.qq.com", "QQ Music", "https://y.qq.com/n/ryqq/",
         ["song": "songDetail/ID", "playlist": "playlist/ID", "album": "albumDetail/ID", "artist": "singer/ID"]),
    ]

    private static let kinds = ["playlist", "album", "artist", "song"]
}
