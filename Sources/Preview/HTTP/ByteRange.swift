/// What a `Range` header asks of a body of `length` bytes (RFC 9110 §14): one range is served
/// as 206, one past the end is 416, anything else (several ranges, another unit, nonsense) is
/// ignored and the whole body served, as the RFC allows.
enum ByteRangeAnswer: Equatable {
    case whole
    case part(ClosedRange<Int>)
    case unsatisfiable

    init(header: String?, length: Int) {
        guard let header, header.hasPrefix("bytes="), !header.contains(",") else {
            self = .whole
            return
        }
        let spec = header.dropFirst("bytes=".count).filter { $0 != " " }
        guard let dash = spec.firstIndex(of: "-") else {
            self = .whole
            return
        }
        let first = spec[..<dash], last = spec[spec.index(after: dash)...]
        switch (Int(first), Int(last)) {
        case (nil, let suffix?) where first.isEmpty:
            // The last `suffix` bytes.
            self = suffix == 0 || length == 0 ? .unsatisfiable : .part(max(0, length - suffix)...(length - 1))
        case (let start?, nil) where last.isEmpty:
            self = start >= length ? .unsatisfiable : .part(start...(length - 1))
        case (let start?, let end?) where start <= end:
            self = start >= length ? .unsatisfiable : .part(start...min(end, length - 1))
        default:
            self = .whole
        }
    }
}
