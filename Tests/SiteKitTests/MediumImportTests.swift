import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// `site init DIR --from medium-export/` with a Medium export written here in the shape Medium
/// writes its stories: one page per story in `posts/`, the body in sections of "grafs" with
/// Medium's classes and ids, code paragraphs coloured by highlight.js with `<br>` line breaks,
/// pictures in sized boxes, gists and videos as embeds, a link's card; a draft and a response.
@Suite struct MediumImportTests {
    typealias Folders = ImportTests.Folders

    static func page(title: String, subtitle: String, body: String, published: String?, author: String = "Jane Doe", id: String = "5a6b7c8d9e0f") -> String {
        """
        <!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>\(title)</title><style>
              * { font-family: Georgia, Cambria, "Times New Roman", Times, serif; }
              section img { max-width: 640px; }
              </style></head><body><article class="h-entry">
        <header>
        <h1 class="p-name">\(title)</h1>
        </header>
        <section data-field="subtitle" class="p-summary">
        \(subtitle)
        </section>
        <section data-field="body" class="e-content">
        \(body)
        </section>
        <footer><p>By <a href="https://medium.com/@jane" class="p-author h-card">\(author)</a>\(published.map { " on <a href=\"https://medium.com/p/abc\"><time class=\"dt-published\" datetime=\"\($0)\">Someday</time></a>" } ?? "").</p><p><a href="https://medium.com/@jane/a-story-\(id)" class="p-canonical">Canonical link</a></p><p>Exported from <a href="https://medium.com">Medium</a> on March 1, 2024.</p></footer></article></body></html>
        """
    }

    static let story = page(
        title: "Counting steps &amp; stairs", subtitle: "A week of walking",
        body: """
            <section name="a1b2" class="section section--body section--first"><div class="section-divider"><hr class="section-divider"></div><div class="section-content"><div class="section-inner sectionLayout--insetColumn"><h3 name="c1d2" id="c1d2" class="graf graf--h3 graf--leading graf--title">Counting steps &amp; stairs</h3><h4 name="e3f4" id="e3f4" class="graf graf--h4 graf-after--h3 graf--subtitle">A week of walking</h4><p name="a5b6" id="a5b6" class="graf graf--p graf-after--h4">I counted <strong class="markup--strong markup--p-strong">every</strong> step; see <a href="https://example.net/steps" data-href="https://example.net/steps" class="markup--anchor markup--p-anchor" rel="noopener" target="_blank">the study</a>.</p><figure name="f7a8" id="f7a8" class="graf graf--figure graf-after--p"><div class="aspectRatioPlaceholder is-locked" style="max-width: 700px; max-height: 467px;"><div class="aspectRatioPlaceholder-fill" style="padding-bottom: 66.7%;"></div><img class="graf-image" data-image-id="1*abc.png" data-width="1200" data-height="800" src="https://cdn-images-1.medium.com/max/800/1*abc.png" alt="Steps per day"></div><figcaption class="imageCaption">Steps per day</figcaption></figure><h3 name="b9c0" id="b9c0" class="graf graf--h3 graf-after--figure">How I counted</h3><pre name="d1e2" id="d1e2" class="graf graf--pre graf-after--h3 graf--preV2" data-code-block-mode="2" spellcheck="false" data-code-block-lang="python"><span class="pre--content"><span class="hljs-keyword">if</span> steps &lt; <span class="hljs-number">1000</span>:<br/>    <span class="hljs-built_in">print</span>(<span class="hljs-string">&quot;rest day&quot;</span>)</span></pre><pre name="f3a4" id="f3a4" class="graf graf--pre graf-after--pre graf--preV2" data-code-block-mode="2" spellcheck="false" data-code-block-lang="python"><span class="pre--content"><span class="hljs-built_in">print</span>(<span class="hljs-string">&quot;done&quot;</span>)</span></pre><h4 name="a5b7" id="a5b7" class="graf graf--h4 graf-after--pre">The watch</h4><figure name="c8d9" id="c8d9" class="graf graf--figure graf--iframe graf-after--h4"><script src="https://gist.github.com/jane/0123456789abcdef.js"></script></figure><figure name="e0f1" id="e0f1" class="graf graf--figure graf--iframe graf-after--figure"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" width="700" height="393" frameborder="0" scrolling="no"></iframe></figure></div></div></section><section name="b2c3" class="section section--body section--last"><div class="section-divider"><hr class="section-divider"></div><div class="section-content"><div class="section-inner sectionLayout--insetColumn"><blockquote name="d4e5" id="d4e5" class="graf graf--blockquote graf--leading">Walk <em class="markup--em markup--blockquote-em">after</em> lunch. A * star and {{< youtube abc >}} stay.</blockquote><div name="f6a7" id="f6a7" class="graf graf--mixtapeEmbed graf-after--blockquote graf--trailing"><a href="https://example.net/walking" data-href="https://example.net/walking" class="markup--anchor markup--mixtapeEmbed-anchor" title="https://example.net/walking"><strong class="markup--strong markup--mixtapeEmbed-strong">Why we walk</strong><br><em class="markup--em markup--mixtapeEmbed-em">A study of steps.</em>example.net</a><a href="https://example.net/walking" class="js-mixtapeImage mixtapeImage u-ignoreBlock" data-media-id="x" data-thumbnail-img-id="0*thumb.png" style="background-image: url(https://cdn-images-1.medium.com/fit/c/160/160/0*thumb.png);"></a></div></div></div></section>
            """,
        published: "2024-01-05T17:30:00.123Z", id: "0a1b2c3d4e5f")

