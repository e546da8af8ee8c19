import Foundation

/// Just enough colour science to check the curve palette: sRGB, WCAG contrast, CIELAB, CIEDE2000 and the
/// Machado et al. (2009) simulation of dichromacy. Formulas as published; each is tested against
/// published values (CurvePaletteTests).
struct RGBColor: CustomStringConvertible {
    /// Linear-light components, 0 … 1.
    let red, green, blue: Double
    let description: String

    /// `#rrggbb`.
    init?(hex: String) {
        guard hex.count == 7, hex.first == "#", let value = Int(hex.dropFirst(), radix: 16) else { return nil }
        let channels = [value >> 16, value >> 8, value].map { RGBColor.linear(Double($0 & 0xff) / 255) }
        (red, green, blue) = (channels[0], channels[1], channels[2])
        description = hex
    }

    init(linearRed: Double, green: Double, blue: Double, description: String) {
        (red, self.green, self.blue) = (linearRed, green, blue)
        self.description = description
    }

    /// The sRGB transfer function, decoded.
    static func linear(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// WCAG 2 relative luminance.
    var relativeLuminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    /// WCAG 2 contrast ratio, 1 … 21.
    func contrast(with other: RGBColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    // MARK: - Dichromacy

    enum Vision: String, CaseIterable {
        case normal, protanopia, deuteranopia

        /// Machado, Oliveira and Fernandes 2009, severity 1.0, for linear RGB.
        var matrix: [[Double]]? {
            switch self {
            case .normal: nil
            case .protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
            case .deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
            }
        }
    }

    /// The colour as a reader with this vision sees it (clamped to the displayable range).
    func seen(with vision: Vision) -> RGBColor {
        guard let m = vision.matrix else { return self }
        let c = [red, green, blue]
        let out = m.map { row in min(max(zip(row, c).map(*).reduce(0, +), 0), 1) }
        return RGBColor(linearRed: out[0], green: out[1], blue: out[2], description: "\(description) (\(vision.rawValue))")
    }

    // MARK: - CIELAB (D65)

    var lab: LabColor {
        let x = 0.4124564 * red + 0.3575761 * green + 0.1804375 * blue
        let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
        let z = 0.0193339 * red + 0.1191920 * green + 0.9503041 * blue
        func f(_ t: Double) -> Double {
            let delta = 6.0 / 29
            return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
        }
        let (fx, fy, fz) = (f(x / 0.95047), f(y / 1.0), f(z / 1.08883))
        return LabColor(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }
}

struct LabColor {
    let l, a, b: Double

    /// CIEDE2000 colour difference (Sharma, Wu and Dalal 2005, equations 1–22), kL = kC = kH = 1.
    func difference(to other: LabColor) -> Double {
        func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        /// √(C⁷ / (C⁷ + 25⁷)), which appears twice.
        func chromaWeight(_ c: Double) -> Double {
            let c7 = c * c * c * c * c * c * c
            return sqrt(c7 / (c7 + 6_103_515_625))  // 25⁷
        }
        let meanC = (hypot(a, b) + hypot(other.a, other.b)) / 2
        let g = 0.5 * (1 - chromaWeight(meanC))
        let (a1, a2) = ((1 + g) * a, (1 + g) * other.a)
        let (c1, c2) = (hypot(a1, b), hypot(a2, other.b))
        func hue(_ a: Double, _ b: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = degrees(atan2(b, a))
            return h < 0 ? h + 360 : h
        }
        let (h1, h2) = (hue(a1, b), hue(a2, other.b))

        let deltaL = other.l - l
        let deltaC = c2 - c1
        var deltaH = 0.0
        if c1 * c2 != 0 {
            deltaH = h2 - h1
            if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
        }
        let deltaBigH = 2 * sqrt(c1 * c2) * sin(radians(deltaH / 2))

        let meanL = (l + other.l) / 2
        let meanCPrime = (c1 + c2) / 2
        var meanH = h1 + h2
        if c1 * c2 != 0 {
            if Swift.abs(h1 - h2) <= 180 { meanH = (h1 + h2) / 2 } else if h1 + h2 < 360 { meanH = (h1 + h2 + 360) / 2 } else { meanH = (h1 + h2 - 360) / 2 }
        }
        let t = 1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH))
            + 0.32 * cos(radians(3 * meanH + 6)) - 0.20 * cos(radians(4 * meanH - 63))
        let hueOffset = (meanH - 275) / 25
        let deltaTheta = 30 * exp(-hueOffset * hueOffset)
        let rc = 2 * chromaWeight(meanCPrime)
        let lightnessOffset2 = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lightnessOffset2 / sqrt(20 + lightnessOffset2)
        let sc = 1 + 0.045 * meanCPrime
        let sh = 1 + 0.015 * meanCPrime * t
        let rt = -sin(radians(2 * deltaTheta)) * rc
        let (l_, c_, h_) = (deltaL / sl, deltaC / sc, deltaBigH / sh)
        return sqrt(l_ * l_ + c_ * c_ + h_ * h_ + rt * c_ * h_)
    }
}
