/// Ids that stay the same from build to build: `c-` and the FNV-1a hash of the block's seed.
enum StableID {
    static func id(for seed: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in seed.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let digits: StaticString = "0123456789abcdef"
        var id = TextBytes()
        id.append("c-")
        for shift in stride(from: 28, through: 0, by: -4) {
            id.append(digits.utf8Start[Int(hash >> UInt32(shift) & 0xF)])
        }
        return id.string
    }
}
