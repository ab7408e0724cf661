import Diagnostics
import Foundation
import Testing

@testable import Charts

@Suite struct PaletteTests {
    /// The default theme's dark page, besides the engine's own lightest and darkest.
    static let pages = [Palette.lightPage, Palette.darkPage, Color(hex: 0x15171B), Color(hex: 0xFCFBF8)]

    @Test func everyDefaultColourStandsOutFromLightAndDarkPages() {
        for color in Palette.colors {
            for page in Self.pages {
                #expect(color.contrast(with: page) >= 3, "\(color.hex) on \(page.hex): \(color.contrast(with: page))")
            }
            #expect(color.contrast(with: color.textColor) >= 4.5, "text on \(color.hex)")
        }
    }

    @Test func defaultColoursStayApartForColourBlindReaders() {
        // Farther apart than Okabe & Ito's set, whose closest pair under deuteranopia is 2.8.
        #expect(CVD.closestPair(Palette.colors) >= 7)
        #expect(CVD.closestPair(Palette.colors.prefix(4)) >= 7.4)
        let okabeIto = [0x0072B2, 0xE69F00, 0x009E73, 0xD55E00, 0x56B4E9, 0xCC79A7, 0xF0E442, 0x8A8A8A].map { Color(hex: $0) }
        #expect(CVD.closestPair(okabeIto) < 3, "the measure tells sets apart")
    }

    /// The colours that names say keep the palette's contrast on every page, with readable text on them.
    @Test func everyColourANameSaysStandsOutFromLightAndDarkPages() {
        for color in ColourWords.all {
            for page in Self.pages {
                #expect(color.contrast(with: page) >= 3, "\(color.hex) on \(page.hex): \(color.contrast(with: page))")
            }
            #expect(color.contrast(with: color.textColor) >= 4.5, "text on \(color.hex)")
        }
    }

    /// Slices, bars and series named by colours ("Red, Blue, Yellow") are drawn in them, so no legend
    /// says "Red" beside a blue swatch; a `colors:` line, a name that is no colour, or two names
    /// of one colour keep the palette.
    @Test func marksNamedByColoursAreDrawnInThem() {
        func fills(_ body: String) -> [String] {
            let html = ChartEngine.figure(for: ChartBlock(body: body, path: "p.md", firstLine: 2, idSeed: "p")).html
            return html.matches(of: /(?:fill|stroke)[:=]"?(#[0-9A-Fa-f]{6})/).map { String($0.output.1).uppercased() }
        }
        let donut = fills("type: donut\n---\nRed: 300\nBlue: 50\nYellow: 100")
        #expect(donut.contains("#D62728") && donut.contains("#0072B2") && donut.contains("#9A8300"), "\(donut)")
        let bars = fills("type: bar\n---\n| Colour | Votes |\n| red | 12 |\n| Green | 19 |\n")
        #expect(bars.contains("#D62728") && bars.contains("#2E8540"), "\(bars)")
        let series = fills("type: line\n---\n| Day | Red | Blue |\n| Mon | 1 | 2 |\n| Tue | 3 | 4 |\n")
        #expect(series.contains("#D62728") && series.contains("#0072B2"), "\(series)")
        for kept in ["type: pie\n---\nRed: 1\nTaxes: 2", "type: pie\ncolors: #0072B2, #BD845B\n---\nRed: 1\nBlue: 2", "type: pie\n---\nGrey: 1\nGray: 2"] {
            #expect(!fills(kept).contains("#D62728") && !fills(kept).contains("#6C7580"), "\(kept)")
        }
    }

    @Test func aColourUnderThreeToOneIsWarnedAboutWithItsRatio() {
        let result = ChartEngine.figure(for: ChartBlock(body: "type: pie\ncolors: #E69F00, #0072B2, #222\n---\nA: 1\nB: 2\nC: 3", path: "p.md", firstLine: 2, idSeed: "p"))
        let warnings = result.diagnostics.map(\.message)
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings[0].contains("'#E69F00' has 2.2:1 against a light page"))
        #expect(warnings[0].contains("a darker shade"))
        #expect(warnings[1].contains("'#222'") && warnings[1].contains("against a dark page") && warnings[1].contains("a lighter shade"))
        #expect(result.diagnostics[0].location?.column == 9)
        #expect(!result.html.isEmpty, "a warning, not an error")
    }
}

/// Colour-vision deficiency simulation (Machado, Oliveira & Fernandes 2009, severity 1) and
/// distances in OKLab, to measure how far apart a palette's colours stay.
enum CVD {
    static let simulations: [[Double]] = [
        [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],  // protanopia
        [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881],  // deuteranopia
        [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900],  // tritanopia
    ]

    /// The smallest OKLab distance (×100) between two colours of the set, seen with normal vision or any deficiency.
    static func closestPair(_ colors: some Collection<Color>) -> Double {
        let linear = colors.map { [$0.red, $0.green, $0.blue].map(toLinear) }
        var closest = Double.infinity
        for matrix in [nil] + simulations.map(Optional.some) {
            let seen = linear.map { rgb in
                matrix.map { m in (0..<3).map { i in clamp(m[3 * i] * rgb[0] + m[3 * i + 1] * rgb[1] + m[3 * i + 2] * rgb[2]) } } ?? rgb
            }.map(oklab)
            for i in seen.indices {
                for j in seen.indices where j > i {
                    let d = zip(seen[i], seen[j]).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot() * 100
                    closest = min(closest, d)
                }
            }
        }
        return closest
    }

    // Quantised to 8 bits after simulation, as a screen would show it.
    private static func clamp(_ value: Double) -> Double {
        let encoded = max(0, min(1, value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055))
        return toLinear(UInt8((encoded * 255).rounded()))
    }

    private static func toLinear(_ channel: UInt8) -> Double {
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func oklab(_ rgb: [Double]) -> [Double] {
        let l = cbrt(0.4122214708 * rgb[0] + 0.5363325363 * rgb[1] + 0.0514459929 * rgb[2])
        let m = cbrt(0.2119034982 * rgb[0] + 0.6806995451 * rgb[1] + 0.1073969566 * rgb[2])
        let s = cbrt(0.0883024619 * rgb[0] + 0.2817188376 * rgb[1] + 0.6299787005 * rgb[2])
        return [
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
        ]
    }
}
