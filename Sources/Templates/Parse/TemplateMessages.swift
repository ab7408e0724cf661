/// The messages of template diagnostics, in one place so their wording stays consistent.
enum TemplateMessages {
    static func unclosedTag(_ opening: String, expected terminator: String) -> String {
        "tag '\(opening)' is never closed; end it with '\(terminator)'"
    }

    static func emptyName(_ tag: String) -> String {
        "tag '\(tag)' has no name; write one between the delimiters, e.g. {{title}}"
    }

    static func nameWithSpace(_ name: String) -> String {
        "name '\(name)' contains whitespace; names are single words joined by dots, e.g. post.title"
    }

    static func emptyNamePart(_ name: String) -> String {
        "name '\(name)' has an empty part between dots; write names like post.title"
    }

    static func badDelimiters(_ content: String) -> String {
        "set-delimiter tag '\(content)' needs two delimiters without '=' or spaces inside, "
            + "separated by a space, e.g. {{=<% %>=}}"
    }

    static func unclosedSection(_ tag: Tag, openedAt place: String) -> String {
        "\(tag.kind.noun) '\(tag.name)' opened at \(place) is never closed; add \(tag.closingTag)"
    }

    static func strayClose(_ tag: Tag) -> String {
        "'\(tag.spelled)' closes nothing; remove it or open the section before it with "
            + "\(tag.delimiters.open)#\(tag.name)\(tag.delimiters.close)"
    }

    static func mismatchedClose(_ close: Tag, open: Tag, openedAt place: String) -> String {
        "'\(close.spelled)' does not match \(open.kind.noun) '\(open.name)' opened at \(place); "
            + "close that one first with \(open.closingTag)"
    }

    static func missingPartial(_ name: String, suggestion: String?) -> String {
        if let suggestion {
            return "no template named '\(name)', so this renders nothing; did you mean '\(suggestion)'?"
        }
        return "no template named '\(name)', so this renders nothing; add a partial named '\(name)' "
            + "or fix the name"
    }

    static func unknownTemplate(_ name: String, suggestion: String?, known: [String]) -> String {
        if let suggestion { return "no template named '\(name)'; did you mean '\(suggestion)'?" }
        // A theme with many shortcodes would fill the screen: a dozen names say enough.
        let shown = known.prefix(12).joined(separator: ", ") + (known.count > 12 ? " and \(known.count - 12) more" : "")
        let list = known.isEmpty ? "there are none" : "known: " + shown
        return "no template named '\(name)'; add it to the theme (\(list))"
    }

    static func nestedTooDeep(_ tag: Tag, limit: Int) -> String {
        "\(tag.kind.noun) '\(tag.name)' is nested more than \(limit) levels deep; close some sections "
            + "before opening more"
    }

    static func tooDeep(_ name: String, limit: Int) -> String {
        "templates include each other more than \(limit) levels deep at '\(name)'; a template "
            + "that includes itself needs a section around the inclusion that ends the recursion"
    }
}
