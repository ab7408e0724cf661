import Foundation

/// A file `site init` writes, carried inside the binary so init works wherever the binary goes.
public struct EmbeddedFile: Sendable {
    /// The path inside the new site, e.g. `themes/default/layouts/base.mustache`.
    public var path: String
    /// Text files are stored as text, anything else as base64.
    var text: String?
    var base64: String?

    init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    init(path: String, base64: String) {
        self.path = path
        self.base64 = base64
    }

    /// The file's bytes.
    public var contents: Data {
        if let text { return Data(text.utf8) }
        return Data(base64Encoded: base64 ?? "") ?? Data()
    }
}
