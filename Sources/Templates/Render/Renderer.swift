import Diagnostics

/// Renders templates by walking their trees with an explicit context stack.
///
/// One renderer serves one `render` call, so the library itself stays immutable and is shared
/// freely between threads.
struct Renderer {
    /// How deep templates may include each other before the render stops: enough for any
    /// real layout, and a clear error instead of a stack overflow for a partial including itself.
    static let maximumDepth = 100

    private let templates: [Template]
    private let templateIndex: [String: Int]
    private(set) var output = ""
    private var contexts: [TemplateValue] = []
    /// The blocks of the parents being rendered, outermost first; the outermost wins.
    private var overrides: [[String: [Node]]] = []
    /// Indentation of the standalone partials and blocks being rendered, outermost first;
    /// entries below `indentationBase` belong to templates outside an inline partial.
    private var indentation: [String] = []
    private var indentationBase = 0
    private var depth = 0

    init(templates: [Template], templateIndex: [String: Int], context: TemplateValue, capacity: Int) {
        self.templates = templates
        self.templateIndex = templateIndex
        output.reserveCapacity(capacity)
        contexts.reserveCapacity(16)
        contexts.append(context)
    }

    mutating func render(_ nodes: [Node]) throws(TemplateErrors) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(text)
            case .lineStart:
                if indentation.count > indentationBase { indentLine() }
            case .lineEnd(let newline):
                if let last = output.utf8.last, last != .newline { output.append(newline) }
            case .value(let name, let escaped):
                if let value = lookUp(name) { append(value, escaped: escaped) }
            case .section(let name, let children):
                guard let value = lookUp(name) else { continue }
                if case .array(let items) = value {
                    for item in items {
                        contexts.append(item)
                        try render(children)
                        contexts.removeLast()
                    }
                } else if value.isTruthy {
                    contexts.append(value)
                    try render(children)
                    contexts.removeLast()
                }
            case .invertedSection(let name, let children):
                if !(lookUp(name)?.isTruthy ?? false) { try render(children) }
            case .inclusion(let inclusion):
                try include(inclusion)
            case .block(let block):
                try render(block)
            }
        }
    }

    private mutating func include(_ inclusion: Inclusion) throws(TemplateErrors) {
        let index: Int?
        switch inclusion.target {
        case .template(let known): index = known
        case .dynamic(let name):
            guard case .string(let templateName)? = lookUp(name) else { return }
            index = templateIndex[templateName]
        }
        guard let index else { return }
        guard depth < Self.maximumDepth else {
            throw TemplateErrors([
                .error(TemplateMessages.tooDeep(inclusion.name, limit: Self.maximumDepth), at: inclusion.location)
            ])
        }
        depth += 1
        if !inclusion.overrides.isEmpty { overrides.append(inclusion.overrides) }
        if let lineIndentation = inclusion.indentation {
            indentation.append(lineIndentation)
            try render(templates[index].nodes)
            indentation.removeLast()
        } else {
            // An inline partial starts mid-line: its lines are not indented.
            let base = indentationBase
            indentationBase = indentation.count
            try render(templates[index].nodes)
            indentationBase = base
        }
        if !inclusion.overrides.isEmpty { overrides.removeLast() }
        depth -= 1
    }

    private mutating func render(_ block: Block) throws(TemplateErrors) {
        var content = block.content
        for level in overrides {
            if let replacement = level[block.name] {
                content = replacement
                break
            }
        }
        if block.indentation.isEmpty {
            try render(content)
        } else {
            indentation.append(block.indentation)
            try render(content)
            indentation.removeLast()
        }
    }

    private mutating func indentLine() {
        // Text already on this line (an inline partial's first line) is not indented again.
        if let last = output.utf8.last, last != .newline { return }
        for level in indentation[indentationBase...] { output.append(level) }
    }

    private mutating func append(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .string(let text):
            if escaped { output.appendEscapingHTML(text) } else { output.append(text) }
        case .int(let number):
            output.append(String(number))
        case .double(let number):
            output.append(TemplateValue.text(of: number))
        case .bool(let flag):
            output.append(flag ? "true" : "false")
        case .null, .array, .object:
            break
        }
    }

    /// The value of `name`: its first part from the innermost context that has it, the rest
    /// inside that value only, as the spec says.
    private func lookUp(_ name: Name) -> TemplateValue? {
        guard case .path(let parts) = name else { return contexts.last }
        var level = contexts.count - 1
        while level >= 0 {
            if case .object(let fields) = contexts[level], var value = fields[parts[0]] {
                var part = 1
                while part < parts.count {
                    guard case .object(let inner) = value, let next = inner[parts[part]] else { return nil }
                    value = next
                    part += 1
                }
                return value
            }
            level -= 1
        }
        return nil
    }
}
