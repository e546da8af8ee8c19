import Foundation
import Testing
@testable import PlotSVG

/// The curve palette stays tellable apart (docs/site.md#colours-and-styles): for readers with normal vision and with protanopia
/// or deuteranopia, in the light theme and the dark one, and every curve stands out from the background.
@Suite struct CurvePaletteTests {
    /// The least CIEDE2000 difference between any two curve colours, under every simulated vision.
    static let minimumDifference = 10.0
    /// WCAG's minimum for graphical objects (1.4.11 Non-text Contrast).
    static let minimumContrast = 3.0

    private func colors(_ hex: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [RGBColor] {
        try hex.map { try #require(RGBColor(hex: $0), "\($0) is not #rrggbb", sourceLocation: sourceLocation) }
    }

    /// Checks every pair under every vision and each colour against the background.
    private func expectDistinguishable(_ hex: [String], on backgroundHex: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let palette = try colors(hex, sourceLocation: sourceLocation)
        let background = try #require(RGBColor(hex: backgroundHex))
        #expect(palette.count == 8, sourceLocation: sourceLocation)
        for vision in RGBColor.Vision.allCases {
            let seen = palette.map { $0.seen(with: vision).lab }
            for i in seen.indices {
                for j in seen.indices where j > i {
                    let difference = seen[i].difference(to: seen[j])
                    #expect(difference >= Self.minimumDifference,
                            "\(hex[i]) and \(hex[j]) differ by ΔE00 \(difference) only, under \(vision.rawValue) on \(backgroundHex)",
                            sourceLocation: sourceLocation)
                }
            }
        }
        for color in palette {
            let contrast = color.contrast(with: background)
            #expect(contrast >= Self.minimumContrast, "\(color) has contrast \(contrast):1 on \(backgroundHex)", sourceLocation: sourceLocation)
        }
    }

    @Test func lightCurveColorsAreDistinguishableOnWhite() throws {
        try expectDistinguishable(SVGRenderer.curveColors, on: "#ffffff")
    }

    @Test func darkCurveColorsAreDistinguishableOnTheDarkSurface() throws {
        try expectDistinguishable(SVGRenderer.darkCurveColors, on: "#181b21")
    }

    /// The checks have teeth: two blues a designer might pick fail, and a red and a green that normal
    /// vision tells apart easily fall together under deuteranopia.
    @Test func similarColorsFailTheCheck() throws {
        let blues = try colors(["#0b62d6", "#1f77b4"]).map(\.lab)
        #expect(blues[0].difference(to: blues[1]) < Self.minimumDifference)
        let redGreen = try colors(["#d62728", "#2ca02c"])
        let normal = redGreen[0].lab.difference(to: redGreen[1].lab)
        let deuteranopia = redGreen[0].seen(with: .deuteranopia).lab.difference(to: redGreen[1].seen(with: .deuteranopia).lab)
        #expect(normal > 50 && deuteranopia < normal / 3, "normal \(normal), deuteranopia \(deuteranopia)")
    }

    @Test func everyColorHasAName() {
        #expect(SVGRenderer.curveColorNames.count == SVGRenderer.curveColors.count)
        #expect(Set(SVGRenderer.curveColorNames).count == SVGRenderer.curveColorNames.count)
    }

    // MARK: - The colour math against published values

    /// Sharma, Wu and Dalal (2005), Table 1: all 34 pairs, ΔE00 to 4 decimals.
    @Test func ciede2000MatchesSharmasTestData() {
        typealias Lab = (Double, Double, Double)
        let table: [(Lab, Lab, Double)] = [
            ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425), ((50, 3.1571, -77.2803), (50, 0, -82.7485), 2.8615),
            ((50, 2.8361, -74.0200), (50, 0, -82.7485), 3.4412), ((50, -1.3802, -84.2814), (50, 0, -82.7485), 1.0000),
            ((50, -1.1848, -84.8006), (50, 0, -82.7485), 1.0000), ((50, -0.9009, -85.5211), (50, 0, -82.7485), 1.0000),
            ((50, 0, 0), (50, -1, 2), 2.3669), ((50, -1, 2), (50, 0, 0), 2.3669),
            ((50, 2.4900, -0.0010), (50, -2.4900, 0.0009), 7.1792), ((50, 2.4900, -0.0010), (50, -2.4900, 0.0010), 7.1792),
            ((50, 2.4900, -0.0010), (50, -2.4900, 0.0011), 7.2195), ((50, 2.4900, -0.0010), (50, -2.4900, 0.0012), 7.2195),
            ((50, -0.0010, 2.4900), (50, 0.0009, -2.4900), 4.8045), ((50, -0.0010, 2.4900), (50, 0.0010, -2.4900), 4.8045),
            ((50, -0.0010, 2.4900), (50, 0.0011, -2.4900), 4.7461), ((50, 2.5, 0), (50, 0, -2.5), 4.3065),
            ((50, 2.5, 0), (73, 25, -18), 27.1492), ((50, 2.5, 0), (61, -5, 29), 22.8977),
            ((50, 2.5, 0), (56, -27, -3), 31.9030), ((50, 2.5, 0), (58, 24, 15), 19.4535),
            ((50, 2.5, 0), (50, 3.1736, 0.5854), 1.0000), ((50, 2.5, 0), (50, 3.2972, 0), 1.0000),
            ((50, 2.5, 0), (50, 1.8634, 0.5757), 1.0000), ((50, 2.5, 0), (50, 3.2592, 0.3350), 1.0000),
            ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
            ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
            ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
            ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
            ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
            ((36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
            ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
            ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
            ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
            ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
        ]
        let pairs = table.map { (LabColor(l: $0.0, a: $0.1, b: $0.2), LabColor(l: $1.0, a: $1.1, b: $1.2), $2) }
        #expect(pairs.count == 34)
        for (index, (first, second, expected)) in pairs.enumerated() {
            let forward = first.difference(to: second), backward = second.difference(to: first)
            #expect(abs(forward - expected) < 5e-5, "pair \(index + 1): \(forward), published \(expected)")
            #expect(abs(forward - backward) < 1e-12, "pair \(index + 1) is not symmetric")
        }
    }

    @Test func labAndContrastMatchPublishedValues() throws {
        // sRGB red in CIELAB (D65): L* 53.24, a* 80.09, b* 67.20.
        let red = try #require(RGBColor(hex: "#ff0000")).lab
        #expect(abs(red.l - 53.24) < 0.01 && abs(red.a - 80.09) < 0.01 && abs(red.b - 67.20) < 0.01, "\(red)")
        let white = try #require(RGBColor(hex: "#ffffff")), black = try #require(RGBColor(hex: "#000000"))
        #expect(abs(white.lab.l - 100) < 1e-3 && abs(white.lab.a) < 1e-3 && abs(white.lab.b) < 1e-3)
        #expect(abs(white.contrast(with: black) - 21) < 1e-9)
        // #767676 is the lightest grey with AA text contrast on white: 4.54:1.
        #expect(abs(try #require(RGBColor(hex: "#767676")).contrast(with: white) - 4.54) < 0.005)
    }

    @Test func dichromacyKeepsGreysGrey() throws {
        // Each row of Machado's matrices sums to 1: white and greys look the same to every reader.
        for vision in RGBColor.Vision.allCases {
            let grey = try #require(RGBColor(hex: "#808080"))
            let seen = grey.seen(with: vision)
            #expect(abs(seen.red - grey.red) < 1e-5 && abs(seen.green - grey.green) < 1e-5 && abs(seen.blue - grey.blue) < 1e-5,
                    "\(vision.rawValue) changes grey")
        }
    }
}
