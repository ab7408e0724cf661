/// Hugo's build options: whether a page is written (`render`) and listed (`list`). `headless:
/// true`, `_build: {render: never, list: never}` and `build:` say so on a page, and a section's
/// `cascade:` says so for every page below it (Hugo's docs' `_common/` snippets, the widgets of a
/// Wowchemy home page).
struct PublishOptions: Equatable, Sendable {
    /// False: the page is read (other pages may include it) but not published.
    var renders = true
    /// False: lists and feeds leave the page out.
    var lists = true

    /// The options a front matter value gives: `headless: true`, or a `build:` mapping; nil when
    /// the value says nothing about them (a `build:` key of another meaning).
    static func read(headless value: YAMLNode) -> PublishOptions? {
        guard let flag = value.scalarText.flatMap(booleanValue) else { return nil }
        return flag ? PublishOptions(renders: false, lists: false) : PublishOptions()
    }

    static func read(build value: YAMLNode) -> PublishOptions? {
        guard let fields = value.mappingEntries else { return nil }
        var options = PublishOptions()
        var said = false
        for (key, _, field) in fields {
            // Hugo 0.65's `true`/`false`, and later `always`/`never`/`link`/`local`.
            guard let word = field.scalarText?.lowercased() else { continue }
            switch key.lowercased() {
            case "render":
                options.renders = word != "never" && word != "false" && word != "link"
                said = true
            case "list":
                options.lists = word != "never" && word != "false"
                said = true
            default: continue
            }
        }
        return said ? options : nil
    }

    /// The options a section's `cascade:` gives its pages (a mapping, or Hugo's list of them); one
    /// that names its `target` pages is set aside, since it may not mean them all.
    static func read(cascade value: YAMLNode) -> PublishOptions? {
        let mappings: [YAMLNode] = if case .sequence(let items) = value.value { items } else { [value] }
        for mapping in mappings where !(mapping.mappingEntries ?? []).contains(where: { ["target", "_target"].contains($0.key.lowercased()) }) {
            for (key, _, field) in mapping.mappingEntries ?? [] {
                switch key.lowercased() {
                case "build", "_build": if let options = read(build: field) { return options }
                case "headless": if let options = read(headless: field) { return options }
                default: continue
                }
            }
        }
        return nil
    }
}
