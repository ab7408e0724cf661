/// kramdown's comments, `{::comment}` … `{:/comment}` (or `{:/}`): text the author keeps out of the
/// page. They go before cmark reads the post, each line break kept so that later lines keep their
/// numbers; fenced code is left as written (a post about kramdown shows its syntax).
enum KramdownComments {
    static let opening = Array("{::comment}".utf8)
    static let closings = [Array("{:/comment}".utf8), Array("{:/}".utf8)]

    static func mayHold(_ text: String) -> Bool {
        text.utf8Offset(of: "{::comment}", from: 0) != nil
    }

    /// The text without its comments; a comment never closed runs to the end, as kramdown reads it.
    static func removed(from text: String) -> String {
        let bytes = Array(text.utf8)
        let fences = fencedCodeRanges(in: bytes)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == opening[0], bytes[index...].starts(with: opening), !fences.contains(where: { $0.contains(index) }) else {
                kept.append(bytes[index])
                index += 1
                continue
            }
            var end = bytes.count
            var search = index + opening.count
            while search < bytes.count {
                if let closing = closings.first(where: { bytes[search...].starts(with: $0) }) {
                    end = search + closing.count
                    break
                }
                search += 1
            }
            kept += bytes[index..<end].filter { $0 == UInt8(ascii: "\n") }
            index = end
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
