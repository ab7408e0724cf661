/// The default colours, and the pages they are drawn on.
///
/// Okabe & Ito's hues, re-chosen at mid lightness: every colour has at least 3:1 against a
/// white page and against a near-black one (WCAG 1.4.11), so no mode needs its own set. Under
/// simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009) the closest pair is
/// farther apart than in Okabe & Ito's own set (7.2 against 2.8 in OKLab ×100), and the first
/// four, which most charts use, are farther still. Direct labels, the legend and the table carry
/// every value too, so colour is never the only clue.
enum Palette {
    static let colors: [Color] = [
        Color(hex: 0x0072B2),  // blue
        Color(hex: 0xBD845B),  // ochre
        Color(hex: 0x279EA4),  // teal
        Color(hex: 0xE1146D),  // raspberry
        Color(hex: 0xA276FB),  // violet
        Color(hex: 0x8B7B02),  // olive
        Color(hex: 0x985846),  // brown
        Color(hex: 0x6C7580),  // slate
    ]

    /// The lightest and darkest pages a chart is expected on; marks need 3:1 against both.
    static let lightPage = Color.white
    static let darkPage = Color(hex: 0x0D1117)
    static let markContrast = 3.0

    /// The colour of mark `index`: the writer's `colors:` first, then the default palette, cycling.
    static func color(_ index: Int, overrides: [Color]) -> Color {
        let colors = colors(overrides: overrides)
        return colors[index % colors.count]
    }

    /// The colours marks take in turn: the writer's `colors:`, or the default palette.
    static func colors(overrides: [Color]) -> [Color] {
        overrides.isEmpty ? colors : overrides
    }
}
