/// What the engine says about a ```mermaid block: each message says what to do.
enum MermaidMessages {
    /// One message for every kind of diagram (its kind is on the line shown under it), so a docs
    /// site's dozens of flowcharts are said once, with the places of the others.
    static let otherDiagram =
        "this Mermaid diagram is shown as its code: site draws Mermaid's pie and xychart as charts, and no script runs on the page to draw "
        + "flowcharts, sequence diagrams and the others; put an image of the diagram in its place, or leave the code as it is"

    static func unreadPieLine(_ text: String) -> String {
        "this line of a Mermaid pie is left out: a pie reads 'title …' and rows such as \"Dogs\" : 386 (the name in double quotes); "
            + "write it as a row, or delete it (got '\(text.shortenedForMessage(limit: 60))')"
    }

    static func unreadXYLine(_ text: String) -> String {
        "this line of a Mermaid xychart is left out: an xychart reads title, x-axis, y-axis, bar and line; "
            + "write it as one of them, or delete it (got '\(text.shortenedForMessage(limit: 60))')"
    }

    static func seriesWithoutValues(_ kind: String) -> String {
        "this \(kind) has no values; write them in square brackets, e.g. \(kind) [5000, 6000, 7500]"
    }
}
