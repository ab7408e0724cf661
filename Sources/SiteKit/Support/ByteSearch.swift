#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension String {
    /// The UTF-8 offset of the first `target` at or after `start`, compared byte for byte; nil when
    /// there is none. Foundation's `range(of:)` goes through UTF-16 and showed in a profile at 20 %;
    /// libc's `memmem` skips ahead by more than a byte where a search for the first byte stops at
    /// every `<` of a page.
    func utf8Offset(of target: String, from start: Int = 0) -> Int? {
        var target = target
        var text = self
        return text.withUTF8 { bytes -> Int? in
            guard start <= bytes.count else { return nil }
            return target.withUTF8 { needle -> Int? in
                guard needle.count > 0 else { return start }
                guard let base = bytes.baseAddress, let first = needle.baseAddress, needle.count <= bytes.count - start,
                    let hit = memmem(base + start, bytes.count - start, first, needle.count)
                else { return nil }
                return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            }
        }
    }

    /// The text between two UTF-8 offsets.
    func utf8Slice(_ range: Range<Int>) -> Substring {
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return self[start..<utf8.index(start, offsetBy: range.count)]
    }
}

extension Array where Element == UInt8 {
    /// The offset of the first `needle` at or after `start`; nil when there is none. memmem, as for strings.
    func offset(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard start <= count, !needle.isEmpty, needle.count <= count - start else { return nil }
        return withUnsafeBytes { bytes -> Int? in
            needle.withUnsafeBytes { wanted -> Int? in
                guard let base = bytes.baseAddress, let first = wanted.baseAddress,
                    let hit = memmem(base + start, count - start, first, needle.count)
                else { return nil }
                return UnsafeRawPointer(hit) - base
            }
        }
    }
}

/// glibc's `memmem`, which Swift's Glibc module leaves out (it is a GNU extension; macOS has it too).
@_silgen_name("memmem")
private func memmem(
    _ haystack: UnsafeRawPointer, _ haystackLength: Int, _ needle: UnsafeRawPointer, _ needleLength: Int
) -> UnsafeMutableRawPointer?
