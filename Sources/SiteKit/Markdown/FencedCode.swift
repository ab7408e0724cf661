/// `code` as a fenced code block in `language`: a fence of backticks longer than any run in the
/// code (at least three), the code on the lines between, no newline after the closing fence.
/// What a tag or a notebook brings in as code is written so, whatever its backticks.
func fencedCode(_ code: some Collection<UInt8>, language: String) -> [UInt8] {
    var longest = 0
    var run = 0
    for byte in code {
        run = byte == UInt8(ascii: "`") ? run + 1 : 0
        longest = max(longest, run)
    }
    let fence = Array(repeating: UInt8(ascii: "`"), count: max(3, longest + 1))
    var out = fence + Array(language.utf8)
    if code.first != UInt8(ascii: "\n"), code.first != UInt8(ascii: "\r") { out.append(UInt8(ascii: "\n")) }
    out += code
    if let last = out.last, last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
    return out + fence
}
