/// A way of writing front matter: how it opens and closes, and how its text becomes a tree of fields.
///
/// Every format reads into the same `YAMLNode` tree, so one reader (`PageLoader`) gives every key
/// its meaning and its messages whatever the format. Adding a format is one file and one line in `all`.
struct FrontMatterFormat: Sendable {
    /// As messages name it: "YAML".
    var name: String
    /// What to check in a malformed one, ending the message.
    var hint: String
    /// How the front matter opens and closes.
    var delimiters: Delimiters
    /// The text between the delimiters as a tree; nil for an empty text.
    var parse: @Sendable (String) throws(ParseProblem) -> YAMLNode?
    /// Whether a post in this format may be Jekyll's, whose Liquid tags (`{% highlight %}`,
    /// `{{ site.baseurl }}`) are read. Jekyll reads YAML only: in a Hugo or Zola post written in
    /// another format, such tags are text (a tutorial quoting a template), left as they are without a word.
    var mayHoldLiquid = false
    /// Whether a value with an unquoted ": " is read as text, with a warning (`ColonsInValues`).
    var rereadsColonsInValues = false

    enum Delimiters: Sendable {
        /// A fence line before and after, e.g. `---` (`also` may close it too, as YAML's `...` does).
        case fence(String, alsoClosing: String?)
        /// A `{ … }` object at the very start of the file, whose closing brace ends it (JSON).
        case object
        /// `Key: value` lines from the first line to the first blank one (`splitMetadataLines`).
        case metadataLines
        /// `key: value` lines from the first line, closed by a fence line but not opened by one (Hexo's older way).
        case closedOnly(String)
    }

    /// The formats, tried in order on a file's first line.
    static let all: [FrontMatterFormat] = [.yaml, .toml, .json, .namedYAML, .namedJSON, .namedTOML, .javaScript, .metadataLines, .closedOnlyYAML]
}
