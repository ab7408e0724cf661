import Diagnostics

/// Builds the node tree of one template from its tokens, matching each `{{/name}}` to its
/// opening tag and reporting what does not match.
struct TreeBuilder {
    /// Deeper nesting than any theme needs is refused, so that rendering cannot run out of stack.
    static let maximumNesting = 100

    private let source: TemplateSource
    private let templateIndex: [String: Int]
    private var frames: [Frame]
    private(set) var diagnostics: [Diagnostic] = []
    /// Set when nesting goes too deep: the rest of the template is not worth reading.
    private var abandoned = false

    /// A section, parent or block being filled, or the template itself at the bottom.
    private struct Frame {
        var open: Tag?
        var nodes: [Node] = []
        var overrides: [String: [Node]] = [:]
        /// Indentation removed from the start of each line inside: the content indentation of
        /// the enclosing standalone blocks.
        var strip: String
        /// For a block: the indentation its content is given where the block renders.
        var blockIndentation = ""

        var isParent: Bool { open?.kind == .parent }
    }

    /// - Parameter templateIndex: every template's index, to resolve partials once.
    init(source: TemplateSource, templateIndex: [String: Int]) {
        self.source = source
        self.templateIndex = templateIndex
        self.frames = [Frame(open: nil, strip: "")]
    }

    /// The nodes of `tokens`; problems are left in `diagnostics`.
    mutating func build(_ tokens: [Token]) -> [Node] {
        var atLineStart = false
        for token in tokens {
            if abandoned { return [] }
            switch token {
            case .lineStart:
                append(.lineStart)
                atLineStart = true
                continue
            case .text(let range):
                let text = atLineStart ? removingIndentation(frames[frames.count - 1].strip, from: range) : range
                if !text.isEmpty { appendText(text) }
            case .lineEnd(let range):
                append(.lineEnd(source.text(range)))
            case .tag(let tag):
                handle(tag)
            }
            atLineStart = false
        }
        while frames.count > 1 {
            let frame = frames.removeLast()
            if let open = frame.open {
                diagnostics.append(
                    source.error(
                        TemplateMessages.unclosedSection(
                            open, openedAt: source.shortLocation(of: open.range.lowerBound)),
                        at: open.range.lowerBound))
            }
        }
        return frames[0].nodes
    }

    private mutating func handle(_ tag: Tag) {
        // The root frame does not count.
        if tag.kind.opensSection, frames.count > Self.maximumNesting {
            diagnostics.append(
                source.error(TemplateMessages.nestedTooDeep(tag, limit: Self.maximumNesting), at: tag.range.lowerBound))
            abandoned = true
            return
        }
        switch tag.kind {
        case .variable, .unescapedVariable:
            guard let name = name(of: tag) else { return }
            append(.value(name, escaped: tag.kind == .variable))
        case .section, .invertedSection, .parent:
            frames.append(Frame(open: tag, strip: frames[frames.count - 1].strip))
        case .block:
            let enclosing = frames[frames.count - 1].strip
            var frame = Frame(open: tag, strip: enclosing)
            if let content = tag.contentIndentation {
                frame.blockIndentation = String(content.utf8.dropFirst(commonPrefix(content, enclosing)))!
                frame.strip = enclosing + frame.blockIndentation
            }
            frames.append(frame)
        case .close:
            close(tag)
        case .partial:
            guard let inclusion = inclusion(for: tag, overrides: [:]) else { return }
            append(.inclusion(inclusion))
        case .comment, .setDelimiters:
            break
        }
    }

    private mutating func close(_ tag: Tag) {
        guard frames.count > 1, let open = frames[frames.count - 1].open else {
            diagnostics.append(source.error(TemplateMessages.strayClose(tag), at: tag.range.lowerBound))
            return
        }
        guard open.name == tag.name else {
            diagnostics.append(
                source.error(
                    TemplateMessages.mismatchedClose(
                        tag, open: open, openedAt: source.shortLocation(of: open.range.lowerBound)),
                    at: tag.range.lowerBound))
            // When an outer section has this name, the inner ones were left open: close them all
            // so that one slip is reported once. Otherwise the stray close is ignored.
            if frames.dropFirst().contains(where: { $0.open?.name == tag.name }) {
                while frames[frames.count - 1].open?.name != tag.name { finishFrame() }
                finishFrame()
            }
            return
        }
        finishFrame()
    }

    private mutating func finishFrame() {
        let frame = frames.removeLast()
        guard let open = frame.open else { return }
        switch open.kind {
        case .section, .invertedSection:
            guard let name = name(of: open) else { return }
            append(open.kind == .section ? .section(name, frame.nodes) : .invertedSection(name, frame.nodes))
        case .parent:
            guard let inclusion = inclusion(for: open, overrides: frame.overrides) else { return }
            append(.inclusion(inclusion))
        case .block:
            if frames[frames.count - 1].isParent {
                frames[frames.count - 1].overrides[open.name] = frame.nodes
            } else {
                append(.block(Block(name: open.name, content: frame.nodes, indentation: frame.blockIndentation)))
            }
        default:
            break
        }
    }

    private mutating func inclusion(for tag: Tag, overrides: [String: [Node]]) -> Inclusion? {
        let target: Inclusion.Target
        if tag.name.hasPrefix("*") {
            var dynamic = tag
            dynamic.name = String(tag.name.dropFirst())
            guard let name = name(of: dynamic) else { return nil }
            target = .dynamic(name)
        } else {
            let index = templateIndex[tag.name]
            if index == nil {
                let suggestion = nearestMatch(to: tag.name, among: templateIndex.keys.sorted())
                diagnostics.append(
                    source.warning(
                        TemplateMessages.missingPartial(tag.name, suggestion: suggestion),
                        at: tag.range.lowerBound))
            }
            target = .template(index)
        }
        var indentation: String?
        if tag.isStandalone {
            let strip = frames[frames.count - 1].strip
            indentation = String(tag.indentation.utf8.dropFirst(commonPrefix(tag.indentation, strip)))!
        }
        return Inclusion(
            target: target, name: tag.name, indentation: indentation, overrides: overrides,
            location: source.location(of: tag.range.lowerBound))
    }

    private mutating func name(of tag: Tag) -> Name? {
        guard let name = Name(tag.name) else {
            diagnostics.append(source.error(TemplateMessages.emptyNamePart(tag.name), at: tag.range.lowerBound))
            return nil
        }
        return name
    }

    /// Text and tags inside a parent but outside its blocks are ignored, as the spec says.
    private mutating func append(_ node: Node) {
        guard !frames[frames.count - 1].isParent else { return }
        frames[frames.count - 1].nodes.append(node)
    }

    /// Appends literal text, joining it to the text before when nothing lies between.
    private mutating func appendText(_ range: Range<Int>) {
        guard !frames[frames.count - 1].isParent else { return }
        let text = source.text(range)
        if case .text(let previous) = frames[frames.count - 1].nodes.last {
            frames[frames.count - 1].nodes[frames[frames.count - 1].nodes.count - 1] = .text(previous + text)
        } else {
            frames[frames.count - 1].nodes.append(.text(text))
        }
    }

    /// `range` without as much of `indentation` as the line begins with.
    private func removingIndentation(_ indentation: String, from range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        for byte in indentation.utf8 {
            guard lower < range.upperBound, source.bytes[lower] == byte else { break }
            lower += 1
        }
        return lower..<range.upperBound
    }

    /// How many leading bytes `a` and `b` share.
    private func commonPrefix(_ a: String, _ b: String) -> Int {
        zip(a.utf8, b.utf8).prefix(while: { $0 == $1 }).count
    }
}
