import Foundation

/// A Distill article as knitted (`_posts/2021-01-02-tidy/tidy.html` beside its `tidy.Rmd`, or a
/// page's render in the site's output folder): its `d-article`, the body it showed, as Markdown
/// (see `KnittedHTML`). Only the render holds what the code printed and drew, so it is the page;
/// its source's front matter names it.
enum DistillArticle {
    /// The article's body in `html` as Markdown; nil when the page holds no `d-article`.
    static func markdown(ofRender html: String) -> KnittedHTML.Converted? {
        KnittedHTML.inside("<div class=\"d-article\">", in: html).map(KnittedHTML.markdown(of:))
    }
}
