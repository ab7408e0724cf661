/// The column widths a chart is laid out for.
///
/// A drawing that scales evenly (a disc) is laid out once, `fluid`, and grows with its column.
/// One whose text must keep its size while its plot fills the column (bars) is laid out twice:
/// `narrow` for phones and `wide` for a desktop text column. The page shows one of the two SVGs
/// by the figure's own width (a CSS container query), so no script measures anything.
enum LayoutWidth: Sendable, CaseIterable {
    case fluid, narrow, wide

    /// Width in SVG units. `narrow` fills a 328 px phone column with 12-unit text at 11.6 px;
    /// `wide` is shown from a 40rem column up, where 12-unit text is drawn at 12 px or larger.
    var units: Double {
        switch self {
        case .fluid, .narrow: 340
        case .wide: 640
        }
    }

    /// The column width (in rem) from which the wide layout replaces the narrow one.
    static let wideFromRem = 40

    /// Added to the SVG's class list.
    var cssClass: StaticString {
        switch self {
        case .fluid: ""
        case .narrow: " chart-svg-narrow"
        case .wide: " chart-svg-wide"
        }
    }

    /// Added to the ids of the SVG's title and description, which must be unique on the page.
    var idSuffix: StaticString {
        switch self {
        case .fluid: ""
        case .narrow: "-n"
        case .wide: "-w"
        }
    }
}
