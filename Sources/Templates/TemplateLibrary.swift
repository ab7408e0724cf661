import Diagnostics

/// A set of named Mustache templates (layouts and partials) that can render one another.
///
/// Every template is parsed once, when the library is made, and flattened into plain
/// instructions; rendering walks those and never looks at the source again. The library is
/// immutable, so one instance renders pages on many threads at once.
public struct TemplateLibrary: Sendable {
    private let names: [String]
    private let templateIndex: [String: Int]
    private let program: Program
    /// Output bytes to reserve per template: its text and the text of all it includes.
    private let capacities: [Int]

    /// Problems that do not stop a build, such as a partial that names no template.
    public let warnings: [Diagnostic]

    /// The names of all templates, sorted.
    public var templateNames: [String] { names }

    /// - Parameter sources: template name (e.g. `post`, `header`) → (path for diagnostics, text).
    /// - Throws: every syntax error of every template, not just the first.
    public init(sources: [String: (path: String, text: String)]) throws(TemplateErrors) {
        let names = sources.keys.sorted()
        let templateIndex = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var templates: [[Node]] = []
        var diagnostics: [Diagnostic] = []
        for name in names {
            let (path, text) = sources[name]!
            let source = TemplateSource(path: path, text: text)
            let tokenizer = Tokenizer(source)
            let lines = StandaloneLines(tokenizer.tokens, in: source)
            var builder = TreeBuilder(source: source, templateIndex: templateIndex)
            let nodes = builder.build(lines.tokens)
            diagnostics += tokenizer.diagnostics + builder.diagnostics
            templates.append(nodes)
        }
        // In file and line order, whatever order they were found in.
        diagnostics.sort { ($0.location ?? .init(path: "", line: 0)) < ($1.location ?? .init(path: "", line: 0)) }
        guard !diagnostics.hasErrors else { throw TemplateErrors(diagnostics.errors) }
        var program = Program()
        for nodes in templates { program.add(nodes) }
        self.program = program
        self.names = names
        self.templateIndex = templateIndex
        self.capacities = templates.indices.map(program.capacity(of:))
        self.warnings = diagnostics.warnings
    }

    /// Whether a template named `name` exists.
    public func contains(_ name: String) -> Bool { templateIndex[name] != nil }

    /// Renders the template `name` with `context` as the root of the context stack.
    ///
    /// A partial that names no template renders as nothing, as the spec says.
    /// - Throws: when there is no template `name`, or templates include each other endlessly.
    public func render(_ name: String, context: TemplateValue) throws(TemplateErrors) -> String {
        String(decoding: try renderUTF8(name, context: context), as: UTF8.self)
    }

    /// Renders the template `name` as UTF-8 bytes, ready to be written to a file.
    public func renderUTF8(_ name: String, context: TemplateValue) throws(TemplateErrors) -> [UInt8] {
        guard let index = templateIndex[name] else {
            let known = names
            throw TemplateErrors([
                .error(
                    TemplateMessages.unknownTemplate(
                        name, suggestion: nearestMatch(to: name, among: known), known: known))
            ])
        }
        return try Renderer.render(
            index, of: program, templateIndex: templateIndex, context: context, capacity: capacities[index])
    }
}
