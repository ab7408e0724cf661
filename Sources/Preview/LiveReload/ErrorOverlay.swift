import Templates
import Diagnostics

/// The page shown in place of every HTML page while the build is broken: every diagnostic
/// with its place, message and source line, all escaped, and the live-reload snippet so the
/// page comes back by itself once the file is fixed.
func errorOverlayPage(for diagnostics: [Diagnostic], buildID: String) -> [UInt8] {
    let sorted = diagnostics.sorted { ($0.location ?? .init(path: "", line: 0)) < ($1.location ?? .init(path: "", line: 0)) }
    let errorCount = diagnostics.errors.count
    // Every error in full; a warning repeated word for word once, with the places of the others.
    let items = (sorted.errors.map { diagnosticItem($0, others: []) }
        + sorted.warnings.groupedByMessage().map { diagnosticItem($0.first, others: $0.others) }).joined(separator: "\n")
    let page = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Build failed · site serve</title>
        <style>
        body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #1d1f21; color: #e6e6e6; }
        main { max-width: 60rem; margin: 0 auto; padding: 2rem 1.5rem; }
        h1 { font-size: 1.4rem; color: #ff8a80; margin: 0 0 .25rem; }
        p.hint { color: #b0b0b0; margin: 0 0 1.5rem; }
        ol { list-style: none; padding: 0; }
        li { background: #2a2d30; border-left: 4px solid #ff5252; border-radius: 4px; padding: .75rem 1rem; margin: 0 0 1rem; }
        li.warning { border-left-color: #ffb74d; }
        .where { font-family: ui-monospace, monospace; color: #9ecbff; }
        .severity { font-weight: 700; text-transform: uppercase; font-size: .8rem; margin: 0 .5rem; }
        .message { font-weight: 600; }
        pre { margin: .5rem 0 0; padding: .5rem; background: #151719; border-radius: 4px; overflow-x: auto; font: 14px/1.4 ui-monospace, monospace; }
        .caret { color: #69f0ae; }
        p.same { margin: .5rem 0 0; color: #b0b0b0; font-size: .9rem; }
        </style>
        </head>
        <body>
        <main role="alert" aria-live="assertive">
        <h1>The site could not be built: \(errorCount) \(errorCount == 1 ? "error" : "errors")</h1>
        <p class="hint">Fix the file and save: this page reloads by itself.</p>
        <ol>
        \(items)
        </ol>
        </main>
        </body>
        </html>

        """
    return injecting(liveReloadSnippet(buildID: buildID), into: Array(page.utf8))
}

private func diagnosticItem(_ diagnostic: Diagnostic, others: [SourceLocation]) -> String {
    var html = "<li class=\"\(diagnostic.severity.rawValue)\">"
    if let location = diagnostic.location {
        html += "<span class=\"where\">\(location.description.htmlEscaped)</span>"
    }
    html += "<span class=\"severity\">\(diagnostic.severity.rawValue)</span>"
    html += "<span class=\"message\">\(diagnostic.message.htmlEscaped)</span>"
    if let excerpt = diagnostic.excerpt, diagnostic.location != nil {
        let indent = String(repeating: " ", count: excerpt.caretIndent)
        html += "\n<pre>\(excerpt.text.htmlEscaped)\n\(indent)<span class=\"caret\">^</span></pre>"
    }
    if !others.isEmpty {
        html += "\n<p class=\"same\">\(sameMessageLine(others).htmlEscaped)</p>"
    }
    return html + "</li>"
}
