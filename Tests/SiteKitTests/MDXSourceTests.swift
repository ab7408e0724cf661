import Diagnostics
import Testing

@testable import SiteKit

/// An MDX post read as the Markdown it holds: its script left out, its code left as written,
/// every line at its number.
@Suite struct MDXSourceTests {
    func read(_ text: String) -> MDXSource { MDXSource(text, path: "content/posts/a.mdx", lineOffset: 4) }

    @Test func statementsAreLeftOutToTheNextBlankLineAndLinesKeepTheirNumbers() {
        let source = read("import A from './A.astro'\nimport {\n  B,\n} from 'b'\n\nText.\n\nexport const meta = {\n  title: 'x'\n}\nexport default Layout\n\nEnd.\n")
        #expect(source.markdown == "\n\n\n\n\nText.\n\n\n\n\n\n\nEnd.\n")
        #expect(source.diagnostics.isEmpty)
    }

    @Test func codeIsLeftAsWritten() {
        let text = "```jsx\nimport x from 'y'\n<Button />\n{/* kept */}\n```\n\nUse `<Button />` or ``<A>` ``.\n\n~~~\n<B/>\n~~~\n"
        let source = read(text)
        #expect(source.markdown == text)
        #expect(source.diagnostics.isEmpty)
    }

    @Test func componentsAreLeftOutOnceWarnedAndTheirTextKept() {
        let source = read("<Aside type=\"tip\" title={`a > b`}>\nInside **it**.\n</Aside>\n\n<YouTube\n  id=\"x\"\n  params={{ start: 10 }}\n/>\n\nA <Aside>second</Aside>, <Foo.Bar />, <>a fragment</> and <span class=\"k\">HTML</span>.\n")
        #expect(source.markdown == "\nInside **it**.\n\n\n\n\n\n\n\nA second, , a fragment and <span class=\"k\">HTML</span>.\n")
        let messages = source.diagnostics.map(\.description)
        #expect(messages.count == 3)
        #expect(messages.first?.hasPrefix("content/posts/a.mdx:5:1: warning: MDX component <Aside> is left out") == true, "\(messages)")
        #expect(messages.dropFirst().first?.hasPrefix("content/posts/a.mdx:9:1: warning: MDX component <YouTube>") == true, "\(messages)")
        #expect(messages.last?.contains("<Foo.Bar>") == true)
    }

    @Test func commentsAreLeftOut() {
        let source = read("Before {/* a note */} after.\n\n{/*\n  two lines\n*/}\nEnd.\n")
        #expect(source.markdown == "Before  after.\n\n\n\n\nEnd.\n")
        #expect(read("Summary.\n\n{/* truncate */}\n\nMore.\n").markdown == "Summary.\n\n<!-- truncate -->\n\nMore.\n", "Docusaurus's end of the summary")
    }

    @Test func anImageOfAnImportedPictureBecomesAnImg() {
        let source = read("import { Image } from 'astro:assets';\nimport cover from '../../assets/cover & co.png';\n\n<Image src={cover} alt=\"A <cover> & more\" width={400} />\n\n<Image src=\"/plain.png\" alt='Plain' />\n")
        #expect(source.markdown.contains("<img src=\"../../assets/cover &amp; co.png\" alt=\"A &lt;cover&gt; &amp; more\">"), "\(source.markdown)")
        #expect(source.markdown.contains("<img src=\"/plain.png\" alt=\"Plain\">"))
        #expect(source.diagnostics.isEmpty)
    }

    /// Text that only looks like a tag stays: a comparison, a tag never closed, a brace alone.
    @Test func whatIsNoComponentStays() {
        let text = "x < Y and 3<4, <Unclosed a=\"1\"\n\nAn {expression} and {/* never closed.\n"
        #expect(read(text).markdown == text)
    }
}

extension MDXSourceTests {
    /// HTML written as JSX writes it is HTML again: what a script would compute is left out.
    @Test func htmlTagsWithJSXAttributesAreWrittenAsHTML() {
        let source = read("<img\n    src={\"https://x.example/a.jpg?w=1&h=2\"}\n    alt=\"A calendar\"\n    width={408}\n/>\n\n<video controls style={{ maxWidth: '100%', height: 'auto', marginTop: 8, opacity: 0.5 }} src={clip}>\n</video>\n\n<div className=\"note\" {...props} onClick={() => go()}>Hi</div>\n")
        #expect(source.markdown == "<img src=\"https://x.example/a.jpg?w=1&amp;h=2\" alt=\"A calendar\" width=\"408\" />\n\n\n\n\n\n<video controls style=\"max-width: 100%; height: auto; margin-top: 8px; opacity: 0.5\">\n</video>\n\n<div class=\"note\">Hi</div>\n")
        #expect(read("<a href=\"/x\">plain HTML</a> stays\n").markdown == "<a href=\"/x\">plain HTML</a> stays\n")
    }
}

extension MDXSourceTests {
    /// A video component is the theme's shortcode for it, when the theme has one; else it is left out with a warning.
    @Test func videoComponentsAreTheThemesShortcodes() {
        let text = "<YouTube id=\"dQw4w9WgXcQ\" title=\"Rick's song\" />\n\n<LiteYouTubeEmbed\n  id=\"https://youtu.be/abc_DEF-123\"\n/>\n\n<Vimeo id=\"76979871\" />\n\n<YouTube id=\"bad id!\" />\n"
        let themed = MDXSource(text, path: "content/posts/a.mdx", lineOffset: 0, shortcodes: ["youtube", "vimeo"])
        #expect(themed.markdown.hasPrefix("{{< youtube id=\"dQw4w9WgXcQ\" title=\"Rick's song\" >}}\n\n{{< youtube id=\"abc_DEF-123\" >}}\n\n\n\n{{< vimeo id=\"76979871\" >}}\n\n\n"), "\(themed.markdown)")
        #expect(themed.diagnostics.map(\.description) == ["content/posts/a.mdx:9:1: warning: MDX component <YouTube> is left out (it is the old site's JavaScript, which no build here runs); text between its tags is kept; write Markdown, HTML or a shortcode in its place"])
        let bare = MDXSource(text, path: "content/posts/a.mdx", lineOffset: 0)
        #expect(!bare.markdown.contains("{{<") && bare.diagnostics.count == 3, "a theme without the shortcodes: warnings")
    }
}
