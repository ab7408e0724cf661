/// A short text assembled byte by byte in stack memory, then made into one `String`: cheaper
/// than growing a `String` piece by piece. Every append checks the room it was given.
struct TextBytes {
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    /// Runs `body` with room for `capacity` bytes and returns what it wrote as a `String`.
    static func build(capacity: Int, _ body: (inout TextBytes) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { storage in
            var text = TextBytes(storage: storage)
            body(&text)
            return String(decoding: UnsafeBufferPointer(rebasing: storage[..<text.count]), as: UTF8.self)
        }
    }

    private init(storage: UnsafeMutableBufferPointer<UInt8>) {
        self.storage = storage
    }

    mutating func append(_ byte: UInt8) {
        precondition(count < storage.count, "TextBytes: more bytes than its capacity")
        storage[count] = byte
        count += 1
    }

    mutating func append(_ text: String) {
        for byte in text.utf8 { append(byte) }
    }

    mutating func append(_ text: StaticString) {
        precondition(count + text.utf8CodeUnitCount <= storage.count, "TextBytes: more bytes than its capacity")
        for index in 0..<text.utf8CodeUnitCount { storage[count + index] = text.utf8Start[index] }
        count += text.utf8CodeUnitCount
    }
}
