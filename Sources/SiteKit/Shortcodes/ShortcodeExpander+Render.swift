import Foundation
import CCmark
import Charts
import Diagnostics
import Templates

/// A shortcode call rendered: the theme's template, or what the build draws itself (charts, diagrams, figures).
extension ShortcodeExpander {
    /// The output of a call: HTML as a placeholder (padded with the lines the call spanned, so that
    /// later lines keep their numbers), Markdown as it is; the call as written when the theme lacks it.
    mutating func render(_ call: ShortcodeCall, innerRange: Range<Int>?, depth: Int, spanning span: Range<Int>)
        -> [UInt8]
    {
        // The mermaid shortcode of LoveIt, FixIt, Blowfish, Congo and Book, unless the theme has its
        // own: a ```mermaid block, whose pie or xychart is drawn as a chart.
        if call.name == "mermaid", let innerRange, !environment.knows("mermaid") {
            return fencedCode(text[innerRange], language: "mermaid")
        }
        // The Chart.js shortcode of Blowfish, Congo and hugo-chart (and blogs' own `chartjs`, whose
        // configuration may be the script that draws it), unless the theme has its own: a ```chartjs
        // block, whose bar, line, pie, doughnut or scatter chart is drawn without script.
        if call.name == "chart" || call.name == "chartjs", let innerRange, !environment.knows(call.name) {
            // Only the datasets, a list (`[{label: 'Req/s', data: [6, 69]}]`), the call's arguments saying the rest.
            if text[innerRange].first(where: { !isSpace($0) }) == UInt8(ascii: "[") {
                return fencedCode(ArraySlice(Self.chartJSConfig(datasets: text[innerRange], of: call).utf8), language: "chartjs")
            }
            return fencedCode(text[innerRange], language: "chartjs")
        }
        // A blog's own chart shortcode, its values in its arguments (`labels="5,10" data="0.8,0.6"`): a chart block.
        if call.name == "chart", innerRange == nil, !environment.knows("chart"), let chart = InlineChartCall(call) {
            if let (labels, values) = chart.unmatched {
                warning(
                    "the chart has \(labels) labels and \(values) values; the first \(min(labels, values)) of each are drawn: give one value for each label",
                    at: call.offset)
            }
            return placeholder(for: html(of: chart.markdown, at: call.offset, idPrefix: "chart-"), spanning: span)
        }
        // Hugo Blox's (Wowchemy's) `{{< chart data="line-chart" >}}`: the Plotly figure in
        // `line-chart.json` beside the post, drawn as a ```plotly block.
        if call.name == "chart", innerRange == nil, !environment.knows("chart"), let data = call.parameter("data", position: 0), !data.isEmpty {
            return figureFileFence(data.lowercased().hasSuffix(".json") ? data : data + ".json", language: "plotly")
        }
        // A blog's own chart shortcode in a form of its own (`datasets="Req/s|6,69,81"`, a chart named
        // by an id its theme looks up): no chart to draw, and no reason to fail the build over it.
        if call.name == "chart", innerRange == nil, !environment.knows("chart") {
            let arguments = (call.named.map { $0.key + "=…" } + call.positional.prefix(2).map { String($0) }).prefix(4).joined(separator: " ")
            warning(
                "this chart shortcode's arguments (\(arguments.shortenedForMessage(limit: 60))) are its theme's own, which site does not read; the chart is left out: "
                    + "write it as a ```chart block in its place (or give the call labels=\"…\" and data=\"…\")",
                at: call.offset)
            return []
        }
        // The Plotly shortcode Hugo blogs copy: `{{< load-plotly >}}` once (the script, which no
        // page needs now: left out), then `{{< plotly json="fig.json" height="500px" >}}` or the
        // figure's JSON inside `{{< plotly >}}…{{< /plotly >}}`: a ```plotly block.
        if call.name == "load-plotly", !environment.knows(call.name) { return [] }
        if call.name == "plotly", !environment.knows("plotly") {
            if let fence = figureShortcode(call, innerRange: innerRange, language: "plotly", library: "Plotly", keys: ["json"], position: 0) { return fence }
            // Without a figure it only loaded the script, for the page's own HTML to draw with.
            if call.named.isEmpty, call.positional.isEmpty { return [] }
        }
        // LoveIt's and FixIt's ECharts shortcode: a ```echarts block, its option in JSON (written
        // in YAML or TOML, as those themes also take it, it is handed on as JSON).
        if call.name == "echarts", let innerRange, !environment.knows("echarts") {
            let inner = String(decoding: text[innerRange], as: UTF8.self)
            let isJSON = inner.trimmingSpaces().hasPrefix("{")
            let yaml = isJSON ? nil : (try? parseYAML(inner)).flatMap { $0?.mappingEntries != nil ? $0 : nil }
            if let node = yaml ?? (isJSON ? nil : (try? parseTOML(inner)) ?? nil), node.mappingEntries != nil {
                return fencedCode(ArraySlice(node.json.utf8), language: "echarts")
            }
            return fencedCode(text[innerRange], language: "echarts")
        }
        // Hugo Blox's `{{< table path="results.csv" header="true" caption="…" >}}`: the file beside
        // the post as a table (a Markdown one, so it reads as the post's tables do).
        if call.name == "table", innerRange == nil, !environment.knows("table"), let path = call.parameter("path", position: 0) {
            return dataTable(path, call: call, spanning: span)
        }
        // Docsy's `{{< imgproc sunset Fill "600x300" >}}Caption{{< /imgproc >}}`: the image of the
        // page's bundle whose name holds the word, for the theme's imgproc to draw at that size.
        if call.name == "imgproc", call.parameter("src") == nil, let word = call.positional.first {
            guard let image = DocsyImage(call, bundleFiles: { bundleFileNames() }) else {
                warning(
                    "imgproc names \(word.shortenedForMessage(limit: 40)), but no image beside this page has it in its name; put the image in the page's folder (a bundle's index.md), or correct the word",
                    at: call.offset)
                var captionOnly = call
                captionOnly.named.append(("src", ""))
                return render(captionOnly, innerRange: innerRange, depth: depth, spanning: span)
            }
            var resolved = call
            resolved.named += image.parameters
            return render(resolved, innerRange: innerRange, depth: depth, spanning: span)
        }
        // Hugo Blox's `{{< toc >}}`: the contents there, as kramdown's `{:toc}` puts them.
        if call.name == "toc", innerRange == nil, !environment.knows("toc"), environment.markdown.has(.attributes) {
            return Array("{:toc}".utf8)
        }
        // Docsy's `{{% readfile file="includes/setup.md" %}}`: that file's Markdown in place, as Quarto's
        // include; with `code="true"`, the file as code in the language `lang` names.
        if call.name == "readfile", !environment.knows("readfile"), let file = call.parameter("file", position: 0), !file.isEmpty {
            guard call.parameter("code")?.lowercased() == "true" else { return includedMarkdown(file, at: call.offset, depth: depth) }
            return fileAsCode(file, language: call.parameter("lang") ?? "", at: call.offset)
        }
        // Quarto's `{{< include _setup.qmd >}}`: that file's Markdown in place, read as this page's.
        // Hextra's `{{% jupyter "example.ipynb" %}}`: the notebook's cells in place, as a notebook tag shows them.
        if call.name == "jupyter", innerRange == nil, !environment.knows("jupyter"), let path = call.parameter("file", position: 0), !path.isEmpty {
            return notebookCells(path, at: call.offset, depth: depth)
        }
        // Hugo Blox's `{{< notebook src="analysis.ipynb" title="…" >}}`: the same, under its title.
        if call.name == "notebook", innerRange == nil, !environment.knows("notebook"), let path = call.parameter("src") ?? call.parameter("file", position: 0), !path.isEmpty {
            let title = call.parameter("title").map { "\n**" + $0.replacingOccurrences(of: "*", with: "\\*") + "**\n" } ?? ""
            return Array(title.utf8) + notebookCells(path, at: call.offset, depth: depth)
        }
        // geekdoc's `{{< include file="/static/part.html" type="html" >}}` (its HTML as written) and
        // `language="yaml"` (the file as code).
        if call.name == "include", innerRange == nil, !environment.knows("include"), let path = call.parameter("file", position: 0) {
            if let language = call.parameter("language"), !language.isEmpty { return fileAsCode(path, language: language.lowercased(), at: call.offset) }
            if call.parameter("type")?.lowercased() == "html" { return fileAsHTML(path, at: call.offset) }
            return includedMarkdown(path, at: call.offset, depth: depth)
        }
        // The Vega-Lite shortcodes blogs write (`vega`, `vega-lite`, `vegalite`, `vegaLite`,
        // `vega_embed`): the spec inside, or in the file `spec`, `file`, `json` or `schema` names.
        // `file="visualization"` names `visualization.json`.
        if Self.vegaShortcodes.contains(call.name), !environment.knows(call.name),
            let fence = figureShortcode(
                call, innerRange: innerRange, language: "vega-lite", library: "Vega-Lite", keys: ["spec", "file", "json", "schema", "src"],
                namesJSONWithoutItsExtension: true)
        {
            return fence
        }
        // Blogs' Highcharts shortcodes (`highcharts`, `highcharts-custom`): the options inside the
        // call, or in the file `source` names: a ```highcharts block.
        if call.name == "highcharts" || call.name == "highcharts-custom", !environment.knows(call.name),
            let fence = figureShortcode(call, innerRange: innerRange, language: "highcharts", library: "Highcharts", keys: ["source", "src", "file", "json"])
        {
            return fence
        }
        if InlineShortcode.names(call.name), !environment.knows(call.name) {
            return inlineShortcode(call, innerRange: innerRange, spanning: span)
        }
        guard environment.knows(call.name) else {
            let hint = nearestMatch(to: call.name, among: environment.names, strictly: true).map { "did you mean '\($0)'? " } ?? ""
            let names = environment.names
            // A long list hides the one line that matters: past a dozen, where to find them.
            let known =
                names.isEmpty
                ? "the theme has none"
                : names.count <= 12
                    ? "the theme has \(names.joined(separator: ", "))"
                    : "the theme has \(names.count) (themes/\(environment.config.theme.shortenedForMessage(limit: 40))/shortcodes/)"
            let name = call.name.shortenedForMessage(limit: 60)
            // `{{ name(…) }}` is also how Jinja, Twig, Vue and Angular templates call a function, and
            // posts about them quote such calls in their text (`{{ url_for('static') }}`): text, as in
            // Hugo and Jekyll, with a warning in case it was meant as a Zola shortcode.
            if call.syntax == .zola, innerRange == nil {
                let written = String(decoding: text[span], as: UTF8.self).shortenedForMessage(limit: 80)
                warning(
                    "\(written) is left as written: there is no shortcode '\(name)'; \(hint)\(known). If it is template text from another tool, put it in backticks; if it is a shortcode, add shortcodes/\(name).mustache to the theme",
                    at: call.offset)
                return Array(text[span])
            }
            error(
                "unknown shortcode '\(name)'; \(hint)\(known): add shortcodes/\(name).mustache to the theme to define it",
                at: call.offset)
            return Array(text[span])
        }
        var call = call
        // Docsy's `{{< tab header="hugo.yaml" lang="yaml" >}}…{{< /tab >}}`: its text is code in that
        // language (a `{{% tab %}}` of a `tabpane text=true` holds Markdown, fences and all); so is
        // a `{{< card code=true lang="go" >}}`'s.
        let isDocsyCode =
            call.name == "tab" && call.syntax == .hugoHTML && !(call.parameter("lang") ?? "").isEmpty
            || call.name == "card" && call.parameter("code")?.lowercased() == "true"
        // Book's columns before its v11: parts parted by `<--->` lines, each a column, read as the
        // list its later columns are (`- ### Title` items).
        if call.name == "columns", call.innerMarkdown == nil, let innerRange, call.inner?.contains("<--->") == true {
            let expanded = String(decoding: expand(innerRange, depth: depth + 1), as: UTF8.self)
            let parts = expanded.components(separatedBy: "<--->").map { $0.trimmingCharacters(in: .newlines) }
            call.innerMarkdown = "\n" + parts.map { part in
                "- " + part.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
            }.joined(separator: "\n\n") + "\n"
        }
        // Octopress's pullquote marks the words to pull with `{" … "}`: the paragraph is read without
        // the marks, and the words are the template's `pulled`.
        var pulled: String?
        if call.name == "pullquote", call.innerMarkdown == nil, let innerRange, let inner = call.inner,
            let open = inner.range(of: "{\""), let close = inner.range(of: "\"}", range: open.upperBound..<inner.endIndex)
        {
            pulled = String(inner[open.upperBound..<close.lowerBound]).trimmingSpaces()
            let expanded = String(decoding: expand(innerRange, depth: depth + 1), as: UTF8.self)
            call.innerMarkdown = ["{\" ", "{\"", " \"}", "\"}"].reduce(expanded) { $0.replacingOccurrences(of: $1, with: "") }
        }
        if isDocsyCode, call.innerMarkdown == nil, let inner = call.inner, !inner.contains("```"), !inner.contains("~~~") {
            let language = call.parameter("lang") ?? ""
            call.innerMarkdown = Self.codeBlockMarkdown(Self.codeLines(inner), language: language)
        }
        var context = shortcodeContext(for: call)
        if let pulled { context["pulled"] = .string(pulled) }
        if let innerRange {
            if depth >= 20 {
                error("shortcodes are nested more than 20 deep here; close them sooner", at: call.offset)
                return []
            }
            let innerMarkdown = call.innerMarkdown ?? String(decoding: expand(innerRange, depth: depth + 1), as: UTF8.self)
            context["has_inner"] = .bool(true)
            // Hugo's `.Inner` holds the calls inside it drawn (a link shortcode in a box's text), the rest as written.
            let inner = call.inner ?? ""
            context["inner"] = .string(inner.contains("{{<") || inner.contains("{{%") ? innerMarkdown : inner)
            context["inner_code"] = .string(Self.codeLines(call.inner ?? ""))
            // Highlighted as a fenced block in the language `lang` names, for the templates that show it.
            if environment.markdownFields[call.name]?.contains("inner_highlighted") == true {
                let language = call.parameter("lang") ?? call.parameter("language") ?? ""
                context["inner_highlighted"] = .string(Self.codeHTML(Self.codeLines(call.inner ?? ""), language: language, options: ""))
            }
            // Rendered only for the templates that show it: the inner text of `highlight` is code, not Markdown.
            if environment.markdownFields[call.name]?.contains("inner") == true {
                context["inner_html"] = .string(innerHTML(innerMarkdown, startingAt: innerRange.lowerBound))
            }
        }
        // A formula's TeX, as the inner text or Zola's `body`, typeset for the templates that show it (`katex`).
        if environment.markdownFields[call.name]?.contains("inner_mathml") == true,
            let tex = call.inner ?? call.named.first(where: { $0.key == "body" })?.value
        {
            context["inner_mathml"] = typeset(tex, of: call, standsAlone: MathSpans.standsAlone(span, in: text))
        }
        for (key, value) in helperValues(for: call) { context[key] = value }
        // A page's address from the site's root in a link parameter (Hextra's card `link="/about/"`, a
        // button's `url`) leads to that page, with the base path, as a Markdown link to it does.
        for key in ["link", "url", "href"] {
            guard let written = call.parameter(key), Self.mayNamePageAddress(written, basePath: environment.config.basePath) else { continue }
            context[key] = .string(reference(to: written, form: .relative, at: call.offset, fallback: written, quietly: true, namesAnAddress: true))
        }
        // Raw HTML's formulas are typeset, as in HTML a post writes: LoveIt's `{{< raw >}}\(…\){{< /raw >}}`
        // kept TeX from Markdown for the script that typeset it in readers' browsers.
        if call.name == "raw" || call.name == "rawhtml", readsMath, environment.markdown.unsafe, let innerRange {
            context["html"] = .string(withFormulasTypeset(innerRange))
        }
        // `caption_html` and `caption_text`: a parameter as inline Markdown and as its plain text,
        // for the templates that show them; `src_relative_url`, a path with the site's path before
        // it (Jekyll's `relative_url`, for a site under `/repo/`).
        if let fields = environment.markdownFields[call.name] {
            for (key, value) in call.named {
                if fields.contains(key) {
                    context[key + "_html"] = .string(inlineHTML(value, at: call.offset))
                    context[key + "_text"] = .string(plainText(ofMarkdown: value))
                }
                if fields.contains(key + "_relative_url") {
                    context[key + "_relative_url"] = .string(LiquidOutput.relativeURL(value, basePath: String(environment.config.url("").dropLast())))
                }
            }
        }
        var output: String
        do {
            output = try environment.library!.render("shortcodes/" + call.name, context: .object(context))
        } catch {
            diagnostics += error.diagnostics
            return Array(text[span])
        }
        // A template that only wraps the text in a formula's delimiters (a Zola theme's `m`, `${{ body }}$`)
        // left it to the page's KaTeX: it is typeset here, as the build typesets the text's.
        if let formula = wholeFormula(output, at: span.lowerBound) { output = mathHTML(formula) }
        // `{{% … %}}` output is Markdown, unless the template renders the inner text itself (`inner_html`):
        // that is HTML already, which blank lines inside it must not break up.
        if call.syntax == .hugoMarkdown, environment.markdownFields[call.name]?.contains("inner") != true {
            return Array((isInline(span) ? output.withoutTrailingNewlines : output).utf8)
        }
        return placeholder(for: isInline(span) ? output.withoutTrailingNewlines : output, spanning: span)
    }

