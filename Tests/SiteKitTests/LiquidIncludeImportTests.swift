import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// A Jekyll site's includes that its posts call as shortcodes (`{% include note.html text="…" %}`)
/// are written as Mustache shortcodes by `site init --from`, as Hugo's and Zola's shortcodes are.
@Suite struct LiquidIncludeImportTests {
    typealias Folders = ImportTests.Folders

    @Test func includeTemplatesBecomeMustache() throws {
        #expect(
            try LiquidShortcodeTemplate.mustache(from: #"<span id="fn{{ include.n }}">[{{- include.n -}}]</span> <i>{{ include.note }}</i>"#).get()
                == #"<span id="fn{{{n}}}">[{{{n}}}]</span> <i>{{{note}}}</i>"#)
        let figure = try LiquidShortcodeTemplate.mustache(
                from: """
                    {% comment %}A picture with its words.{% endcomment %}<figure><img src="{{ site.baseurl }}/assets/{{ include.src }}" alt="{{ include.alt | escape }}">
                    {%- if include.caption -%}<figcaption>{{ include.caption | markdownify }}</figcaption>{%- endif -%}
                    {% unless include.alt %}<!-- no alt -->{% endunless %}<span>{{ include.by | default: "me" }}</span></figure>
                    """
            ).get()
        #expect(figure
                == #"<figure><img src="{{{site.home_url}}}assets/{{{src}}}" alt="{{alt}}">{{#caption}}<figcaption>{{{caption_html}}}</figcaption>{{/caption}}{{^alt}}<!-- no alt -->{{/alt}}<span>{{#by}}{{{by}}}{{/by}}{{^by}}me{{/by}}</span></figure>"#)
        // What Mustache cannot say leaves the include as it is, naming the tag.
        #expect(LiquidShortcodeTemplate.mustache(from: "{% for x in include.list %}{{ x }}{% endfor %}") == .failure(UntranslatableAction(action: "{% for x in include.list %}")))
        #expect(LiquidShortcodeTemplate.mustache(from: "{% if include.n == 1 %}one{% endif %}") == .failure(UntranslatableAction(action: "{% if include.n == 1 %}")))
        #expect(LiquidShortcodeTemplate.mustache(from: "{{ site.data.people }}") == .failure(UntranslatableAction(action: "{{ site.data.people }}")))
    }

    @Test func theIncludesPostsCallAreWrittenAndTheThemesPartsStay() throws {
        let folders = Folders([
            "_config.yml": "title: Walks\npermalink: /:title/\n",
            "_includes/tipbox.html": #"<aside class="note">{% if include.title %}<strong>{{ include.title }}</strong> {% endif %}{{ include.text | markdownify }}</aside>"#,
            "_includes/people.html": "{% for person in site.data.people %}{{ person.name }}{% endfor %}",
            "_includes/head.html": "<meta charset=\"utf-8\"><title>{{ page.title }}</title>",
            "_layouts/post.html": "{% include head.html %}{{ content }}",
            "_posts/2024-01-05-steps.md": """
                ---
                title: Steps
                ---
                Walking helps.

                {% include tipbox.html title="Tip" text="Walk *after* lunch." %}

                {% include people.html %}
                """,
        ])
        let report = try initSite(at: folders.new, from: folders.old)
        #expect(report.translated.contains { $0.contains("tipbox.html") && $0.contains("Liquid") }, "\(report.translated)")
        #expect(report.leftOut.contains { $0.contains("people.html") && $0.contains("left as written") }, "\(report.leftOut)")
        let note = try #require(folders.read("new/themes/default/shortcodes/tipbox.mustache"))
        #expect(note.contains("{{#title}}<strong>{{{title}}}</strong> {{/title}}{{{text_html}}}"), "\(note)")
        #expect(!folders.exists("new/themes/default/shortcodes/head.mustache"), "a part of the theme no page calls is no shortcode")
        #expect(!folders.exists("new/themes/default/shortcodes/people.mustache"))
        let build = folders.build()
        let page = try #require(folders.read("new/public/steps/index.html"))
        #expect(page.contains("<aside class=\"note\"><strong>Tip</strong> <p>Walk <em>after</em> lunch.</p>") || page.contains("<aside class=\"note\"><strong>Tip</strong> Walk <em>after</em> lunch."), "\(page)")
        #expect(build.diagnostics.contains { $0.message.contains("people") }, "the call it could not write is named by the build")
    }

    /// A project site (`baseurl: /walks`) links an include's picture with `relative_url`: the
    /// site's path goes before the parameter's path, as Jekyll put it there. An include in a folder
    /// (`posts/walknote.html`) is written too.
    @Test func anIncludesRelativeURLKeepsTheSitesPath() throws {
        #expect(
            try LiquidShortcodeTemplate.mustache(from: #"<img src="{{ include.src | relative_url }}"><a href="{{ include.page | absolute_url }}">{{ 'x' | relative_url }}</a>"#).get()
                == #"<img src="{{{src_relative_url}}}"><a href="{{{page_relative_url}}}">x</a>"#)
        let folders = Folders([
            "_config.yml": "title: Walks\nurl: https://jane.github.io\nbaseurl: /walks\npermalink: /:title/\n",
            "_includes/picture.html": #"<figure><img src="{{ include.src | relative_url }}" alt="{{ include.alt }}"><a href="{{ include.more | relative_url }}">more</a></figure>"#,
            "assets/steps.png": "png",
            "_posts/2024-01-05-steps.md": """
                ---
                title: Steps
                ---
                {% include picture.html src="/assets/steps.png" alt="Steps" more="https://example.org/steps" %}

                {% include picture.html src="assets/steps.png" alt="Again" more="/about/" %}

                {% include posts/walknote.html text="Walk *after* lunch." %}
                """,
            // An include in a folder of `_includes/` is the shortcode of its file's name, as the build calls it.
            "_includes/posts/walknote.html": #"<aside class="aside">{{ include.text | markdownify }}</aside>"#,
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        let build = folders.build()
        let page = try #require(folders.read("new/public/steps/index.html"))
        #expect(page.contains(#"<img src="/walks/assets/steps.png" alt="Steps"><a href="https://example.org/steps">more</a>"#), "\(page)")
        #expect(page.contains(#"<img src="/walks/assets/steps.png" alt="Again"><a href="/walks/about/">more</a>"#), "\(page)")
        #expect(!build.diagnostics.contains { $0.message.contains("steps.png") || $0.message.contains("walknote") }, "\(build.diagnostics)")
        #expect(folders.exists("new/themes/default/shortcodes/walknote.mustache"))
        #expect(page.contains("<aside class=\"aside\"><p>Walk <em>after</em> lunch.</p>") || page.contains("<aside class=\"aside\">Walk <em>after</em> lunch."), "\(page)")
    }

    /// Jekyll reads a `_posts/` folder below others as posts of those categories, at their address.
    @Test func postsInNestedPostsFoldersArePostsOfTheirCategories() throws {
        let folders = Folders([
            "_config.yml": "title: Walks\n",
            "_posts/2024-01-01-top.md": "---\ntitle: Top\n---\nAt the top.\n",
            "writing/data/_posts/2024-02-03-ways.md": "---\ntitle: Ways\n---\nThe ways.\n",
            "writing/sea/_posts/2024-03-04-foils.md": "---\ntitle: Foils\ncategories: [boats]\n---\nFoils.\n",
            "writing/sea/_drafts/2024-05-01-later.md": "---\ntitle: Later\n---\nNot yet.\n",
        ])
        _ = try initSite(at: folders.new, from: folders.old)
        let ways = try #require(folders.read("new/content/posts/2024-02-03-ways.md"))
        #expect(ways.hasPrefix("---\ncategories: [\"writing\", \"data\"]\ntitle: Ways"), "\(ways)")
        #expect(folders.read("new/content/posts/2024-03-04-foils.md")?.contains("categories: [boats]") == true, "its own categories stay")
        #expect(!folders.exists("new/content/posts/2024-05-01-later.md"))
        let build = folders.build()
        #expect(build.succeeded, "\(build.diagnostics)")
        // Jekyll's default address: the categories, then the date.
        #expect(folders.exists("new/public/writing/data/2024/02/03/ways.html"), "\(build.diagnostics)")
    }
}
