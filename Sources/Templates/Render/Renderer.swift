import Diagnostics

/// Renders a program by walking its instructions with an explicit context stack.
///
/// One renderer serves one `render` call and reads the shared program through buffer pointers
/// that live only as long as that call.
struct Renderer {
    /// How deep templates may include each other before the render stops: enough for any
    /// real layout, and a clear error instead of a stack overflow for a partial including itself.
    static let maximumDepth = 100

    private let program: Program
    private let code: UnsafeBufferPointer<Instruction>
    private let text: UnsafeBufferPointer<UInt8>
    private let nameParts: UnsafeBufferPointer<NamePart>
    private let names: UnsafeBufferPointer<Segment>
    private let templateIndex: [String: Int]
    private(set) var output: [UInt8] = []
    private var contexts: [TemplateValue] = []
    /// The blocks of the parents being rendered, outermost first; the outermost wins.
    private var overrides: [[String: Range<Int>]] = []
    /// Indentation of the standalone partials and blocks being rendered, outermost first;
    /// entries below `indentationBase` belong to templates outside an inline partial.
    private var indentation: [Segment] = []
    private var indentationBase = 0
    private var depth = 0

    /// Renders template `index` of `program` into UTF-8 bytes.
    static func render(
        _ index: Int, of program: Program, templateIndex: [String: Int], context: TemplateValue,
        capacity: Int
    ) throws(TemplateErrors) -> [UInt8] {
        let result: Result<[UInt8], TemplateErrors> = program.code.withUnsafeBufferPointer { code in
            program.text.withUnsafeBufferPointer { text in
                program.nameParts.withUnsafeBufferPointer { nameParts in
                    program.names.withUnsafeBufferPointer { names in
                        var renderer = Renderer(
                            program: program, code: code, text: text, nameParts: nameParts, names: names,
                            templateIndex: templateIndex)
                        renderer.output.reserveCapacity(capacity)
                        renderer.contexts.reserveCapacity(16)
                        renderer.contexts.append(context)
                        do throws(TemplateErrors) {
                            try renderer.render(program.templates[index])
                        } catch {
                            return .failure(error)
                        }
                        return .success(renderer.output)
                    }
                }
            }
        }
        return try result.get()
    }

    private init(
        program: Program, code: UnsafeBufferPointer<Instruction>, text: UnsafeBufferPointer<UInt8>,
        nameParts: UnsafeBufferPointer<NamePart>, names: UnsafeBufferPointer<Segment>,
        templateIndex: [String: Int]
    ) {
        self.program = program
        self.code = code
        self.text = text
        self.nameParts = nameParts
        self.names = names
        self.templateIndex = templateIndex
    }

    private mutating func render(_ range: Range<Int>) throws(TemplateErrors) {
        var position = range.lowerBound
        while position < range.upperBound {
            let instruction = code[position]
            let next = Int(instruction.extent)
            switch instruction.operation {
            case .text:
                append(Segment(start: instruction.operand, count: instruction.extent))
            case .lineStart:
                if indentation.count > indentationBase { indentLine() }
            case .lineEnd:
                if let last = output.last, last != .newline {
                    append(Segment(start: instruction.operand, count: instruction.extent))
                }
            case .escapedValue, .rawValue:
                if let value = lookUp(instruction.operand) {
                    append(value, escaped: instruction.operation == .escapedValue)
                }
            case .section:
                if let value = lookUp(instruction.operand) {
                    let body = (position + 1)..<next
                    if case .array(let items) = value {
                        for item in items {
                            contexts.append(item)
                            try render(body)
                            contexts.removeLast()
                        }
                    } else if value.isTruthy {
                        contexts.append(value)
                        try render(body)
                        contexts.removeLast()
                    }
                }
                position = next
                continue
            case .invertedSection:
                if !(lookUp(instruction.operand)?.isTruthy ?? false) { try render((position + 1)..<next) }
                position = next
                continue
            case .inclusion:
                try include(Int(instruction.operand))
                position = next
                continue
            case .block:
                try renderBlock(Int(instruction.operand), defaultContent: (position + 1)..<next)
                position = next
                continue
            }
            position += 1
        }
    }

    private mutating func include(_ slot: Int) throws(TemplateErrors) {
        let template: Int
        switch program.inclusions[slot].target {
        case .missing:
            return
        case .template(let index):
            template = index
        case .dynamic(let name):
            guard case .string(let templateName)? = lookUp(name), let index = templateIndex[templateName] else {
                return
            }
            template = index
        }
        guard depth < Self.maximumDepth else {
            let inclusion = program.inclusions[slot]
            throw TemplateErrors([
                .error(TemplateMessages.tooDeep(inclusion.name, limit: Self.maximumDepth), at: inclusion.location)
            ])
        }
        depth += 1
        let hasOverrides = !program.inclusions[slot].overrides.isEmpty
        if hasOverrides { overrides.append(program.inclusions[slot].overrides) }
        if let lineIndentation = program.inclusions[slot].indentation {
            indentation.append(lineIndentation)
            try render(program.templates[template])
            indentation.removeLast()
        } else {
            // An inline partial starts mid-line: its lines are not indented.
            let base = indentationBase
            indentationBase = indentation.count
            try render(program.templates[template])
            indentationBase = base
        }
        if hasOverrides { overrides.removeLast() }
        depth -= 1
    }

    private mutating func renderBlock(_ slot: Int, defaultContent: Range<Int>) throws(TemplateErrors) {
        var content = defaultContent
        if !overrides.isEmpty {
            let name = program.blocks[slot].name
            for level in overrides {
                if let replacement = level[name] {
                    content = replacement
                    break
                }
            }
        }
        let blockIndentation = program.blocks[slot].indentation
        if blockIndentation.count == 0 {
            try render(content)
        } else {
            indentation.append(blockIndentation)
            try render(content)
            indentation.removeLast()
        }
    }

    private mutating func indentLine() {
        // Text already on this line (an inline partial's first line) is not indented again.
        if let last = output.last, last != .newline { return }
        for level in indentation[indentationBase...] { append(level) }
    }

    private mutating func append(_ span: Segment) {
        let start = Int(span.start)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<(start + Int(span.count))]))
    }

    private mutating func append(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .string(let string):
            if escaped { output.appendEscapingHTML(string) } else { output.append(contentsOf: string.utf8) }
        case .int(let number):
            output.append(contentsOf: String(number).utf8)
        case .double(let number):
            output.append(contentsOf: TemplateValue.text(of: number).utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null, .array, .object:
            break
        }
    }

    /// The value of name `index`: its first part from the innermost context that has it, the
    /// rest inside that value only, as the spec says.
    private func lookUp(_ index: Int32) -> TemplateValue? {
        let name = names[Int(index)]
        guard name.count > 0 else { return contexts.last }
        let first = Int(name.start)
        let end = first + Int(name.count)
        var level = contexts.count - 1
        while level >= 0 {
            // Asked of the element in place: matching it out of the array would copy the object first.
            if var value = contexts[level].field(named: nameParts[first].name, hash: nameParts[first].hash) {
                var part = first + 1
                while part < end {
                    guard let next = value.field(named: nameParts[part].name, hash: nameParts[part].hash) else { return nil }
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

extension TemplateValue {
    /// The field `name` (whose `TemplateObject.hash(of:)` is `hash`) of an object; nil for any other value.
    fileprivate func field(named name: String, hash: UInt64) -> TemplateValue? {
        guard case .object(let object) = self else { return nil }
        return object.value(named: name, hash: hash)
    }
}
