extension StringProtocol {
    /// `lowercased()` with a fast path for ASCII text, which every key and keyword is.
    func lowercasedWord() -> String {
        let ascii: String?? = utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            // Keys are usually written in lowercase already: then no byte changes.
            guard bytes.contains(where: { $0 >= 65 && $0 <= 90 }) else { return String(decoding: bytes, as: UTF8.self) }
            return String(decoding: bytes.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
        }
        return (ascii ?? nil) ?? lowercased()
    }
}