    /// Hugo's inline shortcode: its template is the call's inner text, or a call of that name
    /// earlier in the page (`{{< time.inline />}}` shows it again). One whose Go asks for more than
    /// Mustache can say is left out with a warning.
    mutating func inlineShortcode(_ call: ShortcodeCall, innerRange: Range<Int>?, spanning span: Range<Int>) -> [UInt8] {
        let name = call.name.shortenedForMessage(limit: 60)
        if let innerRange { inlineTemplates[call.name] = String(decoding: text[innerRange], as: UTF8.self) }
        guard let template = inlineTemplates[call.name] else {
            warning(
                "the inline shortcode '\(name)' shows nothing here: the page has not written its template yet; put it inside its first call, {{< \(name) >}}…{{< /\(name) >}}",
                at: call.offset)
            return placeholder(for: "", spanning: span)
        }
        switch InlineShortcode.html(of: template, path: environment.path, context: shortcodeContext(for: call)) {
        case .success(let html):
            return placeholder(for: isInline(span) ? html.withoutTrailingNewlines : html, spanning: span)
        case .failure(let unsupported):
            // hugo-coder's `math.inline` loads KaTeX for readers' browsers: formulas are typeset here when the site is built.
            let lowered = template.lowercased()
            if lowered.contains("<script"), lowered.contains("katex") || lowered.contains("mathjax") {
                return placeholder(for: "", spanning: span)
            }
            warning(
                "the inline shortcode '\(name)' is left out: its template's \(unsupported.action.shortenedForMessage(limit: 80)) is Go that site does not run; write what it shows as HTML or Markdown in its place",
                at: call.offset)
            return placeholder(for: "", spanning: span)
        }
    }

