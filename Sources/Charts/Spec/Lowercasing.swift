extension StringProtocol {
    /// `lowercased()` with a fast path for short ASCII text, which every key and keyword is.
    func lowercasedWord() -> String {
        let count = utf8.count
        guard count <= 64, utf8.allSatisfy({ $0 < 0x80 }) else { return lowercased() }
        return TextBytes.build(capacity: count) { text in
            for byte in utf8 { text.append(byte >= 65 && byte <= 90 ? byte + 32 : byte) }
        }
    }
}
