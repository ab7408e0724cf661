/// A growable run of bytes written through a raw pointer: the many tiny appends of a chart
/// cost a store each instead of an `Array` uniqueness and capacity check.
final class ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// The spans written with bytes ≥ 0x80, in order, near ones joined. `String` checks a run of
    /// ASCII eight bytes at a time but any run holding one other byte byte by byte, so each
    /// span is handed to it alone, and the ASCII between them goes the fast way.
    private var nonASCII: [Range<Int>] = []

    init(capacity: Int) {
        self.capacity = max(64, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Appends one ASCII byte.
    @inline(__always) func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Lets `body` write up to `maximumCount` ASCII bytes in place; it returns how many it wrote.
    @inline(__always) func write(maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count + maximumCount > capacity { grow(to: count + maximumCount) }
        let written = body(base + count)
        precondition(written <= maximumCount, "wrote past the room asked for")
        count += written
    }

    /// Appends one byte of a multi-byte UTF-8 sequence.
    func appendNonASCII(_ byte: UInt8) {
        noteNonASCII(from: count, to: count + 1)
        append(byte)
    }

    /// Appends valid UTF-8; `isASCII` false when it may hold bytes ≥ 0x80.
    @inline(__always) func append(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if !isASCII { noteNonASCII(from: count, to: count + bytes.count) }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    private func noteNonASCII(from start: Int, to end: Int) {
        // Writes only move forward, so a new span starts at or after the last one. Spans less
        // than a few hundred bytes apart are joined: each piece costs an append of its own.
        if let last = nonASCII.last, start - last.upperBound < 256 || nonASCII.count == 16 {
            nonASCII[nonASCII.count - 1] = last.lowerBound..<max(last.upperBound, end)
        } else {
            nonASCII.append(start..<end)
        }
    }

    /// The bytes as a `String` (they are always valid UTF-8: whole strings and ASCII).
    var string: String {
        guard let first = nonASCII.first else { return string(0..<count, capacity: count) }
        // The first piece reserves room for all; the others are appended without a copy of the whole.
        var result = string(0..<first.lowerBound, capacity: count)
        var done = first.lowerBound
        for span in nonASCII {
            if done < span.lowerBound { result += string(done..<span.lowerBound, capacity: span.lowerBound - done) }
            result += string(span, capacity: span.count)
            done = span.upperBound
        }
        if done < count { result += string(done..<count, capacity: count - done) }
        return result
    }

    /// The bytes as an array, and whether they are all ASCII.
    var bytes: (bytes: [UInt8], isASCII: Bool) {
        (Array(UnsafeBufferPointer(start: base, count: count)), nonASCII.isEmpty)
    }

    /// Appends a copy of another buffer's bytes in `range`.
    func append(copyOf range: Range<Int>, in other: ByteBuffer) {
        guard !range.isEmpty else { return }
        let isASCII = !other.nonASCII.contains { $0.overlaps(range) }
        append(UnsafeBufferPointer(start: other.base + range.lowerBound, count: range.count), isASCII: isASCII)
    }

    private func string(_ range: Range<Int>, capacity: Int) -> String {
        String(unsafeUninitializedCapacity: capacity) { target in
            _ = target.initialize(from: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
            return range.count
        }
    }

    private func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
