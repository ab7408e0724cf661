import Foundation
import Testing

@testable import SiteKit

/// Hugo's shortcodes written as Go templates and Zola's as Tera templates, as `site init --from`
/// writes them in Mustache; and those it cannot, with the action that stops it.
@Suite struct ShortcodeTemplateTranslationTests {
    func translated(_ source: String) -> String? {
        try? GoShortcodeTemplate.mustache(from: source).get()
    }

    func stoppedAt(_ source: String) -> String? {
        if case .failure(let unsupported) = GoShortcodeTemplate.mustache(from: source) { return unsupported.action }
        return nil
    }

    @Test func parametersAndInnerText() {
        #expect(translated(#"<span class="highlight-text {{ .Get 0 }}">{{ .Inner }}</span>"#) == #"<span class="highlight-text {{0}}">{{{inner}}}</span>"#)
        #expect(translated(#"<iframe src="//jsfiddle.net/{{ .Get "id" | safeURL }}/embedded/"></iframe>"#) == #"<iframe src="//jsfiddle.net/{{id}}/embedded/"></iframe>"#)
        #expect(translated("<p>{{ .Inner | markdownify }}</p>") == "<p>{{{inner_html}}}</p>")
        #expect(translated(#"<figcaption>{{ markdownify (.Get "caption") }}</figcaption>"#) == "<figcaption>{{{caption_html}}}</figcaption>")
        #expect(translated(#"<img alt="{{ .Get "alt" | plainify }}">"#) == #"<img alt="{{alt_text}}">"#)
        #expect(translated("<h4>{{ .Page.Title }} on {{ .Site.Title }}</h4>{{ .Page.Params.Subtitle }}") == "<h4>{{page.title}} on {{site.title}}</h4>{{page.params.subtitle}}")
        #expect(translated("{{/* A note. */}}<hr>") == "<hr>")
    }

