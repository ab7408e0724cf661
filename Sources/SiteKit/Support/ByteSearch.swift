#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Finds a short needle in text, the one byte search the build uses.
///
/// It looks for the needle's rarest byte with `memchr`, which reads 32 bytes an instruction or
/// so, and compares the whole needle only where that byte is. glibc's `memmem` hashes every byte
/// pair of the text instead: about five instructions a byte, a twentieth of a 10,000-post build
/// when each post was searched for a few needles. Foundation's `range(of:)` goes through UTF-16
/// and is slower still.
enum ByteSearch {
    /// The offset of the first `needle` in `text` at or after `start`; nil when there is none.
    /// An empty needle is found at `start`.
    static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let length = needle.count
        guard start >= 0, start <= text.count else { return nil }
        guard length > 0 else { return start }
        guard let base = text.baseAddress, let wanted = needle.baseAddress, length <= text.count - start else { return nil }
        // In a short text (most of cmark's text nodes) choosing costs more than it saves.
        let anchor = text.count - start > 256 ? rarestIndex(of: needle) : 0
        let anchorByte = Int32(wanted[anchor])
        // The anchor of a match starting at `candidate` is at `candidate + anchor`.
        var candidate = start
        let lastCandidate = text.count - length
        while candidate <= lastCandidate {
            guard let hit = memchr(base + candidate + anchor, anchorByte, lastCandidate - candidate + 1) else { return nil }
            let found = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - anchor
            if memcmp(base + found, wanted, length) == 0 { return found }
            candidate = found + 1
        }
        return nil
    }

    /// Where in `needle` the byte least likely in prose and markup is: the first of the rarest.
    private static func rarestIndex(of needle: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0
        var bestRank = UInt8.max
        for (index, byte) in needle.enumerated() {
            let rank = commonness(byte)
            if rank < bestRank {
                best = index
                bestRank = rank
            }
        }
        return best
    }

    /// How common a byte is in Markdown prose and HTML, 0 (rare) to 3 (most common).
    @inline(__always)
    private static func commonness(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "e"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "o"),
            UInt8(ascii: "i"), UInt8(ascii: "n"), UInt8(ascii: "s"), UInt8(ascii: "r"), UInt8(ascii: "h"):
            3
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "\n"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "="):
            2
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
            UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ":"), UInt8(ascii: "*"), UInt8(ascii: "#"):
            1
        default:
            0
        }
    }
}

extension String {
    /// The UTF-8 offset of the first `target` at or after `start`, compared byte for byte; nil when
    /// there is none.
    func utf8Offset(of target: String, from start: Int = 0) -> Int? {
        var target = target
        var text = self
        return text.withUTF8 { bytes in target.withUTF8 { ByteSearch.firstOffset(of: $0, in: bytes, from: start) } }
    }

    /// The text between two UTF-8 offsets.
    func utf8Slice(_ range: Range<Int>) -> Substring {
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return self[start..<utf8.index(start, offsetBy: range.count)]
    }
}

extension Array where Element == UInt8 {
    /// The offset of the first `needle` at or after `start`; nil when there is none (or the needle is empty).
    func offset(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty else { return nil }
        return withUnsafeBufferPointer { bytes in needle.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: bytes, from: start) } }
    }
}

extension ArraySlice where Element == UInt8 {
    /// Whether `needle` occurs in the slice, found with memchr and memcmp as `Array.offset(of:)` finds it.
    func contains(bytes needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { target in
            !target.isEmpty && withUnsafeBufferPointer { bytes in ByteSearch.firstOffset(of: target, in: bytes) != nil }
        }
    }
}
