/// A problem found in the writer's input: where it is, what it is, and what to do about it.
public struct Diagnostic: Sendable, Hashable, Error, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// The part of the line `location` points into, shown under the message with a caret.
    public var excerpt: SourceExcerpt?

    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation? = nil,
        sourceLine: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.excerpt = sourceLine.map { SourceExcerpt(line: $0, column: location?.column ?? 1) }
    }

    /// A diagnostic whose excerpt is cut already (`SourceText.excerpt(at:)`), so a long line is not walked again.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, excerpt: SourceExcerpt?) {
        self.severity = severity
        self.message = message
        self.location = location
        self.excerpt = excerpt
    }

    public static func error(
        _ message: String, at location: SourceLocation? = nil, sourceLine: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, message, at: location, sourceLine: sourceLine)
    }

    public static func warning(
        _ message: String, at location: SourceLocation? = nil, sourceLine: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, message, at: location, sourceLine: sourceLine)
    }

    public var isError: Bool { severity == .error }

    /// The source text shown under the message (cut to `SourceExcerpt.width` around the caret).
    public var sourceLine: String? { excerpt?.text }

    /// `path:line:col: error: message`, without the source excerpt.
    public var description: String {
        if let location { return "\(location): \(severity.rawValue): \(message)" }
        return "\(severity.rawValue): \(message)"
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains(where: \.isError) }
    public var errors: [Diagnostic] { filter(\.isError) }
    public var errorCount: Int { lazy.filter(\.isError).count }
    public var warnings: [Diagnostic] { filter { !$0.isError } }
}