    @Test func conditionsAndDefaults() {
        #expect(
            translated(#"<figure>{{ with .Get "title" }}<figcaption>{{ . }}</figcaption>{{ end }}</figure>"#)
                == "<figure>{{#title}}<figcaption>{{title}}</figcaption>{{/title}}</figure>")
        #expect(
            translated(#"{{ if .Get "href" }}<a href="{{ .Get "href" }}">{{ .Inner }}</a>{{ else }}{{ .Inner }}{{ end }}"#)
                == "{{#href}}<a href=\"{{href}}\">{{{inner}}}</a>{{/href}}{{^href}}{{{inner}}}{{/href}}")
        #expect(translated(#"{{ if not (.Get "plain") }}<b>{{ end }}"#) == "{{^plain}}<b>{{/plain}}")
        #expect(translated(#"{{ if and (.Get "src") (.Get "alt") }}ok{{ end }}"#) == "{{#src}}{{#alt}}ok{{/alt}}{{/src}}")
        #expect(translated(#"{{ if isset .Params "width" }}w{{ end }}"#) == "{{#width}}w{{/width}}")
        #expect(translated(#"<b>{{ .Get "label" | default "Note & more" }}</b>"#) == "<b>{{#label}}{{label}}{{/label}}{{^label}}Note &amp; more{{/label}}</b>")
        #expect(translated(#"{{ $src := .Get "src" }}<img src="{{ $src }}">"#) == #"<img src="{{src}}">"#)
        // The fallback may be another parameter: a link's text, else its address.
        #expect(
            translated(#"<a href="{{ .Get 0 }}">{{- .Get 1 | default (.Get 0) -}}</a>"#)
                == #"<a href="{{0}}">{{#1}}{{1}}{{/1}}{{^1}}{{0}}{{/1}}</a>"#)
        #expect(translated(#"{{ default (.Get "src") (.Get "alt") }}"#) == "{{#alt}}{{alt}}{{/alt}}{{^alt}}{{src}}{{/alt}}")
        // Trim markers take the blanks beside them.
        #expect(translated("<div>\n  {{- .Inner -}}\n</div>") == "<div>{{{inner}}}</div>")
        // Inside `with`, `$.Get` is still the shortcode's.
        #expect(translated(#"{{ with .Get "a" }}{{ . }}-{{ $.Get "b" }}{{ end }}"#) == "{{#a}}{{a}}-{{b}}{{/a}}")
    }

    @Test func whatMustacheCannotSayIsNamed() {
        #expect(stoppedAt(#"<div class="alert {{ range .Params }}{{ . }} {{ end }}">"#) == "{{ range .Params }}")
        #expect(stoppedAt(#"{{ $.Scratch.Add "c-title" (.Get "title") }}"#) == #"{{ $.Scratch.Add "c-title" (.Get "title") }}"#)
        #expect(stoppedAt(#"{{ if eq (.Get "kind") "wide" }}w{{ end }}"#) == #"{{ if eq (.Get "kind") "wide" }}"#)
        #expect(stoppedAt(#"{{ partial "figure.html" . }}"#) != nil)
        #expect(stoppedAt("{{ if .Get \"a\" }}open") != nil)
        #expect(stoppedAt("{{ .Get \"a\" ") != nil)
    }

    // MARK: Tera (Zola)

    func tera(_ source: String) -> String? {
        try? TeraShortcodeTemplate.mustache(from: source).get()
    }

    @Test func zolasArgumentsBodyAndConditions() {
        #expect(tera(#"<span aria-hidden="true">{{ text }}</span>"#) == #"<span aria-hidden="true">{{text}}</span>"#)
        #expect(tera("<div>{{ body | markdown | safe }}</div>") == "<div>{{{inner_html}}}</div>")
        #expect(tera("<p>{{ caption | markdown(inline=true) | safe }}</p>") == "<p>{{{caption_html}}}</p>")
        #expect(tera("{{ body }}") == "{{inner}}")
        #expect(tera(#"<audio src="{{ config.base_url }}/{{ src }}"></audio>"#) == #"<audio src="{{site.base_url}}{{src}}"></audio>"#)
        #expect(tera("{# why #}{% if alt %}<img alt=\"{{ alt }}\">{% else %}<img alt=\"\">{% endif %}") == "{{#alt}}<img alt=\"{{alt}}\">{{/alt}}{{^alt}}<img alt=\"\">{{/alt}}")
        #expect(tera("{% if not quiet %}!{% endif %}{% if a and b %}ab{% endif %}") == "{{^quiet}}!{{/quiet}}{{#a}}{{#b}}ab{{/b}}{{/a}}")
        #expect(tera(#"{{ label | default(value="Note it") }}"#) == "{{#label}}{{label}}{{/label}}{{^label}}Note it{{/label}}")
        #expect(tera("<style>a { color: red }</style>\n{%- if x -%}\n  X\n{%- endif %}") == "<style>a { color: red }</style>{{#x}}X{{/x}}")
        #expect(tera("{{ page.title }} / {{ page.extra.Subtitle }} / {{ config.title }}") == "{{page.title}} / {{page.params.subtitle}} / {{site.title}}")
    }

    /// A Markdown shortcode's text is read as Markdown with the page: its body as the HTML of its Markdown.
    @Test func zolasMarkdownShortcodes() throws {
        #expect(
            try TeraShortcodeTemplate.mustache(from: "<div style=\"font-size: smaller\">\n\n  {{ body }}\n\n</div>\n", markdown: true).get()
                == "<div style=\"font-size: smaller\">\n\n  {{{inner_html}}}\n\n</div>\n")
        #expect(try TeraShortcodeTemplate.mustache(from: "**{{ label }}**", markdown: true).get() == "**{{{label_html}}}**")
    }

    @Test func whatTeraSaysAndMustacheCannotIsNamed() {
        func stopped(_ source: String) -> String? {
            if case .failure(let action) = TeraShortcodeTemplate.mustache(from: source) { return action.action }
            return nil
        }
        #expect(stopped("{% for item in items %}<li>{{ item }}</li>{% endfor %}") == "{% for item in items %}")
        #expect(stopped(#"{% set image = resize_image(path=image, width=300, op="fit_width") %}"#) != nil)
        #expect(stopped(#"{% if link is matching("^https?:") %}a{% endif %}"#) != nil)
        #expect(stopped("{{ get_url(path=src) }}") == "{{ get_url(path=src) }}")
        #expect(stopped("{% if a %}open") != nil)
    }
}
