import Diagnostics
import Dispatch
import Testing

@testable import Templates

/// Syntax errors point at the tag at fault and say how to fix it.
struct TemplateErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var marked: String
        var message: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "unclosed section points at its opening tag",
            marked: "<ul>\n  1️⃣{{#posts}}\n  <li>{{title}}</li>\n</ul>\n",
            message: "section 'posts' opened at 2:3 is never closed; add {{/posts}}"),
        Case(
            testDescription: "mismatched close points at the close",
            marked: "{{#a}}{{#b}}\nx 1️⃣{{/a}}\n",
            message: "'{{/a}}' does not match section 'b' opened at 1:7; close that one first with {{/b}}"),
        Case(
            testDescription: "close without an open",
            marked: "text\n  1️⃣{{/posts}}",
            message: "'{{/posts}}' closes nothing; remove it or open the section before it with {{#posts}}"),
        Case(
            testDescription: "unclosed tag",
            marked: "<h1>1️⃣{{title</h1>\n",
            message: "tag '{{t' is never closed; end it with '}}'"),
        Case(
            testDescription: "triple mustache missing a brace",
            marked: "<main>1️⃣{{{content}}</main>",
            message: "tag '{{{' is never closed; end it with '}}}'"),
        Case(
            testDescription: "set-delimiter tag with one delimiter",
            marked: "a\n1️⃣{{=<%=}}",
            message: "set-delimiter tag '{{=<%=}}' needs two delimiters without '=' or spaces inside, "
                + "separated by a space, e.g. {{=<% %>=}}"),
        Case(
            testDescription: "set-delimiter tag with three delimiters",
            marked: "1️⃣{{=< % >=}}",
            message: "set-delimiter tag '{{=< % >=}}' needs two delimiters without '=' or spaces inside, "
                + "separated by a space, e.g. {{=<% %>=}}"),
        Case(
            testDescription: "empty tag",
            marked: "x 1️⃣{{ }}",
            message: "tag '{{ }}' has no name; write one between the delimiters, e.g. {{title}}"),
        Case(
            testDescription: "section without a name",
            marked: "1️⃣{{#}}",
            message: "tag '{{#}}' has no name; write one between the delimiters, e.g. {{title}}"),
        Case(
            testDescription: "name with a space",
            marked: "1️⃣{{post title}}",
            message: "name 'post title' contains whitespace; names are single words joined by dots, e.g. post.title"),
        Case(
            testDescription: "name with an empty part",
            marked: "1️⃣{{post..title}}",
            message: "name 'post..title' has an empty part between dots; write names like post.title"),
        Case(
            testDescription: "suggestion uses the delimiters in force",
            marked: "{{=<% %>=}}\n1️⃣<%#tags%>",
            message: "section 'tags' opened at 2:1 is never closed; add <%/tags%>"),
        Case(
            testDescription: "unclosed parent",
            marked: "1️⃣{{<base}}\n{{$content}}x{{/content}}\n",
            message: "parent 'base' opened at 1:1 is never closed; add {{/base}}"),
        Case(
            testDescription: "unclosed block inside a parent",
            marked: "{{<base}}\n{{$content}}x\n1️⃣{{/base}}",
            message: "'{{/base}}' does not match block 'content' opened at 2:1; close that one first with {{/content}}"),
        Case(
            testDescription: "columns count characters, not bytes",
            marked: "Café « 1️⃣{{#x}}",
            message: "section 'x' opened at 1:8 is never closed; add {{/x}}"),
        Case(
            testDescription: "CRLF lines",
            marked: "a\r\nb\r\n 1️⃣{{^x}}\r\n",
            message: "inverted section 'x' opened at 3:2 is never closed; add {{/x}}"),
    ]

    @Test(arguments: cases)
    func reportsAtTheMarker(_ test: Case) throws {
        let source = MarkedSource(test.marked)
        let diagnostics = templateErrors(source.text)
        try #require(diagnostics.count == 1, "\(diagnostics)")
        let diagnostic = diagnostics[0]
        #expect(diagnostic.isError)
        #expect(diagnostic.message == test.message)
        #expect(diagnostic.location == source.location(1, path: "layouts/page.mustache"))
    }

    @Test func sourceLineAndCaretShowTheTag() throws {
        let source = MarkedSource("<ul>\r\n  1️⃣{{#posts}}\r\n</ul>\r\n")
        let diagnostic = try #require(templateErrors(source.text).first)
        #expect(diagnostic.sourceLine == "  {{#posts}}")
        #expect(
            diagnostic.formatted()
                == """
                layouts/page.mustache:2:3: error: section 'posts' opened at 2:3 is never closed; add {{/posts}}
                      {{#posts}}
                      ^
                """)
    }

    @Test func everyErrorOfEveryTemplateIsReported() {
        let sources: [String: (path: String, text: String)] = [
            "base": ("layouts/base.mustache", "<title>{{title</title>"),
            "post": ("layouts/post.mustache", "{{#a}}\n{{/b}}\n{{#c}}"),
            "footer": ("partials/footer.mustache", "fine {{year}}"),
        ]
        var diagnostics: [Diagnostic] = []
        do { _ = try TemplateLibrary(sources: sources) } catch { diagnostics = error.diagnostics }
        #expect(
            diagnostics.map(\.description) == [
                "layouts/base.mustache:1:8: error: tag '{{t' is never closed; end it with '}}'",
                "layouts/post.mustache:1:1: error: section 'a' opened at 1:1 is never closed; add {{/a}}",
                "layouts/post.mustache:2:1: error: '{{/b}}' does not match section 'a' opened at 1:1; "
                    + "close that one first with {{/a}}",
                "layouts/post.mustache:3:1: error: section 'c' opened at 3:1 is never closed; add {{/c}}",
            ])
    }

    @Test func aMissingPartialIsAWarningWithASuggestion() throws {
        let library = try TemplateLibrary(sources: [
            "page": ("layouts/page.mustache", "a\n  {{>foter}}\nb"),
            "footer": ("partials/footer.mustache", "(c)"),
        ])
        #expect(library.warnings.map(\.description) == [
            "layouts/page.mustache:2:3: warning: no template named 'foter', so this renders nothing; "
                + "did you mean 'footer'?"
        ])
        #expect(try library.render("page", context: [:]) == "a\nb")
    }

    @Test func renderingAnUnknownTemplateIsAnError() throws {
        let library = try TemplateLibrary(sources: ["post": ("layouts/post.mustache", "x")])
        let error = #expect(throws: TemplateErrors.self) { try library.render("pots", context: [:]) }
        #expect(error?.diagnostics.map(\.message) == ["no template named 'pots'; did you mean 'post'?"])
        let other = #expect(throws: TemplateErrors.self) { try library.render("tags", context: [:]) }
        #expect(other?.diagnostics.map(\.message) == ["no template named 'tags'; add it to the theme (known: post)"])
    }

    @Test func endlessRecursionStopsWithAnError() throws {
        let library = try TemplateLibrary(sources: [
            "page": ("layouts/page.mustache", "{{>loop}}"),
            "loop": ("partials/loop.mustache", "x\n{{>loop}}"),
        ])
        let error = #expect(throws: TemplateErrors.self) { try library.render("page", context: [:]) }
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(diagnostic.location == SourceLocation(path: "partials/loop.mustache", line: 2, column: 1))
        #expect(diagnostic.message.contains("more than 100 levels deep at 'loop'"))
    }
}

/// Hostile templates end in an error, never in a crash.
struct TemplateLimitTests {
    @Test func nestingDeeperThanAnyThemeIsRefused() {
        let template = String(repeating: "{{#a}}", count: 20_000) + String(repeating: "{{/a}}", count: 20_000)
        let diagnostics = templateErrors(template)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message == "section 'a' is nested more than 100 levels deep; close some sections before opening more")
        #expect(diagnostics.first?.location?.column == 601)
    }

    @Test func nestingUpToTheLimitRenders() throws {
        let depth = TreeBuilder.maximumNesting
        let template = String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
        #expect(try render(template, ["a": true]) == "x")
    }

    @Test func endlessRecursionOnWorkerThreadsStopsWithAnError() throws {
        let library = try TemplateLibrary(sources: [
            "page": ("page.mustache", "{{#a}}{{#a}}{{>page}}{{/a}}{{/a}}")
        ])
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            do { _ = try library.render("page", context: ["a": [1]]) } catch { failures.increment() }
        }
        #expect(failures.value == 4)
    }
}

private final class Counter: @unchecked Sendable {
    private var count = 0
    private let lock = DispatchQueue(label: "counter")
    func increment() { lock.sync { count += 1 } }
    var value: Int { lock.sync { count } }
}
