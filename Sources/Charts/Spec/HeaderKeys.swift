import Diagnostics

/// The header keys every chart kind accepts, and how they set `ChartOptions`; kinds add their own.
enum HeaderKeys {
    static let common = [
        "type", "title", "description", "source", "note", "unit", "currency", "labels", "legend", "sort", "colors",
        "animate", "data", "format", "columns", "group-by", "groups", "transpose",
    ]

    /// Other tools' names for keys (`xlabel`, `subtitle`, `stack`, `ymax`), read as these keys.
    static let otherToolsNames: [String: String] = {
        var names: [String: String] = [:]
        for (key, others) in [
            ("x-axis", ["xlabel", "x-label", "x_label", "xtitle", "x-title", "x_title", "xaxis", "x_axis", "x-axis-label", "xaxis-label"]),
            ("y-axis", ["ylabel", "y-label", "y_label", "ytitle", "y-title", "y_title", "yaxis", "y_axis", "y-axis-label", "yaxis-label"]),
            ("description", ["subtitle", "caption", "desc"]), ("stacked", ["stack"]), ("colors", ["colours", "colour", "color"]),
            ("min", ["ymin", "y-min", "y_min", "minimum", "min-value"]), ("max", ["ymax", "y-max", "y_max", "maximum", "max-value"]),
            ("source", ["credit", "credits", "data-source", "data_source", "datasource"]), ("note", ["notes", "footnote", "footnotes"]), ("colors", ["palette"]), ("stacked", ["stacking"]),
        ] {
            for other in others { names[other] = key }
        }
        return names
    }()

    /// Other tools' keys for what every chart here does without one, each with the warning that
    /// says why it is ignored: a size (`height: 300`; a chart takes its column's width), a switch
    /// for tooltips (marks name their values anyway), a language (a chart speaks its page's).
    static let ignoredKeys: [String: @Sendable (String) -> String] = {
        var keys: [String: @Sendable (String) -> String] = [:]
        for (names, message) in [
            (["height", "width", "size", "aspect-ratio", "aspectratio", "responsive"], Messages.sizeKey),
            (["tooltip", "tooltips", "hover", "interactive"], Messages.interactionKey),
            (["locale", "lang", "language"], Messages.languageKey),
        ] as [([String], @Sendable (String) -> String)] {
            for name in names { keys[name] = message }
        }
        return keys
    }()

    /// `entry` with another tool's key written as this engine's (`smooth: true` as `curve: monotone`).
    static func ownName(of entry: HeaderEntry) -> HeaderEntry {
        var entry = entry
        if entry.key == "smooth" {
            entry.key = "curve"
            entry.value = ["true", "yes", "on"].contains(entry.value.lowercasedWord()) ? "monotone" : "linear"
        } else if entry.key == "prefix" || entry.key == "value-prefix" {
            // Highcharts' and Datawrapper's prefix and suffix: a unit placed as they place it.
            let sign = entry.value.trimmingBlanks()
            entry.key = "unit"
            entry.value = ValueFormatter.currencySymbols.contains(sign) || sign.isEmpty ? sign : sign + " "
        } else if entry.key == "suffix" || entry.key == "value-suffix" {
            let sign = entry.value.trimmingBlanks()
            entry.key = "unit"
            if ValueFormatter.currencySymbols.contains(sign) { entry.value = " " + sign }
        } else if entry.key == "decimals" {
            // `decimals: 1`, as spreadsheets and Datawrapper set it.
            entry.key = "format"
            entry.value = "decimals " + entry.value
        } else if let key = otherToolsNames[entry.key] {
            entry.key = key
        }
        // Highcharts' `stacking: normal`.
        if entry.key == "stacked", entry.value.lowercasedWord() == "normal" { entry.value = "yes" }
        return entry
    }

    /// Every key any of `kinds` accepts, for "did you mean" suggestions.
    static func all(_ kinds: [any ChartKind]) -> [String] {
        var keys = common
        for kind in kinds { keys += kind.keys.filter { !keys.contains($0) } }
        return keys
    }

    /// Sets the option `value.key` names (one of `common`).
    static func read(_ value: inout OptionValue, into options: inout ChartOptions) {
        switch value.key {
        case "title": options.title = value.nonEmptyText
        case "description": options.description = value.nonEmptyText
        case "source": options.source = value.nonEmptyText
        case "note": options.note = value.nonEmptyText
        case "data": options.dataPath = value.nonEmptyText
        case "unit": options.unit = value.text
        case "currency":
            switch CurrencyKey.read(value.text) {
            case .money(let unit):
                options.numberFormat = .currency
                if let unit { options.unit = unit }
            case .notMoney: break
            case .unreadable: value.warn(Messages.unreadableCurrency(value.text))
            }
        case "labels":
            // `labels: true` (as a switch): the kind's own labels.
            if ["true", "yes", "on", "shown", "show"].contains(value.text.lowercasedWord()) { break }
            // Plurals as people write them (`labels: values`, `percentages`).
            let synonyms: [String: LabelContent] = [
                "false": .none, "no": .none, "off": .none, "hidden": .none, "values": .value, "percents": .percent, "percentage": .percent,
                "percentages": .percent,
            ]
            options.labels = value.choice(labelContents, synonyms: synonyms, fallback: "default") ?? options.labels
        case "legend":
            // Where a legend goes is the layout's to choose: `legend: bottom` asks for one.
            let synonyms = ["top", "bottom", "left", "right", "true", "yes", "on", "show"].map { ($0, LegendSetting.shown) }
                + ["false", "no", "off", "hide"].map { ($0, LegendSetting.none) }
            options.legend =
                value.choice(["auto": .auto, "none": .none, "shown": .shown, "hidden": .none], synonyms: Dictionary(uniqueKeysWithValues: synonyms), fallback: "auto")
                ?? .auto
        case "sort": options.sort = value.choice(sortOrders, synonyms: ["asc": .ascending, "desc": .descending], fallback: "none") ?? .none
        case "animate": options.animates = value.yesNo(fallback: true)
        case "colors": options.colors = ColorList.read(&value)
        case "format": options.numberFormat = NumberFormat.read(&value)
        case "columns":
            options.shape = options.shape ?? TableShape()
            options.shape?.columns = TableShape.names(in: value.entry)
        case "groups":
            options.shape = options.shape ?? TableShape()
            options.shape?.groups = TableShape.names(in: value.entry)
        case "transpose":
            options.shape = options.shape ?? TableShape()
            options.shape?.transposes = value.yesNo(fallback: false) ? value.entry.valuePlace : nil
        case "group-by":
            options.shape = options.shape ?? TableShape()
            options.shape?.groupBy = value.nonEmptyText.map { TableShape.Name(text: $0, place: value.entry.valuePlace) }
        default: break
        }
    }

    private static let labelContents = Dictionary(uniqueKeysWithValues: LabelContent.allCases.map { ($0.rawValue, $0) })
    private static let sortOrders = Dictionary(uniqueKeysWithValues: SortOrder.allCases.map { ($0.rawValue, $0) })
}

/// One `key: value` line of the header.
struct HeaderEntry: Sendable {
    /// Lowercased key.
    var key: String
    var value: String
    var keyPlace: SourcePlace
    var valuePlace: SourcePlace
}
