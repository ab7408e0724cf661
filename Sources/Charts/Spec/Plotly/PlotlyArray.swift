import Foundation

extension JSON5Value {
    /// A Plotly array: a list, or the typed array plotly.py 6 writes for a NumPy or pandas column,
    /// `{"dtype": "f8", "bdata": "<base64 of little-endian numbers>"}`; nil for anything else.
    var plotlyList: [JSON5Value]? {
        if let list { return list }
        guard let type = self["dtype"]?.text, let encoded = self["bdata"]?.text, let size = Self.typedArraySizes[type],
            let bytes = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters), bytes.count % size == 0
        else { return nil }
        return bytes.withUnsafeBytes { raw in
            stride(from: 0, to: raw.count, by: size).map { offset in
                let number: Double =
                    switch type {
                    case "f8": Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                    case "f4": Double(Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))))
                    case "i1": Double(raw.loadUnaligned(fromByteOffset: offset, as: Int8.self))
                    case "u1": Double(raw.loadUnaligned(fromByteOffset: offset, as: UInt8.self))
                    case "i2": Double(Int16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int16.self)))
                    case "u2": Double(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
                    case "i4": Double(Int32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)))
                    default: Double(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                    }
                // NaN is a gap, as Plotly draws it.
                return number.isNaN ? .null : .number(number)
            }
        }
    }

    /// The bytes of each element of the typed arrays Plotly reads.
    private static let typedArraySizes = ["f8": 8, "f4": 4, "i1": 1, "u1": 1, "i2": 2, "u2": 2, "i4": 4, "u4": 4]
}
