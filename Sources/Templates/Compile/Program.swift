import Diagnostics

/// Every template of a library flattened into one array of plain instructions and one buffer
/// of text, so that threads rendering at once read shared memory without touching reference
/// counts.
struct Program: Sendable {
    private(set) var code: [Instruction] = []
    /// The bytes of all literal text and indentation.
    private(set) var text: [UInt8] = []
    /// The parts of all dotted names, each name a span of this array.
    private(set) var nameParts: [NamePart] = []
    private(set) var names: [Segment] = []
    private(set) var inclusions: [CompiledInclusion] = []
    private(set) var blocks: [CompiledBlock] = []
    /// Each template's instructions.
    private(set) var templates: [Range<Int>] = []
    private var nameIndex: [Name: Int32] = [:]

    /// Output bytes worth reserving for template `root`: the text of it and of every template
    /// it includes by name, plus room for the values that fill it.
    func capacity(of root: Int) -> Int {
        var seen: Set<Int> = [root]
        var pending = [root]
        var size = 1024
        while let template = pending.popLast() {
            for instruction in code[templates[template]] {
                switch instruction.operation {
                case .text:
                    size += Int(instruction.extent)
                case .inclusion:
                    if case .template(let index) = inclusions[Int(instruction.operand)].target,
                        seen.insert(index).inserted
                    {
                        pending.append(index)
                    }
                default:
                    break
                }
            }
        }
        return size
    }

    /// Appends a template's instructions; templates must be added in index order.
    mutating func add(_ nodes: [Node]) {
        let start = code.count
        emit(nodes)
        templates.append(start..<code.count)
    }

    private mutating func emit(_ nodes: [Node]) {
        for node in nodes {
            switch node {
            case .text(let literal):
                let span = store(literal)
                code.append(Instruction(.text, span.start, span.count))
            case .lineStart:
                code.append(Instruction(.lineStart, 0, 0))
            case .lineEnd(let newline):
                let span = store(newline)
                code.append(Instruction(.lineEnd, span.start, span.count))
            case .value(let name, let escaped):
                code.append(Instruction(escaped ? .escapedValue : .rawValue, index(of: name), 0))
            case .section(let name, let children), .invertedSection(let name, let children):
                let operation: Instruction.Operation = if case .section = node { .section } else { .invertedSection }
                let at = code.count
                code.append(Instruction(operation, index(of: name), 0))
                emit(children)
                code[at].extent = Int32(code.count)
            case .inclusion(let inclusion):
                emit(inclusion)
            case .block(let block):
                let at = code.count
                blocks.append(CompiledBlock(name: block.name, indentation: store(block.indentation)))
                code.append(Instruction(.block, Int32(blocks.count - 1), 0))
                emit(block.content)
                code[at].extent = Int32(code.count)
            }
        }
    }

    /// An inclusion, followed by the content of its overriding blocks, which it skips.
    private mutating func emit(_ inclusion: Inclusion) {
        let at = code.count
        code.append(Instruction(.inclusion, Int32(inclusions.count), 0))
        var indentation: Segment?
        if let lineIndentation = inclusion.indentation { indentation = store(lineIndentation) }
        var compiled = CompiledInclusion(
            target: .missing, name: inclusion.name, indentation: indentation, overrides: [:],
            location: inclusion.location)
        switch inclusion.target {
        case .template(let index?): compiled.target = .template(index)
        case .template(nil): compiled.target = .missing
        case .dynamic(let name): compiled.target = .dynamic(index(of: name))
        }
        let slot = inclusions.count
        inclusions.append(compiled)
        for name in inclusion.overrides.keys.sorted() {
            let start = code.count
            emit(inclusion.overrides[name]!)
            inclusions[slot].overrides[name] = start..<code.count
        }
        code[at].extent = Int32(code.count)
    }

    private mutating func store(_ literal: String) -> Segment {
        let start = text.count
        text.append(contentsOf: literal.utf8)
        return Segment(start: Int32(start), count: Int32(text.count - start))
    }

    private mutating func index(of name: Name) -> Int32 {
        if let known = nameIndex[name] { return known }
        let start = nameParts.count
        if case .path(let parts) = name {
            nameParts.append(contentsOf: parts.map { NamePart(name: $0, hash: TemplateObject.hash(of: $0)) })
        }
        names.append(Segment(start: Int32(start), count: Int32(nameParts.count - start)))
        nameIndex[name] = Int32(names.count - 1)
        return Int32(names.count - 1)
    }
}