    static let sequel = page(
        title: "More steps", subtitle: "",
        body: #"<section name="1" class="section section--body section--first section--last"><div class="section-divider"><hr class="section-divider"></div><div class="section-content"><div class="section-inner sectionLayout--insetColumn"><h3 name="2" id="2" class="graf graf--h3 graf--leading graf--title">More steps</h3><p name="3" id="3" class="graf graf--p graf-after--h3 graf--trailing">As in <a href="https://medium.com/@jane/counting-steps-stairs-0a1b2c3d4e5f?source=your_stories_page#.193mvxkug" data-href="x" class="markup--anchor markup--p-anchor">the first week</a> and <a href="https://medium.com/p/0a1b2c3d4e5f#how" class="markup--anchor">its method</a>; see <a href="https://medium.com/@sam/other-9f8e7d6c5b4a">Sam's</a>.</p></div></div></section>"#,
        published: "2024-01-12T08:00:00.000Z", id: "1f2e3d4c5b6a")

    static let draft = page(
        title: "Unfinished", subtitle: "Not yet…",
        body: #"<section name="1" class="section section--body section--first section--last"><div class="section-divider"><hr class="section-divider"></div><div class="section-content"><div class="section-inner sectionLayout--insetColumn"><h3 name="2" id="2" class="graf graf--h3 graf--leading graf--title">Unfinished</h3><p name="3" id="3" class="graf graf--p graf-after--h3 graf--trailing">Not yet.</p></div></div></section>"#,
        published: nil)

    static let response = page(
        title: "Great point, but…", subtitle: "Great point, but…",
        body: #"<section name="1" class="section section--body section--first section--last"><div class="section-divider"><hr class="section-divider"></div><div class="section-content"><div class="section-inner sectionLayout--insetColumn"><p name="2" id="2" class="graf graf--p graf--leading graf--trailing">Great point, but I disagree.</p></div></div></section>"#,
        published: "2024-02-01T10:00:00.000Z")

