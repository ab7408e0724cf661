/// A chart whose names are colours ("Favourite colours": Orange, Blue, Indigo; Chart.js's
/// "Red, Blue, Yellow" votes) draws each in its own colour, so the legend never says "Red"
/// beside a blue swatch. Each is that hue at the palette's middle lightness: 3:1 against the
/// light page and the dark one, as every mark colour is (yellow is a mustard, navy a mid blue).
enum ColourWords {
    /// The colours the names say, in their order; nil unless every name is one (and no two say the same).
    static func colours(for names: [String]) -> [Color]? {
        guard names.count >= 2, names.count <= 24 else { return nil }
        var colours: [Color] = []
        for name in names {
            guard let colour = byName[name.trimmingBlanks().lowercased()], !colours.contains(colour) else { return nil }
            colours.append(colour)
        }
        return colours
    }

    private static let byName: [String: Color] = [
        "red": Color(hex: 0xD62728), "crimson": Color(hex: 0xC8203C), "maroon": Color(hex: 0xA84444),
        "orange": Color(hex: 0xC75B00), "yellow": Color(hex: 0x9A8300), "gold": Color(hex: 0xA07D00),
        "green": Color(hex: 0x2E8540), "lime": Color(hex: 0x5F8A00), "olive": Color(hex: 0x8B7B02),
        "teal": Color(hex: 0x279EA4), "turquoise": Color(hex: 0x1A9A8C), "cyan": Color(hex: 0x00899A),
        "blue": Color(hex: 0x0072B2), "navy": Color(hex: 0x3A66B5), "indigo": Color(hex: 0x6257D6),
        "purple": Color(hex: 0x9B4FBF), "violet": Color(hex: 0xA276FB), "magenta": Color(hex: 0xC0379D),
        "pink": Color(hex: 0xD63384), "brown": Color(hex: 0x985846), "grey": Color(hex: 0x6C7580), "gray": Color(hex: 0x6C7580),
    ]

    /// Every colour the names may take, for the test that each keeps 3:1 on both pages.
    static var all: [Color] { Array(byName.values) }
}
