extension Sequence<UInt8> {
    /// The first `count` bytes, each with 0x20 set (lowercase, for ASCII letters), as one number: a
    /// word's start compared with a few known ones without copying the text; nil when there are fewer.
    func leadingKey(_ count: Int) -> UInt32? {
        var key: UInt32 = 0, taken = 0
        for byte in self {
            key = key << 8 | UInt32(byte | 0x20)
            taken += 1
            if taken == count { return key }
        }
        return nil
    }
}