    @Test func aMediumExportMovesIn() throws {
        let folders = Folders([
            "posts/2024-01-05_Counting-steps---stairs-abc123.html": Self.story,
            "posts/draft_Unfinished-def456.html": Self.draft,
            "posts/2024-01-12_More-steps-1f2e3d4c5b6a.html": Self.sequel,
            "posts/2024-02-01_Great-point--but--0a1b2c.html": Self.response,
            "profile/profile.html": "<html><body><h3 class=\"p-name\">Jane Doe</h3></body></html>",
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Medium")
        let config = try #require(folders.read("new/site.yml"))
        #expect(config.contains("title: \"Jane Doe\"") && config.contains("author: \"Jane Doe\""), "\(config)")
        #expect(report.leftOut.contains { $0.contains("1 response to other writers' stories") }, "\(report.leftOut)")
        #expect(report.leftOut.contains { $0.contains("stay on Medium's servers") }, "\(report.leftOut)")
        #expect(!folders.exists("new/content/posts/2024-02-01-great-point-but.md"), "a response is no post")
        let post = try #require(folders.read("new/content/posts/2024-01-05-counting-steps-stairs.md"))
        #expect(post.contains("title: \"Counting steps & stairs\"") && post.contains("date: 2024-01-05T17:30:00Z") && post.contains("summary: \"A week of walking\""), "\(post)")
        // A run of code paragraphs is one block in its language, its lines as Medium broke them.
        #expect(post.contains("```python\nif steps < 1000:\n    print(\"rest day\")\n\nprint(\"done\")\n```"), "\(post)")
        #expect(!post.contains("graf") && !post.contains("markup--") && !post.contains("data-href") && !post.contains("aspectRatioPlaceholder"), "\(post)")
        #expect(!post.contains("Counting steps &amp; stairs</h3>"), "the title Medium repeats in the body goes")
        #expect(post.contains("{{< gist jane 0123456789abcdef >}}") && post.contains("{{< youtube dQw4w9WgXcQ >}}"), "\(post)")
        let draft = try #require(folders.read("new/content/posts/unfinished.md"))
        #expect(draft.contains("draft: true") && !draft.contains("summary:"), "\(draft)")

        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        let page = try #require(folders.read("new/public/posts/counting-steps-stairs/index.html"))
        #expect(page.contains("<p>I counted <strong>every</strong> step; see <a href=\"https://example.net/steps\">the study</a>.</p>"), "\(page)")
        #expect(page.contains("<img loading=\"lazy\" width=\"1200\" height=\"800\" src=\"https://cdn-images-1.medium.com/max/800/1*abc.png\" alt=\"Steps per day\"><figcaption>Steps per day</figcaption>"), "\(page)")
        // Medium's large heading is the second level, its small one the third; the parts' divider a rule.
        #expect(page.contains("<h2 id=\"how-i-counted\"") && page.contains("<h3 id=\"the-watch\""), "\(page)")
        #expect(page.components(separatedBy: "<hr>").count == 2, "one divider between the two parts, none before the first")
        #expect(page.contains("class=\"language-python") || page.contains("data-lang=\"python\""), "the code is highlighted")
        #expect(page.contains("<blockquote>Walk <em>after</em> lunch. A * star and {{< youtube abc >}} stay.</blockquote>"), "\(page)")
        #expect(page.contains("<a href=\"https://example.net/walking\"><strong>Why we walk</strong><br><em>A study of steps.</em>example.net</a>") && !page.contains("0*thumb.png"), "\(page)")
        #expect(!(folders.read("new/public/index.html") ?? "").contains("Unfinished"), "a draft stays a draft")
        // Links to the writer's own stories on Medium lead to them here, without Medium's tracking.
        let sequel = try #require(folders.read("new/public/posts/more-steps/index.html"))
        #expect(sequel.contains("<a href=\"/posts/counting-steps-stairs/\">the first week</a> and <a href=\"/posts/counting-steps-stairs/#how\">its method</a>"), "\(sequel)")
        #expect(sequel.contains("<a href=\"https://medium.com/@sam/other-9f8e7d6c5b4a\">Sam"), "another writer's story stays on Medium")
    }

    @Test func theStoriesFolderItselfIsAnExportAndOtherHTMLIsNot() throws {
        let folders = Folders(["2024-01-05_Counting-steps-abc123.html": Self.story])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.generator == "Medium" && folders.exists("new/content/posts/2024-01-05-counting-steps-stairs.md"))
        let other = Folders(["index.html": "<html><body><article class=\"h-entry\"><p>A page.</p></article></body></html>"])
        #expect(throws: Diagnostic.self) { try initSite(at: other.new, from: other.old) }
    }
}
