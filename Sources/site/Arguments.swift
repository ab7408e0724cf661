import Diagnostics

/// A command line being read: flags and options are taken out by name, the rest are positionals.
struct Arguments {
    private var remaining: [String]

    init(_ arguments: [String]) {
        remaining = arguments
    }

    /// True when `--help` or `-h` is anywhere among the arguments.
    var wantsHelp: Bool { remaining.contains("--help") || remaining.contains("-h") }

    /// Takes out a flag such as `--drafts`; true if it was there.
    mutating func flag(_ names: String...) -> Bool {
        guard let index = remaining.firstIndex(where: names.contains) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// Takes out an option with a value: `--port 8000` or `--port=8000`.
    mutating func option(_ names: String...) throws(UsageError) -> String? {
        for (index, argument) in remaining.enumerated() {
            for name in names {
                if argument == name {
                    guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
                        throw UsageError("\(name) needs a value")
                    }
                    let value = remaining[index + 1]
                    remaining.removeSubrange(index...index + 1)
                    return value
                }
                if argument.hasPrefix(name + "=") {
                    remaining.remove(at: index)
                    return String(argument.dropFirst(name.count + 1))
                }
            }
        }
        return nil
    }

    /// Takes out the arguments left, refusing any that look like unknown options.
    mutating func positionals(known options: [String]) throws(UsageError) -> [String] {
        defer { remaining = [] }
        var result: [String] = []
        var afterSeparator = false
        for argument in remaining {
            if argument == "--", !afterSeparator {
                afterSeparator = true
                continue
            }
            if !afterSeparator, argument.hasPrefix("-"), argument != "-" {
                let name = String(argument.split(separator: "=").first ?? "")
                let hint = nearestMatch(to: name, among: options).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError("unknown option '\(argument)'\(hint)")
            }
            result.append(argument)
        }
        return result
    }
}

/// The command line was wrong: a message and, printed after it, how to get help.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

private func nearestOption(to name: String, among options: [String]) -> String? {
    nearestMatch(to: name, among: options)
}
