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

    /// The Calculator knows no parameters (R-PARAM): `expression` with each declared parameter it
    /// uses replaced by its value, as a description (`a sin(bx)` at a = 2, b = 0.5 gives
    /// `2sin(0.5x)`); the source itself when it uses none. nil when the result is not an expression
    /// the Calculator accepts (a description too long for the language once the values are in).
    static func expression(_ expression: PlotCore.Expression, at values: [Character: Double]) -> String? {
        let used = expression.usedParameters
        guard !used.isEmpty else { return expression.source }
        // In a description (not in a source: `ab` may be a·b there) a parameter is a lone ASCII
        // letter, as function names are two letters or more and letters are joined by `·`; each
        // becomes its value in parentheses, which is a factor wherever a letter was. (The compact
        // description of a huge expression may join letters: then the parse below fails.)
        var text = ""
        var run = ""
        func flush() {
            if run.count == 1, let letter = run.first, used.contains(letter), let value = values[letter] {
                text += "(" + value.plainText + ")"
            } else {
                text += run
            }
            run = ""
        }
        for character in expression.description {
            if character.isASCII, character.isLetter { run.append(character) } else { flush(); text.append(character) }
        }
        flush()
        guard let substituted = try? PlotCore.Expression(text), substituted.usedParameters.isEmpty else { return nil }
        return substituted.description
    }

    /// Percent-encodes everything but unreserved characters: a `+` (in `x+1`, or in `1e+20` as
    /// numbers print) would otherwise read as a space.
    private static func encoded(_ value: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
