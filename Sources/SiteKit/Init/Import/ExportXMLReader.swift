import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an export's XML (WordPress's RSS, Blogger's Atom) element by element with Foundation's
/// parser: the path of the elements open, the text of the one that ends, and whether the root
/// element closed (a file cut short does not). A reader of one export says what it takes from
/// each element in `started` and `ended`.
class ExportXMLReader: NSObject, XMLParserDelegate {
    /// The root element's name (`rss`, `feed`).
    let root: String
    private(set) var isComplete = false
    /// The qualified names of the elements open, the innermost last.
    private(set) var path: [String] = []
    /// The text of the element that starts or ends, by then.
    private(set) var text = ""

    init(root: String) {
        self.root = root
    }

    /// The element around the one that starts or ends.
    var parent: String { path.count >= 2 ? path[path.count - 2] : "" }

    /// An element starts (it is the last of `path`).
    func started(_ name: String, attributes: [String: String]) {}

    /// An element ends, `text` its text (it is still the last of `path`).
    func ended(_ name: String) {}

    /// Reads `data` to its end: nil when it read the whole export, else why not.
    func read(_ data: Data) -> String? {
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse(), isComplete else {
            return parser.parserError != nil
                ? "it is no well-formed XML at line \(parser.lineNumber)"
                : "it ends at line \(parser.lineNumber) before its </\(root)>: the file may be cut short"
        }
        return nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        path.append(name)
        text = ""
        started(name, attributes: attributes)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, foundCDATA block: Data) { text += String(decoding: block, as: UTF8.self) }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == root { isComplete = true }
        ended(name)
        path.removeLast()
    }
}
