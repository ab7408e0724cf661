import CBibTeX
import Foundation
import Synchronization

/// One entry of a BibTeX file: `@article{gregor2015draw, title = {…}, …}`, its fields' text as
/// BibTeX reads it (macros expanded, `#` pasted), still TeX (see `TeXText`).
struct BibEntry: Sendable, Equatable {
    var key: String
    /// `article`, `inproceedings`, `misc`, … lowercased.
    var type: String
    /// Field names lowercased.
    var fields: [String: String]
    /// Each author (or, without authors, editor) as BibTeX splits the name.
    var authors: [PersonName]
}


/// Reads BibTeX files with btparse, one at a time: the library keeps its parser's state in globals.
/// Each entry is handed over on its own, and only when its braces and quotes close
/// (`BibTeXEntryTexts`): btparse aborts the process on some unclosed strings.
enum BibTeXFile {
    private static let lock = Mutex(false)

    /// The regular entries of the file at `path` (already found inside the site), and how many
    /// of its entries could not be read.
    static func entries(atPath path: String) -> (entries: [BibEntry], unreadable: Int) {
        lock.withLock { _ in
            // A file that ends inside a string leaves the lexer's state behind: each file starts afresh.
            bt_initialize()
            defer { bt_cleanup() }
            return withStandardErrorSilenced { read(path) }
        }
    }

    private static func read(_ path: String) -> (entries: [BibEntry], unreadable: Int) {
        guard let data = readFile(atPath: path) else { return ([], 0) }
        let (texts, malformed) = BibTeXEntryTexts.split(Array(data))
        var entries: [BibEntry] = []
        var unreadable = malformed
        // Macros (`@string`) of one file are not another's.
        defer { bt_delete_all_macros() }
        // btparse wants mutable strings; the copies live until the loop ends.
        var name = Array(path.utf8CString)
        for text in texts {
            // btparse passes the text around a syntax error to printf as its format: a `%` would
            // be read as a conversion (`%n` aborts the process). It goes over as a character no
            // BibTeX file holds, and comes back.
            var entryText: [CChar] = []
            entryText.reserveCapacity(text.bytes.count + 1)
            for byte in text.bytes {
                if byte == UInt8(ascii: "%") { entryText += Self.percentStandIn } else { entryText.append(CChar(bitPattern: byte)) }
            }
            entryText.append(0)
            var status: boolean = 0
            let parsed = entryText.withUnsafeMutableBufferPointer { entryText in
                name.withUnsafeMutableBufferPointer { bt_parse_entry_s(entryText.baseAddress, $0.baseAddress, Int32(text.line), 0, &status) }
            }
            guard let entry = parsed else {
                unreadable += 1
                continue
            }
            defer { bt_free_ast(entry) }
            guard bt_entry_metatype(entry) == BTE_REGULAR else { continue }
            guard status != 0, let key = bt_entry_key(entry).map(self.text), let type = bt_entry_type(entry).map(self.text), !key.isEmpty else {
                unreadable += 1
                continue
            }
            var fields: [String: String] = [:]
            var fieldName: UnsafeMutablePointer<CChar>?
            var field: UnsafeMutablePointer<AST>?
            while let next = bt_next_field(entry, field, &fieldName) {
                field = next
                guard let fieldName, let value = bt_get_text(next) else { continue }
                fields[self.text(fieldName).lowercased()] = self.text(value)
                free(value)
            }
            let people = fields["author"] ?? fields["editor"]
            entries.append(
                BibEntry(key: key, type: type.lowercased(), fields: fields, authors: people.map(PersonName.names) ?? []))
        }
        // Frees what the string parser keeps between calls (there is nothing to free, and btparse
        // aborts, when it never ran).
        if !texts.isEmpty { _ = bt_parse_entry_s(nil, nil, 1, 0, nil) }
        return (entries, unreadable)
    }

    /// U+E025 (private use) in UTF-8: what a `%` is while btparse reads the text.
    private static let percentStandIn: [CChar] = [0xEE, 0x80, 0xA5].map { CChar(bitPattern: $0) }

    /// A C string as text, each `%` back; bytes that are not UTF-8 are replaced, not trusted.
    private static func text(_ pointer: UnsafeMutablePointer<CChar>) -> String {
        let text = String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
        return text.contains("\u{E025}") ? text.replacingOccurrences(of: "\u{E025}", with: "%") : text
    }

    /// btparse prints its warnings to the standard error; the build says what matters in its own
    /// words, so they go nowhere while a file is read.
    private static func withStandardErrorSilenced<T>(_ body: () -> T) -> T {
        fflush(nil)
        let saved = dup(STDERR_FILENO)
        let null = open("/dev/null", O_WRONLY)
        if saved >= 0, null >= 0 { dup2(null, STDERR_FILENO) }
        if null >= 0 { close(null) }
        defer {
            fflush(nil)
            if saved >= 0 {
                dup2(saved, STDERR_FILENO)
                close(saved)
            }
        }
        return body()
    }
}
