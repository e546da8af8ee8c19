import PlotCore

/// How a page names a Taylor polynomial (docs/manifest.md#taylor-polynomials): `T₅(x) = x − x³/6 + x⁵/120`, its
/// numbers in the site's language; at a degree whose coefficient has no value, the note why there is no curve.
extension PlotRendering {
    /// Each Taylor polynomial whose degree is a slider, by curve: its legend at every degree (for data-figure).
    var taylorNames: [Int: [String]] {
        var names: [Int: [String]] = [:]
        for (i, curve) in figure.curves.enumerated() where curve.taylor?.slider != nil && curve.label == nil {
            names[i] = Self.taylorNames(curve.taylor!, words)
        }
        return names
    }

    /// The legend at each degree the polynomial may take, 0 … its highest; the page picks the one its slider shows.
    static func taylorNames(_ taylor: TaylorCurve, _ words: Words) -> [String] {
        taylor.coefficients.indices.map { taylorName(taylor, degree: $0, words) }
    }

    static func taylorName(_ taylor: TaylorCurve, degree: Int, _ words: Words) -> String {
        let name = "T" + subscriptDigits(degree)
        if let k = TaylorPolynomial.missingDerivative(taylor.coefficients, degree: degree) {
            let at = words.localNumber(readable(taylor.at))
            switch words.language {
            case .de: return "\(name): keine Ableitung der Ordnung \(k) bei x = \(at), also kein Taylorpolynom"
            default: return "\(name): no derivative of order \(k) at x = \(at), so no Taylor polynomial"
            }
        }
        let polynomial = TaylorPolynomial.polynomial(taylor.coefficients, at: taylor.at, degree: degree)
        return "\(name)(x) = " + words.localNumber(polynomial.description)
    }

    /// What the page's line of curves says of it: the polynomial at a fixed degree; with a slider, of what and where
    /// (the legend follows the slider).
    static func taylorStatement(_ taylor: TaylorCurve, of curve: FigureCurve, _ words: Words) -> String {
        guard let slider = taylor.slider else { return taylorName(taylor, degree: taylor.degree, words) }
        let function = words.localNumber("y = " + curve.expression.description)
        let at = words.localNumber(readable(taylor.at))
        switch words.language {
        case .de: return "Taylorpolynom von \(function) bei x = \(at) vom Grad \(slider)"
        default: return "Taylor polynomial of \(function) at x = \(at) of degree \(slider)"
        }
    }

    private static func subscriptDigits(_ n: Int) -> String {
        String(String(n).map { Character(Unicode.Scalar(0x2080 + Int($0.wholeNumberValue!))!) })
    }
}
