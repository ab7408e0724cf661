import Foundation

/// A file a page brings with it, written in the page's folder (a notebook's plot).
struct PageFile: Sendable, Equatable {
    /// The file's name in the page's folder: `notebook-3f2a9c1d5e7b8a60.png`.
    var name: String
    var bytes: Data

    /// Where each file goes below the output folder: in the folder of the page's file
    /// (`posts/x/` beside `posts/x/index.html`, `2019/03/` beside `2019/03/title.html`).
    static func paths(sitePath: String, files: [PageFile]) -> [String] {
        guard !files.isEmpty else { return [] }
        let folder = outputFolderAndName(sitePath).folder
        return files.map { folder + $0.name }
    }
}

/// A name for bytes that stays the same from build to build: their 64-bit FNV-1a hash in hex.
enum ContentName {
    static func hex(of bytes: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
