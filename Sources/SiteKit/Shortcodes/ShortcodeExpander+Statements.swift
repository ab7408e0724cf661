import Foundation
import CCmark
import Charts
import Diagnostics
import Templates

/// Statement tags, `{% … %}`: Zola's block shortcodes and the Liquid, Octopress and Hexo tags posts use.
extension ShortcodeExpander {
    /// `{% … %}`: Zola's `{% name(args) %}…{% end %}`, or a Liquid tag.
    mutating func statement(at start: Int, limit: Int, depth: Int) -> ([UInt8], Int)? {
        guard let end = find(Array("%}".utf8), from: start + 2, limit: limit) else { return nil }
        let content = liquidContent(start + 2..<end)
        let after = end + 2
        let word = String(decoding: text[content].prefix { !isSpace($0) && $0 != UInt8(ascii: "(") }, as: UTF8.self)
        if let call = zolaCall(content, at: start) {
            guard let (innerEnd, closingEnd) = statementEnd(named: "end", from: after, limit: limit) else {
                error("{% \(call.name.shortenedForMessage(limit: 60))(…) %} is never closed; add {% end %} after its text", at: start)
                return ([], after)
            }
            var withInner = call
            withInner.inner = String(decoding: text[after..<innerEnd], as: UTF8.self)
            return (render(withInner, innerRange: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
        }
        // `{% raw %}…{% endraw %}`: text kept as written, in Liquid and in Zola alike (Zola's posts
        // quote their shortcodes so, as abridge's do around a fenced example).
        if word == "raw" {
            guard let (innerEnd, closingEnd) = statementEnd(named: "endraw", from: after, limit: limit) else {
                return environment.readsLiquid
                    ? leftAsWritten(start..<after, because: "it is never closed; if it opens raw text, add {% endraw %} after the text") : nil
            }
            return (Array(text[after..<innerEnd]), closingEnd)
        }
        // A Hugo or Zola post's `{% … %}` that is no Zola call is text: a template it quotes.
        guard environment.readsLiquid else { return nil }
        let argument = String(decoding: text[content].drop { !isSpace($0) }, as: UTF8.self).trimmingSpaces()
        switch word {
        case "note":
            // Hexo's NexT theme: `{% note warning %}…{% endnote %}`, the theme's callout of that kind.
            guard let (innerEnd, closingEnd) = statementEnd(named: "endnote", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens a note, add {% endnote %} after its text")
            }
            guard environment.knows("callout") else {
                return leftAsWritten(start..<after, because: "the theme has no callout shortcode to show it; add shortcodes/callout.mustache to the theme")
            }
            let kind = argument.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
            var call = ShortcodeCall(name: "callout", syntax: .hugoHTML, positional: kind.isEmpty ? [] : [kind], named: [], offset: start)
            call.inner = String(decoding: text[after..<innerEnd], as: UTF8.self)
            return (render(call, innerRange: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
        case "tabs" where environment.knows("tabs") && environment.knows("tab"):
            // NexT's and Butterfly's `{% tabs name, 1 %}<!-- tab Label -->…<!-- endtab -->{% endtabs %}`, and
            // jekyll-tabs' `{% tabs group %}{% tab group Label %}…{% endtab %}{% endtabs %}` (al-folio):
            // the theme's tabs, each tab under its label (every tab shown: no script switches them).
            guard let (innerEnd, closingEnd) = statementEnd(named: "endtabs", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens tabs, add {% endtabs %} after them")
            }
            let name = argument.split(separator: ",").first?.trimmingSpaces() ?? ""
            let parts = HexoTabs.parts(in: text, range: after..<innerEnd).enumerated().map { number, part in
                (label: part.label.isEmpty ? "\(name) \(number + 1)".trimmingSpaces() : part.label, range: part.range)
            }
            return (renderTabs(parts, inner: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
        case "hideToggle", "hideBlock", "folding", "fold":
            // Butterfly's `{% hideToggle Answer,bg,color %}`, Volantis' `{% folding blue, Title %}` and
            // Fluid's `{% fold info @Title %}`: text folded under its title, as the theme's details shows it.
            guard let (innerEnd, closingEnd) = statementEnd(named: "end" + word, from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it folds text, add {% end\(word) %} after it")
            }
            guard environment.knows("details") else {
                return leftAsWritten(start..<after, because: "the theme has no details shortcode to show it; add shortcodes/details.mustache to the theme")
            }
            let summary = HexoArguments.foldTitle(of: word, argument)
            var call = ShortcodeCall(name: "details", syntax: .hugoHTML, positional: [], named: summary.isEmpty ? [] : [("summary", summary)], offset: start)
            call.inner = String(decoding: text[after..<innerEnd], as: UTF8.self)
            return (render(call, innerRange: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
        case "asset_img":
            // Hexo's image from the post's folder: `{% asset_img chart.png A title %}`.
            let words = argument.split(whereSeparator: \.isWhitespace)
            guard let file = words.first else { return leftAsWritten(start..<after, because: "it names no image; write {% asset_img picture.png A title %}") }
            let title = words.dropFirst().joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            return (Array("![\(title.replacingOccurrences(of: "]", with: "\\]"))](<\(file)>)".utf8), after)
        case "asset_link", "asset_path":
            // Hexo's link to a file of the post's folder, `{% asset_link data.csv [The data] %}`, or its address alone.
            let words = HexoArguments.split(argument)
            guard let file = words.first else { return leftAsWritten(start..<after, because: "it names no file; write {% \(word) data.csv %}") }
            guard word == "asset_link" else { return (Array(file.utf8), after) }
            let shown = (words.count > 1 && words[1] != "false" && words[1] != "true" ? words[1] : file).replacingOccurrences(of: "]", with: "\\]")
            return (Array("[\(shown.replacingOccurrences(of: "[", with: "\\["))](<\(file)>)".utf8), after)
        case "img":
            guard let image = OctopressImage(argument) else {
                return leftAsWritten(start..<after, because: "it names no image; write {% img /images/chart.png 400 A title %}")
            }
            return (Array(image.markdown(withAttributes: environment.markdown.extensions.contains(.attributes)).utf8), after)
        case "assign":
            // `{% assign path = "assets/a.ipynb" | relative_url %}`: a value later tags read; nothing shown.
            let parts = argument.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, case let name = parts[0].trimmingSpaces(), !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                case .some(let value) = liquidOutput.value(of: String(parts[1]))
            else { return leftAsWritten(start..<after, because: "site reads an assign of a quoted text and URL filters only") }
            liquidVariables[name] = value.text
            return ([], after)
        case "capture":
            // `{% capture name %}…{% endcapture %}`: the text inside, a value later tags read; nothing shown.
            let name = argument.trimmingSpaces()
            guard !name.isEmpty, let (innerEnd, closingEnd) = statementEnd(named: "endcapture", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it names no value or is never closed; add {% endcapture %} after its text")
            }
            liquidVariables[name] = String(decoding: expand(after..<innerEnd, depth: depth + 1), as: UTF8.self).trimmingSpaces()
            return ([], closingEnd)
        case "file_exists":
            // jekyll-file-exists (al-folio): whether the site has the file.
            let path = liquidSitePath(argument)
            // The old site's root is content/ and static/ now (an import puts its assets/ in static/).
            let exists = environment.markdown.charts.dataFiles?.firstPath(of: ["/content/" + path, "/static/" + path]) != nil
            return (Array((exists ? "true" : "false").utf8), after)
        case "if", "unless":
            // A test of a value a tag made (`{% if notebook_exists == "true" %}`): the branch it picks.
            let end = statementEnd(named: "end" + word, from: after, limit: limit)
            guard let holds = liquidCondition(argument), let (innerEnd, closingEnd) = end else {
                // Kept whole, its end tag with it: one warning, not one for each of its tags.
                return leftAsWritten(start..<(end?.1 ?? after), because: "site reads an \(word) that compares a value an assign or capture made with a quoted text, and nothing else")
            }
            let branches = liquidBranches(after..<innerEnd)
            let chosen = (word == "if") == holds ? branches.then : branches.otherwise
            return (chosen.map { expand($0, depth: depth + 1) } ?? [], closingEnd)
        case "jupyter_notebook":
            // al-folio's notebook tag, its path often a value an assign made.
            let named = liquidVariables[argument.trimmingSpaces()] ?? argument
            return notebook(NotebookTag(liquidSitePath(named)), example: "{% jupyter_notebook \"assets/jupyter/a.ipynb\" %}", spanning: start..<after, depth: depth)
        case "notebook":
            return notebook(NotebookTag(argument), example: "{% notebook notebooks/steps.ipynb %}", spanning: start..<after, depth: depth)
        case "fn":
            // fastpages' footnote reference in a notebook, `{% fn 1 %}`: a Markdown footnote's.
            let label = argument.trimmingSpaces()
            guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                return leftAsWritten(start..<after, because: "it names no footnote; write {% fn 1 %}")
            }
            return (Array("[^\(label)]".utf8), after)
        case "literal":
            // Pelican's tag for writing a tag as text: `{% literal notebook a.ipynb %}` shows `{% notebook a.ipynb %}`.
            return (Array("{% \(argument) %}".utf8), after)
        case "include_code":
            // Octopress's code file shown as code: `{% include_code sort.py lang:python Sorting %}`, from `downloads/code/`.
            return includedCode(argument, spanning: start..<after)
        case "comment":
            // The author's note to themselves: Jekyll leaves it out of the page, and so does site.
            guard let (_, closingEnd) = statementEnd(named: "endcomment", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens a comment, add {% endcomment %} after it")
            }
            return ([], closingEnd)
        case "highlight":
            guard let (innerEnd, closingEnd) = statementEnd(named: "endhighlight", from: after, limit: limit)
            else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens code, add {% endhighlight %} after the code")
            }
            // The language and its options (`ruby linenos`, `python mark_lines="2 3"`) as a fence's info string.
            let info = argument.split(whereSeparator: { $0.isWhitespace || $0 == "`" }).joined(separator: " ")
            // `{% raw %}` inside, written to show Liquid, goes as Jekyll takes it out.
            let code = Self.withoutRawTags(text[after..<innerEnd]) ?? Array(text[after..<innerEnd])
            return (fencedCode(code[...], language: info), closingEnd)
        case "label":
            // NexT's `{% label primary@NexT config file %}`: words marked in the sentence, in a colour of their kind.
            let parts = argument.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
            let words = (parts.count == 2 ? String(parts[1]) : argument).trimmingSpaces()
            guard !words.isEmpty else { return leftAsWritten(start..<after, because: "it marks no words; write {% label primary@the words %}") }
            let kind = parts.count == 2 ? parts[0].trimmingSpaces().lowercased().filter { $0.isLetter } : "default"
            return (placeholder(for: "<mark class=\"hexo-label hexo-label-\((kind.isEmpty ? "default" : kind).xmlEscaped)\">\(words.xmlEscaped)</mark>", readingAs: words, spanning: start..<after), after)
        case "btn" where environment.knows("button"), "button" where environment.knows("button"):
            // NexT's `{% button /path/, Text, icon, Title %}`: the theme's button, its words and address.
            let words = argument.split(separator: ",").map { $0.trimmingSpaces() }
            guard let url = words.first, !url.isEmpty else { return leftAsWritten(start..<after, because: "it names no address; write {% button /about/, About me %}") }
            let label = words.count > 1 && !words[1].isEmpty ? words[1] : (words.count > 3 ? words[3] : url)
            let call = ShortcodeCall(name: "button", syntax: .hugoHTML, positional: [], named: [("href", url), ("text", label)], offset: start)
            return (render(call, innerRange: nil, depth: depth, spanning: start..<after), after)
        case "grouppicture" where environment.knows("gallery"), "gp" where environment.knows("gallery"):
            // NexT's `{% grouppicture 3-3 %}` pictures `{% endgrouppicture %}` (`gp` for short): the theme's gallery, side by side.
            guard let (innerEnd, closingEnd) = statementEnd(named: "end" + word, from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it groups pictures, add {% end\(word) %} after them")
            }
            var call = ShortcodeCall(name: "gallery", syntax: .hugoHTML, positional: [], named: [], offset: start)
            call.inner = String(decoding: text[after..<innerEnd], as: UTF8.self)
            return (render(call, innerRange: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
        case "galleryGroup" where environment.knows("card"):
            // Butterfly's `{% galleryGroup 'Name' 'What it holds' /gallery/name/ cover.jpg %}`: a card leading to a gallery page.
            let words = HexoArguments.split(argument)
            guard words.count >= 3 else {
                return leftAsWritten(start..<after, because: "it names no page; write {% galleryGroup 'Name' 'What it holds' /gallery/name/ cover.jpg %}")
            }
            let named = [("title", words[0]), ("subtitle", words[1]), ("link", words[2])] + (words.count > 3 ? [("image", words[3])] : [])
            let call = ShortcodeCall(name: "card", syntax: .hugoHTML, positional: [], named: named, offset: start)
            return (render(call, innerRange: nil, depth: depth, spanning: start..<after), after)
        case "mermaid" where !environment.knows("mermaid"):
            // NexT's `{% mermaid graph TD %}…{% endmermaid %}`: a ```mermaid block, its type first, so its
            // pie is drawn (a theme's own mermaid shortcode draws it instead).
            guard let (innerEnd, closingEnd) = statementEnd(named: "endmermaid", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens a diagram, add {% endmermaid %} after it")
            }
            var inner = Array(text[after..<innerEnd])
            while inner.first == UInt8(ascii: "\n") || inner.first == UInt8(ascii: "\r") { inner.removeFirst() }
            return (fencedCode((Array(argument.utf8) + [UInt8(ascii: "\n")] + inner)[...], language: "mermaid"), closingEnd)
        case "post_path":
            // Hexo's address of a post by its file's name, for a link the post writes itself.
            guard let slug = HexoArguments.split(argument).first else { return leftAsWritten(start..<after, because: "it names no post; write {% post_path file-name %}") }
            return (Array(reference(to: PostsFolder.prefix(environment.config.postsFolder) + slug, form: .relative, at: start).utf8), after)
        case "post_link":
            // Hexo's link to a post by its file's name: `{% post_link hello-world %}` (its title) or with the text to show.
            let words = HexoArguments.split(argument)
            guard let slug = words.first else { return leftAsWritten(start..<after, because: "it names no post; write {% post_link file-name %}") }
            let target = PostsFolder.prefix(environment.config.postsFolder) + slug
            // Its title is said once when no post has that name: by the link's own reference.
            let text = words.count > 1 ? words[1].replacingOccurrences(of: "]", with: "\\]") : reference(to: target, form: .title, at: start, fallback: slug, quietly: true)
            return (Array("[\(text)](\(reference(to: target, form: .relative, at: start)))".utf8), after)
        case "blockquote":
            // Octopress's and Hexo's quotation: `{% blockquote [author[, source]] [link] [link text] %}…{% endblockquote %}`.
            guard let (innerEnd, closingEnd) = statementEnd(named: "endblockquote", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens a quotation, add {% endblockquote %} after it")
            }
            let quoted = expand(after..<innerEnd, depth: depth + 1)
            let lines = String(decoding: quoted, as: UTF8.self).trimmingSpaces().split(separator: "\n", omittingEmptySubsequences: false)
            var markdown = lines.map { "> " + $0 }.joined(separator: "\n")
            if let credit = HexoArguments.quoteCredit(argument) { markdown += "\n>\n> — " + credit }
            return (Array(("\n" + markdown + "\n").utf8), closingEnd)
        case "codeblock":
            // Octopress's and Hexo's code: `{% codeblock [title] [lang:c] [url [link text]] [options] %}…{% endcodeblock %}`.
            guard let (innerEnd, closingEnd) = statementEnd(named: "endcodeblock", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens code, add {% endcodeblock %} after the code")
            }
            let block = CodeblockTag(argument)
            let code = fencedCode(text[after..<innerEnd], language: block.language)
            guard !block.title.isEmpty, environment.knows("codeblock") else { return (code, closingEnd) }
            var call = ShortcodeCall(name: "codeblock", syntax: .hugoHTML, positional: [], named: [("title", block.title)], offset: start)
            call.inner = String(decoding: text[after..<innerEnd], as: UTF8.self)
            call.innerMarkdown = "\n" + String(decoding: code, as: UTF8.self) + "\n"
            return (render(call, innerRange: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
        case "chartjs" where !environment.knows("chartjs"):
            // Butterfly's `{% chartjs 70 %}<!-- chart -->{…}<!-- endchart --><!-- desc -->…<!-- enddesc -->{% endchartjs %}`:
            // the Chart.js configuration drawn, its description's Markdown after it.
            guard let (innerEnd, closingEnd) = statementEnd(named: "endchartjs", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens a chart, add {% endchartjs %} after its configuration")
            }
            let inner = text[after..<innerEnd]
            let chart = Self.between("<!-- chart -->", and: "<!-- endchart -->", in: inner) ?? after..<innerEnd
            let description = Self.between("<!-- desc -->", and: "<!-- enddesc -->", in: inner).map { "\n\n" + String(decoding: text[$0], as: UTF8.self).trimmingSpaces() + "\n" } ?? ""
            return (fencedCode(text[chart], language: "chartjs") + Array(description.utf8), closingEnd)
        case "chart" where !environment.knows("chart"):
            // hexo-tag-chart's `{% chart 400 '85%' %}…{% endchart %}`: its Chart.js configuration, drawn
            // as a ```chartjs block (the height and width are the canvas's; the chart takes the column).
            guard let (innerEnd, closingEnd) = statementEnd(named: "endchart", from: after, limit: limit) else {
                return leftAsWritten(start..<after, because: "it is never closed; if it opens a chart, add {% endchart %} after its configuration")
            }
            return (fencedCode(text[after..<innerEnd], language: "chartjs"), closingEnd)
        case _ where ["cite", "citep", "citet"].contains(word) && environment.bibliography != nil:
            // jekyll-scholar's `{% cite gregor2015 vaswani2017 %}` (its `--` options set aside).
            let keys = argument.split(whereSeparator: \.isWhitespace).prefix { !$0.hasPrefix("--") }.map(String.init)
            guard !keys.isEmpty else { return leftAsWritten(start..<after, because: "it names no key; write {% cite key %}") }
            return (cite(keys.map { Citations.Item(key: $0) }, inText: word == "citet", at: start, spanning: start..<after), after)
        case "reference" where environment.bibliography != nil:
            // jekyll-scholar's `{% reference key %}`: the entry written out where it stands.
            let key = argument.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
            guard let entry = entry(key, at: start) else { return (Array(text[start..<after]), after) }
            return (placeholder(for: "<span class=\"reference\">" + CitationStyle.reference(entry) + "</span>", spanning: start..<after), after)
        case "bibliography" where environment.bibliography != nil:
            // jekyll-scholar's list of references, where the post puts it (filled in once every citation is read).
            let block = placeholder(for: "", spanning: start..<after)
            referencesBlock = blocks.count - 1
            return (block, after)
        case "post_url", "link":
            // Hexo's `{% link text url [external] [title] %}`; Jekyll's names one path.
            if word == "link", case let words = HexoArguments.split(argument), words.count >= 2 {
                guard let urlIndex = words.lastIndex(where: { $0.contains("://") || $0.hasPrefix("/") || $0.hasPrefix("mailto:") }), urlIndex > 0 else {
                    return leftAsWritten(start..<after, because: "site reads Jekyll's {% link path %} and Hexo's {% link text url %}")
                }
                let text = words[..<urlIndex].joined(separator: " ").replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
                return (Array("[\(text)](<\(words[urlIndex])>)".utf8), after)
            }
            // `{% post_url /articles/2016-02-17-x %}` names a post in a folder of `_posts/`, the slash a habit.
            let target = String(argument.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")).drop { $0 == "/" })
            return (Array(reference(to: word == "post_url" ? PostsFolder.prefix(environment.config.postsFolder) + target : target, form: .relative, at: start).utf8), after)
        case "include", "include_cached":
            return (include(argument, at: start, spanning: start..<after, depth: depth), after)
        case _ where !word.isEmpty && environment.knows(word):
            // A plugin's tag the theme has a shortcode for (jekyll-youtube's `{% youtube id %}`,
            // jekyll-gist's `{% gist user/id %}`, a `{% notice %}…{% endnotice %}` block): that shortcode.
            let arguments = shortcodeArguments(Substring(liquidNamedArguments(argument)))
            var call = ShortcodeCall(name: word, syntax: .hugoHTML, positional: arguments.positional, named: arguments.named, offset: start)
            // jekyll-katex's `{% katex %}` is display math unless it says `inline` (a Hugo theme's `{{< katex >}}` is inline).
            if word == "katex", call.positional.isEmpty { call.positional = ["display"] }
            // al-folio's `{% details Click here to know more %}`: its words, all of them, are the summary.
            if word == "details", call.named.isEmpty, call.positional.count > 1 { call.positional = [call.positional.joined(separator: " ")] }
            if let (innerEnd, closingEnd) = statementEnd(named: "end" + word, from: after, limit: limit) {
                // A block whose shortcode shows no inner text (`{% figure %}…{% endfigure %}` of a
                // site's own plugin) would lose it: it stays as written.
                guard let fields = environment.markdownFields[word], fields.contains("inner") || fields.contains("inner_mathml") else {
                    return leftAsWritten(
                        start..<after,
                        because: "the theme's \(word) shortcode shows no text inside it, so the block would be lost; replace it with Markdown")
                }
                call.inner = String(decoding: text[after..<innerEnd], as: UTF8.self)
                return (render(call, innerRange: after..<innerEnd, depth: depth, spanning: start..<closingEnd), closingEnd)
            }
            return (render(call, innerRange: nil, depth: depth, spanning: start..<after), after)
        default:
            return leftAsWritten(
                start..<after,
                because: "site reads highlight, raw, comment, post_url, link, include, Octopress's img and include_code, Pelican's notebook and literal, Octopress's and Hexo's codeblock and blockquote, Hexo's note and chart, Butterfly's chartjs, asset_img, asset_link, asset_path, post_link and post_path, the folding tags of Butterfly, Volantis and Fluid, NexT's and Butterfly's tabs, and the tags the theme has shortcodes for; add shortcodes/\(word.shortenedForMessage(limit: 40)).mustache to the theme, or replace it with Markdown")
        }
    }

    /// Whether an include's name says it loads MathJax or KaTeX (`mathjax`, `katex_render`, `math-support`).
    static func loadsMathScript(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["mathjax", "katex", "math", "latex"].contains { word in
            lowered == word || lowered.hasPrefix(word + "_") || lowered.hasPrefix(word + "-")
        }
    }

    /// A Liquid tag kept as text, with a warning saying why. Not an error: a Hugo or Zola post that
    /// writes about Jekyll (`{% highlight ruby %} becomes …`) means the words, and Hugo shows them.
    mutating func leftAsWritten(_ tag: Range<Int>, because reason: String) -> ([UInt8], Int) {
        let written = String(decoding: text[tag.lowerBound..<(text[tag].firstIndex(of: UInt8(ascii: "\n")) ?? tag.upperBound)], as: UTF8.self)
        tagsLeftAsWritten.append((tag.lowerBound, written.shortenedForMessage(limit: 80), reason))
        return (Array(text[tag]), tag.upperBound)
    }

    /// A warning for each Liquid tag left as written; more than `tagsLeftSaidOneByOne` of them (a
    /// page the old theme filled with loops over its data) are said in one.
    mutating func reportTagsLeftAsWritten() {
        // A tag inside an HTML comment (`<!-- {% include news.html %} -->`, as al-folio's pages
        // keep old parts) shows nowhere, and one in a code block (a post showing a theme's
        // `{% if EXTRA_HEADER %}`, indented) shows as the code it is: nothing to say.
        guard !tagsLeftAsWritten.isEmpty else { return }
        let quiet = htmlCommentRanges() + (readsMath ? fences : codeBlockRanges(in: text))
        let tags = tagsLeftAsWritten.filter { tag in !quiet.contains { $0.contains(tag.offset) } }
        guard tags.count > Self.tagsLeftSaidOneByOne else {
            for tag in tags { warning("the Liquid tag \(tag.written) is left as written: \(tag.reason)", at: tag.offset) }
            return
        }
        let lines = tags.map { positions.location(of: $0.offset).line }
        let shown = shortList(lines.map(String.init), limit: 6)
        warning(
            "\(tags.count) Liquid tags are left as written (lines \(shown)), the first \(tags[0].written): site reads highlight, raw, comment, post_url, link, include and the tags the theme has shortcodes for, and runs no loops over the old site's data; write what they made in Markdown, or keep this page outside content/",
            at: tags[0].offset)
    }

    static let tagsLeftSaidOneByOne = 3

    /// The byte ranges of the text's HTML comments, `<!--` to `-->` (to its end when never closed).
    func htmlCommentRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        while let open = text.offset(of: Array("<!--".utf8), from: start) {
            let close = text.offset(of: Array("-->".utf8), from: open + 4).map { $0 + 3 } ?? text.count
            ranges.append(open..<close)
            start = close
        }
        return ranges
    }

    /// The ranges of the inner text and of the whole `{% name %}` that closes a statement.
    mutating func statementEnd(named name: String, from start: Int, limit: Int) -> (Int, Int)? {
        if let failed = unclosed["%" + name], failed <= start { return nil }
        guard let found = scanStatementEnd(named: name, from: start, limit: limit) else {
            if limit == text.count { unclosed["%" + name] = start }
            return nil
        }
        return found
    }

    mutating func scanStatementEnd(named name: String, from start: Int, limit: Int) -> (Int, Int)? {
        var index = start
        var depth = 1
        while let open = find(Array("{%".utf8), from: index, limit: limit) {
            guard let end = find(Array("%}".utf8), from: open + 2, limit: limit) else { return nil }
            let content = liquidContent(open + 2..<end)
            let word = String(decoding: text[content].prefix { !isSpace($0) && $0 != UInt8(ascii: "(") }, as: UTF8.self)
            if word == name {
                depth -= 1
                if depth == 0 { return (open, end + 2) }
            } else if name == "end", zolaCall(content, at: open) != nil {
                depth += 1
            } else if word == "raw", name != "endraw", environment.readsLiquid {
                // Liquid reads `{% raw %}…{% endraw %}` first: a tag inside is text (a `{% highlight %}`
                // example inside a highlight ends nothing).
                guard let (_, rawEnd) = scanStatementEnd(named: "endraw", from: end + 2, limit: limit) else { return nil }
                index = rawEnd
                continue
            }
            index = end + 2
        }
        return nil
    }
}
