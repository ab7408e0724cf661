import Foundation

/// LoveIt's and FixIt's `mapbox` shortcode, a Mapbox GL map that a script draws, as a map a page
/// without script shows: OpenStreetMap's embedded map of the place (its own page runs the map),
/// with a link to the map there. `{{< mapbox 121.485 31.233 12 >}}`: longitude, latitude, zoom,
/// by position or as `lng`, `lat`, `zoom`.
struct MapLink: Equatable {
    var embed: String
    var url: String
    /// "Map of 31.233° N, 121.485° E".
    var label: String

    init?(_ call: ShortcodeCall) {
        guard let longitude = call.parameter("lng", position: 0).flatMap(Double.init), let latitude = call.parameter("lat", position: 1).flatMap(Double.init),
            (-180...180).contains(longitude), (-85...85).contains(latitude)
        else { return nil }
        let zoom = min(max(call.parameter("zoom", position: 2).flatMap(Double.init) ?? 10, 0), 19)
        // The box a 700 by 394 pixel frame shows at that zoom: 256 pixels span the world at zoom 0.
        let halfWidth = 360 * 350 / (256 * pow(2, zoom))
        let halfHeight = halfWidth * 197 / 350 * cos(latitude * .pi / 180)
        let box = [longitude - halfWidth, latitude - halfHeight, longitude + halfWidth, latitude + halfHeight].map { Self.number($0, digits: 5) }
        let marked = (call.parameter("marked", position: 3) ?? "true").lowercased() != "false"
        let lat = Self.number(latitude, digits: 5), lng = Self.number(longitude, digits: 5)
        embed = "https://www.openstreetmap.org/export/embed.html?bbox=\(box.joined(separator: "%2C"))&layer=mapnik" + (marked ? "&marker=\(lat)%2C\(lng)" : "")
        url = "https://www.openstreetmap.org/" + (marked ? "?mlat=\(lat)&mlon=\(lng)" : "") + "#map=\(Int(zoom.rounded()))/\(lat)/\(lng)"
        label = "Map of \(Self.number(abs(latitude), digits: 4))° \(latitude < 0 ? "S" : "N"), \(Self.number(abs(longitude), digits: 4))° \(longitude < 0 ? "W" : "E")"
    }

    /// `value` with at most `digits` decimals, without trailing zeros: `31.233`, `-0.5`.
    private static func number(_ value: Double, digits: Int) -> String {
        var text = String(format: "%.\(digits)f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
