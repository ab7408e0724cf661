import Foundation

/// A short stand-in for a run of bytes: equal bytes give equal fingerprints within one process.
///
/// The length plus a 64-bit SipHash makes two different texts of one file agree by chance about
/// once in 2^64 edits; the cache lives only as long as the preview, so the per-process seed is fine.
struct Fingerprint: Hashable, Sendable {
    var count: Int
    var hash: Int

    init(_ bytes: UnsafeRawBufferPointer) {
        var hasher = Hasher()
        hasher.combine(bytes: bytes)
        count = bytes.count
        hash = hasher.finalize()
    }

    init(_ text: String) {
        var text = text
        self = text.withUTF8 { Fingerprint(UnsafeRawBufferPointer($0)) }
    }

    init(_ data: Data) {
        self = data.withUnsafeBytes { Fingerprint($0) }
    }

    /// The fingerprint of a file's bytes now, or nil when it cannot be read.
    static func ofFile(atPath path: String) -> Fingerprint? {
        readFile(atPath: path).map(Fingerprint.init)
    }
}
