/// Escaped markup made once per chart and copied into every width's SVG: each mark's name,
/// say, which the narrow and the wide drawing both carry.
struct MarkupPieces: Sendable {
    private var bytes: [UInt8] = []
    /// Where each piece ends in `bytes`.
    private var ends: [Int] = []
    private var isASCII = true

    /// No pieces.
    init() {}

    /// The pieces `write` makes for 0..<count, each written into the writer it is handed.
    init(count: Int, bytesEach: Int = 32, _ write: (Int, inout SVGWriter) -> Void) {
        var writer = SVGWriter(capacity: count * bytesEach)
        ends.reserveCapacity(count)
        for index in 0..<count {
            write(index, &writer)
            ends.append(writer.byteCount)
        }
        (bytes, isASCII) = writer.bytes
    }

    var count: Int { ends.count }

    /// Copies piece `index` into `svg`.
    func write(_ index: Int, into svg: inout SVGWriter) {
        let start = index == 0 ? 0 : ends[index - 1]
        bytes.withUnsafeBufferPointer { all in
            svg.append(markup: UnsafeBufferPointer(rebasing: all[start..<ends[index]]), isASCII: isASCII)
        }
    }
}
