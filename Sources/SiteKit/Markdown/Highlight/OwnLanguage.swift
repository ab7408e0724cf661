/// A language GNU source-highlight does not ship, defined in its language-file syntax here.
/// Adding one is a file in `Languages/` and a line in `all`. Punctuation gets no rule: the
/// library tries every rule at every token, so a rule for `(` or `.` roughly doubles the time a
/// block takes, for a colour the theme does not give.
struct OwnLanguage: Sendable {
    /// The language file's name in the folder the definitions are written to.
    var file: String
    /// The fence words that pick it (```swift).
    var names: [String]
    var definition: String

    static let all: [OwnLanguage] = [.swift, .yaml, .toml, .typescript, .dockerfile, .php]
}
