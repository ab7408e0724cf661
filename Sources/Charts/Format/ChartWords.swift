/// A phrase the charts write for readers (a table's header, a sentence of a description, a kind's
/// name), with its key among a theme's words (`chart_total`) and its English. A phrase may hold
/// blanks to fill, `{count}`; `{Chart}` is the kind's name with a capital, to open a sentence.
struct ChartWord: Sendable, Hashable {
    let key: String
    let english: String

    init(_ key: String, _ english: String) {
        self.key = key
        self.english = english
    }
}

/// The charts' phrases in one language: English unless a theme's words say otherwise.
///
/// The engine holds the English; a site gives the page language's words by key
/// (`chart_total: Gesamt`), and a key it leaves out stays English.
public struct ChartWords: Sendable, Hashable {
    /// Each phrase by key, only where it differs from the English.
    private let texts: [String: String]

    public static let english = ChartWords()

    /// The words by key; keys that are no chart phrase's are left out.
    public init(_ texts: [String: String] = [:]) {
        let known = Set(Self.all.map(\.key))
        self.texts = texts.filter { known.contains($0.key) && $0.value != Self.englishByKey[$0.key] }
    }

    /// Every phrase the engine writes, with its key and English: the shared ones and each kind's.
    public static let all: [(key: String, english: String)] = {
        var seen = Set<String>()
        var words: [(key: String, english: String)] = []
        for word in ChartWord.shared + ChartRegistry.standard.kinds.flatMap(\.words) where seen.insert(word.key).inserted {
            words.append((word.key, word.english))
        }
        return words
    }()

    private static let englishByKey = Dictionary(all.map { ($0.key, $0.english) }, uniquingKeysWith: { first, _ in first })

    /// The phrase as written in this language.
    func callAsFunction(_ word: ChartWord) -> String {
        texts.isEmpty ? word.english : texts[word.key] ?? word.english
    }

    /// The phrase with its blanks filled, each `{name}` by its text (author text is put in as it
    /// is, never read for blanks of its own); a blank not given stays as written.
    func callAsFunction(_ word: ChartWord, _ fills: KeyValuePairs<String, String>) -> String {
        var phrase = self(word)
        // Byte by byte, in the phrase's own storage: `{` and `}` are ASCII, and a Character-wise
        // scan costs more than the rest of a description.
        return phrase.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16 * fills.count)
            var copied = 0
            var index = 0
            while let open = bytes[index...].firstIndex(of: UInt8(ascii: "{")) {
                guard let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "}")) else { break }
                let name = bytes[(open + 1)..<close]
                index = close + 1
                guard let fill = fills.first(where: { $0.key.utf8.elementsEqual(name) }) else { continue }
                result.append(contentsOf: bytes[copied..<open])
                result.append(contentsOf: fill.value.utf8)
                copied = index
            }
            result.append(contentsOf: bytes[copied...])
            return String(decoding: result, as: UTF8.self)
        }
    }
}

extension String {
    /// The text with its first letter a capital, to open a sentence ("pie chart" → "Pie chart").
    var withCapital: String { prefix(1).uppercased() + dropFirst() }
}
