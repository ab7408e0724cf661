/// Zola's way to show a call in a post: `{{/* youtube(id="x") */}}` is shown as
/// `{{ youtube(id="x") }}`, and `{%/* quote() */%}` … `{%/* end */%}` as `{% quote() %}` …
/// `{% end %}`, in code and in text alike. Only what has a call's shape is unescaped: a Go
/// template's comment (`{{/* a note */}}` in a Hugo post's code) stays as written.
enum ZolaEscapes {
    /// The escaped call that starts at `start` (at `{{/*` or `{%/*`), as it is shown, and where
    /// the text goes on after it; nil when none starts there.
    static func call(in text: ArraySlice<UInt8>, at start: Int) -> (shown: [UInt8], end: Int)? {
        guard start + 4 < text.endIndex, text[start] == UInt8(ascii: "{"),
            text[start + 2] == UInt8(ascii: "/"), text[start + 3] == UInt8(ascii: "*")
        else { return nil }
        let kind = text[start + 1]
        guard kind == UInt8(ascii: "{") || kind == UInt8(ascii: "%") else { return nil }
        let close: [UInt8] = kind == UInt8(ascii: "{") ? Array("*/}}".utf8) : Array("*/%}".utf8)
        var end = start + 4
        while end + close.count <= text.endIndex {
            if text[end] == UInt8(ascii: "\n") { return nil }
            if text[end..<end + close.count].elementsEqual(close) { break }
            end += 1
        }
        guard end + close.count <= text.endIndex else { return nil }
        let inner = text[start + 4..<end]
        guard hasCallShape(inner, allowsEnd: kind == UInt8(ascii: "%")) else { return nil }
        return ([UInt8(ascii: "{"), kind] + inner + [close[2], close[3]], end + close.count)
    }

    /// The bytes with every escaped call shown; nil when they hold none.
    static func unescaped(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        var copied = bytes.startIndex
        var index = bytes.startIndex
        while index + 4 < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "{"), bytes[index + 2] == UInt8(ascii: "/"), let found = call(in: bytes, at: index) {
                out += bytes[copied..<index]
                out += found.shown
                index = found.end
                copied = index
            } else {
                index += 1
            }
        }
        guard copied != bytes.startIndex else { return nil }
        out += bytes[copied...]
        return out
    }

    /// `name(…)` with spaces around it, or `end` in a statement.
    private static func hasCallShape(_ inner: ArraySlice<UInt8>, allowsEnd: Bool) -> Bool {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let trimmed = inner.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        if allowsEnd, trimmed.elementsEqual("end".utf8) { return true }
        guard let open = trimmed.firstIndex(of: UInt8(ascii: "(")), open > trimmed.startIndex,
            trimmed.last == UInt8(ascii: ")")
        else { return false }
        return trimmed[..<open].allSatisfy { byte in
            (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == UInt8(ascii: "_")
        }
    }
}
