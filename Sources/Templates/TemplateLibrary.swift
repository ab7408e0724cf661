import Diagnostics

/// A set of named Mustache templates (layouts and partials) that can render one another.
public struct TemplateLibrary: Sendable {
    /// - Parameter sources: template name (e.g. `post`, `header`) → (path for diagnostics, text).
    public init(sources: [String: (path: String, text: String)]) throws(TemplateErrors) {
    }

    /// Renders the template `name` with `context` as the root of the context stack.
    public func render(_ name: String, context: TemplateValue) throws(TemplateErrors) -> String {
        ""
    }
}

/// Every problem found in a set of templates, each with `path:line:col`.
public struct TemplateErrors: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
