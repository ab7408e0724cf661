import Testing

@testable import Templates

/// Renders one template with `context`.
func render(_ template: String, _ context: TemplateValue, partials: [String: String] = [:]) throws -> String {
    var sources: [String: (path: String, text: String)] = ["page": ("page.mustache", template)]
    for (name, text) in partials { sources[name] = ("\(name).mustache", text) }
    return try TemplateLibrary(sources: sources).render("page", context: context)
}

/// What a blogger's data looks like once rendered: escaped, numbers plain, empties skipped.
struct RenderingTests {
    @Test func escapesAuthorTextIncludingApostrophes() throws {
        let title: TemplateValue = "Tom & Jerry's <script>alert(\"hi\")</script>"
        #expect(
            try render("<h1>{{title}}</h1>", ["title": title])
                == "<h1>Tom &amp; Jerry&#39;s &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;</h1>")
        #expect(try render("{{{title}}}|{{&title}}", ["title": "<b>'&'</b>"]) == "<b>'&'</b>|<b>'&'</b>")
    }

    @Test func escapingKeepsUnicodeIntact() throws {
        let text: TemplateValue = "שלום <עולם> — 🇩🇪 & e\u{301} ؀&"
        #expect(try render("{{t}}", ["t": text]) == "שלום &lt;עולם&gt; — 🇩🇪 &amp; e\u{301} ؀&amp;")
    }

    @Test(arguments: [
        (TemplateValue.int(85), "85"), (.double(1.21), "1.21"), (.double(3.0), "3"), (.int(-7), "-7"),
        (.double(-0.5), "-0.5"), (.double(1e21), "1e+21"), (.int(0), "0"), (.bool(true), "true"),
        (.null, ""),
    ])
    func printsNumbersPlainly(_ value: TemplateValue, _ text: String) throws {
        #expect(try render("[{{v}}]", ["v": value]) == "[\(text)]")
    }

    @Test(arguments: [
        (TemplateValue.null, false), (.bool(false), false), (.array([]), false), (.string(""), false),
        (.bool(true), true), (.int(0), true), (.double(0), true), (.string("0"), true), (.object([:]), true),
        (.array([.null]), true),
    ])
    func sectionsSkipEmptyValues(_ value: TemplateValue, _ truthy: Bool) throws {
        #expect(value.isTruthy == truthy)
        #expect(try render("{{#v}}yes{{/v}}{{^v}}no{{/v}}", ["v": value]) == (truthy ? "yes" : "no"))
    }

    @Test func listsRepeatAndDottedNamesReachInside() throws {
        let context: TemplateValue = [
            "site": ["title": "Numbers, Plainly"],
            "tags": [["name": "data", "count": 3], ["name": "charts", "count": 1]],
            "numbers": [1, 2.5, "x"],
        ]
        #expect(
            try render("{{site.title}}: {{#tags}}{{name}} ({{count}}) {{/tags}}{{#numbers}}<{{.}}>{{/numbers}}", context)
                == "Numbers, Plainly: data (3) charts (1) <1><2.5><x>")
        #expect(try render("{{site.missing.deeper}}|{{nothing}}", context) == "|")
    }

    @Test func outerNamesStayVisibleInsideSections() throws {
        let context: TemplateValue = ["site": ["url": "/"], "posts": [["title": "A"], ["title": "B"]]]
        #expect(try render("{{#posts}}{{title}}@{{site.url}} {{/posts}}", context) == "A@/ B@/ ")
    }

    @Test func keepsCRLFAndDropsStandaloneLines() throws {
        let template = "<ul>\r\n  {{#items}}\r\n  <li>{{.}}</li>\r\n  {{/items}}\r\n</ul>\r\n"
        #expect(try render(template, ["items": ["a", "b"]]) == "<ul>\r\n  <li>a</li>\r\n  <li>b</li>\r\n</ul>\r\n")
    }

    @Test func longAndOddValuesPassThrough() throws {
        let long = String(repeating: "Central African Republic ", count: 400)
        #expect(try render("{{v}}", ["v": .string(long)]) == long)
        #expect(try render("{{v}}", ["v": ["nested": 1]]) == "")
        #expect(try render("{{v}}", ["v": [1, 2]]) == "")
    }

    @Test func aTemplateWithoutTagsRendersAsIs() throws {
        #expect(try render("", [:]) == "")
        #expect(try render("just text\n", [:]) == "just text\n")
        #expect(try render("{{! only a comment }}", [:]) == "")
    }
}
