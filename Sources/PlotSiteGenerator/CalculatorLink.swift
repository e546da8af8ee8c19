import Foundation
import PlotCore

/// The Calculator link of a plot ("Open in Calculator"), read by Public/js/calculator/plot-record.js,
/// so that the Calculator plots exactly what the plot page shows — expression, window and sampling —
/// without touching the stored Configuration:
///
///     calculator.html?expression=tan(x)&xmin=-2&xmax=10&ymin=-3&ymax=3&samples=auto
///
/// The window's optional ends are written only when given; the Calculator then frames the plot as
/// a plot page does by default (x from −xmax, y fitted).
enum CalculatorLink {
    /// The query string, without the `?`, its parameters in the order above.
    /// - Parameters:
    ///   - samples: the plot's sampling, `auto` included; `nil` leaves it out, and the Calculator
    ///     then samples with the stored Configuration's count.
    ///   - xMin: the window's left end, when the plot sets one.
    ///   - yMin: the window's bottom, when the plot sets one (only with `yMax`).
    ///   - yMax: the window's top, when the plot fixes the y-range.
    static func query(expression: String, xMax: Double, samples: Samples? = nil,
                      xMin: Double? = nil, yMin: Double? = nil, yMax: Double? = nil) -> String {
        let parameters: [(name: String, value: String?)] = [
            ("expression", expression),
            ("xmin", xMin?.plainText), ("xmax", xMax.plainText),
            ("ymin", yMin?.plainText), ("ymax", yMax?.plainText),
            ("samples", samples?.description),
        ]
        return parameters.compactMap { name, value in value.map { "\(name)=\(encoded($0))" } }.joined(separator: "&")
    }

    /// The Calculator knows no parameters: `expression` with the values in place of its parameters,
    /// written as a person would (`a sin(b(x − c))` at a = 2, b = 2, c = 0 gives `2sin(2x)`); the
    /// source itself when it uses none. nil when the result is not an expression the Calculator
    /// accepts (too long or too deep for the language). Public/js/parameters/calculator-link.js writes
    /// the same text for the live page; both run Tests/Fixtures/calculator-links.json.
    ///
    /// The values go into the tree, which is simplified (``Written``), written as a source with every
    /// group in parentheses, read back and described: the description is the canonical text. Each
    /// simplification leaves the doubles as they were (1·u, u/1, u^1, u + 0 and −(−u) are u exactly;
    /// signs move exactly), so the link evaluates to what the page draws.
    static func expression(_ expression: PlotCore.Expression, at values: [Character: Double]) -> String? {
        guard !expression.usedParameters.isEmpty else { return expression.standaloneSource }
        let source = Written(expression.root, values: values).source
        guard let written = try? PlotCore.Expression(source), written.usedParameters.isEmpty else { return nil }
        return written.description
    }

    /// Percent-encodes everything but unreserved characters: a `+` (in `x+1`, or in `1e+20` as
    /// numbers print) would otherwise read as a space.
    private static func encoded(_ value: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
