/// Ids that stay the same from build to build: `c-` and the FNV-1a hash of the block's seed.
enum StableID {
    static func id(for seed: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in seed.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = Array("c-".utf8)
        for shift in stride(from: 28, through: 0, by: -4) {
            bytes.append(digits[Int(hash >> UInt32(shift) & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
