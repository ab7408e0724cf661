import CHighlight
import Foundation

/// Highlights code through GNU source-highlight: the language files it ships, and ours for
/// the languages it lacks (written once per process to a folder of their own).
enum CodeHighlighter {
    /// The HTML of `code` with token spans (`<span class="hl-keyword">`), or nil when the fence
    /// word names no language either knows or the library fails.
    static func html(_ code: String, language word: String) -> String? {
        guard let (folder, file) = languageFile(for: word.lowercased()) else { return nil }
        var code = code
        let result = code.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                site_highlight(chars.baseAddress, chars.count, folder, file)
            }
        }
        defer {
            site_highlight_free(result.html)
            site_highlight_free(result.error)
        }
        return result.html.map { String(cString: $0) }
    }

    /// How many regex scratch blocks this thread took from its own store (`regex_blocks.cpp`):
    /// more than none once it has highlighted, unless Boost's shared store is used instead.
    static var regexBlocksServedOnThisThread: Int { site_highlight_blocks_served_on_this_thread() }

    /// The folder and the file of the language a fence word names.
    static func languageFile(for word: String) -> (String, String)? {
        guard !word.isEmpty, word.utf8.allSatisfy({ $0 > 32 && $0 != UInt8(ascii: "/") }) else { return nil }
        if let own = OwnLanguage.all.first(where: { $0.names.contains(word) }), let folder = ownFolder {
            return (folder, own.file)
        }
        guard let file = site_highlight_language_file(libraryFolder, aliases[word] ?? word) else { return nil }
        defer { site_highlight_free(file) }
        return (libraryFolder, String(cString: file))
    }

    /// Fence words bloggers write that the library's lang.map lacks, as a word it knows.
    private static let aliases = [
        "rust": "rs", "jsx": "js", "c++": "cpp", "make": "makefile", "ocaml": "caml", "scss": "css", "console": "sh", "phtml": "php3",
    ]

    private static let libraryFolder: String = {
        guard let folder = site_highlight_default_folder() else { return "/usr/share/source-highlight" }
        defer { site_highlight_free(folder) }
        return String(cString: folder)
    }()

    /// Our language files, written to a temporary folder named after their contents, so every
    /// process of the same version shares one and a new version gets its own.
    private static let ownFolder: String? = {
        let contents = OwnLanguage.all.map { $0.file + "\n" + $0.definition }.joined(separator: "\n")
        let name = "site-languages-\(String(stableHash(contents), radix: 16))"
        let temporary = FileManager.default.temporaryDirectory
        let folder = temporary.appending(path: name)
        if FileManager.default.fileExists(atPath: folder.appending(path: OwnLanguage.all.last!.file).path) {
            return folder.path
        }
        // Written beside it, then renamed into place in one step, so no process reads a half-written file.
        let staging = temporary.appending(path: "\(name)-\(getpid())")
        let writer = FileWriter(folder: staging)
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            for language in OwnLanguage.all { try writer.write(language.definition + "\n", to: language.file) }
        } catch {
            return nil
        }
        if rename(staging.path, folder.path) != 0 { _ = try? FileManager.default.removeItem(at: staging) }
        return FileManager.default.fileExists(atPath: folder.path) ? folder.path : nil
    }()

    /// FNV-1a over the bytes: the same in every process (Swift's `Hasher` is seeded per process).
    private static func stableHash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
}
