/// The default colours: Okabe & Ito's colour-blind-safe set, ordered so neighbours differ most.
enum Palette {
    static let okabeIto: [Color] = [
        Color(hex: 0x0072B2),  // blue
        Color(hex: 0xE69F00),  // orange
        Color(hex: 0x009E73),  // bluish green
        Color(hex: 0xD55E00),  // vermillion
        Color(hex: 0x56B4E9),  // sky blue
        Color(hex: 0xCC79A7),  // reddish purple
        Color(hex: 0xF0E442),  // yellow
        Color(hex: 0x8A8A8A),  // grey, in place of black so dark mode keeps it visible
    ]

    /// The colour of mark `index`: the writer's `colors:` first, then the default palette, cycling.
    static func color(_ index: Int, overrides: [Color]) -> Color {
        let colors = overrides.isEmpty ? okabeIto : overrides
        return colors[index % colors.count]
    }
}
