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

/// A name as BibTeX splits it: `Rezende, Danilo Jimenez` and `Danilo Jimenez Rezende` alike.
struct PersonName: Sendable, Equatable {
    var first: String
    var von: String
    var last: String
    var jr: String
}

/// Reads BibTeX files with btparse, one at a time: the library keeps its parser's state in globals.
enum BibTeXFile {
    private static let lock = Mutex(false)

    /// The regular entries of the file at `path` (already found inside the site), and how many
    /// of its entries could not be read.
    static func entries(atPath path: String) -> (entries: [BibEntry], unreadable: Int) {
        lock.withLock { initialized in
            if !initialized {
                bt_initialize()
                initialized = true
            }
            return withStandardErrorSilenced { read(path) }
        }
    }

    private static func read(_ path: String) -> (entries: [BibEntry], unreadable: Int) {
        guard let file = fopen(path, "r") else { return ([], 0) }
        defer { fclose(file) }
        var entries: [BibEntry] = []
        var unreadable = 0
        var status: boolean = 0
        // Macros (`@string`) of one file are not another's.
        defer { bt_delete_all_macros() }
        // `bt_parse_entry` wants a mutable name; the copy lives until the loop ends.
        var name = Array(path.utf8CString)
        while let entry = name.withUnsafeMutableBufferPointer({ bt_parse_entry(file, $0.baseAddress, 0, &status) }) {
            defer { bt_free_ast(entry) }
            guard bt_entry_metatype(entry) == BTE_REGULAR else { continue }
            guard status != 0, let key = bt_entry_key(entry).map(text), let type = bt_entry_type(entry).map(text), !key.isEmpty else {
                unreadable += 1
                continue
            }
            var fields: [String: String] = [:]
            var fieldName: UnsafeMutablePointer<CChar>?
            var field: UnsafeMutablePointer<AST>?
            while let next = bt_next_field(entry, field, &fieldName) {
                field = next
                guard let fieldName, let value = bt_get_text(next) else { continue }
                fields[text(fieldName).lowercased()] = text(value)
                free(value)
            }
            let people = fields["author"] ?? fields["editor"]
            entries.append(
                BibEntry(key: key, type: type.lowercased(), fields: fields, authors: people.map { names(in: $0, name: &name) } ?? []))
        }
        return (entries, unreadable)
    }

    /// The names of an `author` field, split at `and` as BibTeX splits them.
    private static func names(in field: String, name: inout [CChar]) -> [PersonName] {
        var people: [PersonName] = []
        var string = Array(field.utf8CString)
        var separator = Array("and".utf8CString)
        var description = Array("name".utf8CString)
        let list = string.withUnsafeMutableBufferPointer { string in
            separator.withUnsafeMutableBufferPointer { separator in
                description.withUnsafeMutableBufferPointer { description in
                    name.withUnsafeMutableBufferPointer { name in
                        bt_split_list(string.baseAddress, separator.baseAddress, name.baseAddress, 0, description.baseAddress)
                    }
                }
            }
        }
        guard let list else { return [] }
        defer { bt_free_list(list) }
        for index in 0..<Int(list.pointee.num_items) {
            guard let item = list.pointee.items[index] else { continue }
            let split = name.withUnsafeMutableBufferPointer { bt_split_name(item, $0.baseAddress, 0, Int32(index)) }
            guard let split else { continue }
            defer { bt_free_name(split) }
            func part(_ part: bt_namepart) -> String {
                let index = Int(part.rawValue)
                let count = withUnsafeBytes(of: split.pointee.part_len) { $0.load(fromByteOffset: index * MemoryLayout<Int32>.stride, as: Int32.self) }
                let tokens = withUnsafeBytes(of: split.pointee.parts) {
                    $0.load(fromByteOffset: index * MemoryLayout<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>.stride,
                        as: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?.self)
                }
                guard let tokens, count > 0 else { return "" }
                return (0..<Int(count)).compactMap { tokens[$0].map(text) }.joined(separator: " ")
            }
            people.append(PersonName(first: part(BTN_FIRST), von: part(BTN_VON), last: part(BTN_LAST), jr: part(BTN_JR)))
        }
        return people
    }

    /// A C string as text; bytes that are not UTF-8 are replaced, not trusted.
    private static func text(_ pointer: UnsafeMutablePointer<CChar>) -> String {
        String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
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
