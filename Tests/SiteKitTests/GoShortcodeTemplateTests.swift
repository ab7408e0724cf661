import Foundation
import Testing

@testable import SiteKit

/// Hugo shortcodes written as Go templates, as `site init --from` writes them in Mustache; and
/// those it cannot, with the action that stops it.
@Suite struct GoShortcodeTemplateTests {
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
}