    /// The Vega-Lite shortcodes' names, as blogs call them.
    static let vegaShortcodes: Set<String> = ["vega", "vega-lite", "vegalite", "vegaLite", "vega_embed", "vega-embed"]

    /// A chart fence that names its figure's file (beside the post, or from the site's folder with
    /// a leading `/`), the name encoded where a space, quote or backtick would end it.
    /// A Chart.js configuration around a shortcode's list of datasets: its type (`timeseries`,
    /// as some themes name a line over time) and title from the call's arguments.
    static func chartJSConfig(datasets: ArraySlice<UInt8>, of call: ShortcodeCall) -> String {
        let written = call.parameter("type")?.trimmingSpaces().lowercased() ?? "line"
        let type = ["timeseries", "time", "area"].contains(written) ? "line" : written
        var options = ""
        if let title = call.parameter("title"), !title.isEmpty { options = ", options: {plugins: {title: {text: \(title.jsonQuoted)}}}" }
        return "{type: \(type.jsonQuoted)\(options), data: {datasets: " + String(decoding: datasets, as: UTF8.self) + "}}"
    }

    /// The theme's `tabs` around a `tab` for each part (its label, its Markdown in the text), as
    /// Hexo's, jekyll-tabs', vuepress-theme-hope's and VitePress's tabs are drawn; every tab shown.
    mutating func renderTabs(_ parts: [(label: String, range: Range<Int>)], inner: Range<Int>, depth: Int, spanning span: Range<Int>) -> [UInt8] {
        var tabs: [UInt8] = []
        for part in parts {
            var tab = ShortcodeCall(name: "tab", syntax: .hugoHTML, positional: [], named: [("title", part.label)], offset: part.range.lowerBound)
            tab.inner = String(decoding: text[part.range], as: UTF8.self)
            tabs += render(tab, innerRange: part.range, depth: depth + 1, spanning: part.range) + Array("\n\n".utf8)
        }
        var call = ShortcodeCall(name: "tabs", syntax: .hugoHTML, positional: [], named: [], offset: span.lowerBound)
        call.inner = String(decoding: text[inner], as: UTF8.self)
        if !tabs.isEmpty { call.innerMarkdown = String(decoding: tabs, as: UTF8.self) }
        return render(call, innerRange: inner, depth: depth, spanning: span)
    }
}
