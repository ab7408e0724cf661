/// About how wide a formula is drawn, in em: enough to tell a display formula that may not fit a
/// phone's column (and so comes in a region that scrolls and takes focus) from one that fits.
extension MathNode {
    var estimatedWidth: Double {
        switch self {
        case .row(let nodes): nodes.reduce(0) { $0 + $1.estimatedWidth }
        case .identifier(let text, _), .number(let text), .function(let text, _): Double(text.unicodeScalars.count) * 0.6
        case .symbol(let text, _): Double(text.unicodeScalars.count) * 0.6 + 0.45
        case .text(let text): Double(text.count) * 0.55
        case .space(let width): max(0, width)
        case .fraction(let numerator, let denominator, _): max(numerator.estimatedWidth, denominator.estimatedWidth) * 0.8 + 0.2
        case .root(let body, let index): body.estimatedWidth + 0.9 + (index?.estimatedWidth ?? 0) * 0.5
        case .scripts(let scripts):
            scripts.limits
                ? max(scripts.base.estimatedWidth, (scripts.sub?.estimatedWidth ?? 0) * 0.7, (scripts.sup?.estimatedWidth ?? 0) * 0.7)
                : scripts.base.estimatedWidth + max(scripts.sub?.estimatedWidth ?? 0, scripts.sup?.estimatedWidth ?? 0) * 0.7
        case .over(let base, let mark, _), .under(let base, let mark, _): max(base.estimatedWidth, mark.estimatedWidth * 0.7)
        case .fenced(_, let body, _): body.estimatedWidth + 1
        case .table(let table):
            // The widest cell of each column, side by side.
            (0..<(table.rows.map(\.count).max() ?? 0)).reduce(0) { width, column in
                width + (table.rows.compactMap { column < $0.count ? $0[column].estimatedWidth : nil }.max() ?? 0) + 0.8
            }
        case .style(let body, let change): body.estimatedWidth * (change.size ?? 1)
        case .phantom(let body), .limits(let body, _): body.estimatedWidth
        case .enclosed(let body, _): body.estimatedWidth + 0.7
        }
    }
}
