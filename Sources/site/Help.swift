/// The version `site --version` prints.
let siteVersion = "0.1.0"

/// Help texts, one per command.
enum Help {
    static let main = """
        site \(siteVersion): a static site generator for blogs with charts

        USAGE: site <command> [options]

        COMMANDS:
          build        Build the site in this folder into public/
          serve        Build, serve on localhost, rebuild and reload on change
          init DIR     Create a new site: site.yml, a sample post, the default theme
                       (--from OLD: made of a Hugo, Jekyll, Zola, Hexo, Quarto, Distill,
                       R Markdown, Eleventy, Astro, Docusaurus, Gatsby, Next.js, Pelican,
                       MkDocs, VitePress or VuePress site, a WordPress, Ghost or Blogger
                       export, or Medium's or Substack's)
          new post T   Write content/posts/<date>-<slug>.md titled T
          chart FILE   Turn one chart block into a standalone SVG (or a figure with --html)
          theme update Bring themes/default up to this version (keeps your changes)

        OPTIONS:
          -h, --help   Show help (also after a command: site build --help)
          --version    Show the version and the commit it was built from

        Exit status: 0 success, 1 errors in the content or theme, 2 wrong usage.
        """

    static let build = """
        USAGE: site build [--drafts] [--future] [--expired] [--all-warnings] [--base-url URL] [-o DIR]

        Builds the site in the current folder (site.yml, content/, themes/) into public/.
        The new site replaces the old one only when the build succeeds.

        OPTIONS:
          --drafts          Include posts marked draft: true
          --future          Include posts dated in the future
          --expired         Include pages past their expiryDate
          --all-warnings    Show every warning (by default the first 20, then a count)
          --base-url URL    Override base_url of site.yml (absolute, e.g. https://example.com/)
          -o, --output DIR  Write the site to DIR instead of public/
          -h, --help        Show this help
        """

    static let serve = """
        USAGE: site serve [--port 8000] [--host 127.0.0.1] [--drafts] [--future]

        Builds the site into a temporary folder (never public/), serves it, rebuilds when
        content/ or themes/ change and reloads open pages. Stop with Ctrl-C.

        OPTIONS:
          --port N        Port to listen on (default 8000)
          --host ADDR     Address to listen on (default 127.0.0.1)
          --drafts        Include drafts
          --future        Include posts dated in the future
          -h, --help      Show this help
        """

    static let initSite = """
        USAGE: site init DIR [--from OLD]

        Creates a new site in DIR (a new or empty folder): site.yml, a sample post with a
        chart, an about page and the default theme. Then: cd DIR && site serve

        OPTIONS:
          --from OLD   Make the site of the Hugo, Jekyll, Zola, Hexo, Quarto, Distill, R Markdown,
                       Eleventy, Astro, Docusaurus, Gatsby, Next.js, Pelican, MkDocs, VitePress
                       or VuePress site in the folder OLD,
                       which is only read: site.yml gets its title, address,
                       permalinks, taxonomies, pagination and menu; its posts, pages and
                       files are copied where site reads them (Jekyll's _posts/ into
                       content/posts/); its theme stays behind, and the summary says what
                       else did. OLD may be a WordPress export (.xml, from Tools → Export):
                       its posts and pages become Markdown files at their old addresses;
                       so may a Ghost export (.json, from Settings → Advanced → Export),
                       a Blogger export (.xml from Settings → Back up content, or Takeout's
                       feed.atom)
                       and the folder of a Medium or Substack export (its posts become posts)
          -h, --help   Show this help
        """

    static let new = """
        USAGE: site new post "Title"

        Writes content/posts/<today>-<slug>.md with front matter (title, date, tags,
        description) and prints its path.
        """

    static let theme = """
        USAGE: site theme update

        Brings the site's copy of the default theme (themes/default, which site init
        wrote) up to this version of site: files it lacks are added, files an older
        version wrote are replaced, and files you changed are kept, with this version's
        of each written to themes/default.new/ to compare and merge.
        """

    static let chart = """
        USAGE: site chart FILE|- [--html] [--language CODE]

        Reads one chart block (the text between the ```chart fences; the fences may be
        included, or another tool's: ```chartjs, ```echarts, ```vega-lite, ```plotly,
        ```highcharts, ```mermaid) from FILE, or from standard input with -, and prints a
        standalone SVG.
        Errors go to standard error as FILE:line:col.

        OPTIONS:
          --html       Print the <figure> a page would embed instead of an SVG document
          --language   The language of its words and numbers, e.g. fr or de-CH (default en)
          -h, --help   Show this help
        """
}
