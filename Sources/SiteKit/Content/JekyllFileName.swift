/// The date and slug of a dated file name: Jekyll's `2026-03-14-my-post` or Zola's
/// `2026-03-14_my-post` → ("2026-03-14", "my-post").
func splitJekyllFileName(_ stem: String) -> (date: String, slug: String)? {
    let bytes = Array(stem.utf8)
    guard bytes.count > 11, bytes[10] == UInt8(ascii: "-") || bytes[10] == UInt8(ascii: "_"), bytes[4] == UInt8(ascii: "-"),
        bytes[7] == UInt8(ascii: "-")
    else { return nil }
    for position in [0, 1, 2, 3, 5, 6, 8, 9] where !(48...57).contains(bytes[position]) {
        return nil
    }
    return (String(decoding: bytes[0..<10], as: UTF8.self), String(decoding: bytes[11...], as: UTF8.self))
}
