import Testing
@testable import SiteKit

/// Line numbers, marked lines and hidden lines, as Hugo, Zola, Jekyll, markdown-it, Pandoc and
/// PyMdown write them after a code block's language.
struct CodeBlockOptionsTests {
    @Test func hugosAttributes() {
        let lines = CodeBlockOptions(options: " {linenos=table,hl_lines=[2,\"4-5\"],linenostart=199}")
        #expect(lines.isNumbered && lines.firstNumber == 199)
        #expect(lines.marked == [2...2, 4...5])
        #expect(CodeBlockOptions(options: " {linenos=false hl_lines=\"3 6-7\"}") == CodeBlockOptions(marked: [3...3, 6...7]))
        #expect(CodeBlockOptions(options: "linenos=inline,hl_lines=8 15-17,linenostart=199").marked == [8...8, 15...17])
    }

    @Test func zolasCommas() {
        let lines = CodeBlockOptions(options: ", linenos, linenostart=10, hl_lines=3-4 8-9, hide_lines=2 7")
        #expect(lines.isNumbered && lines.firstNumber == 10)
        #expect(lines.marked == [3...4, 8...9])
        #expect(lines.hidden == [2...2, 7...7])
        #expect(CodeBlockOptions(options: ",name=mod.rs").isPlain)
    }

    @Test func jekyllMarkdownItAndPandoc() {
        #expect(CodeBlockOptions(options: " linenos").isNumbered)
        #expect(CodeBlockOptions(options: " mark_lines=\"2 3\"").marked == [2...2, 3...3])
        #expect(CodeBlockOptions(options: "{4,7-9}").marked == [4...4, 7...9])
        #expect(CodeBlockOptions(options: " {.numberLines startFrom=\"100\"}") == CodeBlockOptions(isNumbered: true, firstNumber: 100))
        // A bare number outside braces, a reversed or absurd range, a class or a title mean nothing.
        #expect(CodeBlockOptions(options: " 3").isPlain)
        #expect(CodeBlockOptions(options: " {hl_lines=5-2 0} {.wide title=\"a=b, c\"}").isPlain)
        #expect(CodeBlockOptions(options: " {hl_lines=1-99999999999}").marked.first?.count == 100_001)
    }

    /// PyMdown's, as MkDocs pages write them: `py title="x.py" linenums="1" hl_lines="2 3"`.
    @Test func pyMdownsAttributes() {
        let lines = CodeBlockOptions(options: " title=\"bubble_sort.py\" linenums=\"5\" hl_lines=\"2 3\"")
        #expect(lines.isNumbered && lines.firstNumber == 5 && lines.marked == [2...2, 3...3] && lines.fileName == "bubble_sort.py")
        #expect(CodeBlockOptions(options: " linenums=\"1\"") == CodeBlockOptions(isNumbered: true))
    }

    @Test func linesAreWrappedMarkedAndHidden() {
        let lines = CodeBlockOptions(isNumbered: true, firstNumber: 5, marked: [2...2], hidden: [3...3])
        #expect(lines.wrapping("a\nb\nc\nd\n") == "<span class=\"line\">a\n</span><mark class=\"line\">b\n</mark><span class=\"line\">d\n</span>")
        #expect(lines.counterStyle == " style=\"counter-reset: line 4\"")
        #expect(CodeBlockOptions(isNumbered: true).counterStyle == "")
    }

    @Test func aBlockGetsItsLinesWithOrWithoutALanguageTheHighlighterKnows() throws {
        let go = try #require(CodeBlockHTML.html("package main\nfunc f() {}\n", language: "go", options: " {hl_lines=2}"))
        #expect(go.hasPrefix("<pre class=\"highlight\"><code class=\"language-go\"><span class=\"line\"><span class=\"hl-keyword\">package</span>"))
        #expect(go.contains("<mark class=\"line\"><span class=\"hl-keyword\">func</span>"))
        let plain = try #require(CodeBlockHTML.html("a < b\nc", language: "text", options: " {linenos=true}"))
        #expect(plain == "<pre class=\"numbered\"><code class=\"language-text\"><span class=\"line\">a &lt; b\n</span><span class=\"line\">c\n</span></code></pre>")
        // Nothing to add: cmark's own markup stays.
        #expect(CodeBlockHTML.html("x", language: "nolanguage", options: "") == nil)
        #expect(CodeBlockHTML.split(info: "rust,linenos")?.language == "rust")
        #expect(CodeBlockHTML.split(info: "js{4}")?.options == "{4}")
        #expect(CodeBlockHTML.split(info: "{.python .numberLines}")?.language == "python")
        #expect(CodeBlockHTML.split(info: "{r}") == nil)
        // A file's name (Hextra's and Docsy's `filename=`) is shown above the code, highlighted or not.
        let named = try #require(CodeBlockHTML.html("x\n", language: "nolanguage", options: " {filename=\"a<b>.txt\"}"))
        #expect(named == "<figure class=\"codeblock\"><figcaption class=\"codeblock-name\">a&lt;b&gt;.txt</figcaption>\n<pre><code class=\"language-nolanguage\">x\n</code></pre>\n</figure>")
        #expect(CodeBlockHTML.html("package main\n", language: "go", options: " {title=\"main.go\", linenos=true}")?.contains("codeblock-name\">main.go</figcaption>\n<pre class=\"highlight numbered\">") == true)
    }

    /// Docusaurus's magic comments: the comment lines go and the lines they name are marked, in
    /// the comment each language writes; a line that only mentions one stays.
    @Test func docusaurusMagicCommentsMarkTheirLines() throws {
        let js = "function a() {\n  // highlight-next-line\n  return 1;\n}\n// highlight-start\nb();\nc();\n// highlight-end\n"
        let applied = try #require(MagicComments.applied(to: js))
        #expect(applied.code == "function a() {\n  return 1;\n}\nb();\nc();\n")
        #expect(applied.marked == [2...2, 4...5])
        #expect(MagicComments.applied(to: "x = 1\n# highlight-next-line\ny = 2\n")?.marked == [2...2])
        #expect(MagicComments.applied(to: "<div>\n  {/* highlight-next-line */}\n  <p/>\n</div>")?.marked == [2...2])
        #expect(MagicComments.applied(to: "// write highlight-next-line to mark a line\n") == nil)
        let html = try #require(CodeBlockHTML.html(js, language: "text", options: ""))
        #expect(html.contains("<mark class=\"line\">  return 1;\n</mark>") && !html.contains("highlight-next-line"), "\(html)")
    }
}
