import Diagnostics

/// Every problem found in a set of templates, each with `path:line:col`.
public struct TemplateErrors: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
