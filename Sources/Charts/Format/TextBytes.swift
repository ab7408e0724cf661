/// A short text assembled byte by byte on the stack, then made into one `String`: cheaper than
/// growing a `String` piece by piece. Numbers fit in the 64 inline bytes; a long unit spills
/// the rest into an array.
struct TextBytes {
    private static let inlineCapacity = 64
    private var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    private var count = 0
    private var overflow: [UInt8] = []

    mutating func append(_ byte: UInt8) {
        guard count < Self.inlineCapacity else {
            overflow.append(byte)
            return
        }
        let index = count
        withUnsafeMutableBytes(of: &inline) { $0[index] = byte }
        count += 1
    }

    mutating func append(_ text: String) {
        for byte in text.utf8 { append(byte) }
    }

    /// The bytes as a `String` (whole UTF-8 sequences are appended, so nothing is repaired).
    var string: String {
        withUnsafeBytes(of: inline) { bytes in
            let head = UnsafeRawBufferPointer(rebasing: bytes[..<count])
            // A spill may cut a character in two: decode the bytes as one run.
            return overflow.isEmpty ? String(decoding: head, as: UTF8.self) : String(decoding: Array(head) + overflow, as: UTF8.self)
        }
    }
}
