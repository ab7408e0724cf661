import Templates

/// A small theme shaped like the default one: a base layout with three blocks, a post layout
/// that fills them, and a partial that lists tags.
enum SampleTheme {
    static let sources: [String: (path: String, text: String)] = [
        "base": (
            "layouts/base.mustache",
            """
            <!doctype html>
            <html lang="{{site.language}}">
            <head>
              <meta charset="utf-8">
              <title>{{$title}}{{site.title}}{{/title}}</title>
              <link rel="stylesheet" href="{{site.css_url}}">
              {{$head}}{{/head}}
            </head>
            <body>
              <a class="skip" href="#main">Skip to content</a>
              <main id="main">
                {{$content}}{{/content}}
              </main>
              {{>footer}}
            </body>
            </html>

            """
        ),
        "post": (
            "layouts/post.mustache",
            """
            {{<base}}
            {{$title}}{{page.document_title}}{{/title}}
            {{$head}}
            {{#page.has_charts}}
            <link rel="stylesheet" href="{{page.chart_css_url}}">
            {{/page.has_charts}}
            {{/head}}
            {{$content}}
            {{#post}}
            <article>
              <h1>{{title}}</h1>
              <time datetime="{{date_iso}}">{{date_display}}</time>
              {{{content}}}
              {{>tag-list}}
            </article>
            {{/post}}
            {{/content}}
            {{/base}}

            """
        ),
        "tag-list": (
            "partials/tag-list.mustache",
            """
            {{#has_tags}}
            <ul class="tags">
              {{#tags}}
              <li><a href="{{url}}">{{name}}</a></li>
              {{/tags}}
            </ul>
            {{/has_tags}}

            """
        ),
        "footer": ("partials/footer.mustache", "<footer>© {{site.year}} {{site.author}}</footer>\n"),
    ]

    static let context: TemplateValue = [
        "site": [
            "title": "Numbers, Plainly", "language": "en", "css_url": "/assets/style.css", "year": 2026,
            "author": "Ada Example",
        ],
        "page": [
            "document_title": "Steps & stairs · Numbers, Plainly", "has_charts": true,
            "chart_css_url": "/assets/charts.css",
        ],
        "post": [
            "title": "Steps & stairs", "date_iso": "2026-03-14T09:00:00Z", "date_display": "14 March 2026",
            "content": "<p>Ten thousand a day?</p>", "has_tags": true,
            "tags": .array(
                (1...10).map { ["name": .string("tag \($0)"), "url": .string("/tags/tag-\($0)/")] }),
        ],
    ]
}
