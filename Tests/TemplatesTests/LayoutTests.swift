import Dispatch
import Testing

@testable import Templates

/// Layouts built by inheritance, as the default theme uses them.
struct LayoutTests {
    @Test func postFillsTheBaseLayoutWithIndentedBlocks() throws {
        let library = try TemplateLibrary(sources: SampleTheme.sources)
        let tags = (1...10).map { "        <li><a href=\"/tags/tag-\($0)/\">tag \($0)</a></li>\n" }.joined()
        #expect(
            try library.render("post", context: SampleTheme.context) == """
                <!doctype html>
                <html lang="en">
                <head>
                  <meta charset="utf-8">
                  <title>Steps &amp; stairs · Numbers, Plainly</title>
                  <link rel="stylesheet" href="/assets/style.css">
                  <link rel="stylesheet" href="/assets/charts.css">
                </head>
                <body>
                  <a class="skip" href="#main">Skip to content</a>
                  <main id="main">
                    <article>
                      <h1>Steps &amp; stairs</h1>
                      <time datetime="2026-03-14T09:00:00Z">14 March 2026</time>
                      <p>Ten thousand a day?</p>
                      <ul class="tags">

                """ + tags + """
                      </ul>
                    </article>
                  </main>
                  <footer>© 2026 Ada Example</footer>
                </body>
                </html>

                """)
        #expect(library.warnings.isEmpty)
        #expect(try library.renderUTF8("post", context: SampleTheme.context) == Array(try library.render("post", context: SampleTheme.context).utf8))
    }

    @Test func theBaseAloneRendersItsDefaults() throws {
        let library = try TemplateLibrary(sources: SampleTheme.sources)
        let html = try library.render("base", context: SampleTheme.context)
        #expect(html.contains("<title>Numbers, Plainly</title>"))
        #expect(html.contains("  <main id=\"main\">\n  </main>\n"))
    }

    @Test func childBlocksTakeTheIndentationOfTheParentsBlock() throws {
        let child = "{{<parent}}\n        {{$block}}\n        Hello\n          world\n        {{/block}}\n{{/parent}}\n"
        let parent = "I say,\n  {{$block}}\n  Hi there!\n  {{/block}}\nBye.\n"
        #expect(try render(child, [:], partials: ["parent": parent]) == "I say,\n  Hello\n    world\nBye.\n")
        #expect(try render("{{>parent}}", [:], partials: ["parent": parent]) == "I say,\n  Hi there!\nBye.\n")
    }

    @Test func partialsInsideIndentedBlocksAreIndentedOnce() throws {
        let base = "<main>\n  {{$content}}{{/content}}\n</main>\n"
        let post = "{{<base}}\n{{$content}}\n<ul>\n  {{>item}}\n</ul>\n{{/content}}\n{{/base}}\n"
        let item = "<li>\n  {{name}}\n</li>\n"
        #expect(
            try render(post, ["name": "x"], partials: ["base": base, "item": item])
                == "<main>\n  <ul>\n    <li>\n      x\n    </li>\n  </ul>\n</main>\n")
    }

    @Test func theLayoutCanBeChosenByTheData() throws {
        let page = "{{<*layout}}{{$body}}Hi{{/body}}{{/*layout}}"
        let partials = ["wide": "[{{$body}}{{/body}}]", "narrow": "({{$body}}{{/body}})"]
        #expect(try render(page, ["layout": "wide"], partials: partials) == "[Hi]")
        #expect(try render(page, ["layout": "narrow"], partials: partials) == "(Hi)")
        #expect(try render(page, [:], partials: partials) == "")
    }

    @Test func rendersTheSameBytesFromManyThreads() throws {
        let library = try TemplateLibrary(sources: SampleTheme.sources)
        let expected = try library.render("post", context: SampleTheme.context)
        let results = Results(count: 400)
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            var context = SampleTheme.context
            if case .object(var fields) = context {
                fields["index"] = .int(index)
                context = .object(fields)
            }
            results.store((try? library.render("post", context: context)) ?? "", at: index)
        }
        #expect(results.all.allSatisfy { $0 == expected })
    }
}

/// Results written by concurrent iterations, one slot each.
private final class Results: @unchecked Sendable {
    private var slots: [String]
    private let lock = DispatchQueue(label: "results")
    init(count: Int) { slots = Array(repeating: "", count: count) }
    func store(_ value: String, at index: Int) { lock.sync { slots[index] = value } }
    var all: [String] { lock.sync { slots } }
}
