import CYAML

/// Why a YAML text could not be read: libyaml's problem and where it found it.
struct ParseProblem: Error, Sendable, Equatable {
    var message: String
    /// 1-based line and column in the YAML text.
    var line: Int
    var column: Int
    /// Whether the message says what to do itself (the format's general hint would then mislead).
    var saysWhatToDo = false
}

/// Parses the first document of a YAML text into a tree of nodes; an empty text gives nil.
func parseYAML(_ text: String) throws(ParseProblem) -> YAMLNode? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
        throw ParseProblem(message: "could not start the YAML parser", line: 1, column: 1)
    }
    defer { yaml_parser_delete(&parser) }
    var bytes = Array(text.utf8)
    let result: Result<YAMLNode?, ParseProblem> = bytes.withUnsafeMutableBufferPointer { buffer in
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        var builder = YAMLTreeBuilder()
        return builder.run(&parser)
    }
    return try result.get()
}

/// Turns libyaml's event stream into nodes, resolving aliases against earlier anchors.
private struct YAMLTreeBuilder {
    var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    /// How deep lists and mappings may nest (JSON front matter is read here too).
    let maximumNesting = 100
    /// How many values aliases may stand for in all: aliases of aliases (`[*a, *a, *a]` nine times
    /// over) stand for billions, which every reader of the tree would walk.
    let maximumAliasedValues = 1_000_000

    /// An open list or mapping waiting for its children.
    private struct Open {
        var isMapping: Bool
        var anchor: String?
        var line: Int
        var column: Int
        var items: [YAMLNode] = []
        /// Values in it, counting each alias's as many times as it is written.
        var size = 1
    }

    mutating func run(_ parser: inout yaml_parser_t) -> Result<YAMLNode?, ParseProblem> {
        var stack: [Open] = []
        var root: YAMLNode?
        var documents = 0
        var aliasedValues = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return .failure(problem(of: parser))
            }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1
            let column = Int(event.start_mark.column) + 1
            var finished: YAMLNode?
            var size = 1
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return .success(root)
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    return .failure(
                        ParseProblem(
                            message: "front matter holds a second YAML document; end it with a single '---' line",
                            line: line, column: column))
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = String(
                    decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
                let quoted = scalar.style != YAML_PLAIN_SCALAR_STYLE
                finished = YAMLNode(value: .scalar(text, quoted: quoted), line: line, column: column)
                if let anchor = scalar.anchor, let finished { anchors[String(cString: anchor)] = (finished, 1) }
            case YAML_ALIAS_EVENT:
                let name = String(cString: event.data.alias.anchor)
                guard case (var target, let targetSize)? = anchors[name] else {
                    return .failure(ParseProblem(message: "unknown alias '*\(name)'", line: line, column: column))
                }
                aliasedValues += targetSize
                guard aliasedValues <= maximumAliasedValues else {
                    var problem = ParseProblem(
                        message: "aliases here stand for more than \(maximumAliasedValues) values in all; write the values out, or alias fewer times",
                        line: line, column: column)
                    problem.saysWhatToDo = true
                    return .failure(problem)
                }
                size = targetSize
                target.line = line
                target.column = column
                finished = target
            case YAML_SEQUENCE_START_EVENT where stack.count >= maximumNesting,
                YAML_MAPPING_START_EVENT where stack.count >= maximumNesting:
                // A tree this deep is no one's settings, and freeing it would recurse past the stack.
                return .failure(
                    ParseProblem(
                        message: "lists and mappings are nested more than \(maximumNesting) deep here", line: line,
                        column: column))
            case YAML_SEQUENCE_START_EVENT:
                let anchor = event.data.sequence_start.anchor.map { String(cString: $0) }
                stack.append(Open(isMapping: false, anchor: anchor, line: line, column: column))
            case YAML_MAPPING_START_EVENT:
                let anchor = event.data.mapping_start.anchor.map { String(cString: $0) }
                stack.append(Open(isMapping: true, anchor: anchor, line: line, column: column))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let open = stack.removeLast()
                let value: YAMLNode.Value
                if open.isMapping {
                    value = .mapping(
                        stride(from: 0, to: open.items.count - 1, by: 2).map {
                            (key: open.items[$0], value: open.items[$0 + 1])
                        })
                } else {
                    value = .sequence(open.items)
                }
                let node = YAMLNode(value: value, line: open.line, column: open.column)
                finished = node
                size = open.size
                if let anchor = open.anchor { anchors[anchor] = (node, open.size) }
            default:
                break
            }
            if let node = finished {
                if stack.isEmpty {
                    root = node
                } else {
                    stack[stack.count - 1].items.append(node)
                    stack[stack.count - 1].size += size
                }
            }
        }
    }

    private func problem(of parser: yaml_parser_t) -> ParseProblem {
        let message = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        var text = message
        let context = parser.context.map { String(cString: $0) }
        // `title: "CHP consulting` with no closing quote: libyaml reads on to the end and says so
        // there; the place to fix is where the quote opened.
        if let context, context.contains("quoted scalar"), message.contains("end of stream") {
            return ParseProblem(
                message: "this quoted value is never closed, so the rest of the front matter was read as part of it; end it with the same quote mark",
                line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1, saysWhatToDo: true)
        }
        if let context {
            text = "\(message) (\(context))"
        }
        return ParseProblem(
            message: text, line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
    }
}
