extension UInt8 {
    /// Whether the byte is ASCII punctuation, the characters a backslash escapes in CommonMark.
    var isASCIIPunctuation: Bool {
        (0x21...0x2F).contains(self) || (0x3A...0x40).contains(self) || (0x5B...0x60).contains(self) || (0x7B...0x7E).contains(self)
    }
}
